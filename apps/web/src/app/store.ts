import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { authSlice } from '../features/auth/auth.slice';
import { cartSlice } from '../features/cart/cart.slice';
import { compareSlice } from '../features/compare/compare.slice';
import { regionSlice } from '../features/region/region.slice';
import { shopInfoSlice } from '../features/shop/shop.slice';
import { langSlice } from '../i18n/lang.slice';
import { api } from '../lib/api';
import { STORAGE_KEYS, writeStored, type StorageKey } from '../lib/storage';

const rootReducer = combineReducers({
  [api.reducerPath]: api.reducer,
  [authSlice.name]: authSlice.reducer,
  [cartSlice.name]: cartSlice.reducer,
  [compareSlice.name]: compareSlice.reducer,
  [langSlice.name]: langSlice.reducer,
  [regionSlice.name]: regionSlice.reducer,
  [shopInfoSlice.name]: shopInfoSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/**
 * docs/product.md#storage-keys: which piece of state is kept under which storage key. Slices read their own key when
 * they start (lazy initial state), so a store made after a reload picks up where it was.
 */
const PERSISTED: ReadonlyArray<readonly [StorageKey, (state: RootState) => unknown]> = [
  [STORAGE_KEYS.region, (state) => state.region.guid],
  [STORAGE_KEYS.lang, (state) => state.lang],
  [STORAGE_KEYS.shopInfo, (state) => state.shopInfo.info],
  [STORAGE_KEYS.shopHostName, (state) => state.shopInfo.hostName],
  [STORAGE_KEYS.cartItems, (state) => state.cart.cartItems],
  [STORAGE_KEYS.comparedItems, (state) => state.compare.comparedItems],
  [STORAGE_KEYS.authToken, (state) => state.auth.token],
];

function persist(store: { getState: () => RootState; subscribe: (fn: () => void) => unknown }) {
  // Slices are immutable, so a changed reference is a changed value: only those keys are written.
  const last = new Map(PERSISTED.map(([key, select]) => [key, select(store.getState())]));
  store.subscribe(() => {
    const state = store.getState();
    for (const [key, select] of PERSISTED) {
      const value = select(state);
      if (last.get(key) === value) continue;
      last.set(key, value);
      writeStored(key, value);
      // docs/product.md#session: logging out clears the user data along with the token.
      if (key === STORAGE_KEYS.authToken && value === null)
        writeStored(STORAGE_KEYS.userData, null);
    }
  });
}

/** A fresh store; tests make one per case so that no test sees another's state. */
export function makeStore() {
  const store = configureStore({
    reducer: rootReducer,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  persist(store);
  // Refetch on focus / reconnect where an endpoint asks for it.
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
