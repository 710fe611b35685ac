import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SaleCreateRequest } from '@storefront/contract/sales';
import { beforeAll, describe, expect, it } from 'vitest';
import { json, ok } from '../../test/fetch-stub';
import { productDetail } from '../../features/product/test/product-fixture';
import { BIKE, invoice, LAHPET_GUID, TEA } from '../../features/checkout/test/checkout-fixture';
import {
  bodiesOf,
  goToPayment,
  renderCheckout,
  rowValue,
} from '../../features/checkout/test/render-checkout';

const SALES = 'POST /v1/pos/sales/';
const INVOICE = 'POST /v1/pos/sales/invoice/';
const SALE_ID = '5a1e5a1e-0000-4000-8000-0000000000f1';
/** The bike's fees after an owner raised them by 1,000. */
const RAISED = { ...BIKE, priceRate: BIKE.priceRate.map((b) => ({ ...b, price: b.price + 1000 })) };

/** The shop's product page as the server gives it now: the raised fees. */
const teaPage = () =>
  ok(
    productDetail({
      guid: TEA.guid,
      shopLists: [
        {
          shopGuid: LAHPET_GUID,
          shopName: 'Shwe Lahpet Grocery',
          website: '',
          primaryPhone: '09450012345',
          otherPhones: '',
          street: 'Pyay Road',
          address: 'Kamayut, Yangon',
          avartarPhoto: null,
          shippingChargesList: [RAISED],
        },
      ],
    }),
  );

/** The first sale is refused: the shop's fee is 3,500 now, not the 2,500 the cart had. */
function salesAfterARaise() {
  let sales = 0;
  return () => {
    sales += 1;
    if (sales > 1) return ok(SALE_ID);
    return json(
      {
        success: false,
        data: null,
        message: 'The shipping fee is 3,500 MMK, not 2,500 MMK. Please review your order.',
        field: 'totalShippingFees',
        code: 'shippingFeeChanged',
        hints: ['2500', '3500'],
      },
      409,
    );
  };
}

beforeAll(() => import('./checkout'), 20_000);

describe('checkout: a delivery fee changed since the cart read it', { timeout: 20_000 }, () => {
  it('says what changed, keeps the cart, shows the new fee and pays it on the next tap', async () => {
    const user = userEvent.setup();
    const { api } = renderCheckout({
      cart: [TEA],
      handlers: {
        [SALES]: salesAfterARaise(),
        [INVOICE]: () => ok(invoice()),
        [`GET /v1/pos/product/productvariantdetail/${TEA.guid}`]: teaPage,
      },
    });
    await goToPayment(user);
    expect(rowValue('Shipping Fees')).toBe('2,500 MMK');
    await user.click(screen.getByRole('button', { name: 'Make payment' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'The delivery fee of Shwe Lahpet Grocery changed from 2,500 MMK to 3,500 MMK.',
    );
    expect(alert).toHaveTextContent('Your cart is kept');
    await waitFor(() => expect(rowValue('Shipping Fees')).toBe('3,500 MMK'));
    const stored = JSON.parse(localStorage.getItem('cartItems') ?? '[]') as (typeof TEA)[];
    expect(stored).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Make payment' }));
    await screen.findByRole('heading', { name: 'Order Successful!' });
    const sent = (await bodiesOf(api.calls, SALES)) as SaleCreateRequest[];
    expect(sent.map((body) => body.totalShippingFees)).toEqual([2500, 3500]);
  });

  it('says it in Burmese on a Burmese page', async () => {
    const user = userEvent.setup();
    renderCheckout({
      cart: [TEA],
      language: 'mm',
      handlers: {
        [SALES]: salesAfterARaise(),
        [`GET /v1/pos/product/productvariantdetail/${TEA.guid}`]: teaPage,
      },
    });
    await user.click(
      await screen.findByRole('checkbox', {
        name: 'စည်းကမ်းနှင့် သတ်မှတ်ချက်များ အားလုံးကို သဘောတူပါသည်',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'ငွေပေးချေမှုသို့ ဆက်သွားမည်' }));
    await user.click(await screen.findByRole('button', { name: 'ငွေပေးချေရန် ဆက်သွားမည်' }));
    await screen.findByRole('heading', { name: 'ငွေပေးချေမှု နည်းလမ်း' });
    await user.click(screen.getByRole('button', { name: 'အော်ဒါ တင်မည်' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Shwe Lahpet Grocery ၏ ပို့ခ ၂,၅၀၀ ကျပ် မှ ၃,၅၀၀ ကျပ် သို့ ပြောင်းသွားပါသည်။',
    );
  });
});
