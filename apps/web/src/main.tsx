import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// React Router's DOM provider: it gives the router ReactDOM.flushSync (Logout leaves the page
// before the session ends, app/layout/top-bar.tsx).
import { RouterProvider } from 'react-router/dom';
import './index.css';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { makeStore } from './app/store';
import { adoptServedShop } from './features/shop/served-shop';
import { applyLanguage } from './i18n/i18n';
import { yieldToMain } from './lib/yield-to-main';

const store = makeStore();
// The shop the server found for this host, so the header and banner need not wait for the API.
adoptServedShop(store);

// A Burmese shopper gets the Burmese strings before the first paint, not an English flash.
await applyLanguage(store.getState().lang.name);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Start-up in three tasks rather than one (store and language; router, which starts loading
// the page's module; first render), so no single piece blocks a slow phone for long.
await yieldToMain();
const router = createAppRouter(store);
await yieldToMain();

createRoot(container).render(
  <StrictMode>
    <Providers store={store}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
