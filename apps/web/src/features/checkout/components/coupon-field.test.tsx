import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, ok } from '../../../test/fetch-stub';
import { invoice, LAHPET_GUID, MART_GUID } from '../test/checkout-fixture';
import {
  bodiesOf,
  goToShipping,
  renderCheckout,
  rowValue,
  shopBlock,
} from '../test/render-checkout';

const CHECK = 'GET /v1/promo/check';
const SALE_IDS = ['5a1e5a1e-0000-4000-8000-000000000001', '5a1e5a1e-0000-4000-8000-000000000002'];

const SAVE10 = {
  code: 'SAVE10',
  discountType: 'percentage',
  discountValue: 10,
  discountAmount: 7_300,
  currencyCode: 'MMK',
  description: '10% off',
  descriptionMm: '၁၀% လျှော့',
};

function refusal(code: string, message: string, hints?: string[]) {
  return json(
    { success: false, data: null, message, field: 'code', code, ...(hints ? { hints } : {}) },
    422,
  );
}

beforeAll(() => import('../../../app/routes/checkout'), 20_000);

describe('a coupon code at checkout', { timeout: 20_000 }, () => {
  it("applies a code to one shop's goods: the discount in the summary, the code sent with that shop's sale", async () => {
    const user = userEvent.setup();
    let next = 0;
    const { api } = renderCheckout({
      handlers: {
        [CHECK]: () => ok(SAVE10),
        'POST /v1/pos/sales/': () => ok(SALE_IDS[next++ % 2]),
        'POST /v1/pos/sales/invoice/': () =>
          ok(invoice({ salesOrderId: SALE_IDS, discount: 7_300, tax: 3_585, totalAmount: 80_285 })),
      },
    });
    await goToShipping(user);
    const mart = shopBlock('Yangon Mart');
    await user.type(within(mart).getByRole('textbox', { name: 'Coupon code' }), '  save10 ');
    await user.click(within(mart).getByRole('button', { name: 'Apply' }));
    expect(await within(mart).findByRole('status')).toHaveTextContent(
      'SAVE10 applied: 7,300 MMK off',
    );
    const asked = api.calls.find((call) => new URL(call.url).pathname === '/v1/promo/check')!;
    const params = new URL(asked.url).searchParams;
    expect(params.get('code')).toBe('save10');
    expect(params.get('shopGuid')).toBe(MART_GUID);
    // Yangon Mart's goods: 20,000 + 2 × 25,000 + 3,000.
    expect(params.get('amount')).toBe('73000');

    // Mart: 73,000 − 7,300 = 65,700, tax 3,285, shipping 2,500. Tea: 6,000 + 300 + 2,500.
    expect(rowValue('Sub Total')).toBe('79,000 MMK');
    expect(rowValue('Coupon discount')).toBe('− 7,300 MMK');
    expect(rowValue('Tax (5%)')).toBe('3,585 MMK');
    expect(rowValue('Total')).toBe('80,285 MMK');

    await user.click(screen.getByRole('button', { name: 'Make payment' }));
    await screen.findByRole('heading', { name: 'Payment Method' });
    expect(rowValue('Coupon discount')).toBe('− 7,300 MMK');
    await user.click(screen.getByRole('button', { name: 'Make payment' }));
    await screen.findByRole('heading', { name: 'Order Successful!' });
    // The success page's receipt keeps the discount.
    expect(rowValue('Coupon discount', 'Order Summery')).toBe('− 7,300 MMK');
    expect(rowValue('Grand Total', 'Order Summery')).toBe('80,285 MMK');
    const sales = (await bodiesOf(api.calls, 'POST /v1/pos/sales/')) as Record<string, unknown>[];
    expect(sales.find((s) => s.shopGuid === MART_GUID)).toMatchObject({
      promoCode: 'SAVE10',
      discountType: 'percentage',
      discountAmount: 7_300,
      totalAmount: 71_485,
    });
    const tea = sales.find((s) => s.shopGuid === LAHPET_GUID)!;
    expect(tea.promoCode).toBeUndefined();
    expect(tea).toMatchObject({ discountAmount: 0, totalAmount: 8_800 });
  });

  it('says why a code does not apply, and Remove takes an applied one off again', async () => {
    const user = userEvent.setup();
    let answer: 'minimum' | 'ok' = 'minimum';
    renderCheckout({
      handlers: {
        [CHECK]: () =>
          answer === 'minimum'
            ? refusal('couponBelowMinimum', 'needs more', ['100000'])
            : ok(SAVE10),
      },
    });
    await goToShipping(user);
    const mart = shopBlock('Yangon Mart');
    const apply = within(mart).getByRole('button', { name: 'Apply' });
    await user.click(apply);
    expect(within(mart).getByRole('alert')).toHaveTextContent('Type a coupon code first.');
    const box = within(mart).getByRole('textbox', { name: 'Coupon code' });
    await user.type(box, 'BIG');
    await user.click(apply);
    expect(await within(mart).findByRole('alert')).toHaveTextContent(
      'This coupon code needs an order of at least 100,000 MMK from this shop.',
    );
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(rowValue('Total')).toBe('87,950 MMK');

    answer = 'ok';
    await user.clear(box);
    await user.type(box, 'save10');
    await user.click(within(mart).getByRole('button', { name: 'Apply' }));
    await within(mart).findByRole('status');
    expect(rowValue('Total')).toBe('80,285 MMK');
    await user.click(within(mart).getByRole('button', { name: 'Remove coupon SAVE10' }));
    expect(rowValue('Total')).toBe('87,950 MMK');
    expect(screen.queryByText('Coupon discount')).not.toBeInTheDocument();
  });

  it('words the refusals in Burmese on a Burmese page', async () => {
    const user = userEvent.setup();
    renderCheckout({
      language: 'mm',
      handlers: { [CHECK]: () => refusal('couponAlreadyUsed', 'You have already used it.') },
    });
    await screen.findByRole('radio', { name: /^Aye Aye/, checked: true });
    await user.click(
      await screen.findByRole('checkbox', { name: 'စည်းကမ်းနှင့် သတ်မှတ်ချက်များ အားလုံးကို သဘောတူပါသည်' }),
    );
    await user.click(screen.getByRole('button', { name: 'ငွေပေးချေမှုသို့ ဆက်သွားမည်' }));
    const boxes = await screen.findAllByRole('textbox', { name: 'ကူပွန်ကုဒ်' });
    await user.type(boxes[0]!, 'USED1');
    await user.click(screen.getAllByRole('button', { name: 'အသုံးပြုမည်' })[0]!);
    expect(await screen.findByRole('alert')).toHaveTextContent('ဤကူပွန်ကုဒ်ကို သင် အသုံးပြုပြီးဖြစ်သည်။');
  });
});
