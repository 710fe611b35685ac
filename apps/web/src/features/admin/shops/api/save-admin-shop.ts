import type { AdminShop, ShopWriteInput } from '@storefront/contract/admin-shops';
import { sellerRequest } from '../../../seller/api/seller-api';
import { adminShopsApi } from './admin-shops-api';

const saveAdminShopApi = adminShopsApi.injectEndpoints({
  endpoints: (build) => ({
    // POST v1/admin/shops: a new shop; answers it as saved.
    createAdminShop: build.mutation<AdminShop, ShopWriteInput>({
      queryFn: (body, queryApi, extraOptions) =>
        sellerRequest<AdminShop>(
          { url: 'v1/admin/shops', method: 'POST', body },
          queryApi,
          extraOptions,
        ),
      invalidatesTags: (result) => (result ? ['AdminShops'] : []),
    }),
    // PUT v1/admin/shops/{shopGuid}: every field, a pause or a reopening included.
    updateAdminShop: build.mutation<AdminShop, { shopGuid: string; body: ShopWriteInput }>({
      queryFn: ({ shopGuid, body }, queryApi, extraOptions) =>
        sellerRequest<AdminShop>(
          { url: `v1/admin/shops/${encodeURIComponent(shopGuid)}`, method: 'PUT', body },
          queryApi,
          extraOptions,
        ),
      invalidatesTags: (result) => (result ? ['AdminShops'] : []),
    }),
  }),
});

export const { useCreateAdminShopMutation, useUpdateAdminShopMutation } = saveAdminShopApi;
