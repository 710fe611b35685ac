import type { Address, AddressListResponseSchema } from '@storefront/contract/account';
import type { z } from 'zod';
import { api, unwrap } from '../../../lib/api';

type AddressListResponse = z.infer<typeof AddressListResponseSchema>;

const addressListApi = api.injectEndpoints({
  endpoints: (build) => ({
    // §7 `GET v1/address_book/list_all_address?guid={ownerGuid}`: newest first.
    getCheckoutAddresses: build.query<Address[], string>({
      query: (ownerGuid) => ({
        url: 'v1/address_book/list_all_address',
        params: { guid: ownerGuid },
      }),
      transformResponse: (response: AddressListResponse) => unwrap(response).items,
      providesTags: ['Address'],
    }),
  }),
});

export const { useGetCheckoutAddressesQuery } = addressListApi;
