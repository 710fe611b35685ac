import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SalesReport } from '@storefront/contract/admin-reports';
import type { SellerProfile } from '@storefront/contract/seller';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ok, stubApi } from '../../../test/fetch-stub';
import { REGION_MYANMAR } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import {
  SELLER_PROFILE,
  SELLER_TOKEN,
  signInStaff,
  silentStream,
} from '../../seller/test/seller-fixtures';
import { myanmarToday } from './sales-report-screen';

const PATH = '/seller/reports';
const BURMESE = { region: REGION_MYANMAR.guid, lang: JSON.stringify({ name: 'mm' }) };
const OTHER_SHOP = {
  guid: '7d3c1f0e-2b4a-4c5d-8e9f-0a1b2c3d4e99',
  name: 'Pansodan Books',
  nameMm: null,
};
const OWNER: SellerProfile = {
  ...SELLER_PROFILE,
  role: 'Owner',
  username: 'owner',
  name: 'U Owner',
};

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** A report of the asked range: two busy days, every other day 0. */
function reportFor(from: string, to: string, shopGuid: string | null): SalesReport {
  const days: SalesReport['days'] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) {
    days.push({
      date: d,
      orders: d === to ? 3 : d === from ? 1 : 0,
      revenue: d === to ? 45_000 : d === from ? 12_500 : 0,
    });
  }
  return {
    from,
    to,
    shopGuid,
    currencyCode: 'MMK',
    days,
    totals: { orders: 4, revenue: 57_500 },
    averageOrderValue: 14_375,
    byStatus: [
      { status: 'Pending', orders: 1, amount: 12_500 },
      { status: 'Confirmed', orders: 0, amount: 0 },
      { status: 'Shipping', orders: 0, amount: 0 },
      { status: 'Delivered', orders: 3, amount: 45_000 },
      { status: 'Rejected', orders: 2, amount: 9_000 },
    ],
    byPaymentType: [
      {
        paymentType: 'Cash on deli',
        orders: 3,
        revenue: 45_000,
        orderShare: 0.75,
        revenueShare: 0.7826,
      },
      { paymentType: 'KBZPay', orders: 1, revenue: 12_500, orderShare: 0.25, revenueShare: 0.2174 },
    ],
    topProducts: {
      byUnits: [
        { productGuid: 'p1', name: 'Tea leaf', nameMm: 'လက်ဖက်', units: 7, revenue: 21_000 },
        { productGuid: 'p2', name: 'Longyi', nameMm: null, units: 2, revenue: 24_000 },
      ],
      byRevenue: [
        { productGuid: 'p2', name: 'Longyi', nameMm: null, units: 2, revenue: 24_000 },
        { productGuid: 'p1', name: 'Tea leaf', nameMm: 'လက်ဖက်', units: 7, revenue: 21_000 },
      ],
    },
    shops:
      shopGuid === null || shopGuid === OTHER_SHOP.guid
        ? [SELLER_PROFILE.shop, OTHER_SHOP].map(({ guid, name, nameMm }) => ({
            guid,
            name,
            nameMm,
          }))
        : [],
    unconvertedCurrencies: [],
  };
}

function stubReports(profile: SellerProfile = SELLER_PROFILE) {
  return stubApi({
    'GET /v1/seller/me': () => ok(profile),
    'GET /v1/seller/events': () => silentStream(),
    'GET /v1/admin/reports/sales': (request) => {
      const q = new URL(request.url).searchParams;
      return ok(reportFor(q.get('from')!, q.get('to')!, q.get('shopGuid')));
    },
  });
}

const reportCalls = (calls: Request[]) =>
  calls
    .filter((c) => new URL(c.url).pathname === '/v1/admin/reports/sales')
    .map((c) => Object.fromEntries(new URL(c.url).searchParams));

beforeAll(() => import('../../../app/routes/seller-reports'), 20_000);

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:orders');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.restoreAllMocks());

