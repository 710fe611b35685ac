import { skipToken } from '@reduxjs/toolkit/query';
import { useGetRandomProductsQuery } from '../../features/catalog/api/get-random-products';
import { ProductListPage } from '../../features/catalog/components/product-list-page';
import { useListPage } from '../../features/catalog/hooks/use-list-page';
import { listStateOf } from '../../features/catalog/list-state';
import { useShopInfo } from '../../features/shop/hooks/use-shop-info';
import { useTranslation } from '../../i18n/translation';
import type { LoaderFunctionArgs } from 'react-router';
import { prefetchRandomProducts } from '../../features/catalog/api/get-random-products';
import { listWindowOf } from '../../features/catalog/hooks/use-list-page';
import { prefetchForShop } from '../route-data';

export function loader(args: LoaderFunctionArgs) {
  const { first, max } = listWindowOf(new URL(args.request.url).searchParams);
  return prefetchForShop(args, (shopId) => prefetchRandomProducts({ shopId, first, max }));
}

/** docs/product.md#product-lists /just-for-you: the random shop product list under the New Arrival heading the product gives it. */
export function Component() {
  const { t } = useTranslation();
  const { shopInfo, isError } = useShopInfo();
  const list = useListPage();
  const result = useGetRandomProductsQuery(
    shopInfo ? { shopId: shopInfo.guid, first: list.first, max: list.max } : skipToken,
  );
  return (
    <ProductListPage
      title={t('pages.justForYou')}
      state={listStateOf(result, { isShopError: isError })}
      page={list.page}
      hrefForPage={list.hrefForPage}
    />
  );
}
