import type { BusinessPayment, PaymentListResponseSchema } from '@storefront/contract/payments';
import type { z } from 'zod';
import { api, unwrap } from '../../../lib/api';

type PaymentListResponse = z.infer<typeof PaymentListResponseSchema>;

/** docs/product.md#page-sizes: payment methods are asked for up to 100. */
const PAYMENT_METHODS_MAX = 100;

const businessPaymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // docs/product.md#calls-checkout `GET v1/payment/list_all_business_payment?first=0&max=100`.
    getBusinessPayments: build.query<BusinessPayment[], void>({
      query: () => ({
        url: 'v1/payment/list_all_business_payment',
        params: { first: 0, max: PAYMENT_METHODS_MAX },
      }),
      transformResponse: (response: PaymentListResponse) => unwrap(response).items,
    }),
  }),
});

export const { useGetBusinessPaymentsQuery } = businessPaymentsApi;
