import type { SellerProfile } from '@storefront/contract/seller';
import { sellerApi, sellerRequest } from './seller-api';

const sellerMeApi = sellerApi.injectEndpoints({
  endpoints: (build) => ({
    // GET v1/seller/me: the signed-in staff member and their shop.
    getSellerMe: build.query<SellerProfile, void>({
      queryFn: (_arg, queryApi, extraOptions) =>
        sellerRequest<SellerProfile>({ url: 'v1/seller/me' }, queryApi, extraOptions),
      providesTags: ['SellerSession'],
    }),
  }),
});

export const { useGetSellerMeQuery } = sellerMeApi;
