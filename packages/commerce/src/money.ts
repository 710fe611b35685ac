/**
 * Money and weight arithmetic. Amounts travel in major units as plain numbers (12500.5 MMK),
 * as on the wire; sums and products are done in integer hundredths so that 0.1 + 0.2 is 0.3.
 */

/** docs/product.md#tax: tax is 5% of the sub total, on the cart, at checkout and on order detail. */
const TAX_PERCENT = 5;
export const TAX_RATE = TAX_PERCENT / 100;

/**
 * Rounds half away from zero to `decimals` places. `toPrecision(15)` first strips the binary
 * noise of the multiplication (1.005 * 100 is 100.49999999999999), so 1.005 rounds to 1.01
 * as a shopper reading the decimal number expects.
 */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const scaled = Number((value * factor).toPrecision(15));
  const rounded = Math.sign(scaled) * Math.round(Math.abs(scaled));
  // `+ 0` turns -0 into 0 so it never prints as "-0.00".
  return rounded / factor + 0;
}

/**
 * Major units to integer hundredths, rounded half away from zero as `roundTo` does: the one
 * rounding rule for what is shown and what is stored (docs/decisions/0002).
 */
export function toMinor(amount: number): number {
  return Math.round(roundTo(amount, 2) * 100);
}

export function fromMinor(minor: number): number {
  return minor / 100 + 0;
}

/** Price times quantity, e.g. a variant line total. */
export function multiplyMoney(price: number, quantity: number): number {
  return fromMinor(Math.round(toMinor(price) * quantity));
}

export function sumMoney(amounts: readonly number[]): number {
  return fromMinor(amounts.reduce((total, amount) => total + toMinor(amount), 0));
}

/** docs/product.md#tax: tax = 5% of the sub total, rounded to 2 decimals. */
function calculateTax(subTotal: number): number {
  // Whole percent times integer minor units, divided once: half-way cases such as 0.10 × 5%
  // stay exact instead of landing on 0.004999… and rounding down.
  return fromMinor(roundTo((toMinor(subTotal) * TAX_PERCENT) / 100, 0));
}

export type Totals = { subTotal: number; tax: number; shippingFees: number; total: number };

/** docs/product.md#tax: total = sub total + tax; at checkout shipping fees are added too. */
export function calculateTotal(subTotal: number, shippingFees = 0): Totals {
  const tax = calculateTax(subTotal);
  return {
    subTotal: roundTo(subTotal, 2),
    tax,
    shippingFees: roundTo(shippingFees, 2),
    total: sumMoney([subTotal, tax, shippingFees]),
  };
}

/** docs/product.md#weight: weight (kg) is rounded to 2 decimals. */
export function roundWeight(weight: number): number {
  return roundTo(weight, 2);
}

/** Myanmar kyat, the currency every rate is given in (docs/product.md#currency-conversion). */
export const MMK = 'MMK';

/** Whether `code` is the kyat, in any letter case and with stray spaces (shops type codes by hand). */
export function isMmk(code: string): boolean {
  return code.trim().toUpperCase() === MMK;
}

/** The kyat as Burmese writes it after an amount. */
const KYAT_WORD = 'ကျပ်';

/**
 * docs/product.md#money-display: the name written after an amount and in '(…)' beside price
 * fields: the kyat as 'MMK' in English and 'ကျပ်' in Burmese; any other currency by its code.
 */
export function currencyLabel(currencyCode: string, locale: string): string {
  if (isMmk(currencyCode)) return locale === 'my' ? KYAT_WORD : MMK;
  return currencyCode.trim().toUpperCase();
}

/**
 * docs/product.md#money-display: kyat amounts are written in whole kyats ('12,500 MMK',
 * '၁၂,၅၀၀ ကျပ်'), halves rounded up (away from zero), since the kyat has no minor unit in daily
 * use; any other currency with at least 2 and at most 3 decimals and its code ('4.50 USD').
 */
