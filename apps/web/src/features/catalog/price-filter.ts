import { priceBandById, priceBandsFor, type PriceBand } from '@storefront/commerce/catalog';
import { convertCurrency, MMK, type CurrencyRate } from '@storefront/commerce/currency';
import { priceQueryFor, type PriceQuery } from '@storefront/commerce/price-filter';

type PriceFilter = {
  /** The currency the bands are offered in. */
  bandCurrency: string;
  bands: PriceBand[];
  /** The chosen band ('Select' when the id is unknown for this currency). */
  band: PriceBand;
  /** minPrice / maxPrice for the list call, in the shop's currency. */
  query: PriceQuery;
};

/**
 * docs/product.md#price-filter price-range select of /top-picks. Bands follow the visitor's region currency (docs/product.md#money-display: prices
 * are shown in it), and fall back to the shop's own currency when no rate is known for it
 * (or no region is chosen yet), so the filter always means what its label says.
 */
export function priceFilterFor({
  bandId,
  regionCurrency,
  shopCurrency = MMK,
  regions,
}: {
  bandId: string;
  regionCurrency: string | null;
  shopCurrency?: string;
  regions: readonly CurrencyRate[];
}): PriceFilter {
  const canConvert =
    regionCurrency !== null && convertCurrency(1, regionCurrency, shopCurrency, regions) !== null;
  const bandCurrency = canConvert && regionCurrency ? regionCurrency : shopCurrency;
  const band = priceBandById(bandCurrency, bandId);
  return {
    bandCurrency,
    bands: priceBandsFor(bandCurrency),
    band,
    query: priceQueryFor(band, bandCurrency, shopCurrency, regions) ?? {},
  };
}
