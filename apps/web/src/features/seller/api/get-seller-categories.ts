import type { Category } from '@storefront/contract/catalog';
import { sellerApi, sellerRequest } from './seller-api';

/** Enough for every top-level category a shop has (the call's own bound is 100). */
const CATEGORY_PAGE = 100;

const sellerCategoriesApi = sellerApi.injectEndpoints({
  endpoints: (build) => ({
    // The shop's category tree (three levels) for the product form's picker: the shop's public
    // `GET v1/pos/category/`, read by the console for itself.
    getSellerCategories: build.query<Category[], void>({
      queryFn: async (_arg, queryApi, extraOptions) => {
        const result = await sellerRequest<{ items: Category[] }>(
          { url: `v1/pos/category/?first=0&max=${CATEGORY_PAGE}` },
          queryApi,
          extraOptions,
        );
        return result.error ? { error: result.error } : { data: result.data.items };
      },
      keepUnusedDataFor: 10 * 60,
      providesTags: ['SellerSession'],
    }),
  }),
});

export const { useGetSellerCategoriesQuery } = sellerCategoriesApi;
