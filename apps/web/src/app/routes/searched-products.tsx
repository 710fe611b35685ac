import { skipToken } from '@reduxjs/toolkit/query';
import { Link, useParams } from 'react-router';
import { buttonClass } from '../../components/ui/button';
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
  const keyword = args.params.searchedName ?? '';
  return prefetchForShop(args, (shopId) => prefetchShopProducts({ shopId, keyword, first, max }));
}

/** docs/product.md#search /searched-products/{term}: 'Showing All "{term}"', the shop product list by keyword. */
export function Component() {
  const { t } = useTranslation();
  // The router hands the segment back decoded, so Burmese and '/' in a keyword arrive intact.
  const { searchedName = '' } = useParams();
  const { shopInfo, isError } = useShopInfo();
  const list = useListPage();
  const result = useGetShopProductsQuery(
    shopInfo
      ? { shopId: shopInfo.guid, keyword: searchedName, first: list.first, max: list.max }
      : skipToken,
  );
  return (
    <ProductListPage
      title={t('pages.searched', { term: searchedName })}
      state={listStateOf(result, { isShopError: isError })}
      page={list.page}
      hrefForPage={list.hrefForPage}
      emptyHint={t('listing.emptySearchHint')}
      emptyAction={
        <Link to="/all-products" className={buttonClass('secondary')}>
          {t('listing.browseAllProducts')}
        </Link>
      }
    />
  );
}
