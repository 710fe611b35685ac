import type {
  Address,
  AddressCreateRequest,
  AddressCreateResponseSchema,
  AddressDeleteResponseSchema,
  AddressListResponseSchema,
  AddressUpdateRequest,
  AddressUpdateResponseSchema,
} from '@storefront/contract/account';
import type { z } from 'zod';
import { api, unwrap } from '../lib/api';

/*
 * The address book of docs/product.md#calls-address-book, shared by the dashboard (account) and step 1 of the checkout: one set
 * of endpoints and one cache, so an address saved in either place shows in both.
 */

type AddressListResponse = z.infer<typeof AddressListResponseSchema>;
type AddressCreateResponse = z.infer<typeof AddressCreateResponseSchema>;
type AddressUpdateResponse = z.infer<typeof AddressUpdateResponseSchema>;
type AddressDeleteResponse = z.infer<typeof AddressDeleteResponseSchema>;

const addressBookApi = api.injectEndpoints({
  endpoints: (build) => ({
    // docs/product.md#calls-address-book `GET v1/address_book/list_all_address?guid={ownerGuid}`: newest first.
    getAddressBook: build.query<Address[], string>({
      query: (ownerGuid) => ({
        url: 'v1/address_book/list_all_address',
        params: { guid: ownerGuid },
      }),
      transformResponse: (response: AddressListResponse) => unwrap(response).items,
      providesTags: ['Address'],
    }),
    // docs/product.md#calls-address-book `POST v1/address_book/create`: answers the new address's guid.
    createAddress: build.mutation<string, AddressCreateRequest>({
      query: (body) => ({ url: 'v1/address_book/create', method: 'POST', body }),
      transformResponse: (response: AddressCreateResponse) => unwrap(response).guid,
      // docs/product.md#address-book: after a successful create the list reloads.
      invalidatesTags: (result) => (result ? ['Address'] : []),
    }),
    // docs/product.md#calls-address-book `PUT v1/address_book/update`: the same body with guid instead of ownerGuid.
    updateAddress: build.mutation<string, AddressUpdateRequest>({
      query: (body) => ({ url: 'v1/address_book/update', method: 'PUT', body }),
      transformResponse: (response: AddressUpdateResponse) => unwrap(response),
      invalidatesTags: (result) => (result ? ['Address'] : []),
    }),
    // docs/product.md#calls-address-book `DELETE v1/address_book/delete/{guid}`: answers the deleted guid.
    deleteAddress: build.mutation<string, string>({
      query: (guid) => ({
        url: `v1/address_book/delete/${encodeURIComponent(guid)}`,
        method: 'DELETE',
      }),
      transformResponse: (response: AddressDeleteResponse) => unwrap(response),
      invalidatesTags: (result) => (result ? ['Address'] : []),
    }),
  }),
});

export const {
  useGetAddressBookQuery,
  useCreateAddressMutation,
  useUpdateAddressMutation,
  useDeleteAddressMutation,
} = addressBookApi;
