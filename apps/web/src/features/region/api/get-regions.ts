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
