import type { ProductListResponseSchema, ProductPage } from '@storefront/contract/catalog';
import type { z } from 'zod';
import { api, unwrap } from '../../../lib/api';
import { productListParams, type ShopProductListArgs } from './product-list-query';

type ProductListResponse = z.infer<typeof ProductListResponseSchema>;

const newArrivalsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNewArrivals: build.query<ProductPage, ShopProductListArgs>({
      query: (args) => ({
        url: `v1/pos/shop/listShopProductNewArrival/${encodeURIComponent(args.shopId)}`,
        params: productListParams(args),
      }),
      transformResponse: (response: ProductListResponse) => unwrap(response),
      providesTags: ['Product'],
    }),
  }),
});

export const { useGetNewArrivalsQuery } = newArrivalsApi;

/** Starts the list call before the page renders (a route loader); the page's hook shares it. */
export const prefetchNewArrivals = (args: ShopProductListArgs) =>
  newArrivalsApi.util.prefetch('getNewArrivals', args, {});
