import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it } from 'vitest';
import { failure, ok, stubApi } from '../../test/fetch-stub';
import { REGION_MYANMAR } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { accountHandlers, userBrief } from './test/auth-fixtures';

const AYE = { username: 'ayeaye', password: 'pass-aye-123', token: 'token-aye', user: userBrief() };
const MIN = {
  username: 'minmin',
  password: 'pass-min-123',
  token: 'token-min',
  user: userBrief({ guid: '5a0c7e1d-3b2f-4c6a-9d8e-000000000002', name: 'Min Min Oo' }),
};

const loggedInAs = (token: string) => ({ region: REGION_MYANMAR.guid, authToken: token });
const briefCalls = (calls: Request[]) => calls.filter((c) => c.url.endsWith('/v1/user/brief'));
const banner = () => screen.getByRole('banner');

afterEach(() => {
  toast.remove();
});

describe('session (docs/product.md#session)', () => {
  it('fetches the user when a token is there, shows the name linking to /dashboard, and keeps the record', async () => {
    const { calls } = stubApi(accountHandlers([AYE]));
    renderApp({ path: '/all-products', storage: loggedInAs('token-aye') });
    const link = await within(await screen.findByRole('banner')).findByRole('link', {
      name: 'Aye Aye Khin',
    });
    expect(link).toHaveAttribute('href', '/dashboard');
    expect(within(banner()).queryByRole('link', { name: 'Login / Register' })).toBeNull();
    expect(briefCalls(calls)[0]!.headers.get('authorization')).toBe('Bearer token-aye');
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('userData') ?? 'null')).toMatchObject({
        name: 'Aye Aye Khin',
      }),
    );
  });

  it("says 'User' when the record has no name", async () => {
    stubApi({ 'GET /v1/user/brief': () => ok(userBrief({ name: '  ' })) });
    renderApp({ path: '/all-products', storage: loggedInAs('token-aye') });
    expect(
      await within(await screen.findByRole('banner')).findByRole('link', { name: 'User' }),
    ).toHaveAttribute('href', '/dashboard');
  });

  it('shows the name kept from the last visit while the record loads', async () => {
    stubApi({ 'GET /v1/user/brief': () => new Promise(() => {}) });
    renderApp({
      path: '/all-products',
      storage: { ...loggedInAs('token-aye'), userData: JSON.stringify(userBrief()) },
    });
    expect(
      await within(await screen.findByRole('banner')).findByRole('link', { name: 'Aye Aye Khin' }),
    ).toBeInTheDocument();
  });

  it('removes the token and user data when the server refuses the token', async () => {
    stubApi(accountHandlers([AYE]));
    const { store } = renderApp({
      path: '/all-products',
      storage: { ...loggedInAs('token-stale'), userData: JSON.stringify(userBrief()) },
    });
    expect(
      await within(await screen.findByRole('banner')).findByRole('link', {
        name: 'Login / Register',
      }),
    ).toHaveAttribute('href', '/login');
    expect(store.getState().auth.token).toBeNull();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('userData')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();
  });

  it('stays logged in when the user cannot be fetched for another reason', async () => {
    const { calls } = stubApi({
      'GET /v1/user/brief': () => failure('Something went wrong on our side.', 500),
    });
    renderApp({ path: '/all-products', storage: loggedInAs('token-aye') });
    await waitFor(() => expect(briefCalls(calls).length).toBeGreaterThan(0));
    expect(
      await within(await screen.findByRole('banner')).findByRole('link', { name: 'User' }),
    ).toBeInTheDocument();
    expect(localStorage.getItem('authToken')).toBe('token-aye');
  });

  it('sends a shopper whose session the server ended on a protected page to /login and back', async () => {
    stubApi(accountHandlers([AYE]));
    const user = userEvent.setup();
    const { router } = renderApp({ path: '/dashboard', storage: loggedInAs('token-expired') });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('You need to login first!')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Mobile number or e-mail' }), 'ayeaye');
    await user.type(screen.getByLabelText('Password'), 'pass-aye-123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(
      await within(await screen.findByRole('banner')).findByRole('link', { name: 'Aye Aye Khin' }),
    ).toBeInTheDocument();
  });

  it('Logout clears the token, the user data and the cached user, and goes to /', async () => {
    const { calls } = stubApi(accountHandlers([AYE, MIN]));
    const user = userEvent.setup();
    const { router, store } = renderApp({
      path: '/all-products',
      storage: loggedInAs('token-aye'),
    });
    await within(await screen.findByRole('banner')).findByRole('link', { name: 'Aye Aye Khin' });

    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(
      await within(banner()).findByRole('link', { name: 'Login / Register' }),
    ).toBeInTheDocument();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(localStorage.getItem('userData')).toBeNull();
    expect(JSON.stringify(store.getState().api.queries)).not.toContain('Aye Aye Khin');

    // The next shopper on this phone sees their own name, fetched afresh.
    await user.click(within(banner()).getByRole('link', { name: 'Login / Register' }));
    await user.type(
      await screen.findByRole('textbox', { name: 'Mobile number or e-mail' }),
      'minmin',
    );
    await user.type(screen.getByLabelText('Password'), 'pass-min-123');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(
      await within(await screen.findByRole('banner')).findByRole('link', { name: 'Min Min Oo' }),
    ).toBeInTheDocument();
    expect(briefCalls(calls).map((c) => c.headers.get('authorization'))).toEqual([
      'Bearer token-aye',
      'Bearer token-min',
    ]);
  });
});
