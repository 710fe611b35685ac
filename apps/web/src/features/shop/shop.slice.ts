import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ShopInfo } from '@storefront/contract/shop';
import { isObject, readStoredJson, readStoredString, STORAGE_KEYS } from '../../lib/storage';

/** docs/product.md#storage-keys: shop info kept under `shopInfo`, and the host it was fetched for under `shopHostName`. */
export type ShopInfoState = { info: ShopInfo | null; hostName: string | null };

export function isShopInfo(value: unknown): value is ShopInfo {
  return isObject(value) && typeof value.guid === 'string' && typeof value.name === 'string';
}

export const shopInfoSlice = createSlice({
  name: 'shopInfo',
  initialState: (): ShopInfoState => ({
    info: readStoredJson(STORAGE_KEYS.shopInfo, isShopInfo),
    hostName: readStoredString(STORAGE_KEYS.shopHostName),
  }),
  reducers: {
    shopInfoLoaded: (_state, action: PayloadAction<{ info: ShopInfo; hostName: string }>) => ({
      info: action.payload.info,
      hostName: action.payload.hostName,
    }),
    // docs/product.md#shop-by-host: a failed fetch clears both stored keys.
    shopInfoCleared: () => ({ info: null, hostName: null }),
  },
});

export const { shopInfoLoaded, shopInfoCleared } = shopInfoSlice.actions;

/** The shop stored for this host, or null when docs/product.md#shop-by-host would fetch it first. */
export function knownShop(state: ShopInfoState, currentHost: string): ShopInfo | null {
  return needsShopInfo(state, currentHost) ? null : state.info;
}

/** docs/product.md#shop-by-host: refetch only when nothing is stored or it was stored for another host. */
export function needsShopInfo(state: ShopInfoState, currentHost: string): boolean {
  return state.info === null || state.hostName !== currentHost;
}
