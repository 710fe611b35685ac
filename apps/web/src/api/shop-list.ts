import type { ShopListItem, ShopListResponseSchema } from '@storefront/contract/shop';
import type { z } from 'zod';
import { useTranslation } from '../i18n/translation';
import { api, unwrap } from '../lib/api';
import { localizedName } from '../lib/localized-name';

type ShopListResponse = z.infer<typeof ShopListResponseSchema>;

const shopListApi = api.injectEndpoints({
  endpoints: (build) => ({
    // docs/product.md#calls-catalog `GET /v1/pos/shop/list`: every shop, for the top bar's
    // selector and for writing a shop's name in the reader's language; every page loads it.
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

/**
 * A shop's name as the page's language writes it (docs/product.md#shop-names): a cart line, a
 * product and an order keep the shop's name as it was (`stored`), and the shop list gives its
 * Burmese name for a Burmese page. The stored name when the shop is not in the list.
 */
export function useShopNameOf(): (shopGuid: string, stored: string) => string {
  const { i18n } = useTranslation();
  const { data: shops } = useGetShopListQuery();
  return (shopGuid, stored) => {
    const shop = shops?.find((candidate) => candidate.guid === shopGuid);
    return shop
      ? localizedName({ name: stored || shop.name, nameMm: shop.nameMm }, i18n.language)
      : stored;
  };
}

/** What the business allows for a shop now: taking orders, and cash on delivery. */
export type ShopOrdering = { isTakingOrders: boolean; cashOnDelivery: boolean };

/**
 * Whether a shop takes orders and cash on delivery, as the shop list says
 * (docs/decisions/0030-shops.md); a shop the list does not name, or a list not loaded yet, is
 * taken at its word: the server refuses what the business switched off.
 */
export function useShopOrderingOf(): (shopGuid: string) => ShopOrdering {
  const { data: shops } = useGetShopListQuery();
  return (shopGuid) => {
    const shop = shops?.find((candidate) => candidate.guid === shopGuid);
    return {
      isTakingOrders: shop?.isTakingOrders !== false,
      cashOnDelivery: shop?.cashOnDelivery !== false,
    };
  };
}
