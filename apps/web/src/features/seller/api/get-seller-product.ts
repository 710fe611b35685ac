import type { SellerProduct } from '@storefront/contract/seller-catalog';
import { sellerApi, sellerRequest } from './seller-api';

export const sellerProductApi = sellerApi.injectEndpoints({
  endpoints: (build) => ({
    // GET v1/seller/products/{productGuid}: the product as the form edits it, with the version
    // a save must send back.
    getSellerProduct: build.query<SellerProduct, string>({
      queryFn: (productGuid, queryApi, extraOptions) =>
        sellerRequest<SellerProduct>(
          { url: `v1/seller/products/${encodeURIComponent(productGuid)}` },
          queryApi,
          extraOptions,
        ),
      providesTags: (_result, _error, productGuid) => [
        'SellerSession',
        { type: 'SellerProduct', id: productGuid },
      ],
    }),
  }),
});

export const { useGetSellerProductQuery } = sellerProductApi;
