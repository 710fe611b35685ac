export const MYANMAR = 'Myanmar';

/**
 * docs/product.md#address-forms: the comparison is case-insensitive. Surrounding spaces are ignored as well, so a
 * stored 'Myanmar ' still asks for a township instead of silently skipping it.
 */
export function isMyanmar(country: string | null | undefined): boolean {
  return (country ?? '').trim().toLowerCase() === MYANMAR.toLowerCase();
}

/** docs/product.md#address-forms: township is required, and shown, only when the country is Myanmar. */
export function requiresTownship(country: string | null | undefined): boolean {
  return isMyanmar(country);
}

export type TownshipFields = { country: string; township: string; townshipGuid: string };

/** docs/product.md#address-forms/docs/product.md#address-forms: choosing a country other than Myanmar clears the chosen township. */
export function clearTownshipUnlessMyanmar<T extends TownshipFields>(address: T): T {
  if (isMyanmar(address.country)) return address;
  return { ...address, township: '', townshipGuid: '' };
}
