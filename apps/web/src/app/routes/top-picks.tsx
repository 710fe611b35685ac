import { skipToken } from '@reduxjs/toolkit/query';
import { DEFAULT_SORT, isSortField, SELECT_PRICE_BAND } from '@storefront/commerce/catalog';
import { useSelector } from 'react-redux';
import type { LoaderFunctionArgs } from 'react-router';
import type { Region } from '@storefront/contract/region';
import { prefetchCategories } from '../../features/catalog/api/get-categories';
import {
  prefetchTopRatedProducts,
  useGetTopRatedProductsQuery,
} from '../../features/catalog/api/get-top-rated-products';
import { CategorySideMenu } from '../../features/catalog/components/category-side-menu';
import { ProductListPage } from '../../features/catalog/components/product-list-page';
import { TopPicksFilters } from '../../features/catalog/components/top-picks-filters';
import { LIST_PARAMS, listWindowOf, useListPage } from '../../features/catalog/hooks/use-list-page';
import { listStateOf } from '../../features/catalog/list-state';
import { priceFilterFor } from '../../features/catalog/price-filter';
import { selectCachedRegions, useGetRegionsQuery } from '../../features/region/api/get-regions';
import { selectRegionGuid } from '../../features/region/region.slice';
import { useShopInfo } from '../../features/shop/hooks/use-shop-info';
import { useTranslation } from '../../i18n/translation';
import { prefetchForShop, startPrefetch, storeOf } from '../route-data';

/** URL parameters beside ?page, so a reload or a shared link keeps the order and the band. */
const { sort: SORT_PARAM, price: PRICE_PARAM } = LIST_PARAMS;

/** The list's order and price band as the URL gives them, in the shopper's region currency. */
function topPicksQuery(
  searchParams: URLSearchParams,
  {
    regions,
    regionGuid,
    shopCurrency,
  }: {
    regions: readonly Region[];
    regionGuid: string | null;
    shopCurrency: string | undefined;
  },
) {
  const regionCurrency = regions.find((region) => region.guid === regionGuid)?.currencyCode ?? null;
  const sortParam = searchParams.get(SORT_PARAM) ?? DEFAULT_SORT;
  const sortField = isSortField(sortParam) ? sortParam : DEFAULT_SORT;
  const priceFilter = priceFilterFor({
    bandId: searchParams.get(PRICE_PARAM) ?? SELECT_PRICE_BAND.id,
    regionCurrency,
    shopCurrency,
    regions,
  });
  return { sortField, priceFilter };
}

/** The categories of the side menu and the page's list, asked for before the page renders. */
export function loader(args: LoaderFunctionArgs) {
  const store = storeOf(args);
  const searchParams = new URL(args.request.url).searchParams;
  const { first, max } = listWindowOf(searchParams);
  startPrefetch(args, prefetchCategories());
  return prefetchForShop(args, (shopId) => {
    const state = store?.getState();
    const { sortField, priceFilter } = topPicksQuery(searchParams, {
      regions: state ? (selectCachedRegions(state).data ?? []) : [],
      regionGuid: state ? selectRegionGuid(state) : null,
      shopCurrency: state?.shopInfo.info?.currencyCode,
    });
    return prefetchTopRatedProducts({ shopId, sortField, ...priceFilter.query, first, max });
  });
}

/**
 * docs/product.md#top-picks /top-picks: 'Showing Top Products Picked For You', the top-rated list with 'Order By' and a
 * price range, and the category menu in the left column on large screens.
 */
export function Component() {
  const { t } = useTranslation();
  const { shopInfo, isError } = useShopInfo();
  const list = useListPage();
  const { data: regions = [] } = useGetRegionsQuery();
  const regionGuid = useSelector(selectRegionGuid);
  const { sortField, priceFilter } = topPicksQuery(list.searchParams, {
    regions,
    regionGuid,
    shopCurrency: shopInfo?.currencyCode,
  });

  const result = useGetTopRatedProductsQuery(
    shopInfo
      ? {
          shopId: shopInfo.guid,
          sortField,
          ...priceFilter.query,
          first: list.first,
          max: list.max,
        }
      : skipToken,
  );

  return (
    <ProductListPage
      title={t('pages.topPicks')}
      state={listStateOf(result, { isShopError: isError })}
      page={list.page}
      hrefForPage={list.hrefForPage}
      aside={<CategorySideMenu className="hidden lg:block" />}
      toolbar={
        <TopPicksFilters
          sortField={sortField}
          onSortChange={(field) => list.setFilter(SORT_PARAM, field, DEFAULT_SORT)}
          bands={priceFilter.bands}
          bandId={priceFilter.band.id}
          bandCurrency={priceFilter.bandCurrency}
          onBandChange={(id) => list.setFilter(PRICE_PARAM, id, SELECT_PRICE_BAND.id)}
        />
      }
    />
  );
}
