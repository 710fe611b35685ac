import type { AdminShop } from '@storefront/contract/admin-shops';
import { sellerApi, sellerRequest } from './seller-api';

/** A shop as the owner's switcher and the business pages' shop filters show it. */
export type SwitcherShop = Pick<AdminShop, 'guid' | 'name' | 'nameMm' | 'status'>;

const shopListApi = sellerApi.injectEndpoints({
  endpoints: (build) => ({
    /** Every shop for the owner's switcher: `GET v1/admin/shops`, paused ones included. */
    getSwitcherShops: build.query<SwitcherShop[], void>({
      async queryFn(_arg, queryApi, extraOptions) {
        const result = await sellerRequest<{ items: AdminShop[] }>(
          { url: 'v1/admin/shops' },
          queryApi,
          extraOptions,
        );
        if (result.error) return { error: result.error };
        return {
          data: result.data.items.map(({ guid, name, nameMm, status }) => ({
            guid,
            name,
            nameMm,
            status,
          })),
        };
      },
      // The shops pages' saves drop it too: a renamed or new shop shows at once.
      providesTags: ['AdminShops'],
    }),
  }),
});

export const { useGetSwitcherShopsQuery } = shopListApi;
