import type { ShopInfo, ShopInfoResponseSchema } from '@storefront/contract/shop';
import type { z } from 'zod';
import { api, unwrap } from '../../../lib/api';

type ShopInfoResponse = z.infer<typeof ShopInfoResponseSchema>;

const shopInfoApi = api.injectEndpoints({
  endpoints: (build) => ({
    // A POST that only reads (docs/product.md#calls-catalog), so it is a query: cached per host name.
    getShopInfo: build.query<ShopInfo, string>({
      query: (hostName) => ({
        url: 'v1/pos/shop/shop_information',
        method: 'POST',
        body: { hostName },
      }),
      transformResponse: (response: ShopInfoResponse) => unwrap(response),
    }),
  }),
});

export const { useGetShopInfoQuery } = shopInfoApi;
