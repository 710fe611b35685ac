import type { ProductListResponseSchema, ProductPage } from '@storefront/contract/catalog';
import type { z } from 'zod';
import { api, unwrap } from '../../../lib/api';
import { productListParams, type ShopProductListArgs } from './product-list-query';

type ProductListResponse = z.infer<typeof ProductListResponseSchema>;

const bestSellersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getBestSellers: build.query<ProductPage, ShopProductListArgs>({
      query: (args) => ({
        url: `v1/pos/shop/listShopProductBestSeller/${encodeURIComponent(args.shopId)}`,
        params: productListParams(args),
      }),
      transformResponse: (response: ProductListResponse) => unwrap(response),
      providesTags: ['Product'],
    }),
  }),
});

export const { useGetBestSellersQuery } = bestSellersApi;

/** Starts the list call before the page renders (a route loader); the page's hook shares it. */
export const prefetchBestSellers = (args: ShopProductListArgs) =>
  bestSellersApi.util.prefetch('getBestSellers', args, {});
