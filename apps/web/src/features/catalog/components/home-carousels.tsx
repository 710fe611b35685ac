import { skipToken, type FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { CAROUSEL_SIZE } from '@storefront/commerce/catalog';
import type { ProductPage } from '@storefront/contract/catalog';
import { useTranslation } from '../../../i18n/translation';
import { useErrorText } from '../../../i18n/error-text';
import { useOwnQueryResult } from '../../../lib/use-own-query-result';
import { prefetchBestSellers, useGetBestSellersQuery } from '../api/get-best-sellers';
import { prefetchNewArrivals, useGetNewArrivalsQuery } from '../api/get-new-arrivals';
import { ProductCarousel, type CarouselState } from './product-carousel';

type ListResult = {
  data?: ProductPage | undefined;
  error?: FetchBaseQueryError | SerializedError | undefined;
  isError: boolean;
};

function carouselStateOf(
  { data, error, isError }: ListResult,
  errorText: (error: ListResult['error']) => string,
): CarouselState {
  if (isError) return { status: 'error', message: errorText(error) };
  if (data) return { status: 'loaded', products: data.items };
  return { status: 'loading' };
}

/** docs/product.md#page-sizes: home carousels show 10 products from offset 0, and play by themselves (autoplay flag). */
const homeArgs = (shopId: string | undefined) =>
  shopId ? { shopId, first: 0, max: CAROUSEL_SIZE } : skipToken;

/** Starts both home carousels' calls before the home page renders (its route loader). */
export function prefetchHomeCarousels(shopId: string) {
  const args = { shopId, first: 0, max: CAROUSEL_SIZE };
  return [prefetchNewArrivals(args), prefetchBestSellers(args)];
}

/** The shop is not known until its info arrives; until then the carousel shows its skeleton. */
export function NewArrivalCarousel({ shopId }: { shopId: string | undefined }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  // The home page's loader may have asked already (prefetchHomeCarousels).
  const result = useOwnQueryResult(useGetNewArrivalsQuery(homeArgs(shopId)));
  return (
    <ProductCarousel
      title={t('home.newArrival')}
      viewAllTo="/new-arrival"
      state={carouselStateOf(result, errorText)}
      autoplay
    />
  );
}

export function BestSellerCarousel({ shopId }: { shopId: string | undefined }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const result = useOwnQueryResult(useGetBestSellersQuery(homeArgs(shopId)));
  return (
    <ProductCarousel
      title={t('home.bestSeller')}
      viewAllTo="/best-deals"
      state={carouselStateOf(result, errorText)}
      autoplay
    />
  );
}
