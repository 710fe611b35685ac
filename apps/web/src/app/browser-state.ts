import { createAction, createSlice } from '@reduxjs/toolkit';
import type { CartItem } from '@storefront/commerce/cart';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { authSlice, type AuthState } from '../features/auth/auth.slice';
import { cartSlice, type CartState } from '../features/cart/cart.slice';
import { compareSlice, type CompareState } from '../features/compare/compare.slice';
import { regionSlice, type RegionState } from '../features/region/region.slice';
import { langSlice, type LangState } from '../i18n/lang.slice';
import { readStoredString, STORAGE_KEYS } from '../lib/storage';

/**
 * What only the browser knows: the cart, the compare list and the session live in its storage
 * (docs/product.md#storage-keys), which the server cannot read. A server-rendered page is drawn
 * without them and hydrated with the same state the server had, so the first client render
 * matches the HTML; right after hydration `BrowserStateRestore` reads storage and the counts,
 * the cart and the shopper's name appear (docs/architecture.md#server-rendering).
 *
 * `isRestored` says whether that has happened. Screens whose content is the stored state (cart,
 * compare) or depends on the session (protected pages) wait for it rather than draw an empty cart
 * or send a signed-in shopper to the login page. The cart need not wait when the server was told
 * of it by the cookies the store keeps: told it is empty (`cartKnownEmpty`, the `cart_count`
 * cookie), its page is drawn empty; told its lines (`cartFromLines`, the `cart_lines` cookie),
 * the server drew them from the catalog (docs/architecture.md#cart-lines). Either way the stored
 * cart replaces the server's once storage is read.
 */
export type BrowserState = {
  isRestored: boolean;
  cartKnownEmpty: boolean;
  cartFromLines: boolean;
};

/** The stored slices, as the slices themselves read them when a store starts in the browser. */
export type StoredState = {
  auth: AuthState;
  cart: CartState;
  compare: CompareState;
  region?: RegionState;
  lang?: LangState;
};

export const browserStateRestored = createAction<StoredState>('browser/stateRestored');

/** On the server: the cart drawn from the lines the browser told (the store's root reducer). */
export const serverCartDrawn = createAction<CartItem[]>('browser/serverCartDrawn');

const RESTORED: BrowserState = { isRestored: true, cartKnownEmpty: false, cartFromLines: false };

export const browserSlice = createSlice({
  name: 'browser',
  // A store made in the browser without server state reads storage as it starts: restored.
  initialState: (): BrowserState => ({
    isRestored: typeof window !== 'undefined',
    cartKnownEmpty: false,
    cartFromLines: false,
  }),
  reducers: {},
  extraReducers: (builder) => {
    builder.addCase(browserStateRestored, () => RESTORED);
    builder.addCase(serverCartDrawn, (state) => ({ ...state, cartFromLines: true }));
  },
});

export const selectIsBrowserStateRestored = (state: { browser: BrowserState }): boolean =>
  state.browser.isRestored;

/** Whether the cart's contents can be drawn: storage read, the cart known empty or drawn from its lines. */
export const selectIsCartKnown = (state: { browser: BrowserState }): boolean =>
  state.browser.isRestored || state.browser.cartKnownEmpty || state.browser.cartFromLines;

/**
 * Storage read the way each slice reads it when it starts. Region and language are also sent
 * to the server as cookies, so the server rendered with them already; they are taken from
 * storage only when storage has them (a choice made before the cookies existed).
 */
export function readStoredState(): StoredState {
  const stored: StoredState = {
    auth: authSlice.getInitialState(),
    cart: cartSlice.getInitialState(),
    compare: compareSlice.getInitialState(),
  };
  if (readStoredString(STORAGE_KEYS.region) !== null) stored.region = regionSlice.getInitialState();
  if (readStoredString(STORAGE_KEYS.lang) !== null) stored.lang = langSlice.getInitialState();
  return stored;
}

/** Restores the stored state once the server-rendered page has been hydrated. */
export function BrowserStateRestore() {
  const dispatch = useDispatch();
  const isRestored = useSelector(selectIsBrowserStateRestored);
  useEffect(() => {
    if (!isRestored) dispatch(browserStateRestored(readStoredState()));
    // The page answers taps from now on (end-to-end tests wait for this mark after a load).
    document.documentElement.dataset.hydrated = '';
  }, [isRestored, dispatch]);
  return null;
}
