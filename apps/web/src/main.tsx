import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
// React Router's DOM provider: it gives the router ReactDOM.flushSync (Logout leaves the page
// before the session ends, app/layout/top-bar.tsx).
import { RouterProvider } from 'react-router/dom';
import { matchRoutes } from 'react-router';
import { PAGE_DATA_ELEMENT_ID } from '@storefront/contract/web-page';
import './index.css';
import { Providers } from './app/providers';
import { buildRoutes, createAppRouter } from './app/router';
import { makeStore } from './app/store';
import type { HydrationData } from './entry-server';
import { adoptServedShop } from './features/shop/served-shop';
import { applyLanguage, loadPageStrings } from './i18n/i18n';
import { basenameOfAddress } from './i18n/language-address';
import { serverAnswersReceived } from './lib/api';
import { yieldToMain } from './lib/yield-to-main';

const container = document.getElementById('root');
/** `/my` on a Burmese address (docs/decisions/0035-language-addresses.md), else none. */
const basename = basenameOfAddress(window.location.pathname);
if (!container) throw new Error('index.html has no #root element');

/** The state a server-rendered page was drawn with; null on a page the server did not render. */
function readPageData(): HydrationData | null {
  const text = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as HydrationData;
  } catch {
    return null;
  }
}

/**
 * docs/architecture.md#server-rendering: the first render must draw exactly what the server
 * drew, so the store starts from the server's state (the browser's own storage is read right
 * after, app/browser-state.ts), and the page's strings and modules are in place before it.
 */
async function hydrate(container: HTMLElement, pageData: HydrationData) {
  const store = makeStore({ preloadedState: pageData.state });
  store.dispatch(serverAnswersReceived(pageData.api));
  const routes = buildRoutes();
  const matches = matchRoutes(routes, window.location, basename) ?? [];
  const lazyMatches = matches.filter((match) => match.route.lazy);
  const needsPageStrings = matches.some((match) => match.route.loader === loadPageStrings);
  await Promise.all([
    applyLanguage(pageData.state.lang.name),
    needsPageStrings ? loadPageStrings() : null,
    ...lazyMatches.map(async ({ route }) => {
      const lazy = route.lazy as () => Promise<Record<string, unknown>>;
      Object.assign(route, { ...(await lazy()), lazy: undefined });
    }),
  ]);
  const router = createAppRouter(store, {
    routes,
    hydrationData: { ...pageData.router, errors: null },
    basename,
  });
  // As a transition, hydration is done in slices that give the main thread back every few
  // milliseconds instead of one long task (docs/architecture.md#first-screen): the page is
  // already drawn, so nothing waits for it but the buttons.
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <Providers store={store}>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );
  });
}

/** A page the server did not render (the staff console, the dev server): drawn here. */
async function render(container: HTMLElement) {
  const store = makeStore();
  // The shop the server found for this host, so the header and banner need not wait for the API.
  adoptServedShop(store);

  // A Burmese shopper gets the Burmese strings before the first paint, not an English flash.
  await applyLanguage(store.getState().lang.name);

  // Start-up in three tasks rather than one (store and language; router, which starts loading
  // the page's module; first render), so no single piece blocks a slow phone for long.
  await yieldToMain();
  const router = createAppRouter(store, { basename });
  await yieldToMain();

  createRoot(container).render(
    <StrictMode>
      <Providers store={store}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}

// A server-rendered page is hydrated without being awaited here: the page's modules import this
// module's chunk, so awaiting them while this module is still being evaluated would wait forever.
// If its code cannot be loaded, the page is drawn afresh, which shows the error screen.
const pageData = readPageData();
if (pageData) void hydrate(container, pageData).catch(() => render(container));
else await render(container);
