import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, ok, stubApi, type Handler } from '../../test/fetch-stub';
import { REGION_MYANMAR } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { consoleFailureOf, consoleFailureOfStatus } from './seller-errors';
import {
  orderDetail,
  RECEIPT_ID,
  SALE_GUID,
  SELLER_PROFILE,
  signInStaff,
  silentStream,
} from './test/seller-fixtures';

const BURMESE = { region: REGION_MYANMAR.guid, lang: JSON.stringify({ name: 'mm' }) };
const ORDER_PATH = `/seller/orders/${SALE_GUID}`;
const CHANGE = `POST /v1/seller/orders/${SALE_GUID}/status`;

/** What fetch does when the phone has no connection. */
const offline: Handler = () => {
  throw new TypeError('Failed to fetch');
};

function stubConsole(handlers: Record<string, Handler>) {
  return stubApi({
    'GET /v1/seller/me': () => ok(SELLER_PROFILE),
    'GET /v1/seller/events': () => silentStream(),
    [`GET /v1/receipts/${RECEIPT_ID}`]: () =>
      new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), {
        headers: { 'content-type': 'image/png' },
      }),
    ...handlers,
  });
}

/** Opens the order in Burmese and presses the payment check, as staff would. */
async function verifyPaymentInBurmese() {
  renderApp({ path: ORDER_PATH, storage: BURMESE });
  const user = userEvent.setup();
  const actions = await screen.findByRole('region', { name: 'နောက်တစ်ဆင့်' });
  await user.click(await within(actions).findByRole('button', { name: 'ငွေလွှဲမှု စစ်ဆေးအတည်ပြုမည်' }));
  await user.click(
    within(screen.getByRole('dialog')).getByRole('button', {
      name: 'ငွေလွှဲမှု စစ်ဆေးအတည်ပြုမည်',
    }),
  );
  return within(actions).findByRole('alert');
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

describe('consoleFailureOf', () => {
  it('reads the reason from the HTTP status, like the shop window, with 403, 409, 413 and 415 of its own', () => {
    expect(consoleFailureOf({ status: 'FETCH_ERROR', data: undefined, error: 'offline' })).toBe(
      'network',
    );
    expect(consoleFailureOf({ status: 'TIMEOUT_ERROR', data: undefined, error: 'slow' })).toBe(
      'network',
    );
    expect(consoleFailureOfStatus(401)).toBe('signedOut');
    expect(consoleFailureOfStatus(403)).toBe('forbidden');
    expect(consoleFailureOfStatus(404)).toBe('notFound');
    expect(consoleFailureOfStatus(409)).toBe('conflict');
    expect(consoleFailureOfStatus(422)).toBe('invalid');
    expect(consoleFailureOfStatus(400)).toBe('invalid');
    expect(consoleFailureOfStatus(429)).toBe('tooMany');
    // A photo or a file the call does not take is what was sent, not the server's trouble.
    expect(consoleFailureOfStatus(413)).toBe('invalid');
    expect(consoleFailureOfStatus(415)).toBe('invalid');
    expect(consoleFailureOfStatus(500)).toBe('server');
    expect(consoleFailureOfStatus(503)).toBe('server');
    expect(consoleFailureOf({ name: 'Error', message: 'thrown' })).toBe('server');
  });
});

describe('the console tells staff why a call failed in Burmese', () => {
  it('gives the reason for a 409 (the order moved on) instead of the server’s English', async () => {
    signInStaff();
    let detail = orderDetail();
    stubConsole({
      [`GET /v1/seller/orders/${SALE_GUID}`]: () => ok(detail),
      [CHANGE]: () => {
        detail = orderDetail({ status: 'Rejected', nextStatuses: [] });
        return failure('This order is already Rejected.', 409);
      },
    });
    const alert = await verifyPaymentInBurmese();
    expect(alert).toHaveTextContent(
      'အော်ဒါ၏ အခြေအနေ ပြောင်းသွားသဖြင့် ဤအဆင့်ကို ဆက်လုပ်၍ မရတော့ပါ။ ဤအော်ဒါကို အခြားသူတစ်ဦးက ပြောင်းလဲထားပါသည်။',
    );
    expect(alert.textContent).not.toMatch(/[A-Za-z]/);
  });

  it('gives the reason for a 404 on a change', async () => {
    signInStaff();
    stubConsole({
      [`GET /v1/seller/orders/${SALE_GUID}`]: () => ok(orderDetail()),
      [CHANGE]: () => failure('Order not found.', 404),
    });
    const alert = await verifyPaymentInBurmese();
    expect(alert).toHaveTextContent('ပြောင်းလဲမှုကို မသိမ်းရပါ- ဤအော်ဒါကို သင့်ဆိုင်တွင် ရှာမတွေ့ပါ။');
    expect(alert.textContent).not.toMatch(/[A-Za-z]/);
  });

  it('gives the reason when the order list cannot reach the server', async () => {
    signInStaff();
    stubConsole({ 'GET /v1/seller/orders': offline });
    renderApp({ path: '/seller', storage: BURMESE });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'အော်ဒါများကို ဖွင့်၍ မရပါ- ဆာဗာနှင့် ချိတ်ဆက်၍ မရပါ။ အင်တာနက်ကို စစ်ဆေးပြီး ထပ်စမ်းကြည့်ပါ။',
    );
    expect(alert).not.toHaveTextContent('Failed to fetch');
    expect(within(alert).getByRole('button', { name: 'ထပ်မံကြိုးစားမည်' })).toBeInTheDocument();
  });

  it('gives the reason when one order fails to load on the server’s side (500)', async () => {
    signInStaff();
    stubConsole({
      [`GET /v1/seller/orders/${SALE_GUID}`]: () => failure('Internal Server Error', 500),
    });
    renderApp({ path: ORDER_PATH, storage: BURMESE });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'အော်ဒါကို ဖွင့်၍ မရပါ- ဆာဗာဘက်တွင် အမှားတစ်ခု ဖြစ်နေပါသည်။ ခဏနေမှ ထပ်မံကြိုးစားပါ။',
    );
  });

  it('gives the reason when sign-in is refused for too many attempts (429)', async () => {
    stubApi({ 'POST /v1/user/': () => failure('Too many login attempts. Try again later.', 429) });
    renderApp({ path: '/seller/login', storage: BURMESE });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('အသုံးပြုသူအမည် သို့မဟုတ် ဖုန်းနံပါတ်'), 'yangon-mart-seller');
    await user.type(screen.getByLabelText('စကားဝှက်'), 'seller-pass-2024');
    await user.click(screen.getByRole('button', { name: 'အကောင့်ဝင်မည်' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('ကြိုးစားမှု များလွန်းနေပါသည်။ တစ်မိနစ်ခန့် စောင့်ပြီးမှ ထပ်မံကြိုးစားပါ။');
    expect(alert).not.toHaveTextContent('Too many login attempts');
  });
});

describe('in English', () => {
  it("keeps the server's words, and says plainly when the server cannot be reached", async () => {
    signInStaff();
    stubConsole({ 'GET /v1/seller/orders': offline });
    renderApp({ path: '/seller' });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The orders could not be loaded: The server could not be reached. Check the connection and try again.',
    );
  });

  it("shows the server's own message for a refused sign-in it words itself", async () => {
    stubApi({ 'POST /v1/user/': () => failure('Too many login attempts. Try again later.', 429) });
    renderApp({ path: '/seller/login' });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Username or phone'), 'yangon-mart-seller');
    await user.type(screen.getByLabelText('Password'), 'seller-pass-2024');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Too many login attempts. Try again later.',
      ),
    );
  });
});
