import { afterEach, describe, expect, it } from 'vitest';
import type { CartItem } from '@storefront/commerce/cart';
import {
  CART_COUNT_COOKIE,
  CART_LINES_COOKIE,
  CART_PAGE_PATH,
} from '@storefront/contract/web-page';
import {
  browserStateRestored,
  readStoredState,
  selectIsCartKnown,
  serverCartDrawn,
} from './browser-state';
import { makeStore } from './store';

const REGION = '6f1c1f4e-1111-4a4a-9a9a-000000000001';
const OTHER_REGION = '6f1c1f4e-1111-4a4a-9a9a-000000000002';

const cartItem: CartItem = {
  guid: 'b1c1f4e0-1111-4a4a-9a9a-000000000001',
  name: 'Silk Longyi',
  img: '',
  totalPrice: 2000,
  totalWeight: 0.5,
  totalQuantity: 2,
  currencyCode: 'MMK',
  shop: {
    shopGuid: 'a1c1f4e0-1111-4a4a-9a9a-000000000001',
    shopName: 'Golden Lotus Store',
    website: '',
    primaryPhone: '09-111',
    otherPhones: '',
    street: '',
    address: 'Yangon',
    shippingChargesList: [],
  },
  variants: [
    {
      variantGuid: 'c1c1f4e0-1111-4a4a-9a9a-000000000001',
      variantName: 'Blue',
      variantImg: '',
      variantPrice: 1000,
      variantWeight: 0.25,
      variantQuantity: 2,
      variantTotalWeight: 0.5,
      variantTotalPrice: 2000,
      variantCurrencyCode: 'MMK',
    },
  ],
  addons: [],
};

/** What the cart_lines cookie tells of `cartItem`. */
const CART_ITEM_LINES = `${cartItem.guid}~${cartItem.variants[0]!.variantGuid}*2~`;

/** The state a server-rendered page arrives with: no cart, nothing restored yet. */
function serverState(regionGuid: string | null, cartKnownEmpty = false) {
  return {
    auth: { token: null, hasExpired: false },
    browser: { isRestored: false, cartKnownEmpty, cartFromLines: false },
    cart: { cartItems: [] },
    compare: { comparedItems: [] },
    region: { guid: regionGuid },
  };
}

function cookies(): Record<string, string> {
  return Object.fromEntries(
    document.cookie
      .split(';')
      .map((part) => part.trim().split('='))
      .filter(([name]) => name)
      .map(([name, value]) => [name, decodeURIComponent(value ?? '')]),
  );
}

/** The cookies the cart page (at `path`) is sent: those of the whole site and its own. */
function cartPageCookies(path: string = CART_PAGE_PATH): Record<string, string> {
  const here = location.pathname;
  history.replaceState(null, '', path);
  try {
    return cookies();
  } finally {
    history.replaceState(null, '', here);
  }
}

afterEach(() => {
  localStorage.clear();
  for (const name of Object.keys(cookies())) document.cookie = `${name}=; Path=/; Max-Age=0`;
  document.cookie = `${CART_LINES_COOKIE}=; Path=${CART_PAGE_PATH}; Max-Age=0`;
  document.cookie = `${CART_LINES_COOKIE}=; Path=/my${CART_PAGE_PATH}; Max-Age=0`;
});