describe('/seller/reports', { timeout: 20_000 }, () => {
  it("shows staff their shop's last 30 days: totals, a drawn chart with its table, statuses, payments, top products", async () => {
    signInStaff();
    const { calls } = stubReports();
    renderApp({ path: PATH });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sales' })).toBeInTheDocument();
    const today = myanmarToday();
    await waitFor(() =>
      expect(reportCalls(calls)).toContainEqual({ from: addDays(today, -29), to: today }),
    );
    expect(await screen.findByText('57,500 MMK')).toBeInTheDocument();
    expect(screen.getByText('14,375 MMK')).toBeInTheDocument();

    const chart = screen.getByRole('img', { name: /Revenue per day \(MMK\)/ });
    expect(chart.tagName.toLowerCase()).toBe('svg');
    expect(chart).toHaveAccessibleName(expect.stringContaining('The highest is 45,000 MMK'));
    expect(chart.querySelectorAll('rect')).toHaveLength(30);
    expect(
      screen.getByRole('img', { name: /Orders per day/ }).querySelectorAll('rect'),
    ).toHaveLength(30);

    const table = screen.getByRole('table', { hidden: true });
    expect(within(table).getAllByRole('row', { hidden: true })).toHaveLength(31);

    const statuses = screen.getByRole('region', { name: 'Orders by status' });
    expect(within(statuses).getAllByRole('listitem')).toHaveLength(5);
    expect(statuses).toHaveTextContent('Rejected2 orders · 9,000 MMK');

    const payments = screen.getByRole('region', { name: 'How buyers paid' });
    expect(payments).toHaveTextContent('75% of orders · 78.3% of revenue');
    expect(payments).toHaveTextContent('KBZPay');

    const units = screen.getByRole('region', { name: 'Most units sold' });
    expect(within(units).getAllByRole('listitem')[0]).toHaveTextContent('Tea leaf7 units');
    const revenue = screen.getByRole('region', { name: 'Most revenue' });
    expect(within(revenue).getAllByRole('listitem')[0]).toHaveTextContent('Longyi24,000 MMK');

    // Staff have no shop to choose.
    expect(screen.queryByRole('combobox', { name: 'Shop' })).not.toBeInTheDocument();
  });

  it('asks for the preset ranges, and checks chosen dates before asking', async () => {
    signInStaff();
    const { calls } = stubReports();
    renderApp({ path: PATH });
    const user = userEvent.setup();
    const today = myanmarToday();
    await user.click(await screen.findByRole('button', { name: 'Last 7 days' }));
    await waitFor(() =>
      expect(reportCalls(calls)).toContainEqual({ from: addDays(today, -6), to: today }),
    );
    await waitFor(() =>
      expect(
        screen.getByRole('img', { name: /Orders per day/ }).querySelectorAll('rect'),
      ).toHaveLength(7),
    );
    await user.click(screen.getByRole('button', { name: 'This month' }));
    await waitFor(() =>
      expect(reportCalls(calls)).toContainEqual({ from: `${today.slice(0, 8)}01`, to: today }),
    );

    await user.click(screen.getByRole('button', { name: 'Choose dates' }));
    const before = reportCalls(calls).length;
    const from = screen.getByLabelText('From');
    await user.clear(from);
    await user.type(from, '2026-05-10');
    const to = screen.getByLabelText('To');
    await user.clear(to);
    await user.type(to, '2026-05-01');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The first date must be on or before the last date.',
    );
    expect(to).toHaveAttribute('aria-invalid', 'true');
    await user.clear(to);
    await user.type(to, '2027-06-01');
    expect(await screen.findByRole('alert')).toHaveTextContent('at most 366 days');
    // Neither refused range was asked for.
    const asked = reportCalls(calls).slice(before);
    expect(asked.some((q) => q.to === '2026-05-01' || q.to === '2027-06-01')).toBe(false);
    await user.clear(to);
    await user.type(to, '2026-05-12');
    await waitFor(() =>
      expect(reportCalls(calls)).toContainEqual({ from: '2026-05-10', to: '2026-05-12' }),
    );
  });

  it('lets an owner choose the whole business or one shop', async () => {
    signInStaff(SELLER_TOKEN, OWNER);
    const { calls } = stubReports(OWNER);
    renderApp({ path: PATH });
    const user = userEvent.setup();
    // The page's own choice (the header's shop switcher is labelled 'Shop' too).
    const main = await screen.findByRole('main');
    const select = await within(main).findByRole('combobox', { name: 'Shop' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All shops', 'Yangon Mart', 'Pansodan Books']);
    expect(reportCalls(calls)[0]).not.toHaveProperty('shopGuid');
    await user.selectOptions(select, OTHER_SHOP.guid);
    await waitFor(() =>
      expect(reportCalls(calls).at(-1)).toMatchObject({ shopGuid: OTHER_SHOP.guid }),
    );
  });

  it('downloads the orders of the range as a file, with the console token', async () => {
    signInStaff();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { calls } = stubApi({
      'GET /v1/seller/me': () => ok(SELLER_PROFILE),
      'GET /v1/seller/events': () => silentStream(),
      'GET /v1/admin/reports/sales': (request) => {
        const q = new URL(request.url).searchParams;
        return ok(reportFor(q.get('from')!, q.get('to')!, null));
      },
      'GET /v1/admin/reports/orders.csv': () =>
        new Response('\uFEFFinvoice_no\r\n', {
          headers: { 'content-type': 'text/csv; charset=utf-8' },
        }),
    });
    renderApp({ path: PATH });
    const user = userEvent.setup();
    await screen.findByText('57,500 MMK');
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const today = myanmarToday();
    const link = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(link.download).toBe(`orders-${addDays(today, -29)}-${today}.csv`);
    const file = calls.find((c) => new URL(c.url).pathname === '/v1/admin/reports/orders.csv')!;
    expect(file.headers.get('authorization')).toBe(`Bearer ${SELLER_TOKEN}`);
    expect(new URL(file.url).searchParams.get('from')).toBe(addDays(today, -29));
  });

  it('in Burmese: words and Myanmar digits', async () => {
    for (const [key, value] of Object.entries(BURMESE)) localStorage.setItem(key, value);
    signInStaff();
    stubReports();
    renderApp({ path: PATH });
    expect(await screen.findByRole('heading', { level: 1, name: 'အရောင်း' })).toBeInTheDocument();
    expect(await screen.findByText('၅၇,၅၀၀ ကျပ်')).toBeInTheDocument();
    const units = screen.getByRole('region', { name: 'အရေအတွက် အများဆုံး ရောင်းရသော ပစ္စည်း' });
    expect(within(units).getAllByRole('listitem')[0]).toHaveTextContent('လက်ဖက်၇ ခု');
    expect(screen.getByRole('button', { name: 'CSV ဒေါင်းလုဒ်လုပ်မည်' })).toBeInTheDocument();
  });
});
