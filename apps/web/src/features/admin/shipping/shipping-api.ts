import type {
  AdminShippingMethod,
  AdminShippingPut,
  AdminShipping,
} from '@storefront/contract/admin-shipping';
import { sellerApi, sellerRequest } from '../../seller/api/seller-api';

const api = sellerApi.enhanceEndpoints({ addTagTypes: ['AdminShipping'] });

const shippingApi = api.injectEndpoints({
  endpoints: (build) => ({
    // GET v1/admin/shops/{shopGuid}/shipping: the shop's delivery methods, townships and bands.
    getAdminShipping: build.query<AdminShippingMethod[], string>({
      queryFn: async (shopGuid, queryApi, extraOptions) => {
        const result = await sellerRequest<AdminShipping>(
          { url: `v1/admin/shops/${encodeURIComponent(shopGuid)}/shipping` },
          queryApi,
          extraOptions,
        );
        return result.error ? { error: result.error } : { data: result.data.methods };
      },
      providesTags: (_result, _error, shopGuid) => [
        'SellerSession',
        { type: 'AdminShipping', id: shopGuid },
      ],
    }),
    // PUT v1/admin/shops/{shopGuid}/shipping: the shop's whole list, replaced in one go.
    saveAdminShipping: build.mutation<
      AdminShippingMethod[],
      { shopGuid: string; body: AdminShippingPut }
    >({
      queryFn: async ({ shopGuid, body }, queryApi, extraOptions) => {
        const result = await sellerRequest<AdminShipping>(
          { url: `v1/admin/shops/${encodeURIComponent(shopGuid)}/shipping`, method: 'PUT', body },
          queryApi,
          extraOptions,
        );
        return result.error ? { error: result.error } : { data: result.data.methods };
      },
      invalidatesTags: (result, _error, { shopGuid }) =>
        result ? [{ type: 'AdminShipping', id: shopGuid }] : [],
    }),
  }),
});

export const { useGetAdminShippingQuery, useSaveAdminShippingMutation } = shippingApi;
