import { PAYMENT_METHOD_MAX } from '@storefront/commerce/catalog';
import type { BusinessPayment, PaymentListResponseSchema } from '@storefront/contract/payments';
import type { z } from 'zod';
import { api, unwrap } from '../../../lib/api';

type PaymentListResponse = z.infer<typeof PaymentListResponseSchema>;

const businessPaymentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // docs/product.md#calls-checkout `GET v1/payment/list_all_business_payment?first=0&max=100`.
    getBusinessPayments: build.query<BusinessPayment[], void>({
      query: () => ({
        url: 'v1/payment/list_all_business_payment',
        params: { first: 0, max: PAYMENT_METHOD_MAX },
      }),
      transformResponse: (response: PaymentListResponse) => unwrap(response).items,
    }),
  }),
});

export const { useGetBusinessPaymentsQuery, useLazyGetBusinessPaymentsQuery } = businessPaymentsApi;
