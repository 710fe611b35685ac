import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import './index.css';
import { Providers } from './app/providers';
import { createAppRouter } from './app/router';
import { makeStore } from './app/store';
import { applyLanguage } from './i18n/i18n';

const store = makeStore();
const router = createAppRouter();

// A Burmese shopper gets the Burmese strings before the first paint, not an English flash.
await applyLanguage(store.getState().lang.name);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <Providers store={store}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
