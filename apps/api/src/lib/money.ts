/**
 * Storage keeps money as integer hundredths of the currency (docs/decisions/0002); the wire
 * carries major units as numbers, as the spec's web app expects.
 */
export const toMinor = (major: number): number => Math.round(major * 100);
export const fromMinor = (minor: number): number => minor / 100;
export const fromMinorOrNull = (minor: number | null): number | null =>
  minor === null ? null : minor / 100;
