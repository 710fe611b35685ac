import type { CategoryResponseSchema } from '@storefront/contract/catalog';
import type { z } from 'zod';
import { api, unwrap } from '../../../lib/api';

type CategoryResponse = z.infer<typeof CategoryResponseSchema>;
type CategorySummary = CategoryResponse['data'];

const categoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    // One category's name and level, for the heading of /products/{categoryGuid}.
    getCategory: build.query<CategorySummary, string>({
      query: (categoryGuid) => `v1/pos/category/${encodeURIComponent(categoryGuid)}`,
      transformResponse: (response: CategoryResponse) => unwrap(response),
      keepUnusedDataFor: 10 * 60,
      providesTags: ['Category'],
    }),
  }),
});

export const { useGetCategoryQuery } = categoryApi;

/** Starts the call before the page renders (a route loader); the page's hook shares it. */
export const prefetchCategory = (args: string) =>
  categoryApi.util.prefetch('getCategory', args, {});

/** A category already in the cache, if any. */
export const selectCachedCategory = (guid: string) =>
  categoryApi.endpoints.getCategory.select(guid);
