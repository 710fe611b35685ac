import type { ShopInfo } from '@storefront/contract/shop';
import { SERVED_SHOP_ELEMENT_ID } from '@storefront/contract/web-page';
import { currentHostName } from '../../lib/host-name';
import { isShopInfo, needsShopInfo, shopInfoLoaded, type ShopInfoState } from './shop.slice';

/**
 * The shop the server found for this host when it served the page: the same JSON that
 * `POST v1/pos/shop/shop_information` answers, written into the page so that the header and
 * the banner can be drawn without waiting for that call. Null when the page has none (the dev
 * server, a host with no shop) or it cannot be read: the app then asks the API as before.
 */
export function readServedShop(doc: Document = document): ShopInfo | null {
  const text = doc.getElementById(SERVED_SHOP_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isShopInfo(value) ? value : null;
  } catch {
    return null;
  }
}

type StoreLike = {
  getState: () => { shopInfo: ShopInfoState };
  dispatch: (action: ReturnType<typeof shopInfoLoaded>) => unknown;
};

/**
 * Takes the served shop as the answer to the fetch that docs/product.md#shop-by-host would make now: only when nothing
 * is stored or it was stored for another host. A stored copy for this host is kept as is.
 */
export function adoptServedShop(store: StoreLike, served: ShopInfo | null = readServedShop()) {
  const hostName = currentHostName();
  if (served && needsShopInfo(store.getState().shopInfo, hostName))
    store.dispatch(shopInfoLoaded({ info: served, hostName }));
}
