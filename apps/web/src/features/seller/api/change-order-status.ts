import type { StatusChangeRequest, StatusChangeResponse } from '@storefront/contract/seller';
import { sellerApi, sellerRequest } from './seller-api';

type ChangeArgs = { saleGuid: string } & StatusChangeRequest;

const changeStatusApi = sellerApi.injectEndpoints({
  endpoints: (build) => ({
    // POST v1/seller/orders/{saleGuid}/status. 409 when the order has moved on meanwhile (another
    // staff member acted), 422 for a rejection without a reason
    // (docs/decisions/0014-order-life-cycle.md).
    changeOrderStatus: build.mutation<StatusChangeResponse['data'], ChangeArgs>({
      queryFn: ({ saleGuid, status, note }, queryApi, extraOptions) =>
        sellerRequest<StatusChangeResponse['data']>(
          {
            url: `v1/seller/orders/${encodeURIComponent(saleGuid)}/status`,
            method: 'POST',
            body: { status, note },
          },
          queryApi,
          extraOptions,
        ),
      // Refused or not, the order is read again: after a 409 it shows what it has become.
      invalidatesTags: (_result, _error, { saleGuid }) => [
        'SellerOrders',
        { type: 'SellerOrder', id: saleGuid },
      ],
    }),
  }),
});

export const { useChangeOrderStatusMutation } = changeStatusApi;
