/**
 * Myanmar mobile numbers as people write them: 09 7xx xxx xxx, 9 7xx…, +95 9 7xx…, 959 7xx…,
 * with spaces, dashes, dots or brackets, in Latin or Burmese digits. The national form
 * 09XXXXXXXX(X) is what is stored and compared, so each number has exactly one spelling.
 */
const NATIONAL = /^09[1-9]\d{7,8}$/;
// Separators people put in a number; '+' is handled apart, it may only lead.
const SEPARATORS = /[\s\-.()]/g;
const BURMESE_DIGITS = /[\u1040-\u1049]/g;

export function normalizeMyanmarMobile(input: string): string | null {
  let text = input
    .replace(BURMESE_DIGITS, (d) => String(d.charCodeAt(0) - 0x1040))
    .replace(SEPARATORS, '');
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

/**
 * A phone number on an address, which may be abroad: Myanmar mobiles are normalised, anything
 * else that looks like a phone number (7 to 15 digits, an optional leading '+') is kept tidied.
 */
export function normalizeAddressPhone(input: string): string | null {
  const mobile = normalizeMyanmarMobile(input);
  if (mobile) return mobile;
  const text = input.replace(BURMESE_DIGITS, (d) => String(d.charCodeAt(0) - 0x1040)).trim();
  const compact = text.replace(SEPARATORS, '');
  return /^\+?\d{7,15}$/.test(compact) ? text.replace(/\s+/g, ' ') : null;
}
