export const MYANMAR = 'Myanmar';

/**
 * §5: the comparison is case-insensitive. Surrounding spaces are ignored as well, so a
 * stored 'Myanmar ' still asks for a township instead of silently skipping it.
 */
export function isMyanmar(country: string | null | undefined): boolean {
  return (country ?? '').trim().toLowerCase() === MYANMAR.toLowerCase();
}

/** §5: township is required, and shown, only when the country is Myanmar. */
export function requiresTownship(country: string | null | undefined): boolean {
  return isMyanmar(country);
}

export type TownshipFields = { country: string; township: string; townshipGuid: string };

/** §4/§5: choosing a country other than Myanmar clears the chosen township. */
export function clearTownshipUnlessMyanmar<T extends TownshipFields>(address: T): T {
  if (isMyanmar(address.country)) return address;
  return { ...address, township: '', townshipGuid: '' };
}
