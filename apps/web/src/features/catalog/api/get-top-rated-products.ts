import type { ProductListResponseSchema, ProductPage } from '@storefront/contract/catalog';
import type { z } from 'zod';
import { api, unwrap } from '../../../lib/api';
import { productListParams, type ShopProductListArgs } from './product-list-query';

type ProductListResponse = z.infer<typeof ProductListResponseSchema>;

const topRatedProductsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // docs/product.md#top-picks /top-picks: the top-rated list, with sortField, minPrice and maxPrice (docs/product.md#calls-catalog).
    getTopRatedProducts: build.query<ProductPage, ShopProductListArgs>({
      query: (args) => ({
        url: `v1/pos/product/listTopRatedProduct/${encodeURIComponent(args.shopId)}`,
        params: productListParams(args),
      }),
      transformResponse: (response: ProductListResponse) => unwrap(response),
      providesTags: ['Product'],
    }),
  }),
});

export const { useGetTopRatedProductsQuery } = topRatedProductsApi;

/** Starts the call before the page renders (a route loader); the page's hook shares it. */
export const prefetchTopRatedProducts = (args: ShopProductListArgs) =>
  topRatedProductsApi.util.prefetch('getTopRatedProducts', args, {});
