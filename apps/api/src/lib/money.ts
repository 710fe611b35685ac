import { fromMinor, toMinor } from '@storefront/commerce/money';

/**
 * Storage keeps money as integer hundredths of the currency (docs/decisions/0002); the wire
 * carries major units as numbers, as the web app expects. The rounding is commerce's,
 * the same the web app shows with, so a stored line never differs by a cent from the screen.
 */
export { fromMinor, toMinor };
export const fromMinorOrNull = (minor: number | null): number | null =>
  minor === null ? null : fromMinor(minor);
