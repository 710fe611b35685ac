import type { ProductListResponseSchema, ProductPage } from '@storefront/contract/catalog';
import type { z } from 'zod';
import { api, unwrap } from '../../../lib/api';
import { productListParams, type ShopProductListArgs } from './product-list-query';

type ProductListResponse = z.infer<typeof ProductListResponseSchema>;

const topRatedProductsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // §2 /top-picks: the top-rated list, with sortField, minPrice and maxPrice (§7).
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
