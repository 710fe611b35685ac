import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { accountHandlers, userBrief } from '../features/auth/test/auth-fixtures';
import { applyLanguage } from '../i18n/i18n';
import { stubApi } from '../test/fetch-stub';
import { renderApp } from '../test/render-app';

const AYE = { username: 'ayeaye', password: 'pass-aye-123', token: 'token-aye', user: userBrief() };

afterEach(() => {
  toast.remove();
});

describe('protected routes (docs/product.md#protected-routes, docs/product.md#protected-routes)', () => {
  it.each(['/checkout', '/promo-list', '/dashboard', '/order-history', '/order-detail/INV-0042'])(
    '%s sends a visitor to /login with the message, and back after logging in',
    async (path) => {
      stubApi(accountHandlers([AYE]));
      const user = userEvent.setup();
      const { router } = renderApp({ path });

      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(router.state.location.state).toMatchObject({
        message: 'You need to login first!',
        from: path,
      });
      expect(await screen.findByText('You need to login first!')).toBeInTheDocument();
      expect(localStorage.getItem('authToken')).toBeNull();

      await user.type(screen.getByRole('textbox', { name: 'Mobile number or e-mail' }), 'ayeaye');
      await user.type(screen.getByLabelText('Password'), 'pass-aye-123');
      await user.click(screen.getByRole('button', { name: 'Login' }));
      await waitFor(() => expect(router.state.location.pathname).toBe(path));
    },
  );

  it('words the message in the shopper’s language', async () => {
    stubApi();
    // As main.tsx does before the first render: the Burmese strings are loaded on demand.
    await applyLanguage('mm');
    const { router } = renderApp({
      path: '/checkout',
      storage: {
        region: '0b6f7c1e-5d0a-4f8e-9c39-1a2b3c4d5e01',
        lang: JSON.stringify({ name: 'mm', flag: '/assets/icons/mm_flag.png' }),
      },
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('ဦးစွာ အကောင့်ဝင်ရန် လိုအပ်ပါသည်။')).toBeInTheDocument();
  });

  it('Logout on a protected page goes to /, not to /login', async () => {
    stubApi(accountHandlers([AYE]));
    const user = userEvent.setup();
    const { router } = renderApp({
      path: '/order-history',
      storage: { region: '0b6f7c1e-5d0a-4f8e-9c39-1a2b3c4d5e01', authToken: 'token-aye' },
    });
    await user.click(await screen.findByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(screen.queryByText('You need to login first!')).not.toBeInTheDocument();
  });
});
