import type {
  AddressCreateRequest,
  AddressCreateResponseSchema,
} from '@storefront/contract/account';
import type { z } from 'zod';
import { api, unwrap } from '../../../lib/api';

type AddressCreateResponse = z.infer<typeof AddressCreateResponseSchema>;

const createAddressApi = api.injectEndpoints({
  endpoints: (build) => ({
    // §7 `POST v1/address_book/create`; §4: the list reloads after a successful create.
    createCheckoutAddress: build.mutation<string, AddressCreateRequest>({
      query: (body) => ({ url: 'v1/address_book/create', method: 'POST', body }),
      transformResponse: (response: AddressCreateResponse) => unwrap(response).guid,
      invalidatesTags: ['Address'],
    }),
  }),
});

export const { useCreateCheckoutAddressMutation } = createAddressApi;
