import type { AdminWallet, AdminWalletsPut } from '@storefront/contract/admin-payments';
import { sellerApi, sellerRequest } from '../../seller/api/seller-api';

const api = sellerApi.enhanceEndpoints({ addTagTypes: ['AdminWallets'] });

const walletsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // GET v1/admin/payments: every wallet type with its accounts, in checkout order.
    getAdminWallets: build.query<AdminWallet[], void>({
      queryFn: async (_args, queryApi, extraOptions) => {
        const result = await sellerRequest<{ items: AdminWallet[] }>(
          { url: 'v1/admin/payments' },
          queryApi,
          extraOptions,
        );
        return result.error ? { error: result.error } : { data: result.data.items };
      },
      providesTags: ['SellerSession', 'AdminWallets'],
    }),
    // PUT v1/admin/payments: the whole list, replaced in one go.
    saveAdminWallets: build.mutation<AdminWallet[], AdminWalletsPut>({
      queryFn: async (body, queryApi, extraOptions) => {
        const result = await sellerRequest<{ items: AdminWallet[] }>(
          { url: 'v1/admin/payments', method: 'PUT', body },
          queryApi,
          extraOptions,
        );
        return result.error ? { error: result.error } : { data: result.data.items };
      },
      invalidatesTags: (result) => (result ? ['AdminWallets'] : []),
    }),
  }),
});

export const { useGetAdminWalletsQuery, useSaveAdminWalletsMutation } = walletsApi;
