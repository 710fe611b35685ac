import { useSelector } from 'react-redux';
import {
  DEFAULT_LOW_STOCK_THRESHOLD,
  type ProductSort,
  type ProductStatus,
  type StockFilter,
} from '@storefront/commerce/product-draft';
import type { SellerProductList } from '@storefront/contract/seller-catalog';
import { sellerApi, sellerRequest } from './seller-api';

/** The list call's query (SellerProductListQuerySchema) as the console sends it. */
export type SellerProductsArgs = {
  first: number;
  max: number;
  keyword?: string | undefined;
  status?: ProductStatus | undefined;
  stock?: StockFilter | undefined;
  sort: ProductSort;
};

const sellerProductsApi = sellerApi.injectEndpoints({
  endpoints: (build) => ({
    // GET v1/seller/products: a page of the shop's products, the counts per status and the
    // shop's low-stock threshold (docs/product.md#catalog-console).
    getSellerProducts: build.query<SellerProductList, SellerProductsArgs>({
      queryFn: ({ first, max, keyword, status, stock, sort }, queryApi, extraOptions) => {
        const params = new URLSearchParams({ first: String(first), max: String(max) });
        if (keyword) params.set('keyword', keyword);
        if (status) params.set('status', status);
        if (stock) params.set('stock', stock);
        params.set('sort', sort);
        return sellerRequest<SellerProductList>(
          { url: `v1/seller/products?${params.toString()}` },
          queryApi,
          extraOptions,
        );
      },
      providesTags: ['SellerSession', 'SellerProducts'],
    }),
  }),
});

export const { useGetSellerProductsQuery } = sellerProductsApi;

type ApiState = Parameters<typeof sellerProductsApi.util.selectCachedArgsForQuery>[0];

/**
 * The shop's low-stock threshold, as the last product list read it (only the list carries it);
 * the default threshold when no list was read in this visit.
 */
export function useLowStockThreshold(): number {
  return useSelector((state: ApiState) => {
    const [args] = sellerProductsApi.util.selectCachedArgsForQuery(state, 'getSellerProducts');
    if (!args) return DEFAULT_LOW_STOCK_THRESHOLD;
    const { data } = sellerProductsApi.endpoints.getSellerProducts.select(args)(state);
    return data?.lowStockThreshold ?? DEFAULT_LOW_STOCK_THRESHOLD;
  });
}
