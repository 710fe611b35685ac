import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { MoneyProvider, type MoneySettings } from '../components/ui/money';
import { TranslationProvider } from '../i18n/translation';
import { REGIONS } from './fixtures';

/** One component with translations, a router (for links) and the given money settings. */
export function renderUi(
  ui: ReactNode,
  money: MoneySettings = { regions: REGIONS, displayCurrency: 'MMK' },
) {
  const router = createMemoryRouter([{ path: '*', element: ui }]);
  return render(
    <TranslationProvider>
      <MoneyProvider value={money}>
        <RouterProvider router={router} />
      </MoneyProvider>
    </TranslationProvider>,
  );
}
