import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { ShopInfo } from '@storefront/contract/shop';
import { Providers } from '../app/providers';
import { routerContextFor } from '../app/route-data';
import { buildRoutes } from '../app/router';
import { makeStore } from '../app/store';
import { adoptServedShop } from '../features/shop/served-shop';
import { STORAGE_KEYS } from '../lib/storage';
import { REGION_MYANMAR } from './fixtures';

type RenderAppOptions = {
  path?: string;
  /** Browser storage before the app starts; by default a region is chosen (no modal). */
  storage?: Partial<Record<keyof typeof STORAGE_KEYS, string>>;
  routeTable?: RouteObject[];
  /** The shop the server wrote into the page, taken up at start as main.tsx does. */
  servedShop?: ShopInfo;
};

/** The whole app (store, i18n, router with every route) at `path`, as a shopper would open it. */
export function renderApp({
  path = '/',
  storage = { region: REGION_MYANMAR.guid },
  routeTable = buildRoutes(),
  servedShop,
}: RenderAppOptions = {}) {
  for (const [key, value] of Object.entries(storage)) {
    if (value !== undefined)
      localStorage.setItem(STORAGE_KEYS[key as keyof typeof STORAGE_KEYS], value);
  }
  const store = makeStore();
  if (servedShop) adoptServedShop(store, servedShop);
  const router = createMemoryRouter(routeTable, {
    initialEntries: [path],
    getContext: routerContextFor(store),
  });
  const view = render(
    <Providers store={store}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, store, router };
}
