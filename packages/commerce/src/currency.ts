import { roundTo } from './money';

/**
 * The part of a region (docs/product.md#currency-conversion) that conversion needs. `rate` is MMK per one unit of the
 * currency, so MMK itself has rate 1. A contract `Region` fits this shape.
 */
export type CurrencyRate = { currencyCode: string; rate: number };

export const MMK = 'MMK';

/** Converted amounts can carry more decimals than money is shown with (docs/product.md#money-display shows at most 3). */
const CONVERTED_DECIMALS = 3;

function sameCode(a: string, b: string): boolean {
  return a.trim().toUpperCase() === b.trim().toUpperCase();
}

/** MMK per unit of `code`, or null when the currency or a usable rate is unknown (docs/product.md#currency-conversion). */
function mmkPerUnit(code: string, regions: readonly CurrencyRate[]): number | null {
  // docs/product.md#currency-conversion: MMK amounts are used as is, even when no region lists MMK.
  if (sameCode(code, MMK)) return 1;
  const region = regions.find((candidate) => sameCode(candidate.currencyCode, code));
  if (!region || !Number.isFinite(region.rate) || region.rate <= 0) return null;
  return region.rate;
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
  const fromRate = mmkPerUnit(fromCode, regions);
  const toRate = mmkPerUnit(toCode, regions);
  if (fromRate === null || toRate === null) return null;
  return roundTo((amount * fromRate) / toRate, CONVERTED_DECIMALS);
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
