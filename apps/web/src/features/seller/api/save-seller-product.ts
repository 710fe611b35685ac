import type {
  SellerProductCreate,
  SellerProductSaved,
  SellerProductUpdate,
} from '@storefront/contract/seller-catalog';
import { sellerProductApi } from './get-seller-product';
import { sellerApi, sellerRequest } from './seller-api';

type UpdateArgs = { productGuid: string; body: SellerProductUpdate };

/** The saved product as the edit screen reads it: the save's answer is the product as stored. */
function storedCopy({ zawgyiConverted: _notes, ...product }: SellerProductSaved) {
  return product;
}

const saveProductApi = sellerApi.injectEndpoints({
  endpoints: (build) => ({
    // POST v1/seller/products: a new product; answers it as stored, with the fields whose
    // Burmese was typed in Zawgyi.
    createSellerProduct: build.mutation<SellerProductSaved, SellerProductCreate>({
      queryFn: (body, queryApi, extraOptions) =>
        sellerRequest<SellerProductSaved>(
          { url: 'v1/seller/products', method: 'POST', body },
          queryApi,
          extraOptions,
        ),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data)
          await dispatch(
            sellerProductApi.util.upsertQueryData('getSellerProduct', data.guid, storedCopy(data)),
          );
      },
      invalidatesTags: (result) => (result ? ['SellerProducts'] : []),
    }),
    // PUT v1/seller/products/{productGuid} with the version read: 409 (productConflict) when
    // someone saved the product since. The answer becomes the edit screen's copy, so the next
    // save sends the new version without reading the product again.
    updateSellerProduct: build.mutation<SellerProductSaved, UpdateArgs>({
      queryFn: ({ productGuid, body }, queryApi, extraOptions) =>
        sellerRequest<SellerProductSaved>(
          {
            url: `v1/seller/products/${encodeURIComponent(productGuid)}`,
            method: 'PUT',
            body,
          },
          queryApi,
          extraOptions,
        ),
      async onQueryStarted({ productGuid }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data)
          await dispatch(
            sellerProductApi.util.upsertQueryData(
              'getSellerProduct',
              productGuid,
              storedCopy(data),
            ),
          );
      },
      invalidatesTags: (result) => (result ? ['SellerProducts'] : []),
    }),
    // DELETE v1/seller/products/{productGuid}: a Draft that no order points at; 409 otherwise.
    deleteSellerProduct: build.mutation<{ guid: string }, string>({
      queryFn: (productGuid, queryApi, extraOptions) =>
        sellerRequest<{ guid: string }>(
          { url: `v1/seller/products/${encodeURIComponent(productGuid)}`, method: 'DELETE' },
          queryApi,
          extraOptions,
        ),
      invalidatesTags: (result) => (result ? ['SellerProducts'] : []),
    }),
  }),
});

export const {
  useCreateSellerProductMutation,
  useUpdateSellerProductMutation,
  useDeleteSellerProductMutation,
} = saveProductApi;
