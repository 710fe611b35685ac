import type { ProductDetail, ProductDetailResponseSchema } from '@storefront/contract/catalog';
import type { z } from 'zod';
import { api, unwrap } from '../../../lib/api';

type ProductDetailResponse = z.infer<typeof ProductDetailResponseSchema>;

const productDetailApi = api.injectEndpoints({
  endpoints: (build) => ({
    // docs/product.md#calls-catalog: GET /v1/pos/product/productvariantdetail/{productId}, answering the product detail.
    getProductDetail: build.query<ProductDetail, string>({
      query: (productId) => `v1/pos/product/productvariantdetail/${encodeURIComponent(productId)}`,
      transformResponse: (response: ProductDetailResponse) => unwrap(response),
      providesTags: (_result, _error, productId) => [{ type: 'Product', id: productId }],
    }),
  }),
});

export const { useGetProductDetailQuery } = productDetailApi;

/** Starts the detail call before the page renders (a route loader); the page's hook shares it. */
export const prefetchProductDetail = (productId: string) =>
  productDetailApi.util.prefetch('getProductDetail', productId, {});

/** The product's detail, from the cache or a call; the answer's `data` is undefined on an error. */
export const fetchProductDetail = (productId: string) =>
  productDetailApi.endpoints.getProductDetail.initiate(productId, { subscribe: false });

/** The product's detail already in the cache, if any (the server's page head reads it). */
export const selectCachedProductDetail = (productId: string) =>
  productDetailApi.endpoints.getProductDetail.select(productId);

/** The product's detail asked of the server again, whatever the cache holds. */
export const refetchProductDetail = (productId: string) =>
  productDetailApi.endpoints.getProductDetail.initiate(productId, {
    subscribe: false,
    forceRefetch: true,
  });
