import type { ProductListResponseSchema, ProductPage } from '@storefront/contract/catalog';
import type { z } from 'zod';
import { api, unwrap } from '../../../lib/api';
import { productListParams, type ShopProductListArgs } from './product-list-query';

type ProductListResponse = z.infer<typeof ProductListResponseSchema>;

const randomProductsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // docs/product.md#product-lists /just-for-you: the random shop product list (a stable shuffle, so paging holds).
    getRandomProducts: build.query<ProductPage, ShopProductListArgs>({
      query: (args) => ({
        url: `v1/pos/product/listShopProductRandom/${encodeURIComponent(args.shopId)}`,
        params: productListParams(args),
      }),
      transformResponse: (response: ProductListResponse) => unwrap(response),
      providesTags: ['Product'],
    }),
  }),
});

export const { useGetRandomProductsQuery } = randomProductsApi;

/** Starts the call before the page renders (a route loader); the page's hook shares it. */
export const prefetchRandomProducts = (args: ShopProductListArgs) =>
  randomProductsApi.util.prefetch('getRandomProducts', args, {});
