import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { MoneyProvider, type MoneySettings } from '../components/ui/money';
import { i18n } from '../i18n/i18n';
import { REGIONS } from './fixtures';

/** One component with translations, a router (for links) and the given money settings. */
export function renderUi(
  ui: ReactNode,
  money: MoneySettings = { regions: REGIONS, displayCurrency: 'MMK' },
) {
  const router = createMemoryRouter([{ path: '*', element: ui }]);
  return render(
    <I18nextProvider i18n={i18n}>
      <MoneyProvider value={money}>
        <RouterProvider router={router} />
      </MoneyProvider>
    </I18nextProvider>,
  );
}
