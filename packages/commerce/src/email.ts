// Deliberately loose: one @, something on both sides and a dot in the domain. The server's
// check is the strict one; this only catches typing slips before a round trip.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** docs/product.md#address-forms, docs/product.md#registration: an e-mail address, surrounding spaces ignored. */
export function looksLikeEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}
