import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failure, ok, stubApi, type Handler } from '../../../test/fetch-stub';
import { REGION_MYANMAR, REGION_USA } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { orderDetail, SHOPPER } from '../test/order-fixtures';

const DETAIL = 'GET /v1/pos/sales/invoice/INV-2024-0001';
const LOGGED_IN = { region: REGION_MYANMAR.guid, authToken: 'token-1' };

function stubDetail(handler: Handler, path = DETAIL) {
  return stubApi({ 'GET /v1/user/brief': () => ok(SHOPPER), [path]: handler });
}

/** The value next to a label of a definition list (Order Info, Order Summary). */
function valueOf(container: HTMLElement, label: string): string {
  const term = within(container).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/order-detail/{orderId}', () => {
  it('shows the order: progress, Order Info, shops with their items, and the summary', async () => {
    const { calls } = stubDetail(() => ok(orderDetail()));
    renderApp({ path: '/order-detail/INV-2024-0001', storage: LOGGED_IN });

    expect(await screen.findByRole('heading', { level: 1, name: 'Order Detail' })).toBeVisible();
    expect(screen.getByText('Order ID: INV-2024-0001')).toBeInTheDocument();
    expect(calls.at(-1)!.headers.get('authorization')).toBe('Bearer token-1');

    // §2: pending lights Ordered and Shipping, not Delivered.
    const progress = screen.getByRole('region', { name: 'Order progress' });
    const steps = within(progress).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'Ordered (reached)',
      'Shipping (reached)',
      '3Delivered (not reached yet)',
    ]);
    expect(steps[1]).toHaveAttribute('aria-current', 'step');

    const info = screen.getByRole('region', { name: 'Order Info' });
    expect(valueOf(info, 'Name')).toBe('Thida Aung');
    expect(valueOf(info, 'Email')).toBe('thida@example.com');
    expect(valueOf(info, 'Phone 1')).toBe('09450000123');
    expect(valueOf(info, 'Phone 2')).toBe('Not provided');
    expect(valueOf(info, 'Address')).toBe('No. 12, Pyay Road, Kamayut, Yangon, Myanmar');
    expect(valueOf(info, 'Shipment')).toBe('Delivery');
    expect(valueOf(info, 'Order ID')).toBe('INV-2024-0001');
    expect(valueOf(info, 'Order Date')).toMatch(/May 14, 2024/);
    expect(valueOf(info, 'Order Status')).toBe('Pending');
    expect(valueOf(info, 'Payment Type')).toBe('Cash on deli');
    expect(valueOf(info, 'Tax')).toBe('2,000.00 MMK');
    expect(valueOf(info, 'Grand Total')).toBe('45,500.00 MMK');

    const items = screen.getByRole('region', { name: 'Items in this order' });
    const lotus = within(items).getByRole('region', { name: /Sold By Golden Lotus Store/ });
    expect(within(lotus).getByRole('link', { name: /Sold By Golden Lotus Store/ })).toHaveAttribute(
      'href',
      'https://lotus.example.com/',
    );
    expect(within(lotus).getByText('Pending')).toHaveAttribute('data-colour', 'yellow');
    const [variant, addon] = within(lotus).getAllByRole('listitem');
    expect(variant).toHaveTextContent('Cotton Longyi');
    expect(variant).toHaveTextContent('Blue, size M');
    expect(variant).toHaveTextContent('Quantity: 2');
    expect(variant).toHaveTextContent('30,000.00 MMK');
    expect(variant).toHaveTextContent('15,000.00 MMK each');
    expect(variant!.querySelector('img')).toHaveAttribute(
      'src',
      '/v1/image/download/img-longyi-blue',
    );
    expect(within(lotus).getByRole('heading', { name: 'Addons' })).toBeInTheDocument();
    expect(addon).toHaveTextContent('Gift wrapping');
    expect(addon).toHaveTextContent('Quantity: 2');
    expect(addon).toHaveTextContent('2,000.00 MMK');
    expect(addon!.querySelector('img')).toBeNull();

    // A shop without a website is named, not linked; one without addons has no Addons list.
    const crafts = within(items).getByRole('region', { name: 'Sold By Mandalay Crafts' });
    expect(within(crafts).queryByRole('link')).not.toBeInTheDocument();
    expect(within(crafts).getByText('Delivered')).toHaveAttribute('data-colour', 'green');
    expect(within(crafts).queryByRole('heading', { name: 'Addons' })).not.toBeInTheDocument();
    expect(crafts.querySelector('img')).toHaveAttribute('src', '/assets/placeholder.png');

    const summary = screen.getByRole('region', { name: 'Order Summary' });
    expect(valueOf(summary, 'Subtotal')).toBe('40,000.00 MMK');
    expect(valueOf(summary, 'Tax (5%)')).toBe('2,000.00 MMK');
    expect(valueOf(summary, 'Delivery Cost')).toBe('3,500.00 MMK');
    expect(valueOf(summary, 'Grand Total')).toBe('45,500.00 MMK');

    expect(screen.getByRole('link', { name: 'Back to Order Lists' })).toHaveAttribute(
      'href',
      '/order-history',
    );
  });

  it('lights every step for a delivered order and only Ordered for a rejected one', async () => {
    stubApi({
      'GET /v1/user/brief': () => ok(SHOPPER),
      [DETAIL]: () => ok(orderDetail({ status: 'DELIVERED' })),
      'GET /v1/pos/sales/invoice/INV-2024-0002': () =>
        ok(orderDetail({ invoiceNo: 'INV-2024-0002', status: 'Rejected' })),
    });
    const { router } = renderApp({ path: '/order-detail/INV-2024-0001', storage: LOGGED_IN });
    const progress = await screen.findByRole('region', { name: 'Order progress' });
    expect(within(progress).getAllByText('(reached)', { exact: false })).toHaveLength(3);
    expect(
      within(screen.getByRole('region', { name: 'Order Info' })).getByText('Delivered'),
    ).toHaveAttribute('data-colour', 'green');

    await router.navigate('/order-detail/INV-2024-0002');
    expect(await screen.findByText('Order ID: INV-2024-0002')).toBeInTheDocument();
    const steps = within(screen.getByRole('region', { name: 'Order progress' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((step) => step.textContent?.includes('(reached)'))).toEqual([
      true,
      false,
      false,
    ]);
    expect(
      within(screen.getByRole('region', { name: 'Order Info' })).getByText('Rejected'),
    ).toHaveAttribute('data-colour', 'red');
  });

  it('prints the receipt with Print Receipt', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    stubDetail(() => ok(orderDetail()));
    renderApp({ path: '/order-detail/INV-2024-0001', storage: LOGGED_IN });
    await userEvent.click(await screen.findByRole('button', { name: 'Print Receipt' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('marks the progress, the item list and the buttons to stay off paper, and nothing else', async () => {
    stubDetail(() => ok(orderDetail()));
    renderApp({ path: '/order-detail/INV-2024-0001', storage: LOGGED_IN });
    await screen.findByRole('heading', { name: 'Order Detail' });
    const hidden = [...document.querySelectorAll('[data-receipt] [data-print="hidden"]')];
    expect(hidden).toHaveLength(3);
    expect(hidden).toContain(screen.getByRole('region', { name: 'Order progress' }));
    expect(hidden).toContain(screen.getByRole('region', { name: 'Items in this order' }));
    expect(hidden[0]).toContainElement(screen.getByRole('button', { name: 'Print Receipt' }));
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
    expect(valueOf(summary, 'Grand Total')).toContain('≈ 45,500.00 MMK');
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
    expect(valueOf(info, 'ငွေပေးချေမှု နည်းလမ်း')).toBe('ပစ္စည်းရောက်မှ ငွေချေ');
    expect(valueOf(info, 'အော်ဒါ အခြေအနေ')).toBe('ဆောင်ရွက်ဆဲ');
    const summary = screen.getByRole('region', { name: 'အော်ဒါ အကျဉ်းချုပ်' });
    expect(valueOf(summary, 'အခွန် (၅%)')).toBe('၂,၀၀၀.၀၀ MMK');
    expect(screen.getByRole('button', { name: 'ပြေစာ ထုတ်ရန်' })).toBeInTheDocument();
    expect(
      screen.getByRole('region', { name: /ရောင်းချသူ - Golden Lotus Store/ }),
    ).toBeInTheDocument();
  });
});
