import { skipToken } from '@reduxjs/toolkit/query';
import { useGetShopProductsQuery } from '../../features/catalog/api/get-shop-products';
import { ProductListPage } from '../../features/catalog/components/product-list-page';
import { useListPage } from '../../features/catalog/hooks/use-list-page';
import { listStateOf } from '../../features/catalog/list-state';
import { useShopInfo } from '../../features/shop/hooks/use-shop-info';
import { useTranslation } from '../../i18n/translation';
import type { LoaderFunctionArgs } from 'react-router';
import { prefetchShopProducts } from '../../features/catalog/api/get-shop-products';
import { listWindowOf } from '../../features/catalog/hooks/use-list-page';
import { prefetchForShop } from '../route-data';

export function loader(args: LoaderFunctionArgs) {
  const { first, max } = listWindowOf(new URL(args.request.url).searchParams);
  return prefetchForShop(args, (shopId) => prefetchShopProducts({ shopId, first, max }));
}

/** docs/product.md#product-lists /all-products: 'Showing All Products', the shop product list, 12 a page. */
export function Component() {
  const { t } = useTranslation();
  const { shopInfo, isError } = useShopInfo();
  const list = useListPage();
  const result = useGetShopProductsQuery(
    shopInfo ? { shopId: shopInfo.guid, first: list.first, max: list.max } : skipToken,
  );
  return (
    <ProductListPage
      title={t('pages.allProducts')}
      state={listStateOf(result, { isShopError: isError })}
      page={list.page}
      hrefForPage={list.hrefForPage}
    />
  );
}
