import type { AddressDeleteResponseSchema } from '@storefront/contract/account';
import type { z } from 'zod';
import { api, unwrap } from '../../../lib/api';

type AddressDeleteResponse = z.infer<typeof AddressDeleteResponseSchema>;

const deleteAddressApi = api.injectEndpoints({
  endpoints: (build) => ({
    // §7 `DELETE v1/address_book/delete/{guid}`: data is the deleted guid.
    deleteCheckoutAddress: build.mutation<string, string>({
      query: (guid) => ({
        url: `v1/address_book/delete/${encodeURIComponent(guid)}`,
        method: 'DELETE',
      }),
      transformResponse: (response: AddressDeleteResponse) => unwrap(response),
      invalidatesTags: ['Address'],
    }),
  }),
});

export const { useDeleteCheckoutAddressMutation } = deleteAddressApi;
