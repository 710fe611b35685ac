/**
 * Money and weight arithmetic. Amounts travel in major units as plain numbers (12500.5 MMK),
 * as on the wire; sums and products are done in integer hundredths so that 0.1 + 0.2 is 0.3.
 */

/** §9: tax is 5% of the sub total, on the cart, at checkout and on order detail. */
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

function toMinor(amount: number): number {
  return Math.round(roundTo(amount, 2) * 100);
}

function fromMinor(minor: number): number {
  return minor / 100 + 0;
}

export function addMoney(a: number, b: number): number {
  return fromMinor(toMinor(a) + toMinor(b));
}

/** Price times quantity, e.g. a variant line total. */
export function multiplyMoney(price: number, quantity: number): number {
  return fromMinor(Math.round(toMinor(price) * quantity));
}

export function sumMoney(amounts: readonly number[]): number {
  return fromMinor(amounts.reduce((total, amount) => total + toMinor(amount), 0));
}

/** §9: tax = 5% of the sub total, rounded to 2 decimals. */
export function calculateTax(subTotal: number): number {
  // Whole percent times integer minor units, divided once: half-way cases such as 0.10 × 5%
  // stay exact instead of landing on 0.004999… and rounding down.
  return fromMinor(roundTo((toMinor(subTotal) * TAX_PERCENT) / 100, 0));
}

export type Totals = { subTotal: number; tax: number; shippingFees: number; total: number };

/** §9: total = sub total + tax; at checkout shipping fees are added too. */
export function calculateTotal(subTotal: number, shippingFees = 0): Totals {
  const tax = calculateTax(subTotal);
  return {
    subTotal: roundTo(subTotal, 2),
    tax,
    shippingFees: roundTo(shippingFees, 2),
    total: sumMoney([subTotal, tax, shippingFees]),
  };
}

/** §9: weight (kg) is rounded to 2 decimals. */
export function roundWeight(weight: number): number {
  return roundTo(weight, 2);
}

/**
 * The app's language choice is 'en' or 'mm' (§3), but 'mm' is not the BCP-47 tag for Burmese:
 * Intl needs 'my' to print Burmese digits.
 */
export function numberLocaleFor(language: string): string {
  return language.trim().toLowerCase() === 'mm' ? 'my' : language;
}

/** §9: money is shown with at least 2 and at most 3 decimals, followed by its currency code. */
export function formatMoney(amount: number, currencyCode: string, locale: string): string {
  return `${formatNumber(amount, locale, 2)} ${currencyCode}`;
}

/** A plain number in the shopper's locale, with up to 3 decimals (e.g. price-band limits). */
export function formatNumber(value: number, locale: string, minimumFractionDigits = 0): string {
  return numberFormatFor(locale, minimumFractionDigits).format(roundTo(value, 3));
}

/**
 * Building an Intl.NumberFormat costs far more than using one (it loads locale data), and a
 * product grid prints dozens of prices on every render: one formatter per locale and precision.
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
