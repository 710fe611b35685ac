import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { Address } from '@storefront/contract/account';
import type { CartItem } from '@storefront/commerce/cart';
import { ok, stubApi, type Handler } from '../../../test/fetch-stub';
import { REGION_MYANMAR } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { CHARGER, HOME, OFFICE, PAYMENTS, TEA, TOWNSHIPS, USER } from './checkout-fixture';

type CheckoutSetup = {
  cart?: CartItem[];
  addresses?: Address[];
  handlers?: Record<string, Handler>;
  language?: 'en' | 'mm';
  /** The chosen region's guid (the shopper's currency); Myanmar unless given. */
  region?: string;
};

/** A logged-in shopper opening /checkout with the given cart and address book. */
export function renderCheckout({
  cart = [CHARGER, TEA],
  addresses = [HOME, OFFICE],
  handlers = {},
  language = 'en',
  region = REGION_MYANMAR.guid,
}: CheckoutSetup = {}) {
  const api = stubApi({
    'GET /v1/user/brief': () => ok(USER),
    'GET /v1/address_book/list_all_address': () => ok({ items: addresses }),
    'GET /v1/township/list': () => ok({ items: TOWNSHIPS }),
    'GET /v1/payment/list_all_business_payment': () =>
      ok({ items: PAYMENTS, totalRecords: PAYMENTS.length }),
    ...handlers,
  });
  const view = renderApp({
    path: '/checkout',
    storage: {
      region,
      authToken: 'token-of-aye-aye',
      cartItems: JSON.stringify(cart),
      lang: JSON.stringify({ name: language, flag: '' }),
    },
  });
  return { ...view, api };
}

/** The request bodies (as JSON) sent to `METHOD /path`, in order. */
export async function bodiesOf(calls: Request[], route: string): Promise<unknown[]> {
  const [method, path] = route.split(' ');
  const matching = calls.filter(
    (call) => call.method === method && new URL(call.url).pathname === path,
  );
  return Promise.all(
    matching.map(async (call) => JSON.parse(await call.clone().text()) as unknown),
  );
}

export function headersOf(calls: Request[], route: string, header: string): (string | null)[] {
  const [method, path] = route.split(' ');
  return calls
    .filter((call) => call.method === method && new URL(call.url).pathname === path)
    .map((call) => call.headers.get(header));
}

/** Step 1 → 2: tick the terms box and proceed (the first address is preselected). */
export async function goToShipping(user: UserEvent) {
  await screen.findByRole('radio', { name: /^Aye Aye/, checked: true });
  await user.click(
    screen.getByRole('checkbox', { name: 'I agree to all the terms and conditions' }),
  );
  await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
  await screen.findByRole('heading', { name: 'Shipping Details' });
}

/** Step 2 → 3. */
export async function goToPayment(user: UserEvent) {
  await goToShipping(user);
  await user.click(screen.getByRole('button', { name: 'Make payment' }));
  await screen.findByRole('heading', { name: 'Payment Method' });
}

export const summaryBox = (name = 'Order Summary') => screen.getByRole('region', { name });

export const shopBlock = (name: string) => screen.getByRole('region', { name });

/** A summary row's value, e.g. rowValue('Shipping Fees'). */
export function rowValue(label: string, name?: string): string {
  const term = within(summaryBox(name)).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}
