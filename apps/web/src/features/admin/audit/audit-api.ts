import type { AuditPage } from '@storefront/contract/admin-audit';
import { sellerApi, sellerRequest } from '../../seller/api/seller-api';

/** Entries per page of the audit log screen. */
export const AUDIT_PAGE_SIZE = 20;

const auditApi = sellerApi.injectEndpoints({
  endpoints: (build) => ({
    // GET v1/admin/audit?first=&max=: every owner action, newest first.
    getAuditLog: build.query<AuditPage, { first: number }>({
      queryFn: ({ first }, queryApi, extraOptions) =>
        sellerRequest<AuditPage>(
          { url: 'v1/admin/audit', params: { first, max: AUDIT_PAGE_SIZE } },
          queryApi,
          extraOptions,
        ),
      providesTags: ['SellerSession', 'AdminAudit'],
    }),
  }),
});

export const { useGetAuditLogQuery } = auditApi;
