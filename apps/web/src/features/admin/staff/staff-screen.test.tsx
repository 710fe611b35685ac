import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditPage } from '@storefront/contract/admin-audit';
import type { StaffAccount } from '@storefront/contract/admin-staff';
import type { SellerProfile } from '@storefront/contract/seller';
import { beforeAll, describe, expect, it } from 'vitest';
import { failure, json, ok, stubApi } from '../../../test/fetch-stub';
import { REGION_MYANMAR } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import {
  adminShop,
  SELLER_PROFILE,
  signInStaff,
  silentStream,
} from '../../seller/test/seller-fixtures';

const BURMESE = { region: REGION_MYANMAR.guid, lang: JSON.stringify({ name: 'mm' }) };

const OWNER: SellerProfile = {
  ...SELLER_PROFILE,
  userGuid: '7d3c1f0e-2b4a-4c5d-8e9f-0a1b2c3d4e0a',
  role: 'Owner',
  name: 'Daw Khin',
  username: 'owner',
};
const SHOP = {
  guid: SELLER_PROFILE.shop.guid,
  name: 'Yangon Mart',
  nameMm: 'ရန်ကုန် မတ်',
  slug: 'yangon-mart',
};

function account(over: Partial<StaffAccount>): StaffAccount {
  return {
    guid: '9a1b2c3d-4e5f-4a6b-8c7d-000000000001',
    name: 'Ko Aung',
    username: 'yangon-mart-seller',
    phone: '09450000123',
    role: 'Seller',
    shop: SHOP,
    disabled: false,
    mustChangePassword: false,
    createdOn: '2026-11-01T09:30:00.000Z',
    ...over,
  };
}

function stubStaff(items: StaffAccount[]) {
  let list = items;
  const posted: Array<{ url: string; body: unknown }> = [];
  const stub = stubApi({
    'GET /v1/seller/me': () => ok(OWNER),
    'GET /v1/seller/events': () => silentStream(),
    'GET /v1/admin/shops': () => ok({ items: [adminShop(SHOP)], baseHost: 'example.com' }),
    'GET /v1/admin/staff': () => ok({ items: list }),
    'POST /v1/admin/staff': async (request: Request) => {
      const body = (await request.json()) as Record<string, string>;
      posted.push({ url: request.url, body });
      if (body.username === 'taken-name') {
        return failure('The username "taken-name" is already taken.', 409, { field: 'username' });
      }
      if (body.password === 'password123') {
        return json(
          {
            success: false,
            data: null,
            message: 'This password is too easy to guess.',
            field: 'password',
            code: 'weakPassword',
            hints: ['avoidCommon'],
          },
          400,
        );
      }
      const created = account({
        guid: '9a1b2c3d-4e5f-4a6b-8c7d-000000000009',
        name: body.name!,
        username: body.username!,
        mustChangePassword: true,
      });
      list = [...list, created];
      return ok(created);
    },
    'POST /v1/admin/staff/9a1b2c3d-4e5f-4a6b-8c7d-000000000001/disable': (request: Request) => {
      posted.push({ url: request.url, body: null });
      list = list.map((a) => (a.guid.endsWith('0001') ? { ...a, disabled: true } : a));
      return ok(list[0]);
    },
  });
  return { ...stub, posted };
}

beforeAll(() => import('../../../app/routes/seller-staff'), 20_000);

