import type {
  AddressCreateRequest,
  AddressCreateResponseSchema,
} from '@storefront/contract/account';
import type { z } from 'zod';
import { api, unwrap } from '../../../lib/api';

type AddressCreateResponse = z.infer<typeof AddressCreateResponseSchema>;

const createAddressApi = api.injectEndpoints({
  endpoints: (build) => ({
    // §7 `POST v1/address_book/create`; answers the new address's guid.
    createAddress: build.mutation<string, AddressCreateRequest>({
      query: (body) => ({ url: 'v1/address_book/create', method: 'POST', body }),
      transformResponse: (response: AddressCreateResponse) => unwrap(response).guid,
      // §4: after a successful create the list reloads.
      invalidatesTags: (result) => (result ? ['Address'] : []),
    }),
  }),
});

export const { useCreateAddressMutation } = createAddressApi;
