import type { ShopListItem } from '@storefront/contract/shop';
import { sellerApi, sellerRequest } from './seller-api';

/** A shop as the owner's switcher shows it: the shape `GET v1/admin/shops` answers. */
export type SwitcherShop = Pick<ShopListItem, 'guid' | 'name' | 'nameMm'> & { status?: string };

const shopListApi = sellerApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * Every shop for the owner's switcher: `GET v1/admin/shops` (`{ items: [{ guid, name,
     * nameMm, slug, hostName, status, … }] }`). A server without that call (404) answers with the
     * shoppers' list of shops instead, which has the same names.
     */
    getSwitcherShops: build.query<SwitcherShop[], void>({
      async queryFn(_arg, queryApi, extraOptions) {
        const admin = await sellerRequest<{ items: SwitcherShop[] }>(
          { url: 'v1/admin/shops' },
          queryApi,
          extraOptions,
        );
        if (admin.data) return { data: admin.data.items };
        if (admin.error.status !== 404) return { error: admin.error };
        const list = await sellerRequest<{ items: SwitcherShop[] }>(
          { url: 'v1/pos/shop/list' },
          queryApi,
          extraOptions,
        );
        return list.data ? { data: list.data.items } : { error: list.error };
      },
      providesTags: ['AdminShops'],
    }),
  }),
});

export const { useGetSwitcherShopsQuery } = shopListApi;
