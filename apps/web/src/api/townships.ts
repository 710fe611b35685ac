import type { Township, TownshipListResponseSchema } from '@storefront/contract/region';
import type { z } from 'zod';
import { api, unwrap } from '../lib/api';

type TownshipListResponse = z.infer<typeof TownshipListResponseSchema>;

const townshipsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // docs/product.md#calls-catalog `GET /v1/township/list`: Myanmar's townships, which change about never; kept for the
    // visit. Used by the address forms of the dashboard and the checkout.
    getTownships: build.query<Township[], void>({
      query: () => 'v1/township/list',
      transformResponse: (response: TownshipListResponse) => unwrap(response).items,
      keepUnusedDataFor: 60 * 60,
    }),
  }),
});

export const { useGetTownshipsQuery } = townshipsApi;
