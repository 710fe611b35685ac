import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { PromoCode } from '@storefront/contract/promos';
import { failure, ok, stubApi, type Handler } from '../../../test/fetch-stub';
import { REGION_MYANMAR } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const PROMOS = 'GET /v1/promo_code/';
const LOGGED_IN = { region: REGION_MYANMAR.guid, authToken: 'token-1' };

let serial = 0;
function promo(overrides: Partial<PromoCode> = {}): PromoCode {
  serial += 1;
  return {
    guid: `9d9d9d9d-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    code: `CODE${serial}`,
    description: `Coupon ${serial}`,
    descriptionMm: `ကူပွန် ${serial}`,
    startDate: '2024-04-01T00:00:00.000Z',
    endDate: '2099-04-30T00:00:00.000Z',
    discountType: 'percentage',
    discountValue: 10,
    ...overrides,
  };
}

const THINGYAN = promo({
  code: 'THINGYAN15',
  description: 'Water Festival sale: 15% off everything.',
  descriptionMm: 'သင်္ကြန် အထူးလျှော့ဈေး — ပစ္စည်းအားလုံး ၁၅% လျှော့။',
  discountType: 'percentage',
  discountValue: 15,
});
const SAVE5000 = promo({
  code: 'SAVE5000',
  description: '5,000 MMK off orders over 50,000 MMK.',
  discountType: 'fixed_amount',
  discountValue: 5000,
  startDate: '2098-01-01T00:00:00.000Z',
});
const FREESHIP = promo({
  code: 'FREESHIP',
  description: 'Free delivery inside Yangon.',
  discountType: 'free_shipping',
  discountValue: 3000,
  startDate: '2020-01-01T00:00:00.000Z',
  endDate: '2020-01-31T00:00:00.000Z',
});

function openPromos(handler: Handler, storage: Record<string, string> = LOGGED_IN) {
  const stub = stubApi({ [PROMOS]: handler });
  const view = renderApp({ path: '/promo-list', storage });
  return { ...stub, ...view };
}

const card = (code: string) =>
  screen.getAllByRole('article').find((element) => element.textContent?.includes(code))!;

describe('/promo-list', () => {
  beforeAll(() => import('../../../app/routes/promo-list'), 20_000);
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a spinner while the coupons load, asking for up to 100 with the token', async () => {
    const { calls } = openPromos(() => new Promise(() => {}));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Showing All Promotion Coupons' }),
    ).toBeVisible();
    expect(await screen.findByRole('status', { name: '' })).toHaveTextContent('Loading coupons…');
    // The coupons are asked for once the page has mounted.
    const request = await waitFor(() => {
      const sent = calls.find((call) => call.url.includes('/v1/promo_code/'));
      expect(sent).toBeDefined();
      return sent!;
    });
    const query = new URL(request.url).searchParams;
    expect([query.get('first'), query.get('max')]).toEqual(['0', '100']);
    expect(request.headers.get('authorization')).toBe('Bearer token-1');
  });

  it("shows 'Error: {message}' when the coupons cannot be loaded, and tries again", async () => {
    let attempts = 0;
    openPromos(() => {
      attempts += 1;
      return attempts === 1
        ? failure('Coupons are resting.', 500)
        : ok({ items: [THINGYAN], totalRecords: 1 });
    });
    const user = userEvent.setup();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error: Coupons are resting.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('THINGYAN15')).toBeVisible();
  });

  it('says so when there are no coupons', async () => {
    openPromos(() => ok({ items: [], totalRecords: 0 }));
    expect(await screen.findByText('There are no promotion coupons right now.')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Promotion coupons' })).toBeNull();
  });

  it("labels each discount by type: '% Off', 'MMK Off', 'Something Off'", async () => {
    openPromos(() => ok({ items: [THINGYAN, SAVE5000, FREESHIP], totalRecords: 3 }));
    const list = await screen.findByRole('list', { name: 'Promotion coupons' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);

    const thingyan = card('THINGYAN15');
    expect(within(thingyan).getByText('15% Off')).toBeVisible();
    expect(within(thingyan).getByText('Water Festival sale: 15% off everything.')).toBeVisible();
    expect(within(thingyan).getByText('Starts').nextSibling).toHaveTextContent('Apr 1, 2024');
    expect(within(thingyan).getByText('Ends').nextSibling).toHaveTextContent('Apr 30, 2099');
    expect(within(thingyan).getByText('Active now')).toBeVisible();

    const save = card('SAVE5000');
    expect(within(save).getByText('5,000 MMK Off')).toBeVisible();
    expect(within(save).getByText('Coming soon')).toBeVisible();

    const freeShip = card('FREESHIP');
    expect(within(freeShip).getByText('Something Off')).toBeVisible();
    expect(within(freeShip).getByText('Ended')).toBeVisible();
  });

  it("copies the code and toasts 'Successfully Copied!' for 2.5 s", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    openPromos(() => ok({ items: [THINGYAN, SAVE5000], totalRecords: 2 }));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Copy code SAVE5000' }));
    await expect(navigator.clipboard.readText()).resolves.toBe('SAVE5000');
    expect(await screen.findByText('Successfully Copied!')).toBeInTheDocument();

    // A toast leaves the page 1 s after it is dismissed: a 2.5 s toast is gone by 3.5 s, while
    // a 2 s one would be gone by 3 s and a 4 s one would still be there.
    act(() => vi.advanceTimersByTime(3200));
    expect(screen.getByText('Successfully Copied!')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(600));
    await waitFor(() => expect(screen.queryByText('Successfully Copied!')).toBeNull());
  });

  it('says when the code could not be copied, showing the code', async () => {
    openPromos(() => ok({ items: [THINGYAN], totalRecords: 1 }));
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    await user.click(await screen.findByRole('button', { name: 'Copy code THINGYAN15' }));
    expect(
      await screen.findByText('Could not copy the code. Please write it down: THINGYAN15'),
    ).toBeInTheDocument();
  });

  it('is in Burmese for Burmese shoppers, with the Burmese description', async () => {
    openPromos(() => ok({ items: [THINGYAN, SAVE5000, FREESHIP], totalRecords: 3 }), {
      ...LOGGED_IN,
      lang: JSON.stringify({ name: 'mm', flag: '/assets/icons/mm_flag.png' }),
    });
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'ပရိုမိုးရှင်း ကူပွန်အားလုံးကို ပြသနေသည်',
      }),
    ).toBeVisible();
    const thingyan = card('THINGYAN15');
    expect(within(thingyan).getByText('၁၅% လျှော့')).toBeVisible();
    expect(within(thingyan).getByText('သင်္ကြန် အထူးလျှော့ဈေး — ပစ္စည်းအားလုံး ၁၅% လျှော့။')).toBeVisible();
    expect(within(card('SAVE5000')).getByText(/ကျပ် လျှော့$/)).toBeVisible();
    expect(within(card('FREESHIP')).getByText('အထူး လျှော့ဈေး')).toBeVisible();
    expect(within(thingyan).getByRole('button', { name: 'ကုဒ် THINGYAN15 ကို ကူးယူမည်' })).toBeVisible();
  });

  it('sends a visitor who is not logged in to /login', async () => {
    const { router } = openPromos(() => ok({ items: [], totalRecords: 0 }), {
      region: REGION_MYANMAR.guid,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
