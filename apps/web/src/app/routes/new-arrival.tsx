import { skipToken } from '@reduxjs/toolkit/query';
import type { LoaderFunctionArgs } from 'react-router';
import {
  prefetchNewArrivals,
  useGetNewArrivalsQuery,
} from '../../features/catalog/api/get-new-arrivals';
import { ProductListPage } from '../../features/catalog/components/product-list-page';
import { listWindowOf, useListPage } from '../../features/catalog/hooks/use-list-page';
import { listStateOf } from '../../features/catalog/list-state';
import { useShopInfo } from '../../features/shop/hooks/use-shop-info';
import { useTranslation } from '../../i18n/translation';
import { useOwnQueryResult } from '../../lib/use-own-query-result';
import { prefetchForShop } from '../route-data';

export function loader(args: LoaderFunctionArgs) {
  const { first, max } = listWindowOf(new URL(args.request.url).searchParams);
  return prefetchForShop(args, (shopId) => prefetchNewArrivals({ shopId, first, max }));
}

/** docs/product.md#product-lists /new-arrival: 'Showing All New Arrival Products', newest first, 12 a page. */
export function Component() {
  const { t } = useTranslation();
  const { shopInfo, isError } = useShopInfo();
  const list = useListPage();
  // The loader above may have asked already.
  const result = useOwnQueryResult(
    useGetNewArrivalsQuery(
      shopInfo ? { shopId: shopInfo.guid, first: list.first, max: list.max } : skipToken,
    ),
  );
  return (
    <ProductListPage
      title={t('pages.newArrival')}
      state={listStateOf(result, { isShopError: isError })}
      page={list.page}
      hrefForPage={list.hrefForPage}
    />
  );
}
