import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminCoupon } from '@storefront/contract/admin-coupons';
import type { SellerProfile } from '@storefront/contract/seller';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, ok, stubApi } from '../../../test/fetch-stub';
import { REGION_MYANMAR, SHOP_LIST } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { SELLER_PROFILE, signInStaff, silentStream } from '../../seller/test/seller-fixtures';

const OWNER: SellerProfile = { ...SELLER_PROFILE, role: 'Owner', username: 'owner' };
const BURMESE = { region: REGION_MYANMAR.guid, lang: JSON.stringify({ name: 'mm' }) };

function coupon(overrides: Partial<AdminCoupon> = {}): AdminCoupon {
  return {
    guid: 'c0c0c0c0-0000-4000-8000-000000000001',
    code: 'RAINY10',
    discountType: 'percentage',
    discountValue: 10,
    startDate: '2026-11-30T17:30:00.000Z',
    endDate: '2026-12-31T17:30:00.000Z',
    startDay: '2026-12-01',
    endDay: '2026-12-31',
    shopGuid: null,
    shopName: null,
    minOrderAmount: null,
    maxUses: 100,
    maxUsesPerAccount: 1,
    usedCount: 3,
    description: 'Rainy season: 10% off',
    descriptionMm: 'မိုးရာသီ ၁၀% လျှော့',
    status: 'active',
    archived: false,
    createdOn: '2026-11-01T00:00:00.000Z',
    ...overrides,
  };
}

const LIST = [
  coupon(),
  coupon({
    guid: 'c0c0c0c0-0000-4000-8000-000000000002',
    code: 'BOOKS2000',
    discountType: 'fixed_amount',
    discountValue: 2_000,
    shopGuid: SHOP_LIST[1]?.guid ?? null,
    shopName: SHOP_LIST[1]?.name ?? null,
    minOrderAmount: 20_000,
    maxUses: null,
    maxUsesPerAccount: null,
    usedCount: 0,
    status: 'scheduled',
  }),
];

function stubCoupons(items: AdminCoupon[] = LIST) {
  let current = items;
  return stubApi({
    'GET /v1/seller/me': () => ok(OWNER),
    'GET /v1/seller/events': () => silentStream(),
    'GET /v1/admin/coupons': () => ok({ items: current }),
    'POST /v1/admin/coupons': async (request) => {
      const body = (await request.json()) as { code: string };
      if (body.code === 'RAINY10') {
        return json(
          {
            success: false,
            data: null,
            message: 'The code RAINY10 is already used by another coupon.',
            field: 'code',
            code: 'couponCodeTaken',
          },
          409,
        );
      }
      const saved = coupon({ ...body, guid: 'c0c0c0c0-0000-4000-8000-000000000009' });
      current = [...current, saved];
      return ok(saved);
    },
    'DELETE /v1/admin/coupons/c0c0c0c0-0000-4000-8000-000000000001': () => {
      current = current.map((c) =>
        c.code === 'RAINY10' ? { ...c, archived: true, status: 'ended' as const } : c,
      );
      return ok({ guid: 'c0c0c0c0-0000-4000-8000-000000000001', outcome: 'archived' });
    },
  });
}

/** The JSON bodies sent to `METHOD /path`, in order. */
async function bodiesOf(calls: Request[], route: string): Promise<unknown[]> {
  const [method, path] = route.split(' ');
  const matching = calls.filter((c) => c.method === method && new URL(c.url).pathname === path);
  return Promise.all(matching.map(async (c) => JSON.parse(await c.clone().text()) as unknown));
}

beforeAll(() => import('../../../app/routes/seller-coupons'), 20_000);

