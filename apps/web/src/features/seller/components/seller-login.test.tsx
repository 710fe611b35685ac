import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, ok, stubApi } from '../../../test/fetch-stub';
import { REGION_MYANMAR } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { SELLER_SESSION_KEY } from '../seller-session';
import {
  orderList,
  orderRow,
  SELLER_PROFILE,
  SELLER_TOKEN,
  signInStaff,
  silentStream,
} from '../test/seller-fixtures';

const LOGIN = { access_token: SELLER_TOKEN, token_type: 'Bearer', expires_in: 3600 };
const SHOPPER_SIGNED_IN = { region: REGION_MYANMAR.guid, authToken: 'shopper-token' };

function consoleHandlers() {
  return {
    'GET /v1/seller/me': () => ok(SELLER_PROFILE),
    'GET /v1/seller/orders': () => ok(orderList([orderRow()])),
    'GET /v1/seller/events': () => silentStream(),
  };
}

async function signIn(username: string, password: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Username or phone'), username);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
  return user;
}

describe('/seller/login', () => {
  it("signs staff in under their own key and opens the orders, leaving a shopper's session alone", async () => {
    const { calls } = stubApi({ 'POST /v1/user/': () => ok(LOGIN), ...consoleHandlers() });
    const { router } = renderApp({ path: '/seller/login', storage: SHOPPER_SIGNED_IN });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Shop staff sign-in' }),
    ).toBeInTheDocument();
    // The console has its own frame: not the shop's header, footer or region chooser.
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();

    await signIn('yangon-mart-seller', 'seller-pass-2024');

    await waitFor(() => expect(router.state.location.pathname).toBe('/seller'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    expect(screen.getByText('Yangon Mart')).toBeInTheDocument();
    expect(screen.getByText('Signed in as Ko Aung')).toBeInTheDocument();

    const login = calls.find((call) => call.url.endsWith('/v1/user/'))!;
    expect(await login.json()).toEqual({
      username: 'yangon-mart-seller',
      password: 'seller-pass-2024',
    });
    // The shopper's token never rides along with staff calls, and staff calls carry theirs.
    expect(login.headers.get('authorization')).toBeNull();
    const me = calls.find((call) => call.url.endsWith('/v1/seller/me'))!;
    expect(me.headers.get('authorization')).toBe(`Bearer ${SELLER_TOKEN}`);
    expect(JSON.parse(localStorage.getItem(SELLER_SESSION_KEY)!)).toMatchObject({
      token: SELLER_TOKEN,
      profile: { name: 'Ko Aung' },
    });
    expect(localStorage.getItem('authToken')).toBe('shopper-token');
  });

  it("refuses a shopper's account (403 from /v1/seller/me) and does not keep its token", async () => {
    stubApi({
      'POST /v1/user/': () => ok(LOGIN),
      'GET /v1/seller/me': () => failure('This is for shop staff only.', 403),
    });
    const { router } = renderApp({ path: '/seller/login' });

    await signIn('thida', 'shopper-pass-1');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Sign-in failed');
    expect(alert).toHaveTextContent(
      "This sign-in is for shop staff. Shoppers can sign in on the shop's own page.",
    );
    expect(
      within(alert).getByRole('link', { name: "Go to the shoppers' sign-in" }),
    ).toHaveAttribute('href', '/login');
    expect(localStorage.getItem(SELLER_SESSION_KEY)).toBeNull();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(router.state.location.pathname).toBe('/seller/login');
  });

  it('says so when the password is wrong, and asks for both fields first', async () => {
    stubApi({ 'POST /v1/user/': () => failure('Login Failed!', 401) });
    renderApp({ path: '/seller/login', storage: SHOPPER_SIGNED_IN });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('Username or phone')).toHaveAccessibleDescription(
      'Please enter your username or phone number.',
    );
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Please enter your password.',
    );

    await signIn('yangon-mart-seller', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The username or password is not right.',
    );
    // A wrong staff password says nothing about the shopper signed in on this browser.
    expect(localStorage.getItem('authToken')).toBe('shopper-token');
  });

  it('sends a visitor without a staff session from /seller to the sign-in', async () => {
    stubApi();
    const { router } = renderApp({ path: '/seller?status=Pending' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/seller/login'));
    expect(router.state.location.state).toEqual({ from: '/seller?status=Pending' });
  });

  it('signs staff out to /seller/login when the server refuses their token (401)', async () => {
    signInStaff();
    stubApi({
      ...consoleHandlers(),
      'GET /v1/seller/orders': () => failure('Your session has expired.', 401),
    });
    const { router } = renderApp({ path: '/seller' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/seller/login'));
    expect(await screen.findByText('You were signed out. Please sign in again.')).toBeVisible();
    expect(localStorage.getItem(SELLER_SESSION_KEY)).toBeNull();
  });

  it('signs out with the button, back to the sign-in, and ends the token on the server', async () => {
    signInStaff();
    const { calls } = stubApi(consoleHandlers());
    const { router } = renderApp({ path: '/seller' });
    const user = userEvent.setup();
    const token = (JSON.parse(localStorage.getItem(SELLER_SESSION_KEY)!) as { token: string })
      .token;
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/seller/login'));
    expect(localStorage.getItem(SELLER_SESSION_KEY)).toBeNull();
    expect(screen.queryByText('You were signed out. Please sign in again.')).toBeNull();
    const logout = calls.find((call) => call.url.endsWith('/v1/user/logout'));
    expect(logout?.method).toBe('POST');
    expect(logout?.headers.get('authorization')).toBe(`Bearer ${token}`);
  });

  it('signs out here even when the server cannot be reached', async () => {
    signInStaff();
    stubApi({
      ...consoleHandlers(),
      'POST /v1/user/logout': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const { router } = renderApp({ path: '/seller' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sign out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/seller/login'));
    expect(localStorage.getItem(SELLER_SESSION_KEY)).toBeNull();
  });
});
