import type {
  NewStaffRequest,
  StaffAccount,
  StaffList,
  StaffPasswordRequest,
} from '@storefront/contract/admin-staff';
import { sellerApi, sellerRequest } from '../../seller/api/seller-api';

const staffApi = sellerApi.injectEndpoints({
  endpoints: (build) => ({
    // GET v1/admin/staff?shopGuid=: one shop's staff, or every staff account and owner.
    getStaff: build.query<StaffList, string | undefined>({
      queryFn: (shopGuid, queryApi, extraOptions) =>
        sellerRequest<StaffList>(
          { url: 'v1/admin/staff', params: shopGuid ? { shopGuid } : {} },
          queryApi,
          extraOptions,
        ),
      providesTags: ['SellerSession', 'AdminStaff'],
    }),
    // POST v1/admin/staff: a new staff member who must choose their own password.
    addStaff: build.mutation<StaffAccount, NewStaffRequest>({
      queryFn: (body, queryApi, extraOptions) =>
        sellerRequest<StaffAccount>(
          { url: 'v1/admin/staff', method: 'POST', body },
          queryApi,
          extraOptions,
        ),
      invalidatesTags: (result) => (result ? ['AdminStaff', 'AdminAudit'] : []),
    }),
    // POST v1/admin/staff/{userGuid}/disable or /enable.
    setStaffDisabled: build.mutation<StaffAccount, { userGuid: string; disabled: boolean }>({
      queryFn: ({ userGuid, disabled }, queryApi, extraOptions) =>
        sellerRequest<StaffAccount>(
          {
            url: `v1/admin/staff/${encodeURIComponent(userGuid)}/${disabled ? 'disable' : 'enable'}`,
            method: 'POST',
          },
          queryApi,
          extraOptions,
        ),
      invalidatesTags: (result) => (result ? ['AdminStaff', 'AdminAudit'] : []),
    }),
    // POST v1/admin/staff/{userGuid}/password: a new first password.
    resetStaffPassword: build.mutation<StaffAccount, StaffPasswordRequest & { userGuid: string }>({
      queryFn: ({ userGuid, password }, queryApi, extraOptions) =>
        sellerRequest<StaffAccount>(
          {
            url: `v1/admin/staff/${encodeURIComponent(userGuid)}/password`,
            method: 'POST',
            body: { password },
          },
          queryApi,
          extraOptions,
        ),
      invalidatesTags: (result) => (result ? ['AdminStaff', 'AdminAudit'] : []),
    }),
  }),
});

export const {
  useGetStaffQuery,
  useAddStaffMutation,
  useSetStaffDisabledMutation,
  useResetStaffPasswordMutation,
} = staffApi;
