import type { OrderListResponse } from '@storefront/contract/sales';
import { api, unwrap } from '../../../lib/api';

const purchaseCountApi = api.injectEndpoints({
  endpoints: (build) => ({
    // docs/product.md#calls-orders `GET /v1/pos/sales/invoice/list`: only the total is wanted, so one row is asked for.
    getPurchaseCount: build.query<number, void>({
      query: () => ({ url: 'v1/pos/sales/invoice/list', params: { first: 0, max: 1 } }),
      transformResponse: (response: OrderListResponse) => unwrap(response).totalCount,
      providesTags: ['Order'],
    }),
  }),
});

export const { useGetPurchaseCountQuery } = purchaseCountApi;