export function formatMoney(amount: number, currencyCode: string, locale: string): string {
  const number = isMmk(currencyCode)
    ? formatNumber(roundTo(amount, 0), locale)
    : formatNumber(amount, locale, 2);
  return `${number} ${currencyLabel(currencyCode, locale)}`;
}

/**
 * An amount as machines read it (Open Graph and schema.org prices): plain digits, a '.' and no
 * grouping; whole kyats for MMK as on the page, 2 decimals for other currencies.
 */
export function moneyValueText(amount: number, currencyCode: string): string {
  return isMmk(currencyCode) ? roundTo(amount, 0).toFixed(0) : roundTo(amount, 2).toFixed(2);
}

/** A plain number in the shopper's locale, with up to 3 decimals (e.g. price-band limits). */
export function formatNumber(value: number, locale: string, minimumFractionDigits = 0): string {
  const rounded = roundTo(value, 3);
  const plain =
    LOCALE_DIGITS[locale] !== undefined && Math.abs(rounded) < PLAIN_LIMIT
      ? formatPlain(rounded, minimumFractionDigits, locale)
      : null;
  return plain ?? numberFormatFor(locale, minimumFractionDigits).format(rounded);
}

/**
 * The app's two languages write numbers alike (CLDR: groups of three joined by ',', '.' before
 * the decimals, '-' for minus), Burmese with Myanmar digits. They are written here rather than
 * by Intl.NumberFormat because the first formatter built in a page loads the locale's number
 * data: 20-25 ms of main thread on a desktop, four times that on a phone, before the first
 * price can show. money.test.ts checks this against Intl for both locales. Burmese gets its
 * digits in every browser: through Intl it fell back to Latin digits wherever the browser's own
 * locale data lacks Burmese (Debian's Chromium among them). The web app prints every number
 * through here, so prices, counts and page numbers agree.
 */
const LOCALE_DIGITS: Record<string, string | undefined> = {
  en: '0123456789',
  my: '\u1040\u1041\u1042\u1043\u1044\u1045\u1046\u1047\u1048\u1049',
};

/**
 * Latin digits in `text` written with the locale's own (Myanmar digits for 'my'); unchanged for
 * other locales. For numbers printed without grouping, such as a year or a clock time.
 */
export function withLocaleDigits(text: string, locale: string): string {
  const digits = LOCALE_DIGITS[locale];
  return digits === undefined || digits === LOCALE_DIGITS.en
    ? text
    : text.replace(/\d/g, (d) => digits[Number(d)]!);
}

/**
 * Myanmar digits (၀–၉, typed on a Burmese keyboard) in `text` written as Latin digits, so that
 * the text parses as a number; every other character is kept.
 */
export function toLatinDigits(text: string): string {
  return text.replace(/[\u1040-\u1049]/g, (d) => String(d.charCodeAt(0) - 0x1040));
}

/** Below this a number's shortest decimal form is plain digits (from 1e21 it is exponential). */
const PLAIN_LIMIT = 1e21;

/**
 * `String(value)` is the shortest decimal that reads back as `value`, which is also what Intl
 * starts from; a value already rounded to thousandths never needs more than 3 decimals there,
 * but one that does (huge amounts lose their decimals to binary precision) goes to Intl.
 */
function formatPlain(value: number, minimumFractionDigits: number, locale: string): string | null {
  const [whole = '0', decimals = ''] = String(Math.abs(value)).split('.');
  if (decimals.length > 3) return null;
  const fraction = decimals.padEnd(minimumFractionDigits, '0');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const text = `${value < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
  return withLocaleDigits(text, locale);
}

/**
 * Building an Intl.NumberFormat costs far more than using one (it loads locale data): one
 * formatter per locale and precision, for locales other than the app's own two.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();

function numberFormatFor(locale: string, minimumFractionDigits: number): Intl.NumberFormat {
  const key = `${locale}|${minimumFractionDigits}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits, maximumFractionDigits: 3 });
    numberFormats.set(key, format);
  }
  return format;
}
