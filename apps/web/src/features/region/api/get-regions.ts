import type { Region, RegionListResponseSchema } from '@storefront/contract/region';
import type { z } from 'zod';
import { api, unwrap } from '../../../lib/api';

type RegionListResponse = z.infer<typeof RegionListResponseSchema>;

const regionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // docs/product.md#calls-catalog: loaded on start; the list is small and rarely changes, so it stays cached for the visit.
    getRegions: build.query<Region[], void>({
      query: () => 'v1/currency/region',
      transformResponse: (response: RegionListResponse) => unwrap(response).items,
      keepUnusedDataFor: 60 * 60,
      providesTags: ['Region'],
    }),
  }),
});

export const { useGetRegionsQuery } = regionsApi;

/** Starts the call before the page renders (a route loader); the page's hook shares it. */
export const prefetchRegions = () => regionsApi.util.prefetch('getRegions', undefined, {});

/** The regions already in the cache, if any (a route loader's view of them). */
export const selectCachedRegions = regionsApi.endpoints.getRegions.select();
