import { formatMoney, isMmk, MMK, roundTo } from './money';

export { isMmk, MMK };

/**
 * The part of a region (docs/product.md#currency-conversion) that conversion needs. `rate` is MMK per one unit of the
 * currency, so MMK itself has rate 1. A contract `Region` fits this shape.
 */
export type CurrencyRate = { currencyCode: string; rate: number };

/** Converted amounts can carry more decimals than money is shown with (docs/product.md#money-display shows at most 3). */
const CONVERTED_DECIMALS = 3;

function sameCode(a: string, b: string): boolean {
  return a.trim().toUpperCase() === b.trim().toUpperCase();
}

/**
 * MMK per unit of `code` among `regions` (the first region pricing in it), or null when the
 * currency or a usable rate is unknown (docs/product.md#currency-conversion). Shopper pages read
 * the regions the API lists; the API reads the same table in the same order for staff.
 */
export function mmkRateOf(code: string, regions: readonly CurrencyRate[]): number | null {
  // docs/product.md#currency-conversion: MMK amounts are used as is, even when no region lists MMK.
  if (isMmk(code)) return 1;
  const region = regions.find((candidate) => sameCode(candidate.currencyCode, code));
  return region && isUsableRate(region.rate) ? region.rate : null;
}

function isUsableRate(rate: number | null): rate is number {
  return rate !== null && Number.isFinite(rate) && rate > 0;
}

/**
 * The one conversion formula (docs/product.md#currency-conversion): amount × MMK per unit of the
 * source currency ÷ MMK per unit of the target currency, rounded to 3 decimals.
 */
export function convertAtRates(amount: number, fromRate: number, toRate: number): number {
  return roundTo((amount * fromRate) / toRate, CONVERTED_DECIMALS);
}

/**
 * Converts through MMK: from → MMK (× rate of from) → to (÷ rate of to), rounded to 3
 * decimals. Null when conversion is impossible (docs/product.md#currency-conversion: the currency or its rate is unknown).
 */
export function convertCurrency(
  amount: number,
  fromCode: string,
  toCode: string,
  regions: readonly CurrencyRate[],
): number | null {
  if (!Number.isFinite(amount)) return null;
  // No rate is needed to "convert" into the same currency.
  if (sameCode(fromCode, toCode)) return amount;
  const fromRate = mmkRateOf(fromCode, regions);
  const toRate = mmkRateOf(toCode, regions);
  if (fromRate === null || toRate === null) return null;
  return convertAtRates(amount, fromRate, toRate);
}

/**
 * The approximate MMK value beside a price (docs/product.md#money-display), the one rule for
 * shopper pages, the staff console and the API: null when the price is shown in MMK already
 * (`shownCode`, the currency it is shown in, is MMK) or when `mmkRate` (MMK per unit of
 * `currencyCode`, from `mmkRateOf` or as the API sends it with an order) is unknown; else the
 * amount converted with `convertAtRates`.
 */
export function mmkApproximation(
  amount: number,
  currencyCode: string,
  mmkRate: number | null,
  shownCode: string = currencyCode,
): number | null {
  if (isMmk(shownCode) || !Number.isFinite(amount)) return null;
  if (isMmk(currencyCode)) return amount;
  return isUsableRate(mmkRate) ? convertAtRates(amount, mmkRate, 1) : null;
}

/** The approximate MMK value shown under prices (docs/product.md#money-display). */
export function toMmk(
  amount: number,
  fromCode: string,
  regions: readonly CurrencyRate[],
): number | null {
  return convertCurrency(amount, fromCode, MMK, regions);
}

/** docs/product.md#currency-converter: the region converter shows what 1.00 unit of `code` is worth, in MMK by default. */
export function rateForOneUnit(
  code: string,
  regions: readonly CurrencyRate[],
  toCode: string = MMK,
): number | null {
  return convertCurrency(1, code, toCode, regions);
}

/** `mmkApproximation` written as money ('≈' texts beside prices), or null when there is none to show. */
export function formatMmkApproximation(
  amount: number,
  currencyCode: string,
  mmkRate: number | null,
  locale: string,
  shownCode: string = currencyCode,
): string | null {
  const mmk = mmkApproximation(amount, currencyCode, mmkRate, shownCode);
  return mmk === null ? null : formatMoney(mmk, MMK, locale);
}
