import type { OrderStatus } from '@storefront/commerce/order-status';
import type { SellerOrderList, SellerOrderListQuery } from '@storefront/contract/seller';
import { sellerApi, sellerRequest } from './seller-api';

/** The list call's query (SellerOrderListQuerySchema) as the console sends it: a window, a filter. */
export type SellerOrdersArgs = Pick<SellerOrderListQuery, 'keyword'> & {
  first: number;
  max: number;
  status?: OrderStatus | undefined;
};

const sellerOrdersApi = sellerApi.injectEndpoints({
  endpoints: (build) => ({
    // GET v1/seller/orders: a page of the shop's orders, newest first, and the count per status.
    getSellerOrders: build.query<SellerOrderList, SellerOrdersArgs>({
      queryFn: ({ first, max, status, keyword }, queryApi, extraOptions) => {
        const params = new URLSearchParams({ first: String(first), max: String(max) });
        if (status) params.set('status', status);
        if (keyword) params.set('keyword', keyword);
        return sellerRequest<SellerOrderList>(
          { url: `v1/seller/orders?${params.toString()}` },
          queryApi,
          extraOptions,
        );
      },
      providesTags: ['SellerSession', 'SellerOrders'],
    }),
  }),
});

export const { useGetSellerOrdersQuery } = sellerOrdersApi;