describe('/seller/coupons', { timeout: 20_000 }, () => {
  it('lists every coupon with its discount, shop, days, uses and status', async () => {
    signInStaff('owner-token', OWNER);
    stubCoupons();
    renderApp({ path: '/seller/coupons' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Coupons' })).toBeInTheDocument();
    const list = await screen.findByRole('region', { name: 'All coupons' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[0]).toHaveTextContent('RAINY10');
    expect(cards[0]).toHaveTextContent('Active');
    expect(cards[0]).toHaveTextContent('10% off');
    expect(cards[0]).toHaveTextContent('Every shop');
    expect(cards[0]).toHaveTextContent('Used 3 of 100 · 1 per shopper');
    expect(cards[0]).toHaveTextContent('Dec 1, 2026 to Dec 31, 2026');
    expect(cards[1]).toHaveTextContent('2,000 MMK off');
    expect(cards[1]).toHaveTextContent('Scheduled');
    expect(cards[1]).toHaveTextContent('Orders from 20,000 MMK');
    expect(cards[1]).toHaveTextContent('Used 0 times');
  });

  it('makes a coupon with every field, checking it first and showing a taken code on its field', async () => {
    signInStaff('owner-token', OWNER);
    const api = stubCoupons();
    const user = userEvent.setup();
    renderApp({ path: '/seller/coupons' });
    await user.click(await screen.findByRole('button', { name: 'New coupon' }));
    const form = screen.getByRole('form', { name: 'New coupon' });
    await user.click(within(form).getByRole('button', { name: 'Save coupon' }));
    expect(within(form).getByRole('textbox', { name: 'Code' })).toHaveFocus();
    expect(form).toHaveTextContent('The code needs 3 to 30 letters, digits, - or _.');
    expect(form).toHaveTextContent('A percentage must be between 1 and 100.');
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    await user.type(within(form).getByRole('textbox', { name: 'Code' }), 'rainy10');
    await user.type(within(form).getByRole('textbox', { name: 'Percent off' }), '15');
    await user.type(within(form).getByRole('textbox', { name: 'Uses in all' }), '၅၀');
    await user.type(
      within(form).getByRole('textbox', { name: 'Description (English)' }),
      '15% off',
    );
    await user.type(
      within(form).getByRole('textbox', { name: 'Description (Burmese)' }),
      '၁၅% လျှော့',
    );
    await user.click(within(form).getByRole('button', { name: 'Save coupon' }));
    expect(await within(form).findByText('Another coupon already uses this code.')).toBeVisible();

    const code = within(form).getByRole('textbox', { name: 'Code' });
    await user.clear(code);
    await user.type(code, 'monsoon15');
    await user.click(within(form).getByRole('radio', { name: 'Fixed amount (MMK)' }));
    await user.clear(within(form).getByRole('textbox', { name: 'Amount off (MMK)' }));
    await user.type(within(form).getByRole('textbox', { name: 'Amount off (MMK)' }), '1,500');
    await user.type(within(form).getByRole('textbox', { name: 'Minimum order (MMK)' }), '10000');
    await user.click(within(form).getByRole('button', { name: 'Save coupon' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Coupon saved.');
    const bodies = await bodiesOf(api.calls, 'POST /v1/admin/coupons');
    expect(bodies.at(-1)).toMatchObject({
      code: 'MONSOON15',
      discountType: 'fixed_amount',
      discountValue: 1_500,
      minOrderAmount: 10_000,
      maxUses: 50,
      maxUsesPerAccount: null,
      shopGuid: null,
      description: '15% off',
      descriptionMm: '၁၅% လျှော့',
    });
  });

  it('asks before deleting, and says when a used coupon was kept for its orders', async () => {
    signInStaff('owner-token', OWNER);
    stubCoupons();
    const user = userEvent.setup();
    renderApp({ path: '/seller/coupons' });
    await user.click(await screen.findByRole('button', { name: 'Delete RAINY10' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete RAINY10?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete coupon' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Orders used RAINY10, so it was ended and kept for them.',
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('region', { name: 'All coupons' })).getAllByRole('listitem')[0],
      ).toHaveTextContent('Kept for its orders'),
    );
  });

  it('reads in Burmese', async () => {
    signInStaff('owner-token', OWNER);
    stubCoupons();
    renderApp({ path: '/seller/coupons', storage: BURMESE });
    expect(await screen.findByRole('heading', { level: 1, name: 'ကူပွန်များ' })).toBeInTheDocument();
    const list = await screen.findByRole('region', { name: 'ကူပွန်အားလုံး' });
    expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('၁၀၀ ကြိမ်အနက် ၃ ကြိမ် သုံးပြီး');
  });
});
