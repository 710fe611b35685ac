import { skipToken } from '@reduxjs/toolkit/query';
import { PageTitle } from '../../components/ui/page-title';
import { useGetShopProductsQuery } from '../../features/catalog/api/get-shop-products';
import {
  ComparisonProductGrid,
  type ProductPageState,
} from '../../features/compare/components/comparison-product-grid';
import { listWindowOf, useListPage } from '../../features/catalog/hooks/use-list-page';
import { useShopInfo } from '../../features/shop/hooks/use-shop-info';
import { useTranslation } from '../../i18n/translation';
import { useErrorText } from '../../i18n/error-text';
import type { LoaderFunctionArgs } from 'react-router';
import { prefetchShopProducts } from '../../features/catalog/api/get-shop-products';
import { prefetchForShop } from '../route-data';

export function loader(args: LoaderFunctionArgs) {
  // The page number lives in the address (?page=2), as on the other lists, so Back, reload and
  // shared links keep it.
  const { first, max } = listWindowOf(new URL(args.request.url).searchParams);
  return prefetchForShop(args, (shopId) => prefetchShopProducts({ shopId, first, max }));
}

/** docs/product.md#compare /product-list-for-comparison: all shop products with add / remove compare buttons. */
export function Component() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { shopInfo } = useShopInfo();
  // As on the other lists: a new page starts at the top.
  const { page, first, max, hrefForPage } = useListPage();
  const shopId = shopInfo?.guid;
  // currentData: while another page loads, its skeleton shows rather than the previous page.
  const { currentData, error, isError } = useGetShopProductsQuery(
    shopId ? { shopId, first, max } : skipToken,
  );
  let state: ProductPageState = { status: 'loading' };
  if (isError) state = { status: 'error', message: errorText(error) };
  else if (currentData) state = { status: 'loaded', data: currentData };

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-3 py-4 sm:px-4 sm:py-6">
      <PageTitle documentTitle={t('pages.productListForComparison')}>
        {t('pages.productListForComparison')}
      </PageTitle>
      <ComparisonProductGrid state={state} page={page} hrefForPage={hrefForPage} />
    </div>
  );
}