describe('/seller/staff', { timeout: 20_000 }, () => {
  it('lists the accounts, and switches one off only after asking', async () => {
    signInStaff('owner-token', OWNER);
    const { posted } = stubStaff([
      account({}),
      account({
        guid: OWNER.userGuid,
        name: 'Daw Khin',
        username: 'owner',
        role: 'Owner',
        shop: null,
        phone: null,
      }),
    ]);
    renderApp({ path: '/seller/staff' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Staff' })).toBeInTheDocument();
    const list = await screen.findByRole('region', { name: 'Accounts' });
    const cards = await within(list).findAllByRole('listitem');
    expect(cards[0]).toHaveTextContent('Ko Aung');
    expect(cards[0]).toHaveTextContent('Staff of Yangon Mart');
    expect(cards[0]).toHaveTextContent('Active');
    // The owner's own card offers nothing to do to it.
    expect(cards[1]).toHaveTextContent('This is you.');
    expect(within(cards[1]!).queryByRole('button')).not.toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(cards[0]!).getByRole('button', { name: 'Switch off' }));
    const dialog = await screen.findByRole('dialog', { name: 'Switch off Ko Aung?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(posted).toHaveLength(0);

    await user.click(within(cards[0]!).getByRole('button', { name: 'Switch off' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Switch off' }),
    );
    expect(
      await screen.findByText('Ko Aung is switched off and was signed out everywhere.'),
    ).toBeInTheDocument();
    expect(posted.map((p) => new URL(p.url).pathname)).toEqual([
      '/v1/admin/staff/9a1b2c3d-4e5f-4a6b-8c7d-000000000001/disable',
    ]);
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('Switched off'),
    );
  });

  it('adds a staff member, showing the server’s refusals by the field they name', async () => {
    signInStaff('owner-token', OWNER);
    const { posted } = stubStaff([account({})]);
    renderApp({ path: '/seller/staff' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add a staff member' }));
    const form = await screen.findByRole('form', { name: 'New staff member' });
    await waitFor(() =>
      expect(within(form).getByRole('combobox', { name: 'Shop' })).toHaveValue(SHOP.guid),
    );
    await user.click(within(form).getByRole('button', { name: 'Add staff member' }));
    expect(
      await within(form).findByText("Please give the staff member's name."),
    ).toBeInTheDocument();
    expect(posted).toHaveLength(0);

    await user.type(within(form).getByLabelText('Full name'), 'Ma Hla');
    await user.type(within(form).getByLabelText('Username'), 'taken-name');
    await user.type(within(form).getByLabelText('First password'), 'password123');
    await user.click(within(form).getByRole('button', { name: 'Add staff member' }));
    expect(await within(form).findByText('This username is already taken.')).toBeInTheDocument();

    await user.clear(within(form).getByLabelText('Username'));
    await user.type(within(form).getByLabelText('Username'), 'ma-hla');
    await user.click(within(form).getByRole('button', { name: 'Add staff member' }));
    expect(
      await within(form).findByText('This password is too easy to guess.'),
    ).toBeInTheDocument();
    expect(
      within(form).getByText('Many people use this password or one very like it.'),
    ).toBeInTheDocument();

    await user.clear(within(form).getByLabelText('First password'));
    await user.type(within(form).getByLabelText('First password'), 'teak-river-monsoon');
    await user.click(within(form).getByRole('button', { name: 'Add staff member' }));
    expect(
      await screen.findByText(
        'Ma Hla was added. They sign in as ma-hla with the first password you gave them.',
      ),
    ).toBeInTheDocument();
    expect(posted.at(-1)!.body).toEqual({
      shopGuid: SHOP.guid,
      name: 'Ma Hla',
      username: 'ma-hla',
      password: 'teak-river-monsoon',
    });
    expect(await screen.findByText('Must choose a password')).toBeInTheDocument();
  });

  it('tells staff the page is for owners, in Burmese too, without asking the server', async () => {
    signInStaff();
    const { calls } = stubApi({
      'GET /v1/seller/me': () => ok(SELLER_PROFILE),
      'GET /v1/seller/events': () => silentStream(),
    });
    renderApp({ path: '/seller/staff', storage: BURMESE });
    expect(await screen.findByText('ဤစာမျက်နှာကို လုပ်ငန်းပိုင်ရှင်များသာ သုံးနိုင်ပါသည်။')).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('/v1/admin/'))).toBe(false);
  });
});

describe('/seller/audit', { timeout: 20_000 }, () => {
  beforeAll(() => import('../../../app/routes/seller-audit'), 20_000);

  it('reads the log newest first: who, when in Myanmar time, what in words, before → after, in pages', async () => {
    signInStaff('owner-token', OWNER);
    const page = (first: number): AuditPage => ({
      totalCount: 21,
      items:
        first === 0
          ? [
              {
                guid: '0b1c2d3e-4f50-4a6b-8c7d-000000000001',
                createdOn: '2026-11-27T18:00:00.000Z',
                actorGuid: OWNER.userGuid,
                actorName: 'owner',
                action: 'staff.disable',
                entityType: 'staff',
                entityGuid: '9a1b2c3d-4e5f-4a6b-8c7d-000000000001',
                shopGuid: SHOP.guid,
                before: { username: 'ko-aung', disabled: false },
                after: { username: 'ko-aung', disabled: true },
              },
            ]
          : [
              {
                guid: '0b1c2d3e-4f50-4a6b-8c7d-000000000002',
                createdOn: '2026-11-01T03:00:00.000Z',
                actorGuid: OWNER.userGuid,
                actorName: 'owner',
                action: 'console.post /v1/seller/orders/:saleGuid/status',
                entityType: 'orders',
                entityGuid: '5e1d7c2a-3f4b-4a6c-9d8e-000000000101',
                shopGuid: SHOP.guid,
                before: null,
                after: { body: { status: 'Confirmed' } },
              },
            ],
    });
    const { calls } = stubApi({
      'GET /v1/seller/me': () => ok(OWNER),
      'GET /v1/seller/events': () => silentStream(),
      'GET /v1/admin/shops': () => ok({ items: [adminShop(SHOP)], baseHost: 'example.com' }),
      'GET /v1/admin/audit': (request: Request) =>
        ok(page(Number(new URL(request.url).searchParams.get('first')))),
    });
    renderApp({ path: '/seller/audit' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument();
    const entry = (await screen.findByText('owner switched off a staff account')).closest('li');
    expect(entry).not.toBeNull();
    expect(entry).toHaveTextContent('Nov 28, 2026, 12:30 AM');
    expect(entry).toHaveTextContent('Shop: Yangon Mart · ko-aung');
    expect(within(entry!).getByText('Switched off')).toBeInTheDocument();
    expect(within(entry!).getByLabelText('was No')).toBeInTheDocument();
    expect(within(entry!).getByLabelText('became Yes')).toBeInTheDocument();
    // Unchanged fields are left out.
    expect(within(entry!).queryByText('Username')).not.toBeInTheDocument();
    expect(screen.getByText('Entries 1–1 of 21')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Older' }));
    expect(
      await screen.findByText("owner changed an order in a shop's console"),
    ).toBeInTheDocument();
    expect(screen.getByText('body › status')).toBeInTheDocument();
    const audits = calls.filter((c) => c.url.includes('/v1/admin/audit'));
    expect(new URL(audits.at(-1)!.url).searchParams.get('first')).toBe('20');
    expect(new URL(audits.at(-1)!.url).searchParams.get('max')).toBe('20');
  });
});
