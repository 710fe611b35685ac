import { skipToken } from '@reduxjs/toolkit/query';
import type { ProductPage } from '@storefront/contract/catalog';
import { STRIP_SIZE } from '@storefront/commerce/catalog';
import { useHasNearedViewport } from '../../../components/ui/use-has-neared-viewport';
import { useErrorText } from '../../../i18n/error-text';
import type { RequestError } from '../../../lib/server-error';
import type { ShopProductListArgs } from '../api/product-list-query';
import { ProductCarousel, type CarouselState } from './product-carousel';

/** A list query's hook, as RTK Query makes them (useGetBestSellersQuery, useGetNewArrivalsQuery). */
type UseProductList = (args: ShopProductListArgs | typeof skipToken) => {
  data?: ProductPage;
  error?: RequestError;
  isError: boolean;
};

type ProductStripProps = {
  title: string;
  viewAllTo: string;
  shopId: string | undefined;
  useProductList: UseProductList;
};

/**
 * docs/product.md#carousel: a strip of 12 products (docs/product.md#page-sizes) under another
 * page. It sits below that page's own content, so it asks for its products only as it comes near
 * the screen: until then it is the carousel's skeleton, and the page's start is left to what the
 * shopper sees (docs/architecture.md#first-screen).
 */
export function ProductStrip({ title, viewAllTo, shopId, useProductList }: ProductStripProps) {
  const errorText = useErrorText();
  const [nearRef, hasNeared] = useHasNearedViewport<HTMLDivElement>();
  const { data, error, isError } = useProductList(
    shopId && hasNeared ? { shopId, first: 0, max: STRIP_SIZE } : skipToken,
  );
  let state: CarouselState = { status: 'loading' };
  if (isError) state = { status: 'error', message: errorText(error) };
  else if (data) state = { status: 'loaded', products: data.items };
  return (
    <div ref={nearRef}>
      <ProductCarousel title={title} viewAllTo={viewAllTo} state={state} />
    </div>
  );
}
