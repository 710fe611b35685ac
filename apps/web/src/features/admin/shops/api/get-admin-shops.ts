import type { AdminShop } from '@storefront/contract/admin-shops';
import { sellerRequest } from '../../../seller/api/seller-api';
import { adminShopsApi } from './admin-shops-api';

export type AdminShopList = { items: AdminShop[]; baseHost: string };

const getAdminShopsApi = adminShopsApi.injectEndpoints({
  endpoints: (build) => ({
    // GET v1/admin/shops: every shop, with the base host their own addresses end with.
    getAdminShops: build.query<AdminShopList, void>({
      queryFn: (_arg, queryApi, extraOptions) =>
        sellerRequest<AdminShopList>({ url: 'v1/admin/shops' }, queryApi, extraOptions),
      providesTags: ['SellerSession', 'AdminShops'],
    }),
  }),
});

export const { useGetAdminShopsQuery } = getAdminShopsApi;
