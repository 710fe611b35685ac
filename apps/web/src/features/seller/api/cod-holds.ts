import type { CodHolds } from '@storefront/contract/cod-holds';
import { sellerApi, sellerRequest } from './seller-api';

const codHoldsApi = sellerApi.injectEndpoints({
  endpoints: (build) => ({
    // GET v1/seller/cod-holds: the share, and the open cash-on-delivery orders holding the most
    // first (docs/decisions/0027-abuse-caps.md#cod-share).
    getCodHolds: build.query<CodHolds, void>({
      queryFn: (_args, queryApi, extraOptions) =>
        sellerRequest<CodHolds>({ url: 'v1/seller/cod-holds' }, queryApi, extraOptions),
      providesTags: ['SellerSession', 'SellerCodHolds'],
    }),
    // PUT v1/seller/cod-holds: the shop's new share, 0 to 100 percent.
    setCodHoldShare: build.mutation<{ sharePercent: number }, number>({
      queryFn: (sharePercent, queryApi, extraOptions) =>
        sellerRequest<{ sharePercent: number }>(
          { url: 'v1/seller/cod-holds', method: 'PUT', body: { sharePercent } },
          queryApi,
          extraOptions,
        ),
      invalidatesTags: (result) => (result ? ['SellerCodHolds'] : []),
    }),
  }),
});

export const { useGetCodHoldsQuery, useSetCodHoldShareMutation } = codHoldsApi;
