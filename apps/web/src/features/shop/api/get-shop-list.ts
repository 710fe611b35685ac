import type { ShopListItem, ShopListResponseSchema } from '@storefront/contract/shop';
import type { z } from 'zod';
import { api, unwrap } from '../../../lib/api';

type ShopListResponse = z.infer<typeof ShopListResponseSchema>;

const shopListApi = api.injectEndpoints({
  endpoints: (build) => ({
    getShopList: build.query<ShopListItem[], void>({
      query: () => 'v1/pos/shop/list',
      transformResponse: (response: ShopListResponse) => unwrap(response).items,
      keepUnusedDataFor: 60 * 60,
      providesTags: ['Shop'],
    }),
  }),
});

export const { useGetShopListQuery } = shopListApi;

/** Starts the call before the page renders (a route loader); the page's hook shares it. */
export const prefetchShopList = () => shopListApi.util.prefetch('getShopList', undefined, {});
