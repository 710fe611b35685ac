import { skipToken } from '@reduxjs/toolkit/query';
import { Link, useParams } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { useGetCategoryQuery } from '../../features/catalog/api/get-category';
import { useGetShopProductsQuery } from '../../features/catalog/api/get-shop-products';
import { ProductListPage } from '../../features/catalog/components/product-list-page';
import { useListPage } from '../../features/catalog/hooks/use-list-page';
import { useLocalizedName } from '../../features/catalog/hooks/use-localized-name';
import { listStateOf } from '../../features/catalog/list-state';
import { useShopInfo } from '../../features/shop/hooks/use-shop-info';
import { useTranslation } from '../../i18n/translation';
import { DocumentTitle } from '../../components/ui/page-title';
import type { LoaderFunctionArgs } from 'react-router';
import { prefetchCategory } from '../../features/catalog/api/get-category';
import { prefetchShopProducts } from '../../features/catalog/api/get-shop-products';
import { listWindowOf } from '../../features/catalog/hooks/use-list-page';
import { prefetchForShop, startPrefetch } from '../route-data';

/** The API answers 404 for an unknown category and 400 for a malformed id: both are "no such category". */
function isMissing(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'status' in error &&
    (error.status === 404 || error.status === 400)
  );
}

/** Holds the heading's line while the category's name loads (a span: an h1 takes no div). */
function HeadingPlaceholder() {
  const { t } = useTranslation();
  return (
    <>
      <span
        aria-hidden="true"
        className="inline-block h-7 w-56 max-w-full animate-pulse rounded-md bg-neutral-200 align-middle"
      />
      <span className="sr-only">{t('common.loading')}</span>
    </>
  );
}

function CategoryNotFound() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-lg flex-col items-center justify-center gap-4 p-8 text-center">
      <DocumentTitle title={t('listing.categoryNotFound.title')} />
      <h1 className="text-2xl font-bold text-neutral-900">{t('listing.categoryNotFound.title')}</h1>
      <p className="text-neutral-700">{t('listing.categoryNotFound.text')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/categories" className={buttonClass('primary')}>
          {t('listing.categoryNotFound.action')}
        </Link>
        <Link to="/all-products" className={buttonClass('secondary')}>
          {t('listing.browseAllProducts')}
        </Link>
      </div>
    </div>
  );
}

export function loader(args: LoaderFunctionArgs) {
  const { first, max } = listWindowOf(new URL(args.request.url).searchParams);
  const categoryGuid = args.params.categoryGuid ?? '';
  // The server needs the heading's name before it renders; the browser's page asks for it
  // alongside the list, and shows an unknown category as its own screen.
  if (typeof window === 'undefined') startPrefetch(args, prefetchCategory(categoryGuid));
  return prefetchForShop(args, (shopId) =>
    prefetchShopProducts({ shopId, categoryGuid, first, max }),
  );
}

/**
 * /products/{categoryGuid}, linked from the category menus: the category's name as heading
 * and its products (its subcategories' too), 12 a page.
 */
export function Component() {
  const { t } = useTranslation();
  const { categoryGuid = '' } = useParams();
  const nameOf = useLocalizedName();
  const { shopInfo, isError: isShopError } = useShopInfo();
  const list = useListPage();
  const category = useGetCategoryQuery(categoryGuid);
  // Asked alongside the category, not after it: one round trip on a slow network, not two.
  const products = useGetShopProductsQuery(
    shopInfo
      ? { shopId: shopInfo.guid, categoryGuid, first: list.first, max: list.max }
      : skipToken,
  );

  if (category.isError && isMissing(category.error)) return <CategoryNotFound />;

  const name = category.data ? nameOf(category.data) : null;
  // The list shows the category's own error first: the products call fails with it anyway.
  const state = category.isError
    ? {
        status: 'error' as const,
        error: category.error,
        retry: () => void category.refetch(),
      }
    : listStateOf(products, { isShopError });

  return (
    <ProductListPage
      title={name ?? t('pages.products')}
      heading={name ?? (category.isError ? t('pages.products') : <HeadingPlaceholder />)}
      state={state}
      page={list.page}
      hrefForPage={list.hrefForPage}
    />
  );
}
