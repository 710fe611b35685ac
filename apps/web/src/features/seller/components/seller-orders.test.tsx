import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SellerOrderRow } from '@storefront/contract/seller';
import { ok, stubApi, type Handler } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import {
  eventStream,
  orderList,
  orderRow,
  SELLER_PROFILE,
  SELLER_TOKEN,
  signInStaff,
  silentStream,
} from '../test/seller-fixtures';

const ORDERS = 'GET /v1/seller/orders';

function stubConsole(orders: Handler, events: Handler = () => silentStream()) {
  return stubApi({
    'GET /v1/seller/me': () => ok(SELLER_PROFILE),
    [ORDERS]: orders,
    'GET /v1/seller/events': events,
  });
}

const listCalls = (calls: Request[]) =>
  calls.filter((call) => new URL(call.url).pathname === '/v1/seller/orders');
const queryOf = (call: Request) => Object.fromEntries(new URL(call.url).searchParams);

const filterNav = () => screen.getByRole('navigation', { name: 'Orders by status' });

describe('/seller orders', () => {
  it('lists orders with the counts per status, marking a duplicate receipt', async () => {
    signInStaff();
    const { calls } = stubConsole(() =>
      ok(
        orderList([
          orderRow({ invoiceNo: 'INV-2024-0009', receiptFlag: 'duplicate' }),
          orderRow({
            invoiceNo: 'INV-2024-0008',
            status: 'Delivered',
            paymentType: 'Cash on deli',
            itemCount: 1,
          }),
        ]),
      ),
    );
    renderApp({ path: '/seller' });

    await screen.findByText('INV-2024-0009');
    const [first, second] = screen
      .getAllByRole('listitem')
      .filter((card) => card.closest('nav') === null);
    expect(first).toHaveTextContent('INV-2024-0009');
    expect(first).toHaveTextContent('Thida Aung · 09450000123');
    expect(first).toHaveTextContent('3 items · KBZPay');
    expect(first).toHaveTextContent('45,500 MMK');
    expect(within(first!).getByText('Pending')).toHaveAttribute('data-colour', 'yellow');
    expect(within(first!).getByText('Duplicate receipt')).toBeInTheDocument();
    expect(second).toHaveTextContent('1 item · Cash on delivery');
    expect(within(second!).getByText('Delivered')).toHaveAttribute('data-colour', 'green');
    expect(within(second!).queryByText('Duplicate receipt')).toBeNull();
    expect(within(first!).getByRole('link', { name: 'INV-2024-0009' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/seller\/orders\/[0-9a-f-]{36}$/),
    );

    // All is the sum of the counts; the plain list is current.
    const chips = within(filterNav()).getAllByRole('link');
    expect(chips.map((chip) => chip.textContent)).toEqual([
      'All8',
      'Pending2',
      'Confirmed1',
      'Shipping0',
      'Delivered4',
      'Rejected1',
    ]);
    expect(chips[0]).toHaveAttribute('aria-current', 'page');
    expect(queryOf(listCalls(calls)[0]!)).toEqual({ first: '0', max: '20' });
    expect(listCalls(calls)[0]!.headers.get('authorization')).toBe(`Bearer ${SELLER_TOKEN}`);
    await waitFor(() => expect(document.title).toBe('Orders · Yangon Mart'));
  });

  it('keeps filter, search and page in the URL and asks the server for them', async () => {
    signInStaff();
    const rows = Array.from({ length: 20 }, (_, index) =>
      orderRow({ invoiceNo: `INV-2024-${String(100 + index)}` }),
    );
    const { calls } = stubConsole(() => ok(orderList(rows, { totalCount: 45 })));
    const { router } = renderApp({ path: '/seller?status=Pending&q=0945&page=2' });

    expect(await screen.findByText('21–40 of 45')).toBeInTheDocument();
    expect(queryOf(listCalls(calls).at(-1)!)).toEqual({
      first: '20',
      max: '20',
      status: 'Pending',
      keyword: '0945',
    });
    expect(within(filterNav()).getByRole('link', { name: /Pending/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getByRole('searchbox', { name: 'Search orders' })).toHaveValue('0945');
    expect(screen.getByText('Results for “0945”')).toBeInTheDocument();

    // A chip keeps the search and starts again at page 1.
    const user = userEvent.setup();
    await user.click(within(filterNav()).getByRole('link', { name: /Shipping/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=Shipping&q=0945'));
    await waitFor(() =>
      expect(queryOf(listCalls(calls).at(-1)!)).toMatchObject({ status: 'Shipping', first: '0' }),
    );

    // A new search keeps the status.
    const box = screen.getByRole('searchbox', { name: 'Search orders' });
    await user.clear(box);
    await user.type(box, 'Thida');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=Shipping&q=Thida'));
    await waitFor(() =>
      expect(queryOf(listCalls(calls).at(-1)!)).toMatchObject({
        status: 'Shipping',
        keyword: 'Thida',
      }),
    );

    await user.click(screen.getByRole('link', { name: 'Clear search' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=Shipping'));
    // The chips follow the address in a transition: All leads to the whole list once it has.
    await waitFor(() =>
      expect(
        within(filterNav()).getByRole('link', { name: /All/ }).getAttribute('href'),
      ).not.toContain('q='),
    );
    await user.click(within(filterNav()).getByRole('link', { name: /All/ }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('says so when nothing matches, with a way back to all orders', async () => {
    signInStaff();
    stubConsole(() => ok(orderList([], { totalCount: 0 })));
    renderApp({ path: '/seller?q=nobody' });
    expect(await screen.findByText('No orders match')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Show all orders' })).toHaveAttribute(
      'href',
      '/seller',
    );
  });

  it('refreshes the list on a live order-created event, marks the order and counts it in the title', async () => {
    signInStaff();
    const stream = eventStream();
    let rows: SellerOrderRow[] = [orderRow({ invoiceNo: 'INV-2024-0001' })];
    const newOrder = orderRow({ invoiceNo: 'INV-2024-0002' });
    const { calls } = stubConsole(
      () => ok(orderList(rows)),
      () => stream.response(),
    );
    // The staff member is busy in another window.
    const hasFocus = vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    renderApp({ path: '/seller' });
    expect(await screen.findByText('INV-2024-0001')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Orders · Yangon Mart'));

    const events = calls.find((call) => call.url.endsWith('/v1/seller/events'))!;
    expect(events.headers.get('authorization')).toBe(`Bearer ${SELLER_TOKEN}`);
    act(() => stream.write(': connected\n\n'));
    expect(await screen.findByText('Live')).toBeInTheDocument();

    const before = listCalls(calls).length;
    rows = [newOrder, ...rows];
    act(() =>
      stream.send({
        type: 'order-created',
        saleGuid: newOrder.saleGuid,
        invoiceNo: newOrder.invoiceNo,
        status: 'Pending',
        createdOn: newOrder.createdOn,
      }),
    );

    const card = (await screen.findByText('INV-2024-0002')).closest('li')!;
    expect(listCalls(calls).length).toBeGreaterThan(before);
    expect(card).toHaveAttribute('data-fresh', 'true');
    expect(within(card).getByText('New')).toBeInTheDocument();
    expect(screen.getByText('1 new order arrived')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('(1) Orders · Yangon Mart'));

    // Coming back to the list clears the count; the order stays marked until it is opened.
    hasFocus.mockReturnValue(true);
    act(() => window.dispatchEvent(new Event('focus')));
    await waitFor(() => expect(document.title).toBe('Orders · Yangon Mart'));
    expect(card).toHaveAttribute('data-fresh', 'true');
  });

  it('reconnects after the stream drops and reads the list again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      signInStaff();
      const streams = [eventStream(), eventStream()];
      let opened = 0;
      const { calls } = stubConsole(
        () => ok(orderList([orderRow()])),
        () => streams[opened++]!.response(),
      );
      renderApp({ path: '/seller' });
      await screen.findByText('INV-2024-0001');
      act(() => streams[0]!.write(': connected\n\n'));
      expect(await screen.findByText('Live')).toBeInTheDocument();

      act(() => streams[0]!.close());
      expect(await screen.findByText('Reconnecting…')).toBeInTheDocument();
      const before = listCalls(calls).length;
      await act(() => vi.advanceTimersByTimeAsync(1_100));
      await waitFor(() => expect(opened).toBe(2));
      act(() => streams[1]!.write(': connected\n\n'));
      expect(await screen.findByText('Live')).toBeInTheDocument();
      await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(before));
    } finally {
      vi.useRealTimers();
    }
  });
});
