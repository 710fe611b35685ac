import type { AdminCoupon, CouponWrite } from '@storefront/contract/admin-coupons';
import { sellerApi, sellerRequest } from '../../seller/api/seller-api';

const couponsBase = sellerApi.enhanceEndpoints({ addTagTypes: ['AdminCoupons'] });

/** The business's coupon codes (docs/decisions/0032-coupons.md): owners only. */
const couponsApi = couponsBase.injectEndpoints({
  endpoints: (build) => ({
    // GET v1/admin/coupons: every coupon, active first, then scheduled, then ended.
    getAdminCoupons: build.query<AdminCoupon[], void>({
      queryFn: async (_args, queryApi, extraOptions) => {
        const result = await sellerRequest<{ items: AdminCoupon[] }>(
          { url: 'v1/admin/coupons' },
          queryApi,
          extraOptions,
        );
        return result.error ? { error: result.error } : { data: result.data.items };
      },
      providesTags: ['SellerSession', 'AdminCoupons'],
    }),
    // POST v1/admin/coupons, or PUT v1/admin/coupons/{guid} with the whole coupon.
    saveAdminCoupon: build.mutation<AdminCoupon, { guid: string | null; body: CouponWrite }>({
      queryFn: ({ guid, body }, queryApi, extraOptions) =>
        sellerRequest<AdminCoupon>(
          guid
            ? { url: `v1/admin/coupons/${guid}`, method: 'PUT', body }
            : { url: 'v1/admin/coupons', method: 'POST', body },
          queryApi,
          extraOptions,
        ),
      invalidatesTags: (result) => (result ? ['AdminCoupons'] : []),
    }),
    // DELETE v1/admin/coupons/{guid}: erased, or archived when orders used it.
    deleteAdminCoupon: build.mutation<{ guid: string; outcome: 'deleted' | 'archived' }, string>({
      queryFn: (guid, queryApi, extraOptions) =>
        sellerRequest<{ guid: string; outcome: 'deleted' | 'archived' }>(
          { url: `v1/admin/coupons/${guid}`, method: 'DELETE' },
          queryApi,
          extraOptions,
        ),
      invalidatesTags: (result) => (result ? ['AdminCoupons'] : []),
    }),
  }),
});

export const { useGetAdminCouponsQuery, useSaveAdminCouponMutation, useDeleteAdminCouponMutation } =
  couponsApi;
