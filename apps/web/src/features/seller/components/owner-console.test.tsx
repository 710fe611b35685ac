import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SellerProfile } from '@storefront/contract/seller';
import { describe, expect, it } from 'vitest';
import { failure, json, ok, stubApi } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { SELLER_SESSION_KEY, SELLER_SHOP_KEY } from '../seller-session';
import {
  adminShop,
  orderList,
  SALE_GUID,
  orderRow,
  SELLER_PROFILE,
  signInStaff,
  silentStream,
} from '../test/seller-fixtures';

const OWNER_TOKEN = 'owner-token-1';
const BOOKS = {
  guid: '7d3c1f0e-2b4a-4c5d-8e9f-0a1b2c3d4e09',
  name: 'Pansodan Books',
  nameMm: 'ပန်းဆိုးတန်း စာအုပ်',
  slug: 'pansodan-books',
  hostName: 'pansodan-books.example.com',
  logo: null,
};
const OWNER_PROFILE: SellerProfile = {
  ...SELLER_PROFILE,
  userGuid: '7d3c1f0e-2b4a-4c5d-8e9f-0a1b2c3d4e0a',
  role: 'Owner',
  name: 'Daw Khin',
  username: 'owner',
};
/** `GET v1/admin/shops` as the shops part answers it. */
const ADMIN_SHOPS = {
  items: [
    adminShop({ ...SELLER_PROFILE.shop, isDefault: true }),
    adminShop({ ...BOOKS, status: 'Paused' }),
  ],
  baseHost: 'example.com',
};

/** An owner's console whose answers follow the shop its requests name. */
function stubOwnerConsole() {
  return stubApi({
    'GET /v1/admin/shops': () => ok(ADMIN_SHOPS),
    'GET /v1/seller/me': (request: Request) =>
      ok({
        ...OWNER_PROFILE,
        shop: request.headers.get('x-shop-guid') === BOOKS.guid ? BOOKS : SELLER_PROFILE.shop,
      }),
    'GET /v1/seller/orders': (request: Request) =>
      ok(
        orderList([
          orderRow({
            invoiceNo:
              request.headers.get('x-shop-guid') === BOOKS.guid ? 'INV-BOOKS-1' : 'INV-MART-1',
          }),
        ]),
      ),
    'GET /v1/seller/events': () => silentStream(),
  });
}

