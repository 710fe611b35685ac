import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { failure, ok, stubApi, type Handler } from '../../../test/fetch-stub';
import { REGION_MYANMAR } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { orderRow, SHOPPER } from '../test/order-fixtures';
import { ORDER_TABLE_QUERY } from './order-history-screen';

const LIST = 'GET /v1/pos/sales/invoice/list';
const LOGGED_IN = { region: REGION_MYANMAR.guid, authToken: 'token-1' };

function stubOrders(list: Handler, extra: Record<string, Handler> = {}) {
  return stubApi({ 'GET /v1/user/brief': () => ok(SHOPPER), [LIST]: list, ...extra });
}

const listCalls = (calls: Request[]) =>
  calls.filter((call) => new URL(call.url).pathname === '/v1/pos/sales/invoice/list');

// The setup file defines matchMedia read-only; it is redefined here and put back after.
const { matchMedia } = window;
function setWideScreen(isWide: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      ...matchMedia(query),
      matches: isWide && (query === ORDER_TABLE_QUERY || query === '(min-width: 640px)'),
    }),
  });
}
afterEach(() => {
  Object.defineProperty(window, 'matchMedia', { value: matchMedia, configurable: true });
});

describe('/order-history', () => {
  it('sends a visitor who is not logged in to /login', async () => {
    stubOrders(() => ok({ items: [], totalCount: 0 }));
    const { router } = renderApp({ path: '/order-history' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('lists the orders in a table on a wide screen, each linking to its detail', async () => {
    setWideScreen(true);
    const { calls } = stubOrders(() =>
      ok({
        items: [
          orderRow(3, { status: 'Pending', totalAmount: 52_500, itemCount: 3 }),
          orderRow(2, { status: 'delivered', totalAmount: 8_000.5, itemCount: 1 }),
          orderRow(1, { status: 'REJECTED' }),
          orderRow(0, { status: 'On hold' }),
        ],
        totalCount: 4,
      }),
    );
    renderApp({ path: '/order-history', storage: LOGGED_IN });

    expect(await screen.findByRole('heading', { level: 1, name: 'Order Lists' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Order Lists' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Order ID',
      'Order Date',
      'No. of Items',
      'Total Amount',
      'Status',
      'Action',
    ]);

    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    const first = within(rows[0]!);
    expect(first.getByRole('rowheader')).toHaveTextContent('INV-2024-0003');
    expect(first.getByText('May 14, 2024', { exact: false })).toBeInTheDocument();
    expect(first.getByText('3')).toBeInTheDocument();
    expect(first.getByText('52,500 MMK')).toBeInTheDocument();
    expect(
      first.getByRole('link', { name: 'View details of order INV-2024-0003' }),
    ).toHaveAttribute('href', '/order-detail/INV-2024-0003');
    expect(within(rows[1]!).getByText('8,001 MMK')).toBeInTheDocument();

    // docs/product.md#order-status-colours: pending yellow, delivered green, rejected red, anything else black; any letter case.
    expect(first.getByText('Pending')).toHaveAttribute('data-colour', 'yellow');
    expect(within(rows[1]!).getByText('Delivered')).toHaveAttribute('data-colour', 'green');
    expect(within(rows[2]!).getByText('Rejected')).toHaveAttribute('data-colour', 'red');
    expect(within(rows[3]!).getByText('On hold')).toHaveAttribute('data-colour', 'black');

    expect(screen.getByText('Showing 1 to 4 of 4')).toBeInTheDocument();
    // One page: no pagination.
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
    const [call] = listCalls(calls);
    expect(new URL(call!.url).searchParams.get('first')).toBe('0');
    expect(new URL(call!.url).searchParams.get('max')).toBe('10');
    expect(call!.headers.get('authorization')).toBe('Bearer token-1');
  });

  it('names Confirmed and Shipping orders and shows them in black', async () => {
    setWideScreen(true);
    stubOrders(() =>
      ok({
        items: [orderRow(2, { status: 'Shipping' }), orderRow(1, { status: 'confirmed' })],
        totalCount: 2,
      }),
    );
    renderApp({ path: '/order-history', storage: LOGGED_IN });
    const table = await screen.findByRole('table', { name: 'Order Lists' });
    const [shipping, confirmed] = within(table).getAllByRole('row').slice(1);
    expect(within(shipping!).getByText('Shipping')).toHaveAttribute('data-colour', 'black');
    expect(within(confirmed!).getByText('Confirmed')).toHaveAttribute('data-colour', 'black');
  });

  it('shows cards on a phone, with every label beside its value', async () => {
    setWideScreen(false);
    stubOrders(() => ok({ items: [orderRow(7, { itemCount: 12 })], totalCount: 1 }));
    renderApp({ path: '/order-history', storage: LOGGED_IN });

    const list = await screen.findByRole('list', { name: 'Order Lists' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = within(list).getByRole('article', { name: 'INV-2024-0007' });
    expect(within(card).getByText('No. of Items').nextElementSibling).toHaveTextContent('12');
    expect(within(card).getByText('Total Amount').nextElementSibling).toHaveTextContent(
      '52,500 MMK',
    );
    expect(within(card).getByText('Pending')).toHaveAttribute('data-colour', 'yellow');
    expect(
      within(card).getByRole('link', { name: 'View details of order INV-2024-0007' }),
    ).toHaveAttribute('href', '/order-detail/INV-2024-0007');
  });

  it('pages by 10, asking the server for the page in the URL', async () => {
    setWideScreen(true);
    const { calls } = stubOrders((request) => {
      const first = Number(new URL(request.url).searchParams.get('first'));
      const count = Math.min(10, 23 - first);
      return ok({
        items: Array.from({ length: count }, (_, index) => orderRow(first + index + 1)),
        totalCount: 23,
      });
    });
    const { router } = renderApp({ path: '/order-history?page=2', storage: LOGGED_IN });

    expect(await screen.findByText('Showing 11 to 20 of 23')).toBeInTheDocument();
    expect(new URL(listCalls(calls).at(-1)!.url).searchParams.get('first')).toBe('10');
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await userEvent.click(within(pages).getByRole('link', { name: 'Next' }));
    expect(await screen.findByText('Showing 21 to 23 of 23')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=3');
    expect(screen.getAllByRole('row')).toHaveLength(1 + 3);
  });

  it('goes to the last page when the URL asks for one past the end', async () => {
    setWideScreen(true);
    stubOrders((request) => {
      const first = Number(new URL(request.url).searchParams.get('first'));
      return ok({ items: first < 12 ? [orderRow(first + 1)] : [], totalCount: 12 });
    });
    const { router } = renderApp({ path: '/order-history?page=9', storage: LOGGED_IN });
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
  });

  it("says 'There is no order' when there are none", async () => {
    stubOrders(() => ok({ items: [], totalCount: 0 }));
    renderApp({ path: '/order-history', storage: LOGGED_IN });
    expect(await screen.findByText('There is no order')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('shows a loading state until the orders arrive', async () => {
    let answer: (response: Response) => void = () => {};
    const { calls } = stubOrders(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderApp({ path: '/order-history', storage: LOGGED_IN });
    expect(await screen.findByRole('heading', { name: 'Order Lists' })).toBeInTheDocument();
    // The list is asked for once the page has mounted; it is answered only after that.
    await waitFor(() => expect(listCalls(calls)).toHaveLength(1));
    expect(screen.getByText('Loading…', { selector: '[role="status"]' })).toBeInTheDocument();
    answer(
      new Response(JSON.stringify(ok({ items: [orderRow(1)], totalCount: 1 })), {
        headers: { 'content-type': 'application/json' },
      }),
    );
    expect(await screen.findByText('INV-2024-0001')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
  });

  it("shows 'Error: {message}' when the list fails, and tries again on request", async () => {
    let isDown = true;
    stubOrders(() =>
      isDown
        ? failure('The order service is unavailable.', 503)
        : ok({ items: [orderRow(1)], totalCount: 1 }),
    );
    renderApp({ path: '/order-history', storage: LOGGED_IN });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: The order service is unavailable.',
    );
    isDown = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('INV-2024-0001')).toBeInTheDocument();
  });

  it('reads in Burmese', async () => {
    setWideScreen(true);
    stubOrders(() =>
      ok({
        items: [orderRow(1, { status: 'Delivered', itemCount: 3 })],
        totalCount: 1,
      }),
    );
    renderApp({
      path: '/order-history',
      storage: { ...LOGGED_IN, lang: JSON.stringify({ name: 'mm' }) },
    });
    const table = await screen.findByRole('table', { name: 'အော်ဒါ စာရင်းများ' });
    expect(within(table).getByRole('columnheader', { name: 'ပစ္စည်း အရေအတွက်' })).toBeVisible();
    expect(within(table).getByText('ရောက်ရှိပြီး')).toHaveAttribute('data-colour', 'green');
    // Burmese digits for counts, amounts and dates, and the month by its Burmese name.
    expect(within(table).getByText('၃')).toBeInTheDocument();
    expect(within(table).getByText(/^၂၀၂၄ ခုနှစ်၊ မေလ ၁၄ ရက်/)).toBeInTheDocument();
    expect(within(table).getByText('၅၂,၅၀၀ ကျပ်')).toBeInTheDocument();
    expect(
      within(table).getByRole('link', { name: 'အော်ဒါ INV-2024-0001 ၏ အသေးစိတ်ကို ကြည့်မည်' }),
    ).toBeInTheDocument();
  });

  it('names all five statuses in Burmese, in their colours', async () => {
    setWideScreen(false);
    const statuses = ['Pending', 'Confirmed', 'Shipping', 'Delivered', 'Rejected'];
    stubOrders(() =>
      ok({
        items: statuses.map((status, index) => orderRow(index + 1, { status })),
        totalCount: statuses.length,
      }),
    );
    renderApp({
      path: '/order-history',
      storage: { ...LOGGED_IN, lang: JSON.stringify({ name: 'mm' }) },
    });
    const list = await screen.findByRole('list', { name: 'အော်ဒါ စာရင်းများ' });
    const cards = within(list).getAllByRole('article');
    const expected = [
      ['စောင့်ဆိုင်းဆဲ', 'yellow'],
      ['အတည်ပြုပြီး', 'black'],
      ['ပို့ဆောင်နေဆဲ', 'black'],
      ['ရောက်ရှိပြီး', 'green'],
      ['ပယ်ချပြီး', 'red'],
    ] as const;
    expect(cards).toHaveLength(expected.length);
    expected.forEach(([label, colour], index) => {
      expect(within(cards[index]!).getByText(label)).toHaveAttribute('data-colour', colour);
    });
  });
});
