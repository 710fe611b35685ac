import type { UserBrief } from '@storefront/contract/account';
import type { Notification } from '@storefront/contract/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ok, stubApi } from '../../../test/fetch-stub';
import { REGION_MYANMAR } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const SHOPPER: UserBrief = {
  guid: '9e9e9e9e-0000-4000-8000-000000000001',
  username: 'thida',
  name: 'Thida Aung',
  phone: '09450000123',
  email: 'thida@example.com',
  address: null,
  avatar: null,
};

const LOGGED_IN = { region: REGION_MYANMAR.guid, authToken: 'token-1' };

function notification(index: number, over: Partial<Notification> = {}): Notification {
  return {
    guid: `0b0b0b0b-0000-4000-8000-00000000000${index}`,
    kind: 'order-status',
    title: `Shwe Longyi: order confirmed ${index}`,
    body: `Your order INV-2026-000${index} is confirmed.`,
    link: `/order-detail/INV-2026-000${index}`,
    invoiceNo: `INV-2026-000${index}`,
    saleGuid: `0c0c0c0c-0000-4000-8000-00000000000${index}`,
    status: 'Confirmed',
    shopGuid: '0d0d0d0d-0000-4000-8000-000000000001',
    shopName: 'Shwe Longyi',
    createdOn: '2026-11-27T08:30:00.000Z',
    readOn: null,
    ...over,
  };
}

/** The server's side, as the API keeps it: read marks stick, the unread count follows. */
function notificationServer(items: Notification[]) {
  const state = items.map((n) => ({ ...n }));
  const page = () =>
    ok({
      items: state,
      totalRecords: state.length,
      unread: state.filter((n) => n.readOn === null).length,
    });
  const reads: unknown[] = [];
  const api = stubApi({
    'GET /v1/user/brief': () => ok(SHOPPER),
    'GET /v1/notifications': page,
    'POST /v1/notifications/read': async (request) => {
      const body = (await request.json()) as { guids?: string[] };
      reads.push(body);
      let marked = 0;
      for (const n of state) {
        if (n.readOn === null && (!body.guids || body.guids.includes(n.guid))) {
          n.readOn = '2026-11-27T09:00:00.000Z';
          marked += 1;
        }
      }
      return ok({ marked, unread: state.filter((n) => n.readOn === null).length });
    },
  });
  return { ...api, reads };
}

describe('the notification bell', () => {
  it('is not there for a visitor, and never asks for notifications', async () => {
    const { calls } = notificationServer([]);
    renderApp({ path: '/' });
    expect(await screen.findByRole('link', { name: /login/i })).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
    expect(calls.some((c) => new URL(c.url).pathname === '/v1/notifications')).toBe(false);
  });

  it('shows the unread count, lists them on a tap, marks them read, and leads to the order', async () => {
    const user = userEvent.setup();
    const { reads } = notificationServer([
      notification(1),
      notification(2),
      notification(3, { readOn: '2026-11-26T08:00:00.000Z' }),
    ]);
    const { router } = renderApp({ path: '/', storage: LOGGED_IN });
    const bell = await screen.findByRole('button', { name: /^Notifications/ });
    await waitFor(() => expect(bell).toHaveTextContent('2'));
    expect(bell).toHaveAccessibleName(expect.stringContaining('2 unread'));
    await user.click(bell);
    const panel = screen.getByRole('region', { name: 'Notifications' });
    const links = within(panel).getAllByRole('link');
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/order-detail/INV-2026-0001',
      '/order-detail/INV-2026-0002',
      '/order-detail/INV-2026-0003',
    ]);
    expect(within(panel).getByText('Your order INV-2026-0001 is confirmed.')).toBeVisible();
    // Opening the list reads what was unread in it; the count goes.
    await waitFor(() =>
      expect(reads).toEqual([{ guids: [notification(1).guid, notification(2).guid] }]),
    );
    await waitFor(() => expect(bell).not.toHaveTextContent('2'));
    await user.click(links[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/order-detail/INV-2026-0001'));
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
  });

  it("marks all read with 'Mark all read', and closes on Escape", async () => {
    const user = userEvent.setup();
    const { reads } = notificationServer([notification(1, { readOn: '2026-11-26T08:00:00.000Z' })]);
    renderApp({ path: '/', storage: LOGGED_IN });
    const bell = await screen.findByRole('button', { name: /^Notifications/ });
    await user.click(bell);
    const markAll = await screen.findByRole('button', { name: 'Mark all read' });
    expect(markAll).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    expect(reads).toEqual([]);
  });

  it('refreshes an open order page when a notification about it arrives', async () => {
    const items = [notification(1, { readOn: '2026-11-26T08:00:00.000Z' })];
    let orderReads = 0;
    let notificationReads = 0;
    stubApi({
      'GET /v1/user/brief': () => ok(SHOPPER),
      'GET /v1/notifications': () => {
        notificationReads += 1;
        return ok({ items: [...items], totalRecords: items.length, unread: 0 });
      },
      'GET /v1/pos/sales/invoice/INV-2026-0002': () => {
        orderReads += 1;
        return ok(null);
      },
    });
    renderApp({ path: '/order-detail/INV-2026-0002', storage: LOGGED_IN });
    await waitFor(() => expect(orderReads).toBeGreaterThan(0));
    await waitFor(() => expect(notificationReads).toBe(1));
    const before = orderReads;
    // Nothing new: the order is not asked for again.
    window.dispatchEvent(new Event('focus'));
    await waitFor(() => expect(notificationReads).toBe(2));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(orderReads).toBe(before);
    // Staff confirm order 2: the next look at the notifications brings it, and the order.
    items.unshift(notification(2));
    window.dispatchEvent(new Event('focus'));
    await waitFor(() => expect(orderReads).toBeGreaterThan(before));
  });
});
