import type { CouponCheck, CouponCheckResponseSchema } from '@storefront/contract/promos';
import type { z } from 'zod';
import { api, unwrap } from '../../../lib/api';

type CouponCheckResponse = z.infer<typeof CouponCheckResponseSchema>;

export type CheckCouponArgs = {
  code: string;
  shopGuid: string;
  /** The shop's goods (sub total) in `currencyCode`. */
  amount: number;
  currencyCode: string;
};

const checkCouponApi = api.injectEndpoints({
  endpoints: (build) => ({
    // `GET v1/promo/check` (bearer): what a code takes off one shop's goods, or a 422 saying why
    // not (docs/decisions/0032-coupons.md). A mutation: every try is a fresh answer, never cached.
    checkCoupon: build.mutation<CouponCheck, CheckCouponArgs>({
      query: (params) => ({ url: 'v1/promo/check', method: 'GET', params }),
      transformResponse: (response: CouponCheckResponse) => unwrap(response),
    }),
  }),
});

export const { useCheckCouponMutation } = checkCouponApi;