describe('browser state of a server-rendered page', () => {
  it('starts as the server drew it, then takes cart, compare and session from storage', () => {
    localStorage.setItem('cartItems', JSON.stringify([cartItem]));
    localStorage.setItem('authToken', 'token-1');
    const store = makeStore({ preloadedState: serverState(REGION) as never });
    // The first render (hydration) sees exactly the server's state.
    expect(store.getState().cart.cartItems).toEqual([]);
    expect(store.getState().browser.isRestored).toBe(false);

    store.dispatch(browserStateRestored(readStoredState()));

    const state = store.getState();
    expect(state.browser.isRestored).toBe(true);
    expect(state.cart.cartItems).toEqual([cartItem]);
    expect(state.auth.token).toBe('token-1');
    // Storage had no region: the server's (from the cookie) stays.
    expect(state.region.guid).toBe(REGION);
    // What was restored is written back unchanged, not cleared by the server's empty cart.
    expect(JSON.parse(localStorage.getItem('cartItems') ?? 'null')).toEqual([cartItem]);
  });

  it('prefers a region chosen in storage over the cookie the server read', () => {
    localStorage.setItem('region', OTHER_REGION);
    const store = makeStore({ preloadedState: serverState(null) as never });
    store.dispatch(browserStateRestored(readStoredState()));
    expect(store.getState().region.guid).toBe(OTHER_REGION);
  });

  it('mirrors the region and the language to cookies for the next page the server renders', async () => {
    const store = makeStore();
    const { regionChosen } = await import('../features/region/region.slice');
    const { languageChosen } = await import('../i18n/lang.slice');
    store.dispatch(regionChosen(REGION));
    store.dispatch(languageChosen('mm'));
    expect(cookies()).toMatchObject({ region: REGION, lang: 'mm' });
  });

  it('tells the server how many lines the cart has, only once storage is read', async () => {
    localStorage.setItem('cartItems', JSON.stringify([cartItem]));
    document.cookie = `${CART_COUNT_COOKIE}=1; Path=/`;
    const store = makeStore({ preloadedState: serverState(REGION) as never });
    // The server's empty cart says nothing of the stored one: the cookie is left as it was.
    expect(cookies()[CART_COUNT_COOKIE]).toBe('1');
    store.dispatch(browserStateRestored(readStoredState()));
    expect(cookies()[CART_COUNT_COOKIE]).toBe('1');
    const { cartCleared } = await import('../features/cart/cart.slice');
    store.dispatch(cartCleared());
    expect(store.getState().cart.cartItems).toEqual([]);
    expect(cookies()[CART_COUNT_COOKIE]).toBe('0');
  });

  it('draws the cart at once when the server knew it empty, and still restores what is stored', () => {
    localStorage.setItem('cartItems', JSON.stringify([cartItem]));
    const store = makeStore({ preloadedState: serverState(REGION, true) as never });
    expect(selectIsCartKnown(store.getState())).toBe(true);
    expect(store.getState().cart.cartItems).toEqual([]);
    // A cookie that was wrong (items stored before it existed): the stored cart still wins.
    store.dispatch(browserStateRestored(readStoredState()));
    expect(store.getState().cart.cartItems).toEqual([cartItem]);
    expect(store.getState().browser).toEqual({
      isRestored: true,
      cartKnownEmpty: false,
      cartFromLines: false,
    });
    expect(cookies()[CART_COUNT_COOKIE]).toBe('1');
  });

  it('waits for storage when the server was not told the cart is empty', () => {
    const store = makeStore({ preloadedState: serverState(REGION) as never });
    expect(selectIsCartKnown(store.getState())).toBe(false);
    store.dispatch(browserStateRestored(readStoredState()));
    expect(selectIsCartKnown(store.getState())).toBe(true);
  });

  it('a store the browser makes itself (no server state) has read storage already', () => {
    localStorage.setItem('cartItems', JSON.stringify([cartItem]));
    const store = makeStore();
    expect(store.getState().browser.isRestored).toBe(true);
    expect(store.getState().cart.cartItems).toEqual([cartItem]);
  });

  it("tells the cart page the cart's lines once storage is read, and no other page", async () => {
    localStorage.setItem('cartItems', JSON.stringify([cartItem]));
    const store = makeStore({ preloadedState: serverState(REGION) as never });
    expect(cartPageCookies()[CART_LINES_COOKIE]).toBeUndefined();
    store.dispatch(browserStateRestored(readStoredState()));
    expect(cartPageCookies()[CART_LINES_COOKIE]).toBe(CART_ITEM_LINES);
    // The Burmese cart page's address is told the same (docs/decisions/0035-language-addresses.md).
    expect(cartPageCookies(`/my${CART_PAGE_PATH}`)[CART_LINES_COOKIE]).toBe(CART_ITEM_LINES);
    // Scoped to the cart page: images and calls elsewhere do not carry it.
    expect(cookies()[CART_LINES_COOKIE]).toBeUndefined();
    const { cartCleared } = await import('../features/cart/cart.slice');
    store.dispatch(cartCleared());
    // An empty cart is told by the count alone.
    expect(cartPageCookies()[CART_LINES_COOKIE]).toBeUndefined();
    expect(cartPageCookies(`/my${CART_PAGE_PATH}`)[CART_LINES_COOKIE]).toBeUndefined();
    expect(cartPageCookies()[CART_COUNT_COOKIE]).toBe('0');
  });

  it('removes the lines when the cart cannot be told whole', async () => {
    localStorage.setItem('cartItems', JSON.stringify([cartItem]));
    const store = makeStore({ preloadedState: serverState(REGION) as never });
    store.dispatch(browserStateRestored(readStoredState()));
    expect(cartPageCookies()[CART_LINES_COOKIE]).toBe(CART_ITEM_LINES);
    const { cartItemAdded } = await import('../features/cart/cart.slice');
    for (let i = 0; i < 12; i++)
      store.dispatch(
        cartItemAdded({ ...cartItem, guid: `d1c1f4e0-1111-4a4a-9a9a-0000000000${10 + i}` }),
      );
    expect(store.getState().cart.cartItems).toHaveLength(13);
    expect(cartPageCookies()[CART_LINES_COOKIE]).toBeUndefined();
    expect(cartPageCookies()[CART_COUNT_COOKIE]).toBe('13');
  });

  it('draws the cart the server drew from its lines at once, then takes the stored one', () => {
    const stored = { ...cartItem, name: 'Silk Longyi (stored)' };
    localStorage.setItem('cartItems', JSON.stringify([stored]));
    const store = makeStore({ preloadedState: serverState(REGION) as never });
    expect(selectIsCartKnown(store.getState())).toBe(false);
    store.dispatch(serverCartDrawn([cartItem]));
    expect(selectIsCartKnown(store.getState())).toBe(true);
    expect(store.getState().cart.cartItems).toEqual([cartItem]);
    // Nothing the server drew is written over what is stored.
    expect(JSON.parse(localStorage.getItem('cartItems') ?? 'null')).toEqual([stored]);
    store.dispatch(browserStateRestored(readStoredState()));
    expect(store.getState().cart.cartItems).toEqual([stored]);
    expect(store.getState().browser).toEqual({
      isRestored: true,
      cartKnownEmpty: false,
      cartFromLines: false,
    });
  });

  it('keeps the objects the page was drawn with when storage holds the same', () => {
    // The stored cart went through JSON, its keys perhaps in another order: the same cart still.
    const { name, guid, ...rest } = cartItem;
    localStorage.setItem('cartItems', JSON.stringify([{ ...rest, name, guid }]));
    const store = makeStore({ preloadedState: serverState(REGION) as never });
    store.dispatch(serverCartDrawn([cartItem]));
    const drawn = store.getState();

    store.dispatch(browserStateRestored(readStoredState()));

    const restored = store.getState();
    expect(restored.browser.isRestored).toBe(true);
    // Nothing drawn from the cart, the compare list or the session renders again.
    expect(restored.cart).toBe(drawn.cart);
    expect(restored.compare).toBe(drawn.compare);
    expect(restored.auth).toBe(drawn.auth);
    expect(restored.region).toBe(drawn.region);
  });

  it('takes a stored slice that differs in any field', () => {
    const stored = {
      ...cartItem,
      variants: [{ ...cartItem.variants[0]!, variantQuantity: 3, variantTotalPrice: 3000 }],
    };
    localStorage.setItem('cartItems', JSON.stringify([stored]));
    localStorage.setItem('comparedItems', JSON.stringify([]));
    const store = makeStore({ preloadedState: serverState(REGION) as never });
    store.dispatch(serverCartDrawn([cartItem]));
    const drawn = store.getState();

    store.dispatch(browserStateRestored(readStoredState()));

    expect(store.getState().cart).not.toBe(drawn.cart);
    expect(store.getState().cart.cartItems).toEqual([stored]);
    expect(store.getState().compare).toBe(drawn.compare);
  });
});
