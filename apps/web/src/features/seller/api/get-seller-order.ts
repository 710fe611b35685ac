import type { SellerOrderDetail } from '@storefront/contract/seller';
import { sellerApi, sellerRequest } from './seller-api';

const sellerOrderApi = sellerApi.injectEndpoints({
  endpoints: (build) => ({
    // GET v1/seller/orders/{saleGuid}: one order of the shop, with its legal next statuses.
    getSellerOrder: build.query<SellerOrderDetail, string>({
      queryFn: (saleGuid, queryApi, extraOptions) =>
        sellerRequest<SellerOrderDetail>(
          { url: `v1/seller/orders/${encodeURIComponent(saleGuid)}` },
          queryApi,
          extraOptions,
        ),
      providesTags: (_result, _error, saleGuid) => [
        'SellerSession',
        { type: 'SellerOrder', id: saleGuid },
      ],
    }),
  }),
});

export const { useGetSellerOrderQuery } = sellerOrderApi;
