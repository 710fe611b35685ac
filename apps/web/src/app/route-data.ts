import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { CartLine } from '@storefront/commerce/cart-lines';
import { createContext, RouterContextProvider, type LoaderFunctionArgs } from 'react-router';
import { currentHostName } from '../lib/host-name';
import { knownShop } from '../features/shop/shop.slice';
import type { AppStore } from './store';

/**
 * Route loaders start a page's API calls as soon as its module is there, before the page
 * renders, instead of from the page's effects after its first paint: on a phone that is the
 * length of a render sooner. They only start RTK Query requests; the page's own hooks read the
 * same cache entries, so loading, errors and retries stay where they were. A router made
 * without the store (component tests' memory routers may be) simply starts nothing early.
 */
const storeContext = createContext<AppStore | null>(null);

/** On the server: the cart's lines the browser told with its request (docs/architecture.md#cart-lines). */
const cartLinesContext = createContext<CartLine[] | null>(null);

/**
 * `getContext` for a router whose loaders may start requests on `store`; on the server, also
 * with the cart's lines the request told.
 */
export function routerContextFor(store: AppStore, cartLines: CartLine[] | null = null) {
  return () => {
    const context = new RouterContextProvider();
    context.set(storeContext, store);
    context.set(cartLinesContext, cartLines);
    return context;
  };
}

/** The store a loader may start requests on, or null. */
export function storeOf({ context }: LoaderFunctionArgs): AppStore | null {
  return (context as RouterContextProvider).get(storeContext);
}

/** The cart's lines the page's request told: only ever on the server, else null. */
export function cartLinesOf({ context }: LoaderFunctionArgs): CartLine[] | null {
  return (context as RouterContextProvider).get(cartLinesContext);
}

/** What RTK Query's `util.prefetch` gives: a thunk the store dispatches. */
type Prefetch = ThunkAction<void, unknown, unknown, UnknownAction>;

/**
 * Starts the prefetches `start` gives for the current shop, when the shop is known without a
 * call (served or stored, docs/product.md#shop-by-host). Otherwise the page asks once the shop has arrived.
 */
export function prefetchForShop(
  args: LoaderFunctionArgs,
  start: (shopId: string) => Prefetch | Prefetch[],
): null {
  const store = storeOf(args);
  const shop = store && knownShop(store.getState().shopInfo, currentHostName());
  if (store && shop) for (const prefetch of [start(shop.guid)].flat()) store.dispatch(prefetch);
  return null;
}

/** Starts prefetches that need no shop (categories, regions). */
export function startPrefetch(args: LoaderFunctionArgs, prefetches: Prefetch | Prefetch[]): null {
  const store = storeOf(args);
  if (store) for (const prefetch of [prefetches].flat()) store.dispatch(prefetch);
  return null;
}
