import type { OrderListResponse } from '@storefront/contract/sales';
import { api, unwrap } from '../../../lib/api';

type OrderPage = OrderListResponse['data'];
type OrderListArgs = { first: number; max: number };

const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    // docs/product.md#calls-orders: GET /v1/pos/sales/invoice/list?first&max with the bearer token (lib/api adds it).
    getOrders: build.query<OrderPage, OrderListArgs>({
      query: ({ first, max }) => ({ url: 'v1/pos/sales/invoice/list', params: { first, max } }),
      transformResponse: (response: OrderListResponse) => unwrap(response),
      providesTags: (result) => [
        { type: 'Order', id: 'LIST' },
        ...(result?.items ?? []).map((row) => ({ type: 'Order' as const, id: row.invoiceNo })),
      ],
    }),
  }),
});

export const { useGetOrdersQuery } = ordersApi;
