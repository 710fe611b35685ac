import type { Category, CategoryListResponseSchema } from '@storefront/contract/catalog';
import { CATEGORY_MAX } from '@storefront/commerce/catalog';
import type { z } from 'zod';
import { api, unwrap } from '../../../lib/api';

type CategoryListResponse = z.infer<typeof CategoryListResponseSchema>;

const categoriesApi = api.injectEndpoints({
  endpoints: (build) => ({
    // docs/product.md#calls-catalog/docs/product.md#page-sizes: the whole three-level tree in one call, at most 20 top-level categories.
    getCategories: build.query<Category[], void>({
      query: () => ({ url: 'v1/pos/category/', params: { first: 0, max: CATEGORY_MAX } }),
      transformResponse: (response: CategoryListResponse) => unwrap(response).items,
      keepUnusedDataFor: 10 * 60,
      providesTags: ['Category'],
    }),
  }),
});

export const { useGetCategoriesQuery } = categoriesApi;

/** Starts the call before the page renders (a route loader); the page's hook shares it. */
export const prefetchCategories = () => categoriesApi.util.prefetch('getCategories', undefined, {});

/** The category tree already in the cache, if any. */
export const selectCachedCategories = categoriesApi.endpoints.getCategories.select();
