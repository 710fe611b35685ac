import { PROMO_MAX } from '@storefront/commerce/catalog';
import type { PromoCode, PromoListResponseSchema } from '@storefront/contract/promos';
import type { z } from 'zod';
import { api, unwrap } from '../../../lib/api';

type PromoListResponse = z.infer<typeof PromoListResponseSchema>;

const promoCodesApi = api.injectEndpoints({
  endpoints: (build) => ({
    // docs/product.md#calls-account `GET v1/promo_code/?first=0&max=100` (bearer).
    getPromoCodes: build.query<PromoCode[], void>({
      query: () => ({ url: 'v1/promo_code/', params: { first: 0, max: PROMO_MAX } }),
      transformResponse: (response: PromoListResponse) => unwrap(response).items,
    }),
  }),
});

export const { useGetPromoCodesQuery } = promoCodesApi;
