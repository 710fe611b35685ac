import { skipToken } from '@reduxjs/toolkit/query';
import { useGetBestSellersQuery } from '../../features/catalog/api/get-best-sellers';
import { ProductListPage } from '../../features/catalog/components/product-list-page';
import { useListPage } from '../../features/catalog/hooks/use-list-page';
import { listStateOf } from '../../features/catalog/list-state';
import { useShopInfo } from '../../features/shop/hooks/use-shop-info';
import { useTranslation } from '../../i18n/translation';
import type { LoaderFunctionArgs } from 'react-router';
import { prefetchBestSellers } from '../../features/catalog/api/get-best-sellers';
import { listWindowOf } from '../../features/catalog/hooks/use-list-page';
import { prefetchForShop } from '../route-data';

export function loader(args: LoaderFunctionArgs) {
  const { first, max } = listWindowOf(new URL(args.request.url).searchParams);
  return prefetchForShop(args, (shopId) => prefetchBestSellers({ shopId, first, max }));
}

/** docs/product.md#product-lists /best-deals: 'Showing All Best Deal Products', the best-seller list, 12 a page. */
export function Component() {
  const { t } = useTranslation();
  const { shopInfo, isError } = useShopInfo();
  const list = useListPage();
  const result = useGetBestSellersQuery(
    shopInfo ? { shopId: shopInfo.guid, first: list.first, max: list.max } : skipToken,
  );
  return (
    <ProductListPage
      title={t('pages.bestDeals')}
      state={listStateOf(result, { isShopError: isError })}
      page={list.page}
      hrefForPage={list.hrefForPage}
    />
  );
}
