import { PRICE_MAX, type PriceBand } from './catalog';
import { convertCurrency, type CurrencyRate } from './currency';

/** The price bounds of a product list call (contract ProductListQuery), in the shop's currency. */
export type PriceQuery = { minPrice?: number; maxPrice?: number };

/**
 * docs/product.md#price-filter price filter. The bands are offered in the visitor's region currency, but list calls
 * filter in the shop's own currency, so each bound is converted (through MMK, docs/product.md#currency-conversion). An open end
 * ('Select' from 0, 'Above …' up to 1e15) is left out rather than converted: 1e15 of a currency
 * stronger than the shop's would exceed the largest price the API accepts. Null when a bound
 * cannot be converted (docs/product.md#currency-conversion: unknown currency or rate).
 */
export function priceQueryFor(
  band: PriceBand,
  bandCurrency: string,
  shopCurrency: string,
  regions: readonly CurrencyRate[],
): PriceQuery | null {
  const query: PriceQuery = {};
  if (band.min > 0) {
    const min = convertCurrency(band.min, bandCurrency, shopCurrency, regions);
    if (min === null) return null;
    query.minPrice = min;
  }
  if (band.max < PRICE_MAX) {
    const max = convertCurrency(band.max, bandCurrency, shopCurrency, regions);
    if (max === null) return null;
    query.maxPrice = Math.min(max, PRICE_MAX);
  }
  return query;
}
