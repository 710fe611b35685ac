import type {
  AddressUpdateRequest,
  AddressUpdateResponseSchema,
} from '@storefront/contract/account';
import type { z } from 'zod';
import { api, unwrap } from '../../../lib/api';

type AddressUpdateResponse = z.infer<typeof AddressUpdateResponseSchema>;

const updateAddressApi = api.injectEndpoints({
  endpoints: (build) => ({
    // §7 `PUT v1/address_book/update`: data is the updated address's guid.
    updateCheckoutAddress: build.mutation<string, AddressUpdateRequest>({
      query: (body) => ({ url: 'v1/address_book/update', method: 'PUT', body }),
      transformResponse: (response: AddressUpdateResponse) => unwrap(response),
      invalidatesTags: ['Address'],
    }),
  }),
});

export const { useUpdateCheckoutAddressMutation } = updateAddressApi;
