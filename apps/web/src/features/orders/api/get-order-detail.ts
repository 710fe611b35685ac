import type { OrderDetail, OrderDetailResponseSchema } from '@storefront/contract/sales';
import type { z } from 'zod';
import { api, unwrap } from '../../../lib/api';

type OrderDetailResponse = z.infer<typeof OrderDetailResponseSchema>;

const orderDetailApi = api.injectEndpoints({
  endpoints: (build) => ({
    // docs/product.md#calls-orders: GET v1/pos/sales/invoice/{invoiceNo} with the bearer token, answering the order detail.
    getOrderDetail: build.query<OrderDetail, string>({
      query: (invoiceNo) => `v1/pos/sales/invoice/${encodeURIComponent(invoiceNo)}`,
      transformResponse: (response: OrderDetailResponse) => unwrap(response),
      providesTags: (_result, _error, invoiceNo) => [{ type: 'Order', id: invoiceNo }],
    }),
  }),
});

export const { useGetOrderDetailQuery } = orderDetailApi;
