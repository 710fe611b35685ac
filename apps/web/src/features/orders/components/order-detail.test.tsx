import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, ok, stubApi, type Handler } from '../../../test/fetch-stub';
import { REGION_MYANMAR, REGION_USA, TOWNSHIP_KAMAYUT } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { formatDate } from '@storefront/commerce/dates';
import {
  craftsShop,
  LOTUS_REJECTION_REASON,
  lotusShop,
  orderDetail,
  rejectedLotusShop,
  shopChange,
  SHOPPER,
} from '../test/order-fixtures';

const DETAIL = 'GET /v1/pos/sales/invoice/INV-2024-0001';
const LOGGED_IN = { region: REGION_MYANMAR.guid, authToken: 'token-1' };

function stubDetail(handler: Handler, path = DETAIL) {
  return stubApi({
    'GET /v1/user/brief': () => ok(SHOPPER),
    'GET /v1/township/list': () => ok({ items: [TOWNSHIP_KAMAYUT] }),
    [path]: handler,
  });
}

/** The value next to a label of a definition list (Order Info, Order Summary). */
function valueOf(container: HTMLElement, label: string): string {
  const term = within(container).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

/** A shop's 'Sold By' block in the item list. */
const shopBlock = (name: string | RegExp) =>
  within(screen.getByRole('region', { name: 'Items in this order' })).getByRole('region', {
    name,
  });

/** A block's status badge (the history below it names the same statuses without colour). */
const badgeIn = (block: HTMLElement, label: string) =>
  within(block).getByText(label, { selector: '[data-colour]' });

const progressIn = (block: HTMLElement, shopName: string) =>
  within(block).getByRole('list', { name: `Progress of your order from ${shopName}` });

/** Which of Ordered, Shipping and Delivered are lit. */
const litSteps = (progress: HTMLElement) =>
  within(progress)
    .getAllByRole('listitem')
    .map((step) => step.textContent?.includes('(reached)'));

/** How the page writes an ISO time: a date and a time of day, in the shopper's language. */
const dateTime = (iso: string, locale = 'en') => formatDate(new Date(iso), locale, { time: true });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/order-detail/{orderId}', () => {
  it('shows the order: Order Info, shops with their progress, items and history, and the summary', async () => {
    const { calls } = stubDetail(() => ok(orderDetail()));
    renderApp({ path: '/order-detail/INV-2024-0001', storage: LOGGED_IN });

    expect(await screen.findByRole('heading', { level: 1, name: 'Order Detail' })).toBeVisible();
    expect(screen.getByText('Order ID: INV-2024-0001')).toBeInTheDocument();
    expect(calls.at(-1)!.headers.get('authorization')).toBe('Bearer token-1');

    // Each shop block has its own progress; there is none for the whole order.
    expect(screen.getAllByRole('list', { name: /^Progress of your order from / })).toHaveLength(2);

    const info = screen.getByRole('region', { name: 'Order Info' });
    expect(valueOf(info, 'Name')).toBe('Thida Aung');
    expect(valueOf(info, 'Email')).toBe('thida@example.com');
    expect(valueOf(info, 'Phone 1')).toBe('09450000123');
    expect(valueOf(info, 'Phone 2')).toBe('Not provided');
    expect(valueOf(info, 'Address')).toBe('No. 12, Pyay Road, Kamayut, Myanmar');
    expect(valueOf(info, 'Shipment')).toBe('Delivery');
    expect(valueOf(info, 'Order ID')).toBe('INV-2024-0001');
    expect(valueOf(info, 'Order Date')).toMatch(/May 14, 2024/);
    expect(valueOf(info, 'Order Status')).toBe('Pending');
    expect(valueOf(info, 'Payment Type')).toBe('Cash on deli');
    expect(valueOf(info, 'Tax')).toBe('2,000 MMK');
    expect(valueOf(info, 'Grand Total')).toBe('45,500 MMK');

    const items = screen.getByRole('region', { name: 'Items in this order' });
    const lotus = within(items).getByRole('region', { name: /Sold By Golden Lotus Store/ });
    expect(within(lotus).getByRole('link', { name: /Sold By Golden Lotus Store/ })).toHaveAttribute(
      'href',
      'https://lotus.example.com/',
    );
    expect(badgeIn(lotus, 'Pending')).toHaveAttribute('data-colour', 'yellow');
    // docs/decisions/0014: a pending order has not left the shop, so only Ordered is lit.
    const steps = within(progressIn(lotus, 'Golden Lotus Store')).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Ordered (reached)',
      '2Shipping (not reached yet)',
      '3Delivered (not reached yet)',
    ]);
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
    const [placed, ...laterChanges] = within(
      within(lotus).getByRole('list', { name: 'Status history' }),
    ).getAllByRole('listitem');
    expect(laterChanges).toEqual([]);
    expect(placed).toHaveTextContent(`Pending·You${dateTime('2024-05-14T09:30:00.000Z')}`);

    const [variant] = within(within(lotus).getByRole('list', { name: 'Variants' })).getAllByRole(
      'listitem',
    );
    const [addon] = within(within(lotus).getByRole('list', { name: 'Addons' })).getAllByRole(
      'listitem',
    );
    expect(variant).toHaveTextContent('Cotton Longyi');
    expect(variant).toHaveTextContent('Blue, size M');
    expect(variant).toHaveTextContent('Quantity: 2');
    expect(variant).toHaveTextContent('30,000 MMK');
    expect(variant).toHaveTextContent('15,000 MMK each');
    expect(variant!.querySelector('img')).toHaveAttribute(
      'src',
      '/v1/image/download/img-longyi-blue',
    );
    expect(within(lotus).getByRole('heading', { name: 'Addons' })).toBeInTheDocument();
    expect(addon).toHaveTextContent('Gift wrapping');
    expect(addon).toHaveTextContent('Quantity: 2');
    expect(addon).toHaveTextContent('2,000 MMK');
    expect(addon!.querySelector('img')).toBeNull();

    // A shop without a website is named, not linked; one without addons has no Addons list.
    const crafts = within(items).getByRole('region', { name: 'Sold By Mandalay Crafts' });
    expect(within(crafts).queryByRole('link')).not.toBeInTheDocument();
    expect(badgeIn(crafts, 'Delivered')).toHaveAttribute('data-colour', 'green');
    expect(litSteps(progressIn(crafts, 'Mandalay Crafts'))).toEqual([true, true, true]);
    expect(within(crafts).queryByRole('heading', { name: 'Addons' })).not.toBeInTheDocument();
    expect(crafts.querySelector('img')).toHaveAttribute('src', '/assets/placeholder.png');

    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(valueOf(summary, 'Subtotal')).toBe('40,000 MMK');
    expect(valueOf(summary, 'Tax (5%)')).toBe('2,000 MMK');
    expect(valueOf(summary, 'Delivery Cost')).toBe('3,500 MMK');
    expect(valueOf(summary, 'Grand Total')).toBe('45,500 MMK');

    expect(screen.getByRole('link', { name: 'Back to Order Lists' })).toHaveAttribute(
      'href',
      '/order-history',
    );
  });

  it('shows a two-shop order with one part delivered and the other rejected', async () => {
    stubDetail(() =>
      ok(orderDetail({ status: 'Delivered', productInfo: [rejectedLotusShop(), craftsShop()] })),
    );
    renderApp({ path: '/order-detail/INV-2024-0001', storage: LOGGED_IN });
    await screen.findByRole('heading', { level: 1, name: 'Order Detail' });

    // The order reads Delivered: the one part still going ahead has arrived.
    expect(
      within(screen.getByRole('region', { name: 'Order Info' })).getByText('Delivered'),
    ).toHaveAttribute('data-colour', 'green');

    const crafts = shopBlock('Sold By Mandalay Crafts');
    expect(badgeIn(crafts, 'Delivered')).toHaveAttribute('data-colour', 'green');
    const craftsSteps = within(progressIn(crafts, 'Mandalay Crafts')).getAllByRole('listitem');
    expect(craftsSteps.map((step) => step.textContent?.includes('(reached)'))).toEqual([
      true,
      true,
      true,
    ]);
    expect(craftsSteps[2]).toHaveAttribute('aria-current', 'step');
    expect(within(crafts).queryByText(/^Rejected by/)).not.toBeInTheDocument();
    // Oldest first: who made each change, when (day and time) and the shop's note.
    const craftsHistory = within(
      within(crafts).getByRole('list', { name: 'Status history' }),
    ).getAllByRole('listitem');
    const expected = [
      ['Pending', 'You', '2024-05-14T09:30:00.000Z', ''],
      ['Confirmed', 'Mandalay Crafts', '2024-05-14T11:05:00.000Z', 'Cash on delivery accepted.'],
      ['Shipping', 'Mandalay Crafts', '2024-05-15T08:20:00.000Z', 'Handed to Mandalay Post.'],
      ['Delivered', 'Mandalay Crafts', '2024-05-17T14:45:00.000Z', ''],
    ] as const;
    expect(craftsHistory).toHaveLength(expected.length);
    expected.forEach(([status, who, iso, note], index) => {
      const entry = craftsHistory[index]!;
      expect(entry).toHaveTextContent(`${status}·${who}${dateTime(iso)}${note}`, {
        normalizeWhitespace: true,
      });
      expect(within(entry).getByText(dateTime(iso))).toHaveAttribute('datetime', iso);
    });
    expect(dateTime('2024-05-17T14:45:00.000Z')).toMatch(/\d:45/);

    const lotus = shopBlock(/Sold By Golden Lotus Store/);
    expect(badgeIn(lotus, 'Rejected')).toHaveAttribute('data-colour', 'red');
    expect(
      within(lotus).getByText(`Rejected by Golden Lotus Store: ${LOTUS_REJECTION_REASON}`),
    ).toBeVisible();
    const lotusSteps = within(progressIn(lotus, 'Golden Lotus Store')).getAllByRole('listitem');
    expect(lotusSteps.map((step) => step.textContent)).toEqual([
      'Ordered (reached)',
      '2Shipping (will not be reached)',
      '3Delivered (will not be reached)',
    ]);
    expect(lotusSteps[0]).toHaveAttribute('aria-current', 'step');
    const lotusHistory = within(
      within(lotus).getByRole('list', { name: 'Status history' }),
    ).getAllByRole('listitem');
    expect(lotusHistory.map((entry) => entry.textContent)).toEqual([
      `Pending·You${dateTime('2024-05-14T09:30:00.000Z')}`,
      `Rejected·Golden Lotus Store${dateTime('2024-05-14T13:10:00.000Z')}${LOTUS_REJECTION_REASON}`,
    ]);
  });

  it('keeps Shipping dark until a shop ships, with Confirmed and Shipping in black', async () => {
    stubDetail(() =>
      ok(
        orderDetail({
          status: 'Confirmed',
          productInfo: [
            lotusShop({
              orderStatus: 'CONFIRMED',
              history: [
                ...lotusShop().history,
                shopChange('Golden Lotus Store', 'Pending', 'Confirmed', '2024-05-14T10:00:00Z'),
              ],
            }),
            craftsShop({ orderStatus: 'shipping', history: craftsShop().history.slice(0, 3) }),
          ],
        }),
      ),
    );
    renderApp({ path: '/order-detail/INV-2024-0001', storage: LOGGED_IN });
    await screen.findByRole('heading', { level: 1, name: 'Order Detail' });

    expect(
      within(screen.getByRole('region', { name: 'Order Info' })).getByText('Confirmed'),
    ).toHaveAttribute('data-colour', 'black');

    const lotus = shopBlock(/Sold By Golden Lotus Store/);
    expect(badgeIn(lotus, 'Confirmed')).toHaveAttribute('data-colour', 'black');
    expect(litSteps(progressIn(lotus, 'Golden Lotus Store'))).toEqual([true, false, false]);
    expect(
      within(within(lotus).getByRole('list', { name: 'Status history' })).getAllByRole(
        'listitem',
      )[1],
    ).toHaveTextContent('Confirmed·Golden Lotus Store');

    const crafts = shopBlock('Sold By Mandalay Crafts');
    expect(badgeIn(crafts, 'Shipping')).toHaveAttribute('data-colour', 'black');
    const steps = within(progressIn(crafts, 'Mandalay Crafts')).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent?.includes('(reached)'))).toEqual([
      true,
      true,
      false,
    ]);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(screen.queryByText(/^Rejected by/)).not.toBeInTheDocument();
  });

  it('names the shop of a rejection that came without a reason, and leaves out an empty history', async () => {
    stubDetail(() =>
      ok(
        orderDetail({
          status: 'Rejected',
          productInfo: [lotusShop({ orderStatus: 'rejected', history: [] })],
        }),
      ),
    );
    renderApp({ path: '/order-detail/INV-2024-0001', storage: LOGGED_IN });
    await screen.findByRole('heading', { level: 1, name: 'Order Detail' });
    const lotus = shopBlock(/Sold By Golden Lotus Store/);
    expect(badgeIn(lotus, 'Rejected')).toHaveAttribute('data-colour', 'red');
    expect(within(lotus).getByText('Rejected by Golden Lotus Store.')).toBeVisible();
    expect(litSteps(progressIn(lotus, 'Golden Lotus Store'))).toEqual([true, false, false]);
    expect(within(lotus).queryByRole('list', { name: 'Status history' })).not.toBeInTheDocument();
  });

  it('prints the receipt with Print Receipt', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    stubDetail(() => ok(orderDetail()));
    renderApp({ path: '/order-detail/INV-2024-0001', storage: LOGGED_IN });
    await userEvent.click(await screen.findByRole('button', { name: 'Print Receipt' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('marks the item list (with each shop’s progress and history) and the buttons to stay off paper, and nothing else', async () => {
    stubDetail(() => ok(orderDetail()));
    renderApp({ path: '/order-detail/INV-2024-0001', storage: LOGGED_IN });
    await screen.findByRole('heading', { name: 'Order Detail' });
    const hidden = [...document.querySelectorAll('[data-receipt] [data-print="hidden"]')];
    expect(hidden).toHaveLength(2);
    const items = screen.getByRole('region', { name: 'Items in this order' });
    expect(hidden).toContain(items);
    expect(hidden[0]).toContainElement(screen.getByRole('button', { name: 'Print Receipt' }));
    const progressAndHistory = [
      ...screen.getAllByRole('list', { name: /^Progress of your order from / }),
      ...screen.getAllByRole('list', { name: 'Status history' }),
    ];
    expect(progressAndHistory).toHaveLength(4);
    for (const list of progressAndHistory) expect(items).toContainElement(list);
    for (const name of ['Order Info', 'Order Summary']) {
      expect(hidden.some((element) => element.contains(screen.getByRole('region', { name })))).toBe(
        false,
      );
    }
  });

  it('shows prices in the chosen region’s currency, with the MMK value under the total', async () => {
    stubDetail(() => ok(orderDetail()));
    renderApp({
      path: '/order-detail/INV-2024-0001',
      storage: { ...LOGGED_IN, region: REGION_USA.guid },
    });
    const summary = await screen.findByRole('region', { name: 'Order Summary' });
    // 45,500 MMK at 2,100 MMK per USD.
    await waitFor(() => expect(valueOf(summary, 'Grand Total')).toContain('21.667 USD'));
    expect(valueOf(summary, 'Grand Total')).toContain('≈ 45,500 MMK');
  });

  it('says the order is not found when the server answers 404', async () => {
    stubDetail(() => failure('Order not found.', 404), 'GET /v1/pos/sales/invoice/INV-9999');
    renderApp({ path: '/order-detail/INV-9999', storage: LOGGED_IN });
    expect(await screen.findByRole('heading', { name: 'Order Not Found' })).toBeInTheDocument();
    expect(screen.getByText(/We could not find order INV-9999 in your account/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Order Lists' })).toHaveAttribute(
      'href',
      '/order-history',
    );
  });

  it("shows 'Error: {message}' for other failures, and tries again on request", async () => {
    let isDown = true;
    stubDetail(() =>
      isDown ? failure('The order service is unavailable.', 503) : ok(orderDetail()),
    );
    renderApp({ path: '/order-detail/INV-2024-0001', storage: LOGGED_IN });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error: The order service is unavailable.',
    );
    isDown = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Order Info' })).toBeInTheDocument();
  });

  it('shows a loading state while the order loads', async () => {
    stubDetail(() => new Promise<Response>(() => {}));
    renderApp({ path: '/order-detail/INV-2024-0001', storage: LOGGED_IN });
    // The app's route loading gives way to the page's own; either way, no order is shown.
    await waitFor(() => {
      expect(
        screen.getByText('Loading…', { selector: '[role="status"] *, [role="status"]' }),
      ).toBeInTheDocument();
    });
    expect(screen.queryByRole('heading', { name: 'Order Detail' })).not.toBeInTheDocument();
  });

  it('reads in Burmese', async () => {
    stubDetail(() => ok(orderDetail()));
    renderApp({
      path: '/order-detail/INV-2024-0001',
      storage: { ...LOGGED_IN, lang: JSON.stringify({ name: 'mm' }) },
    });
    expect(await screen.findByRole('heading', { name: 'အော်ဒါ အသေးစိတ်' })).toBeVisible();
    const info = screen.getByRole('region', { name: 'အော်ဒါ အချက်အလက်' });
    expect(valueOf(info, 'ငွေပေးချေမှု နည်းလမ်း')).toBe('ပစ္စည်းရောက် ငွေချေ');
    expect(valueOf(info, 'အော်ဒါ အခြေအနေ')).toBe('စောင့်ဆိုင်းဆဲ');
    // The township and country as Burmese writes them; the house and street as the shopper typed them.
    await waitFor(() => expect(valueOf(info, 'လိပ်စာ')).toBe('No. 12၊ Pyay Road၊ ကမာရွတ်မြို့နယ်၊ မြန်မာ'));
    const summary = screen.getByRole('region', { name: 'အော်ဒါ အကျဉ်းချုပ်' });
    expect(valueOf(summary, 'အခွန် (၅%)')).toBe('၂,၀၀၀ ကျပ်');
    expect(screen.getByRole('button', { name: 'အော်ဒါ ပြေစာ ထုတ်မည်' })).toBeInTheDocument();
    // The shop's Burmese name from the shop list (docs/product.md#shop-names).
    expect(
      await screen.findByRole('region', { name: /ရောင်းချသူ ဆိုင်- ရွှေကြာ စတိုး/ }),
    ).toBeInTheDocument();
  });

  it('reads each shop’s status, progress, rejection and history in Burmese', async () => {
    stubDetail(() =>
      ok(orderDetail({ status: 'Delivered', productInfo: [rejectedLotusShop(), craftsShop()] })),
    );
    renderApp({
      path: '/order-detail/INV-2024-0001',
      storage: { ...LOGGED_IN, lang: JSON.stringify({ name: 'mm' }) },
    });
    await screen.findByRole('heading', { name: 'အော်ဒါ အသေးစိတ်' });

    const crafts = screen.getByRole('region', { name: 'ရောင်းချသူ ဆိုင်- Mandalay Crafts' });
    expect(within(crafts).getByText('ရောက်ရှိပြီး', { selector: '[data-colour]' })).toHaveAttribute(
      'data-colour',
      'green',
    );
    const steps = within(
      within(crafts).getByRole('list', { name: 'Mandalay Crafts ဆိုင်မှ သင့်အော်ဒါ၏ အဆင့်များ' }),
    ).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'မှာယူပြီး (ဤအဆင့် ပြီးပါပြီ)',
      'ပို့ဆောင်နေဆဲ (ဤအဆင့် ပြီးပါပြီ)',
      'ရောက်ရှိပြီး (ဤအဆင့် ပြီးပါပြီ)',
    ]);
    const [placed] = within(
      within(crafts).getByRole('list', { name: 'အခြေအနေ မှတ်တမ်း' }),
    ).getAllByRole('listitem');
    const placedOn = dateTime('2024-05-14T09:30:00.000Z', 'my');
    expect(placedOn).toMatch(/^၂၀၂၄ ခုနှစ်၊ မေလ ၁၄ ရက်၊ (မနက်|နေ့လယ်|ညနေ|ည) [၀-၉]+:၃၀$/);
    expect(placed).toHaveTextContent(`စောင့်ဆိုင်းဆဲ·သင်${placedOn}`);

    const lotus = await screen.findByRole('region', { name: /ရောင်းချသူ ဆိုင်- ရွှေကြာ စတိုး/ });
    expect(within(lotus).getByText('ပယ်ချပြီး', { selector: '[data-colour]' })).toHaveAttribute(
      'data-colour',
      'red',
    );
    expect(
      within(lotus).getByText(
        `ရွှေကြာ စတိုး ဆိုင်က ၎င်း၏ ပစ္စည်းများကို ပယ်ချလိုက်ပါသည်။ အကြောင်းပြချက်- ${LOTUS_REJECTION_REASON}`,
      ),
    ).toBeVisible();
  });
});
