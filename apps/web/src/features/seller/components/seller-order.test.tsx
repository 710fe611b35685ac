import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SellerOrderDetail } from '@storefront/contract/seller';
import { failure, ok, stubApi, type Handler } from '../../../test/fetch-stub';
import { REGION_MYANMAR, TOWNSHIP_KAMAYUT } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import {
  orderDetail,
  RECEIPT_ID,
  SALE_GUID,
  SELLER_PROFILE,
  SELLER_TOKEN,
  signInStaff,
  silentStream,
} from '../test/seller-fixtures';

const DETAIL = `GET /v1/seller/orders/${SALE_GUID}`;
const CHANGE = `POST /v1/seller/orders/${SALE_GUID}/status`;
const PATH = `/seller/orders/${SALE_GUID}`;

function stubOrder(detail: Handler, extra: Record<string, Handler> = {}) {
  return stubApi({
    'GET /v1/seller/me': () => ok(SELLER_PROFILE),
    'GET /v1/seller/events': () => silentStream(),
    [`GET /v1/receipts/${RECEIPT_ID}`]: () =>
      new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), {
        headers: { 'content-type': 'image/png' },
      }),
    [DETAIL]: detail,
    ...extra,
  });
}

const actions = () => screen.getByRole('region', { name: 'Next step' });
const detailCalls = (calls: Request[]) =>
  calls.filter((call) => new URL(call.url).pathname === `/v1/seller/orders/${SALE_GUID}`);

/** A status change answered as the server does. */
function changed(status: string, note = '') {
  return ok({
    status,
    entry: {
      fromStatus: 'Pending',
      toStatus: status,
      byRole: 'Seller',
      byName: 'Yangon Mart',
      note,
      createdOn: '2024-05-14T10:00:00.000Z',
    },
  });
}

beforeEach(() => {
  // jsdom has no blob URLs; the receipt becomes one.
  URL.createObjectURL = vi.fn(() => 'blob:receipt-1');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  // @ts-expect-error jsdom has none; the stand-ins are removed again.
  delete URL.createObjectURL;
  // @ts-expect-error as above
  delete URL.revokeObjectURL;
});

