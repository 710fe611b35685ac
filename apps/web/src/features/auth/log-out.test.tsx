import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, ok, stubApi, type Handler } from '../../test/fetch-stub';
import { productPage, REGION_MYANMAR, SHOP_INFO } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { accountHandlers, bearerOf, userBrief } from './test/auth-fixtures';

const AYE = { username: 'ayeaye', password: 'pass-aye-123', token: 'token-aye', user: userBrief() };
const LOGGED_IN = { region: REGION_MYANMAR.guid, authToken: AYE.token };
const LOGOUT = 'POST /v1/user/logout';

type LogoutCall = { bearer: string | null; storedTokenThen: string | null };

/** The logout handler, recording each call's token and what the browser still kept then. */
function logoutAnswering(answer: Handler) {
  const seen: LogoutCall[] = [];
  const handler: Handler = (request) => {
    seen.push({ bearer: bearerOf(request), storedTokenThen: localStorage.getItem('authToken') });
    return answer(request);
  };
  return { seen, handler };
}

/** The page the shopper logs out from: its list answered, so an error on screen is the logout's. */
const ALL_PRODUCTS = {
  [`GET /v1/pos/shop/listShopProduct/${SHOP_INFO.guid}`]: () => productPage([]),
};

async function logOutFromTopBar(overrides: Record<string, Handler>) {
  stubApi({ ...accountHandlers([AYE]), ...ALL_PRODUCTS, ...overrides });
  const user = userEvent.setup();
  const { router, store } = renderApp({ path: '/all-products', storage: LOGGED_IN });
  await within(await screen.findByRole('banner')).findByRole('link', { name: 'Aye Aye Khin' });
  await user.click(screen.getByRole('button', { name: 'Logout' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  return { store };
}

async function expectLoggedOutHere(store: { getState: () => { auth: { token: unknown } } }) {
  expect(
    await within(screen.getByRole('banner')).findByRole('link', { name: 'Login / Register' }),
  ).toBeInTheDocument();
  expect(store.getState().auth.token).toBeNull();
  expect(localStorage.getItem('authToken')).toBeNull();
  expect(localStorage.getItem('userData')).toBeNull();
}

describe('Logout ends the session on the server too', () => {
  it('sends the token to POST v1/user/logout, after it is gone from this browser', async () => {
    const logout = logoutAnswering(() => ok(null));
    const { store } = await logOutFromTopBar({ [LOGOUT]: logout.handler });
    await expectLoggedOutHere(store);
    await waitFor(() => expect(logout.seen).toHaveLength(1));
    expect(logout.seen[0]).toEqual({ bearer: AYE.token, storedTokenThen: null });
  });

  it.each<[string, Handler]>([
    [
      'the network is down',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
    ['the server fails', () => failure('Something went wrong on our side.', 500)],
    ['the server already ended the token', () => failure('You need to login first!', 401)],
    ['the server never answers', () => new Promise(() => {})],
  ])('logs out here all the same when %s', async (_name, answer) => {
    const logout = logoutAnswering(answer);
    const { store } = await logOutFromTopBar({ [LOGOUT]: logout.handler });
    await waitFor(() => expect(logout.seen).toHaveLength(1));
    await expectLoggedOutHere(store);
    // Nothing comes back later to sign the shopper in again or to show an error.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(store.getState().auth.token).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("the dashboard's Log Out calls it as well", async () => {
    const logout = logoutAnswering(() => {
      throw new TypeError('Failed to fetch');
    });
    stubApi({
      ...accountHandlers([AYE]),
      'GET /v1/address_book/list_all_address': () => ok({ items: [] }),
      'GET /v1/pos/sales/invoice/list': () => ok({ items: [], totalCount: 0 }),
      [LOGOUT]: logout.handler,
    });
    const user = userEvent.setup();
    const { router, store } = renderApp({ path: '/dashboard', storage: LOGGED_IN });
    const menu = await screen.findByRole('navigation', { name: 'Account menu' });
    await user.click(within(menu).getByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(logout.seen).toHaveLength(1));
    expect(logout.seen[0]?.bearer).toBe(AYE.token);
    await expectLoggedOutHere(store);
  });
});
