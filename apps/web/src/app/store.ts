import { combineReducers, configureStore, type UnknownAction } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { authSlice } from '../features/auth/auth.slice';
import { cartSlice } from '../features/cart/cart.slice';
import { compareSlice } from '../features/compare/compare.slice';
import { regionSlice } from '../features/region/region.slice';
import { shopInfoSlice } from '../features/shop/shop.slice';
import { isChosenLanguage, langSlice } from '../i18n/lang.slice';
import { api, type ApiExtra, type ServerQuery } from '../lib/api';
import { encodeCartLines } from '@storefront/commerce/cart-lines';
import {
  CART_COUNT_COOKIE,
  CART_LINES_COOKIE,
  CART_PAGE_PATH,
} from '@storefront/contract/web-page';
import { languageAddress } from '../i18n/language-address';
import { writeCookie } from '../lib/cookies';
import { STORAGE_KEYS, writeStored, type StorageKey } from '../lib/storage';
import { isSameJson } from '../lib/same-json';
import {
  browserSlice,
  browserStateRestored,
  serverCartDrawn,
  type StoredState,
} from './browser-state';

const sliceReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  [authSlice.name]: authSlice.reducer,
  [browserSlice.name]: browserSlice.reducer,
  [cartSlice.name]: cartSlice.reducer,
  [compareSlice.name]: compareSlice.reducer,
  [langSlice.name]: langSlice.reducer,
  [regionSlice.name]: regionSlice.reducer,
  [shopInfoSlice.name]: shopInfoSlice.reducer,
});

export type RootState = ReturnType<typeof sliceReducer>;

/**
 * The stored state, taken once a server-rendered page is hydrated. A stored slice holding what
 * the page was drawn with (no session, an empty compare list, the cart the server drew from its
 * lines) keeps the page's object, so nothing drawn from it renders again.
 */
function withStoredState(state: RootState, stored: StoredState): RootState {
  const next: Record<string, unknown> = { ...state };
  for (const [key, value] of Object.entries(stored)) {
    // A language address says the page's language whatever the stored choice
    // (docs/decisions/0035-language-addresses.md).
    if (key === 'lang' && state.lang.source === 'address') continue;
    if (value !== undefined && !isSameJson(next[key], value)) next[key] = value;
  }
  return next as RootState;
}

/** The slices, plus the stored state taken once a server-rendered page is hydrated (withStoredState). */
function rootReducer(state: RootState | undefined, action: UnknownAction): RootState {
  if (state && browserStateRestored.match(action))
    return sliceReducer(withStoredState(state, action.payload), action);
  if (state && serverCartDrawn.match(action))
    return sliceReducer({ ...state, cart: { cartItems: action.payload } }, action);
  return sliceReducer(state, action);
}

/**
 * docs/product.md#storage-keys: which piece of state is kept under which storage key (undefined:
 * left as stored). Slices read their own key when
 * they start (lazy initial state), so a store made after a reload picks up where it was.
 */
const PERSISTED: ReadonlyArray<readonly [StorageKey, (state: RootState) => unknown]> = [
  [STORAGE_KEYS.region, (state) => state.region.guid],
  // Only the shopper's own choice: not a language their address or browser gave the page.
  [STORAGE_KEYS.lang, (state) => (isChosenLanguage(state.lang) ? state.lang : undefined)],
  [STORAGE_KEYS.shopInfo, (state) => state.shopInfo.info],
  [STORAGE_KEYS.shopHostName, (state) => state.shopInfo.hostName],
  [STORAGE_KEYS.cartItems, (state) => state.cart.cartItems],
  [STORAGE_KEYS.comparedItems, (state) => state.compare.comparedItems],
  [STORAGE_KEYS.authToken, (state) => state.auth.token],
];

/** The cart's lines for the cart page's cookie, once storage is read. */
const cartLinesOf = (state: RootState) =>
  state.browser.isRestored ? encodeCartLines(state.cart.cartItems) || null : undefined;

/**
 * The choices the server renders with (docs/architecture.md#server-rendering): mirrored to
 * cookies of the same names as their storage keys, so the next page arrives in the shopper's
 * language and currency. Each is sent with every page, or with the page named third only.
 * A value of null removes the cookie; undefined leaves it as it is.
 */
const MIRRORED_TO_COOKIES: ReadonlyArray<
  readonly [string, (state: RootState) => string | null | undefined, string?]
> = [
  [STORAGE_KEYS.region, (state) => state.region.guid],
  [STORAGE_KEYS.lang, (state) => (isChosenLanguage(state.lang) ? state.lang.name : undefined)],
  // How many lines the cart has, and which (docs/architecture.md#cart-lines), once storage is
  // read: before that the store holds the server's cart, which says nothing new of the stored one.
  [
    CART_COUNT_COOKIE,
    (state) => (state.browser.isRestored ? String(state.cart.cartItems.length) : undefined),
  ],
  [CART_LINES_COOKIE, cartLinesOf, CART_PAGE_PATH],
  // The same for the Burmese cart page (docs/decisions/0035-language-addresses.md).
  [CART_LINES_COOKIE, cartLinesOf, languageAddress(CART_PAGE_PATH, 'mm')],
];

type StoreLike = { getState: () => RootState; subscribe: (fn: () => void) => unknown };

function persist(store: StoreLike) {
  // Slices are immutable, so a changed reference is a changed value: only those keys are written.
  const last = new Map(PERSISTED.map(([key, select]) => [key, select(store.getState())]));
  store.subscribe(() => {
    const state = store.getState();
    // Until storage is read, the state is the server's (a cart drawn from its lines, no session):
    // writing it would overwrite what the browser holds.
    if (!state.browser.isRestored) return;
    for (const [key, select] of PERSISTED) {
      const value = select(state);
      // undefined: nothing to store (a language the shopper did not choose).
      if (value === undefined || last.get(key) === value) continue;
      last.set(key, value);
      writeStored(key, value);
      // docs/product.md#session: logging out clears the user data along with the token.
      if (key === STORAGE_KEYS.authToken && value === null)
        writeStored(STORAGE_KEYS.userData, null);
    }
  });
}

/** Keeps the cookies equal to the state, writing them now and whenever a choice changes. */
function mirrorToCookies(store: StoreLike) {
  const last = new Map<string, string | null>();
  const write = () => {
    const state = store.getState();
    for (const [name, select, path] of MIRRORED_TO_COOKIES) {
      const value = select(state);
      if (value === undefined) continue;
      // A cookie is its name and its path: the same name may be kept for two pages.
      const key = `${name} ${path ?? '/'}`;
      if (last.has(key) && last.get(key) === value) continue;
      last.set(key, value);
      writeCookie(name, value, path);
    }
  };
  write();
  store.subscribe(write);
}

export type StoreOptions = {
  /** The state a server-rendered page was drawn with (server: what it knows of the request). */
  preloadedState?: Partial<RootState>;
  /** On the server: answers the page's calls through the API's services. */
  serverQuery?: ServerQuery;
};

/** A fresh store; tests make one per case so that no test sees another's state. */
export function makeStore({ preloadedState, serverQuery }: StoreOptions = {}) {
  const extra: ApiExtra = serverQuery ? { serverQuery } : undefined;
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } }).concat(api.middleware),
  });
  if (typeof window !== 'undefined') {
    persist(store);
    mirrorToCookies(store);
    // Refetch on focus / reconnect where an endpoint asks for it.
    setupListeners(store.dispatch);
  }
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