describe('/seller/orders/{saleGuid}', () => {
  it('shows the buyer, items, totals, the wallet payment beside its receipt, and the history', async () => {
    signInStaff();
    const { calls } = stubOrder(() => ok(orderDetail()));
    const { unmount } = renderApp({ path: PATH });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Order INV-2024-0042' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Order INV-2024-0042 · Yangon Mart'));

    const buyer = screen.getByRole('region', { name: 'Buyer and delivery' });
    expect(buyer).toHaveTextContent('No. 12, Pyay Road, Kamayut, Myanmar');
    expect(buyer).toHaveTextContent('TownshipKamayut');
    expect(buyer).toHaveTextContent('Delivery typeFront door');
    expect(buyer).toHaveTextContent('ServiceWarranty service request');
    expect(buyer).toHaveTextContent('Please call before you come.');
    expect(within(buyer).getByRole('link', { name: '09790000456' })).toHaveAttribute(
      'href',
      'tel:09790000456',
    );

    const items = screen.getByRole('region', { name: 'Items' });
    // Pictures beside their names are decorative (alt="").
    const [longyi, basket] = items.querySelectorAll('img');
    expect(longyi).toHaveAttribute('src', '/v1/image/download/img-longyi-blue');
    expect(basket).toHaveAttribute('src', '/assets/placeholder.png');
    expect(items).toHaveTextContent('Qty: 2 · 15,000 MMK each');
    expect(items).toHaveTextContent('Gift wrapping × 2');
    expect(items).toHaveTextContent('Shipping methodYangon Express');
    expect(items).toHaveTextContent('Total45,500 MMK');

    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(payment).toHaveTextContent('Amount due45,500 MMK');
    expect(payment).toHaveTextContent("Sender's account nameThida Aung");
    expect(payment).toHaveTextContent("Sender's account number09450000123");
    const receipt = await within(payment).findByRole('img', {
      name: 'Transfer receipt sent with order INV-2024-0042',
    });
    expect(receipt).toHaveAttribute('src', 'blob:receipt-1');
    const receiptCall = calls.find((call) => call.url.endsWith(`/v1/receipts/${RECEIPT_ID}`))!;
    expect(receiptCall.headers.get('authorization')).toBe(`Bearer ${SELLER_TOKEN}`);

    // Opens full screen, zooms, and closes on Escape.
    const user = userEvent.setup();
    await user.click(within(payment).getByRole('button', { name: 'Open the receipt full screen' }));
    const viewer = screen.getByRole('dialog', { name: 'Receipt of order INV-2024-0042' });
    expect(within(viewer).getByText('100%')).toBeInTheDocument();
    await user.click(within(viewer).getByRole('button', { name: 'Zoom in' }));
    expect(within(viewer).getByText('150%')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();

    expect(screen.getByRole('region', { name: 'History' })).toHaveTextContent('Order placed');
    unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:receipt-1');
  });

  it.each([
    {
      language: 'en',
      title: 'Buyer and delivery',
      expected: [
        "Delivery typeInto the buyer's hand",
        'ServiceProduct maintenance (fragile)',
        'AddressNo. 12, Pyay Road, Kamayut, Myanmar',
        'TownshipKamayut',
      ],
      slip: ["Delivery typeInto the buyer's hand", 'No. 12, Pyay Road, Kamayut, Myanmar'],
    },
    {
      language: 'mm',
      title: 'ဝယ်သူနှင့် ပို့ဆောင်ရန်',
      expected: [
        'ပို့ဆောင်ပုံဝယ်သူ့ လက်ထဲ တိုက်ရိုက်',
        'ဝန်ဆောင်မှုပစ္စည်း ထိန်းသိမ်းမှု (ကွဲလွယ်သော ပစ္စည်း)',
        // The township and country as Burmese writes them; house and street as typed.
        'လိပ်စာNo. 12၊ Pyay Road၊ ကမာရွတ်မြို့နယ်၊ မြန်မာ',
        'မြို့နယ်ကမာရွတ်မြို့နယ်',
      ],
      slip: ['ပို့ဆောင်ပုံဝယ်သူ့ လက်ထဲ တိုက်ရိုက်', 'No. 12၊ Pyay Road၊ ကမာရွတ်မြို့နယ်၊ မြန်မာ'],
    },
  ])(
    "says the shopper's address, delivery type and service in the staff's language ($language)",
    async ({ language, title, expected, slip }) => {
      signInStaff();
      const contact = {
        ...orderDetail().contact,
        deliveryType: 'On Hand',
        service: 'Product Maintenance',
      };
      stubOrder(() => ok(orderDetail({ contact })), {
        'GET /v1/township/list': () => ok({ items: [TOWNSHIP_KAMAYUT] }),
      });
      renderApp({
        path: PATH,
        storage: { region: REGION_MYANMAR.guid, lang: JSON.stringify({ name: language }) },
      });
      const buyer = await screen.findByRole('region', { name: title });
      await waitFor(() => {
        for (const text of expected) expect(buyer).toHaveTextContent(text);
      });
      // The printed packing slip says them the same way.
      const packingSlip = document.querySelector('[data-packing-slip]');
      for (const text of slip) expect(packingSlip).toHaveTextContent(text);
    },
  );

  it('shows a delivery type or service the checkout does not offer as it came', async () => {
    signInStaff();
    const contact = { ...orderDetail().contact, deliveryType: 'Leave with the guard', service: '' };
    stubOrder(() => ok(orderDetail({ contact })));
    renderApp({ path: PATH });
    const buyer = await screen.findByRole('region', { name: 'Buyer and delivery' });
    expect(buyer).toHaveTextContent('Delivery typeLeave with the guard');
    expect(buyer).toHaveTextContent('ServiceNot provided');
  });

  it.each<[string, Partial<SellerOrderDetail>, string[]]>([
    ['a pending wallet order', {}, ['Verify payment', 'Reject order']],
    [
      'a pending cash-on-delivery order',
      {
        payment: {
          ...orderDetail().payment,
          paymentType: 'Cash on deli',
          receiptImage: null,
          accountName: null,
          accountNumber: null,
        },
      },
      ['Accept order', 'Reject order'],
    ],
    [
      'a confirmed order',
      { status: 'Confirmed', nextStatuses: ['Shipping', 'Rejected'] },
      ['Mark as shipped', 'Reject order'],
    ],
    [
      'a shipping order',
      { status: 'Shipping', nextStatuses: ['Delivered'] },
      ['Mark as delivered'],
    ],
    ['a delivered order', { status: 'Delivered', nextStatuses: [] }, []],
  ])('offers only the legal moves for %s', async (_name, overrides, expected) => {
    signInStaff();
    stubOrder(() => ok(orderDetail(overrides)));
    renderApp({ path: PATH });
    await screen.findByRole('heading', { level: 1, name: 'Order INV-2024-0042' });
    const buttons = within(actions()).queryAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(expected);
    if (expected.length === 0)
      expect(actions()).toHaveTextContent('Nothing more to do: this order is Delivered.');
  });

  it('confirms a move forward and shows the order as it now is', async () => {
    signInStaff();
    let detail = orderDetail();
    const { calls } = stubOrder(() => ok(detail), {
      [CHANGE]: () => {
        detail = orderDetail({ status: 'Confirmed', nextStatuses: ['Shipping', 'Rejected'] });
        return changed('Confirmed');
      },
    });
    renderApp({ path: PATH });
    const user = userEvent.setup();
    await user.click(
      await within(await screen.findByRole('region', { name: 'Next step' })).findByRole('button', {
        name: 'Verify payment',
      }),
    );

    const dialog = screen.getByRole('dialog', { name: 'Verify payment?' });
    expect(dialog).toHaveTextContent('Only when your wallet shows 45,500 MMK received');
    await user.click(within(dialog).getByRole('button', { name: 'Verify payment' }));

    expect(await within(actions()).findByRole('status')).toHaveTextContent(
      'The order is now Confirmed.',
    );
    const change = calls.find((call) => call.method === 'POST')!;
    expect(await change.json()).toEqual({ status: 'Confirmed', note: '' });
    expect(change.headers.get('authorization')).toBe(`Bearer ${SELLER_TOKEN}`);
    expect(
      await within(actions()).findByRole('button', { name: 'Mark as shipped' }),
    ).toBeInTheDocument();
  });

  it('asks for the reason before rejecting, and sends it', async () => {
    signInStaff();
    const { calls } = stubOrder(() => ok(orderDetail()), {
      [CHANGE]: () => changed('Rejected', 'Out of stock'),
    });
    renderApp({ path: PATH });
    const user = userEvent.setup();
    await user.click(
      await within(await screen.findByRole('region', { name: 'Next step' })).findByRole('button', {
        name: 'Reject order',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Reject order INV-2024-0042?' });
    const reason = within(dialog).getByRole('textbox', { name: 'Reason for the shopper' });

    await user.click(within(dialog).getByRole('button', { name: 'Reject order' }));
    expect(reason).toHaveAccessibleDescription(/Please write the reason\./);
    expect(reason).toHaveFocus();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    await user.type(reason, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Reject order' }));
    expect(calls.some((call) => call.method === 'POST')).toBe(false);

    // The counter counts the characters a reader sees: 'ပစ္စည်း' is 7 code units, 4 characters.
    await user.clear(reason);
    await user.type(reason, 'ပစ္စည်း');
    expect(dialog).toHaveTextContent('4/500');
    // At most 500 of them: a longer paste is cut at a whole character.
    fireEvent.change(reason, { target: { value: 'ပစ္စည်း'.repeat(200) } });
    expect(dialog).toHaveTextContent('500/500');
    expect(reason).toHaveValue('ပစ္စည်း'.repeat(125));
    await user.clear(reason);
    await user.type(reason, 'Out of stock');
    expect(dialog).toHaveTextContent('12/500');
    await user.click(within(dialog).getByRole('button', { name: 'Reject order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const change = calls.find((call) => call.method === 'POST')!;
    expect(await change.json()).toEqual({ status: 'Rejected', note: 'Out of stock' });
  });

  it("shows the server's message when someone else acted first (409) and reads the order again", async () => {
    signInStaff();
    let detail = orderDetail();
    const { calls } = stubOrder(() => ok(detail), {
      [CHANGE]: () => {
        detail = orderDetail({ status: 'Rejected', nextStatuses: [] });
        return failure('This order is already Rejected', 409);
      },
    });
    renderApp({ path: PATH });
    const user = userEvent.setup();
    await user.click(
      await within(await screen.findByRole('region', { name: 'Next step' })).findByRole('button', {
        name: 'Verify payment',
      }),
    );
    const before = detailCalls(calls).length;
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Verify payment' }),
    );

    expect(await within(actions()).findByRole('alert')).toHaveTextContent(
      'This order is already Rejected This order was changed by someone else. It now shows the latest.',
    );
    await waitFor(() => expect(detailCalls(calls).length).toBeGreaterThan(before));
    await waitFor(() =>
      expect(within(actions()).queryByRole('button', { name: 'Verify payment' })).toBeNull(),
    );
    expect(actions()).toHaveTextContent('Nothing more to do: this order is Rejected.');
  });

  it('warns of a duplicate receipt with the other orders that carried it', async () => {
    signInStaff();
    stubOrder(() =>
      ok(
        orderDetail({
          payment: {
            ...orderDetail().payment,
            receiptFlag: 'duplicate',
            receiptMatches: [
              {
                invoiceNo: 'INV-2024-0017',
                kind: 'same-bytes',
                isOwnShop: true,
                createdOn: '2024-05-10T08:00:00.000Z',
              },
              {
                invoiceNo: 'INV-2024-0003',
                kind: 'similar',
                isOwnShop: false,
                createdOn: '2024-05-02T08:00:00.000Z',
              },
            ],
          },
        }),
      ),
    );
    renderApp({ path: PATH });
    const warning = (await screen.findAllByRole('alert')).find((alert) =>
      alert.textContent?.includes('Duplicate receipt'),
    )!;
    expect(warning).toHaveTextContent('Check the transfer in your wallet');
    const [own, other] = within(warning).getAllByRole('listitem');
    expect(own).toHaveTextContent(/INV-2024-0017 · May 10, 2024.* · identical picture$/);
    expect(other).toHaveTextContent(
      /INV-2024-0003 · .* · very similar picture · another shop's order$/,
    );
  });

  it('says the order is not found for another shop’s or an unknown id (404)', async () => {
    signInStaff();
    stubOrder(() => failure('Order not found.', 404));
    renderApp({ path: PATH });
    expect(await screen.findByRole('heading', { name: 'Order not found' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'All orders' })[0]).toHaveAttribute(
      'href',
      '/seller',
    );
  });
});