describe('the console for owners', { timeout: 20_000 }, () => {
  it('switches shops: every call names the chosen shop, the cache is dropped and the stream restarts', async () => {
    signInStaff(OWNER_TOKEN, OWNER_PROFILE);
    const { calls } = stubOwnerConsole();
    renderApp({ path: '/seller' });
    expect(await screen.findByText('INV-MART-1')).toBeInTheDocument();
    const switcher = await screen.findByRole('combobox', { name: 'Shop' });
    await waitFor(() => expect(switcher).toHaveValue(SELLER_PROFILE.shop.guid));
    expect(
      within(switcher)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Yangon Mart', 'Pansodan Books']);
    const streamsBefore = calls.filter((c) => c.url.includes('/v1/seller/events')).length;

    await userEvent.setup().selectOptions(switcher, BOOKS.guid);

    expect(await screen.findByText('INV-BOOKS-1')).toBeInTheDocument();
    expect(screen.queryByText('INV-MART-1')).not.toBeInTheDocument();
    expect(localStorage.getItem(SELLER_SHOP_KEY)).toBe(BOOKS.guid);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Shop' })).toHaveValue(BOOKS.guid),
    );
    const after = calls.slice(calls.findIndex((c) => c.headers.get('x-shop-guid') === BOOKS.guid));
    for (const path of ['/v1/seller/orders', '/v1/seller/me', '/v1/seller/events']) {
      const call = after.find((c) => new URL(c.url).pathname === path);
      expect(call, path).toBeDefined();
      expect(call!.headers.get('x-shop-guid'), path).toBe(BOOKS.guid);
      expect(call!.headers.get('authorization')).toBe(`Bearer ${OWNER_TOKEN}`);
    }
    // The live stream was opened again, for the new shop.
    expect(calls.filter((c) => c.url.includes('/v1/seller/events')).length).toBeGreaterThan(
      streamsBefore,
    );
  });

  it("leaves an order of the shop left behind for the new shop's list", async () => {
    signInStaff(OWNER_TOKEN, OWNER_PROFILE);
    stubOwnerConsole();
    const { router } = renderApp({ path: `/seller/orders/${SALE_GUID}` });
    const switcher = await screen.findByRole('combobox', { name: 'Shop' });
    await waitFor(() => expect(switcher).toHaveValue(SELLER_PROFILE.shop.guid));
    await userEvent.setup().selectOptions(switcher, BOOKS.guid);
    await waitFor(() => expect(router.state.location.pathname).toBe('/seller'));
    expect(await screen.findByText('INV-BOOKS-1')).toBeInTheDocument();
  });

  it('goes back to the default shop when the chosen one is gone', async () => {
    signInStaff(OWNER_TOKEN, OWNER_PROFILE);
    const gone = '7d3c1f0e-2b4a-4c5d-8e9f-0a1b2c3d4eff';
    localStorage.setItem(SELLER_SHOP_KEY, gone);
    const { calls } = stubApi({
      'GET /v1/admin/shops': () => ok(ADMIN_SHOPS),
      'GET /v1/seller/me': (request: Request) =>
        request.headers.get('x-shop-guid') === gone
          ? failure('There is no such shop. Choose one of the shops in the list.', 404)
          : ok(OWNER_PROFILE),
      'GET /v1/seller/orders': (request: Request) =>
        request.headers.get('x-shop-guid') === gone
          ? failure('There is no such shop. Choose one of the shops in the list.', 404)
          : ok(orderList([orderRow({ invoiceNo: 'INV-DEFAULT-1' })])),
      'GET /v1/seller/events': () => silentStream(),
    });
    renderApp({ path: '/seller' });
    expect(await screen.findByText('INV-DEFAULT-1')).toBeInTheDocument();
    expect(localStorage.getItem(SELLER_SHOP_KEY)).toBeNull();
    expect(calls.some((c) => c.headers.get('x-shop-guid') === gone)).toBe(true);
  });

  it('shows the business pages to owners, and only Sales to staff', async () => {
    signInStaff(OWNER_TOKEN, OWNER_PROFILE);
    stubOwnerConsole();
    const owner = renderApp({ path: '/seller' });
    const ownerNav = await screen.findByRole('navigation', { name: 'Console sections' });
    const ownerLinks = within(ownerNav)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(ownerLinks).toEqual([
      ['Orders', '/seller'],
      ['Products', '/seller/products'],
      ['Cash-on-delivery holds', '/seller/cod-holds'],
      ['Sales', '/seller/reports'],
      ['Shops', '/seller/shops'],
      ['Staff', '/seller/staff'],
      ['Payments', '/seller/payments'],
      ['Delivery fees', '/seller/shipping'],
      ['Coupons', '/seller/coupons'],
      ['Audit log', '/seller/audit'],
      ['Settings', '/seller/settings'],
    ]);
    owner.unmount();
    localStorage.clear();

    signInStaff();
    const { calls } = stubApi({
      'GET /v1/seller/me': () => ok(SELLER_PROFILE),
      'GET /v1/seller/orders': () => ok(orderList([orderRow()])),
      'GET /v1/seller/events': () => silentStream(),
    });
    renderApp({ path: '/seller' });
    const nav = await screen.findByRole('navigation', { name: 'Console sections' });
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(['Orders', 'Products', 'Cash-on-delivery holds', 'Sales', 'Settings']);
    // Staff get no switcher, and their calls never name a shop.
    expect(screen.queryByRole('combobox', { name: 'Shop' })).not.toBeInTheDocument();
    expect(await screen.findByText('Yangon Mart')).toBeInTheDocument();
    expect(calls.every((c) => c.headers.get('x-shop-guid') === null)).toBe(true);
  });

  it('asks a staff member given a password for their own first, showing the weak-password hints', async () => {
    signInStaff('first-token', { ...SELLER_PROFILE, mustChangePassword: true });
    const changes: unknown[] = [];
    const { calls } = stubApi({
      'GET /v1/seller/me': (request: Request) =>
        ok({
          ...SELLER_PROFILE,
          mustChangePassword: request.headers.get('authorization') !== 'Bearer own-token',
        }),
      'POST /v1/user/password': async (request: Request) => {
        const body = (await request.json()) as { newPassword: string };
        changes.push(body);
        if (body.newPassword === 'password123') {
          return json(
            {
              success: false,
              data: null,
              message: 'This password is too easy to guess.',
              field: 'newPassword',
              code: 'weakPassword',
              hints: ['avoidCommon', 'addWords'],
            },
            400,
          );
        }
        return ok({ access_token: 'own-token', token_type: 'Bearer', expires_in: 3600 });
      },
      'GET /v1/seller/orders': () => ok(orderList([orderRow({ invoiceNo: 'INV-OPEN-1' })])),
      'GET /v1/seller/events': () => silentStream(),
    });
    renderApp({ path: '/seller' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose your own password' }),
    ).toBeInTheDocument();
    // Nothing of the console is asked for meanwhile: no orders, no live stream.
    expect(calls.some((c) => c.url.includes('/v1/seller/orders'))).toBe(false);
    expect(calls.some((c) => c.url.includes('/v1/seller/events'))).toBe(false);
    expect(screen.queryByRole('navigation', { name: 'Console sections' })).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Password you were given'), 'first-pass-from-owner');
    await user.type(screen.getByLabelText('New password'), 'password123');
    await user.type(screen.getByLabelText('New password again'), 'password124');
    await user.click(screen.getByRole('button', { name: 'Save my password' }));
    expect(await screen.findByText('The two new passwords are not the same.')).toBeInTheDocument();
    expect(changes).toHaveLength(0);

    await user.clear(screen.getByLabelText('New password again'));
    await user.type(screen.getByLabelText('New password again'), 'password123');
    await user.click(screen.getByRole('button', { name: 'Save my password' }));
    expect(await screen.findByText('This password is too easy to guess.')).toBeInTheDocument();
    expect(
      await screen.findByText('Many people use this password or one very like it.'),
    ).toBeInTheDocument();

    for (const label of ['New password', 'New password again']) {
      await user.clear(screen.getByLabelText(label));
      await user.type(screen.getByLabelText(label), 'teak-river-monsoon-bell');
    }
    await user.click(screen.getByRole('button', { name: 'Save my password' }));
    expect(await screen.findByText('INV-OPEN-1')).toBeInTheDocument();
    expect(changes.at(-1)).toEqual({
      currentPassword: 'first-pass-from-owner',
      newPassword: 'teak-river-monsoon-bell',
    });
    const session = JSON.parse(localStorage.getItem(SELLER_SESSION_KEY)!) as {
      token: string;
      profile: SellerProfile;
    };
    expect(session.token).toBe('own-token');
    expect(session.profile.mustChangePassword).toBe(false);
  });

  it('ends the session of a switched-off account and says why', async () => {
    signInStaff();
    stubApi({
      'GET /v1/seller/me': () => ok(SELLER_PROFILE),
      'GET /v1/seller/orders': () =>
        failure(
          "This account has been switched off. Ask the business's owner to switch it on again.",
          401,
          {
            code: 'accountDisabled',
          },
        ),
      'GET /v1/seller/events': () => silentStream(),
    });
    const { router } = renderApp({ path: '/seller' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/seller/login'));
    expect(
      await screen.findByText(
        "This account has been switched off. Ask the business's owner to switch it on again.",
      ),
    ).toBeInTheDocument();
    expect(localStorage.getItem(SELLER_SESSION_KEY)).toBeNull();
  });
});
