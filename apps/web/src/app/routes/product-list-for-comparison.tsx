import { skipToken } from '@reduxjs/toolkit/query';
import { useSearchParams } from 'react-router';
import { LIST_PAGE_SIZE } from '@storefront/commerce/catalog';
import { PageTitle } from '../../components/ui/page-title';
import { useGetShopProductsQuery } from '../../features/catalog/api/get-shop-products';
import {
  ComparisonProductGrid,
  type ProductPageState,
} from '../../features/compare/components/comparison-product-grid';
import { useShopInfo } from '../../features/shop/hooks/use-shop-info';
import { useTranslation } from '../../i18n/translation';
import { useErrorText } from '../../i18n/error-text';
import type { LoaderFunctionArgs } from 'react-router';
import { prefetchShopProducts } from '../../features/catalog/api/get-shop-products';
import { prefetchForShop } from '../route-data';

const PATH = '/product-list-for-comparison';

/** The page number lives in the address (?page=2), so Back and shared links keep it. */
function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

export function loader(args: LoaderFunctionArgs) {
  const page = pageFrom(new URL(args.request.url).searchParams.get('page'));
  return prefetchForShop(args, (shopId) =>
    prefetchShopProducts({ shopId, first: (page - 1) * LIST_PAGE_SIZE, max: LIST_PAGE_SIZE }),
  );
}

/** docs/product.md#compare /product-list-for-comparison: all shop products with add / remove compare buttons. */
export function Component() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [searchParams] = useSearchParams();
  const { shopInfo } = useShopInfo();
  const page = pageFrom(searchParams.get('page'));
  const shopId = shopInfo?.guid;
  // currentData: while another page loads, its skeleton shows rather than the previous page.
  const { currentData, error, isError } = useGetShopProductsQuery(
    shopId ? { shopId, first: (page - 1) * LIST_PAGE_SIZE, max: LIST_PAGE_SIZE } : skipToken,
  );
  let state: ProductPageState = { status: 'loading' };
  if (isError) state = { status: 'error', message: errorText(error) };
  else if (currentData) state = { status: 'loaded', data: currentData };

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-3 py-4 sm:px-4 sm:py-6">
      <PageTitle documentTitle={t('pages.productListForComparison')}>
        {t('pages.productListForComparison')}
      </PageTitle>
      <ComparisonProductGrid
        state={state}
        page={page}
        hrefForPage={(next) => (next > 1 ? `${PATH}?page=${next}` : PATH)}
      />
    </div>
  );
}
