import { toLatinDigits } from './money';

/**
 * Myanmar mobile numbers as people write them: 09 7xx xxx xxx, 9 7xx…, +95 9 7xx…, 959 7xx…,
 * with spaces, dashes, dots or brackets, in Latin or Burmese digits. The national form
 * 09XXXXXXXX(X) is what is stored and compared, so each number has exactly one spelling.
 */
const NATIONAL = /^09[1-9]\d{7,8}$/;
// Separators people put in a number; '+' is handled apart, it may only lead.
const SEPARATORS = /[\s\-.()]/g;

export function normalizeMyanmarMobile(input: string): string | null {
  let text = toLatinDigits(input).replace(SEPARATORS, '');
  const international = text.startsWith('+') || text.startsWith('00');
  if (international) text = text.replace(/^(\+|00)/, '');
  if (!/^\d+$/.test(text)) return null;
  let national: string;
  if (international) {
    // +95 1… is a Yangon landline, not a mobile: only +95 9… is.
    if (!text.startsWith('959')) return null;
    national = `0${text.slice(2)}`;
  } else if (text.startsWith('959') && text.length >= 11) {
    // The forms differ in length, which tells them apart: 959… is 11–12 digits, 9… 9–10.
    national = `0${text.slice(2)}`;
  } else if (text.startsWith('09')) {
    national = text;
  } else if (text.startsWith('9')) {
    national = `0${text}`;
  } else {
    return null;
  }
  return NATIONAL.test(national) ? national : null;
}

/** docs/product.md#registration: the mobile number the registration form asks for, in any usual form. */
export function isMyanmarMobile(input: string): boolean {
  return normalizeMyanmarMobile(input) !== null;
}

/**
 * A phone number as people type it: 7 to 15 digits (Latin or Burmese), an optional leading
 * '+', with spaces, dashes, dots or brackets between. The server normalises what passes.
 */
export function looksLikePhone(value: string): boolean {
  return /^\+?\d{7,15}$/.test(toLatinDigits(value).replace(SEPARATORS, ''));
}

/**
 * A phone number on an address, which may be abroad: Myanmar mobiles are normalised, anything
 * else that looks like a phone number (7 to 15 digits, an optional leading '+') is kept tidied.
 */
export function normalizeAddressPhone(input: string): string | null {
  const mobile = normalizeMyanmarMobile(input);
  if (mobile) return mobile;
  if (!looksLikePhone(input)) return null;
  return toLatinDigits(input).trim().replace(/\s+/g, ' ');
}
