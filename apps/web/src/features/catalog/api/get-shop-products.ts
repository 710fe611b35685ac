import type { ProductListResponseSchema, ProductPage } from '@storefront/contract/catalog';
import type { z } from 'zod';
import { api, unwrap } from '../../../lib/api';
import { productListParams, type ShopProductListArgs } from './product-list-query';

type ProductListResponse = z.infer<typeof ProductListResponseSchema>;

const shopProductsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // docs/product.md#calls-catalog: every product of the shop; /all-products, /searched-products (keyword) and
    // /products/{categoryGuid} (categoryGuid) all read it.
    getShopProducts: build.query<ProductPage, ShopProductListArgs>({
      query: (args) => ({
        url: `v1/pos/shop/listShopProduct/${encodeURIComponent(args.shopId)}`,
        params: productListParams(args),
      }),
      transformResponse: (response: ProductListResponse) => unwrap(response),
      providesTags: ['Product'],
    }),
  }),
});

export const { useGetShopProductsQuery } = shopProductsApi;

/** Starts the call before the page renders (a route loader); the page's hook shares it. */
export const prefetchShopProducts = (args: ShopProductListArgs) =>
  shopProductsApi.util.prefetch('getShopProducts', args, {});
