import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { failure, json, ok } from '../../../test/fetch-stub';
import {
  BIKE,
  CHARGER,
  HOME,
  invoice,
  LAHPET_GUID,
  MART_GUID,
  STANDARD,
  TEA,
} from '../test/checkout-fixture';
import {
  bodiesOf,
  goToPayment,
  headersOf,
  renderCheckout,
  rowValue,
  shopBlock,
} from '../test/render-checkout';

const SALE_IDS = ['5a1e5a1e-0000-4000-8000-000000000001', '5a1e5a1e-0000-4000-8000-000000000002'];
const SALES = 'POST /v1/pos/sales/';
const INVOICE = 'POST /v1/pos/sales/invoice/';

/** Sale ids handed out in order, one per shop request. */
function saleHandler() {
  let next = 0;
  return () => ok(SALE_IDS[next++ % SALE_IDS.length]);
}

function pngFile(name = 'receipt.png', type = 'image/png') {
  // The PNG signature is enough for the browser side; the server checks the real content.
  return new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 0])], name, { type });
}

// The route loads lazily: loaded once up front, its import is not paid inside the first
// test's one-second wait for the page (a busy machine took longer).
beforeAll(() => import('../../../app/routes/checkout'), 20_000);

describe('checkout step 3: Payment Method', () => {
  it("offers 'Cash on deli' (chosen) and each business method, with Front Door delivery", async () => {
    const user = userEvent.setup();
    renderCheckout();
    await goToPayment(user);
    await screen.findByRole('radio', { name: 'KBZPay' });
    const tiles = screen.getByRole('group', { name: 'Payment Method' });
    expect(
      within(tiles)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['Cash on deli', 'KBZPay', 'WavePay']);
    expect(within(tiles).getByRole('radio', { name: 'Cash on deli' })).toBeChecked();
    expect(screen.getByText("We'll send to the selected address")).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your Account Name' })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Front Door' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'On Hand' })).not.toBeChecked();
    expect(rowValue('Total')).toBe('87,950 MMK');
    expect(screen.getByRole('button', { name: 'Make payment' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Back to Shipping' }));
    expect(await screen.findByRole('heading', { name: 'Shipping Details' })).toBeInTheDocument();
  });

  it("shows the seller's accounts for a wallet and asks for the payer's details and receipt", async () => {
    const user = userEvent.setup();
    const { api } = renderCheckout();
    await goToPayment(user);
    await user.click(await screen.findByRole('radio', { name: 'KBZPay' }));
    expect(screen.getByText('Kyaw Min Htet')).toBeInTheDocument();
    expect(screen.getByText('09250123456')).toBeInTheDocument();
    expect(screen.queryByText("We'll send to the selected address")).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Make payment' }));
    expect(screen.getByRole('textbox', { name: 'Your Account Name' })).toHaveAccessibleDescription(
      'Please fill in Your Account Name.',
    );
    expect(
      screen.getByRole('textbox', { name: 'Your Account Number' }),
    ).toHaveAccessibleDescription('Please fill in Your Account Number.');
    expect(screen.getByText('Please add the receipt screenshot.')).toBeInTheDocument();
    // docs/product.md#payment-methods: nothing is sent until the details are there.
    expect(await bodiesOf(api.calls, SALES)).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Your Account Name' }), 'Aye Aye');
    expect(
      screen.getByRole('textbox', { name: 'Your Account Name' }),
    ).not.toHaveAccessibleDescription();
  });

  it('takes a png receipt by Browse Image, previews it, and Cancel takes it away', async () => {
    // Files of a type the picker's accept list refuses still reach the check (drag and drop).
    const user = userEvent.setup({ applyAccept: false });
    renderCheckout();
    await goToPayment(user);
    await user.click(await screen.findByRole('radio', { name: 'KBZPay' }));
    expect(screen.getByText('Drag & Drop Receipt Here')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Browse Image' })).toBeInTheDocument();
    const input = screen.getByLabelText('Receipt screenshot');

    await user.upload(input, pngFile('receipt.gif', 'image/gif'));
    expect(await screen.findByText('Please choose a PNG, JPEG or WebP image.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Receipt preview' })).not.toBeInTheDocument();

    await user.upload(input, pngFile());
    const preview = await screen.findByRole('img', { name: 'Receipt preview' });
    expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(screen.queryByText('Please choose a PNG, JPEG or WebP image.')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('img', { name: 'Receipt preview' })).not.toBeInTheDocument();
    expect(screen.getByText('Drag & Drop Receipt Here')).toBeInTheDocument();
  });

  it('refuses a receipt over 5 MB before uploading it', async () => {
    const user = userEvent.setup();
    renderCheckout();
    await goToPayment(user);
    await user.click(await screen.findByRole('radio', { name: 'WavePay' }));
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    await user.upload(screen.getByLabelText('Receipt screenshot'), big);
    expect(
      await screen.findByText('The receipt image must be 5 MB or smaller.'),
    ).toBeInTheDocument();
  });
});

describe('placing the order', () => {
  it('cash on delivery: one sale per shop, then the invoice, then Success and an empty cart', async () => {
    const user = userEvent.setup();
    const { api, store } = renderCheckout({
      handlers: {
        [SALES]: saleHandler(),
        [INVOICE]: () => ok(invoice({ salesOrderId: SALE_IDS })),
      },
    });
    await user.click(await screen.findByRole('radio', { name: 'Product Maintenance (Fragile)' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Additional Notes (Optional)' }),
      'Ring twice',
    );
    await goToPayment(user);
    await user.click(screen.getByRole('radio', { name: 'On Hand' }));
    await user.click(screen.getByRole('button', { name: 'Make payment' }));

    expect(await screen.findByRole('heading', { name: 'Order Successful!' })).toHaveFocus();
    expect(screen.getByText('Thanks You For Your Purchase')).toBeInTheDocument();
    expect(screen.getByText('INV-20240501-0001')).toBeInTheDocument();
    // The order as placed, although the cart is now empty.
    expect(within(shopBlock('Yangon Mart')).getByText('Type-C')).toBeInTheDocument();
    expect(within(shopBlock('Shwe Lahpet Grocery')).getByText('200 g')).toBeInTheDocument();
    expect(rowValue('Sub Total', 'Order Summery')).toBe('79,000 MMK');
    expect(rowValue('Shipping Cost', 'Order Summery')).toBe('5,000 MMK');
    expect(rowValue('Grand Total', 'Order Summery')).toBe('87,950 MMK');
    expect(screen.getByRole('link', { name: 'Back To Main Page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'View Order History' })).toHaveAttribute(
      'href',
      '/order-history',
    );
    // The progress bar ends at Success with no way back.
    expect(
      within(screen.getByRole('navigation', { name: 'Checkout steps' })).queryByRole('button'),
    ).not.toBeInTheDocument();
    // docs/product.md#place-order: the cart is emptied, in the store and in storage.
    expect(store.getState().cart.cartItems).toEqual([]);
    await waitFor(() => expect(localStorage.getItem('cartItems')).toBe('[]'));

    const sales = await bodiesOf(api.calls, SALES);
    expect(sales).toEqual([
      {
        totalAmount: 79150,
        paidAmount: 79150,
        discountType: '',
        discountAmount: 0,
        status: 'Pending',
        shipment: 'Delivery',
        remark: 'Ring twice',
        validPayment: false,
        courierGuid: null,
        items: [
          {
            productGuid: CHARGER.variants[0]!.variantGuid,
            quantity: 1,
            productName: CHARGER.name,
            addons: [
              {
                addonGuid: CHARGER.addons[0]!.addonGuid,
                addonName: 'Spare cable',
                addonQuantity: 1,
              },
            ],
          },
          {
            productGuid: CHARGER.variants[1]!.variantGuid,
            quantity: 2,
            productName: CHARGER.name,
            addons: [],
          },
        ],
        contact: HOME,
        cod: 'true',
        kpay: '',
        wave: '',
        condition: 'InStock',
        orderAs: 'OnlineCustomer',
        shopGuid: MART_GUID,
        shippingGuid: STANDARD.guid,
        totalShippingFees: 2500,
        currencyCode: 'MMK',
        service: 'Product Maintenance',
        deliveryType: 'On Hand',
      },
      expect.objectContaining({
        totalAmount: 8800,
        shopGuid: LAHPET_GUID,
        shippingGuid: BIKE.guid,
        totalShippingFees: 2500,
        items: [
          {
            productGuid: TEA.variants[0]!.variantGuid,
            quantity: 1,
            productName: TEA.name,
            addons: [],
          },
        ],
      }),
    ]);
    expect(await bodiesOf(api.calls, INVOICE)).toEqual([
      {
        paymentType: 'Cash on deli',
        accountName: '',
        accountNumber: '',
        currencyCode: 'MMK',
        screenShot: null,
        salesOrderId: SALE_IDS,
      },
    ]);
    // Every request carries its own Idempotency-Key.
    const keys = [
      ...headersOf(api.calls, SALES, 'idempotency-key'),
      ...headersOf(api.calls, INVOICE, 'idempotency-key'),
    ];
    expect(keys).toHaveLength(3);
    expect(new Set(keys).size).toBe(3);
    expect(keys.every((key) => typeof key === 'string' && /^[\x21-\x7e]{1,200}$/.test(key))).toBe(
      true,
    );
    // The sales carry ?access=website.
    expect(
      api.calls
        .filter((call) => new URL(call.url).pathname === '/v1/pos/sales/')
        .map((call) => new URL(call.url).searchParams.get('access')),
    ).toEqual(['website', 'website']);
  });

  it('a wallet transfer sends the account and the receipt on the invoice', async () => {
    const user = userEvent.setup();
    const { api } = renderCheckout({
      cart: [TEA],
      handlers: {
        [SALES]: saleHandler(),
        [INVOICE]: () => ok(invoice({ paymentType: 'KBZPay', salesOrderId: [SALE_IDS[0]!] })),
      },
    });
    await goToPayment(user);
    await user.click(await screen.findByRole('radio', { name: 'KBZPay' }));
    await user.type(screen.getByRole('textbox', { name: 'Your Account Name' }), ' Aye Aye ');
    await user.type(screen.getByRole('textbox', { name: 'Your Account Number' }), '09450123456');
    await user.upload(screen.getByLabelText('Receipt screenshot'), pngFile());
    await screen.findByRole('img', { name: 'Receipt preview' });
    await user.click(screen.getByRole('button', { name: 'Make payment' }));
    expect(await screen.findByRole('heading', { name: 'Order Successful!' })).toBeInTheDocument();
    expect(await bodiesOf(api.calls, INVOICE)).toEqual([
      {
        paymentType: 'KBZPay',
        accountName: 'Aye Aye',
        accountNumber: '09450123456',
        currencyCode: 'MMK',
        screenShot: expect.stringMatching(/^data:image\/png;base64,iVBORw0KGgo/) as unknown,
        salesOrderId: [SALE_IDS[0]],
      },
    ]);
  });

  it('stays on the payment step with a readable message when the invoice is refused', async () => {
    const user = userEvent.setup();
    let invoices = 0;
    const { api, store } = renderCheckout({
      handlers: {
        [SALES]: saleHandler(),
        [INVOICE]: () => {
          invoices += 1;
          return invoices === 1
            ? failure('Please choose a payment method from the list.', 400)
            : ok(invoice());
        },
      },
    });
    await goToPayment(user);
    await user.click(screen.getByRole('button', { name: 'Make payment' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your payment could not be completed.');
    expect(alert).toHaveTextContent('Please choose a payment method from the list.');
    expect(screen.getByRole('heading', { name: 'Payment Method' })).toBeInTheDocument();
    expect(store.getState().cart.cartItems).toHaveLength(2);

    // Trying again sends the very same requests with the very same keys: the server answers
    // with the sales it already made instead of making new ones.
    const firstKeys = headersOf(api.calls, SALES, 'idempotency-key');
    await user.click(screen.getByRole('button', { name: 'Make payment' }));
    expect(await screen.findByRole('heading', { name: 'Order Successful!' })).toBeInTheDocument();
    expect(headersOf(api.calls, SALES, 'idempotency-key')).toEqual([...firstKeys, ...firstKeys]);
    const invoiceKeys = headersOf(api.calls, INVOICE, 'idempotency-key');
    expect(invoiceKeys[0]).toBe(invoiceKeys[1]);
  });

  it('words a refused receipt by its code, in English and in Burmese', async () => {
    const user = userEvent.setup();
    const tooComplex = () =>
      failure('The receipt picture is too complex (as the server words it).', 422, {
        field: 'screenShot',
        code: 'receiptTooComplex',
      });
    const english = renderCheckout({
      cart: [TEA],
      handlers: { [SALES]: saleHandler(), [INVOICE]: tooComplex },
    });
    await goToPayment(user);
    await user.click(screen.getByRole('button', { name: 'Make payment' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'The receipt picture is too complex to check. Please send a plain screenshot',
    );
    expect(alert).not.toHaveTextContent('as the server words it');
    english.unmount();

    renderCheckout({
      cart: [TEA],
      language: 'mm',
      handlers: { [SALES]: saleHandler(), [INVOICE]: tooComplex },
    });
    await screen.findByRole('radio', { name: /^Aye Aye/, checked: true });
    await user.click(
      await screen.findByRole('checkbox', { name: 'စည်းကမ်းနှင့် သတ်မှတ်ချက်များ အားလုံးကို သဘောတူပါသည်' }),
    );
    await user.click(screen.getByRole('button', { name: 'ငွေပေးချေမှုသို့ ဆက်သွားမည်' }));
    await user.click(await screen.findByRole('button', { name: 'ငွေပေးချေရန် ဆက်သွားမည်' }));
    await screen.findByRole('heading', { name: 'ငွေပေးချေမှု နည်းလမ်း' });
    await user.click(screen.getByRole('button', { name: 'အော်ဒါ တင်မည်' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'ဤငွေလွှဲပြေစာ ပုံကို စစ်ဆေးရန် ရှုပ်ထွေးလွန်းပါသည်။',
    );
  });

  it('says cash on delivery cannot hold that many, and keeps the sales for a wallet payment', async () => {
    const user = userEvent.setup();
    let invoices = 0;
    const { api } = renderCheckout({
      cart: [TEA],
      handlers: {
        [SALES]: saleHandler(),
        [INVOICE]: () => {
          invoices += 1;
          return invoices === 1
            ? failure(
                'Cash on delivery can hold only part of the remaining Tea (250 g) until the shop accepts the orders: you can order 2 with cash on delivery now. You can still order it now by paying with a wallet.',
                409,
                { field: 'paymentType', code: 'codHoldShare' },
              )
            : ok(invoice());
        },
      },
    });
    await goToPayment(user);
    await user.click(screen.getByRole('button', { name: 'Make payment' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Cash on delivery cannot hold that many right now.');
    expect(alert).toHaveTextContent('you can order 2 with cash on delivery now');
    // The sales were not refused: the next attempt sends them again under the same keys.
    await user.click(screen.getByRole('button', { name: 'Make payment' }));
    await screen.findByRole('heading', { name: 'Order Successful!' });
    const saleKeys = headersOf(api.calls, SALES, 'idempotency-key');
    expect(saleKeys).toHaveLength(2);
    expect(saleKeys[0]).toBe(saleKeys[1]);
  });

  it('makes new sales when the server says the old ones expired', async () => {
    const user = userEvent.setup();
    let invoices = 0;
    const { api } = renderCheckout({
      cart: [TEA],
      handlers: {
        [SALES]: saleHandler(),
        [INVOICE]: () => {
          invoices += 1;
          return invoices === 1
            ? failure('Your order has expired. Please check out again.', 409)
            : ok(invoice());
        },
      },
    });
    await goToPayment(user);
    await user.click(screen.getByRole('button', { name: 'Make payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your order has expired. Please check out again.',
    );
    await user.click(screen.getByRole('button', { name: 'Make payment' }));
    await screen.findByRole('heading', { name: 'Order Successful!' });
    const saleKeys = headersOf(api.calls, SALES, 'idempotency-key');
    expect(saleKeys).toHaveLength(2);
    expect(saleKeys[0]).not.toBe(saleKeys[1]);
    // The second invoice names the new sale.
    expect(
      (await bodiesOf(api.calls, INVOICE)).map(
        (body) => (body as { salesOrderId: string[] }).salesOrderId,
      ),
    ).toEqual([[SALE_IDS[0]], [SALE_IDS[1]]]);
  });

  it('uses a new invoice key when the payment changed, and keeps the sale keys', async () => {
    const user = userEvent.setup();
    let invoices = 0;
    const { api } = renderCheckout({
      cart: [TEA],
      handlers: {
        [SALES]: saleHandler(),
        [INVOICE]: () => {
          invoices += 1;
          return invoices === 1
            ? failure('The receipt image is not a picture.', 400)
            : ok(invoice());
        },
      },
    });
    await goToPayment(user);
    await user.click(await screen.findByRole('radio', { name: 'KBZPay' }));
    await user.type(screen.getByRole('textbox', { name: 'Your Account Name' }), 'Aye Aye');
    await user.type(screen.getByRole('textbox', { name: 'Your Account Number' }), '09450123456');
    await user.upload(screen.getByLabelText('Receipt screenshot'), pngFile());
    await user.click(await screen.findByRole('button', { name: 'Make payment' }));
    await screen.findByRole('alert');

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.upload(screen.getByLabelText('Receipt screenshot'), pngFile('other.png'));
    await screen.findByRole('img', { name: 'Receipt preview' });
    await user.click(screen.getByRole('radio', { name: 'Cash on deli' }));
    await user.click(screen.getByRole('button', { name: 'Make payment' }));
    await screen.findByRole('heading', { name: 'Order Successful!' });

    const saleKeys = headersOf(api.calls, SALES, 'idempotency-key');
    expect(saleKeys).toHaveLength(2);
    expect(saleKeys[0]).toBe(saleKeys[1]);
    const invoiceKeys = headersOf(api.calls, INVOICE, 'idempotency-key');
    expect(invoiceKeys).toHaveLength(2);
    expect(invoiceKeys[0]).not.toBe(invoiceKeys[1]);
  });

  it('says when the shop could not be reached, and a retry reuses the key', async () => {
    const user = userEvent.setup();
    let sales = 0;
    const { api } = renderCheckout({
      cart: [TEA],
      handlers: {
        [SALES]: () => {
          sales += 1;
          if (sales === 1) throw new TypeError('Failed to fetch');
          return ok(SALE_IDS[0]);
        },
        [INVOICE]: () => ok(invoice()),
      },
    });
    await goToPayment(user);
    await user.click(screen.getByRole('button', { name: 'Make payment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not reach the shop.');
    await user.click(screen.getByRole('button', { name: 'Make payment' }));
    await screen.findByRole('heading', { name: 'Order Successful!' });
    const keys = headersOf(api.calls, SALES, 'idempotency-key');
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  it('disables Make payment while the sale is loading, so a second tap sends nothing', async () => {
    const user = userEvent.setup();
    let release: (response: Response) => void = () => {};
    const { api } = renderCheckout({
      cart: [TEA],
      handlers: {
        [SALES]: () => new Promise<Response>((resolve) => (release = resolve)),
        [INVOICE]: () => ok(invoice()),
      },
    });
    await goToPayment(user);
    const pay = screen.getByRole('button', { name: 'Make payment' });
    await user.click(pay);
    await waitFor(() => expect(pay).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Back to Shipping' })).toBeDisabled();
    await user.click(pay);
    expect(await bodiesOf(api.calls, SALES)).toHaveLength(1);
    release(json(ok(SALE_IDS[0])));
    await screen.findByRole('heading', { name: 'Order Successful!' });
  });

  it("names the staff member's own shop when it refuses the sale, in Burmese too", async () => {
    const user = userEvent.setup();
    renderCheckout({
      cart: [TEA],
      language: 'mm',
      handlers: {
        [SALES]: () =>
          json(
            {
              success: false,
              data: null,
              message:
                'You work at Shwe Lahpet Grocery, so you cannot place orders there. You can still buy at other shops.',
              field: 'shopGuid',
              code: 'staffOwnShop',
            },
            403,
          ),
      },
    });
    await screen.findByRole('radio', { name: /^Aye Aye/, checked: true });
    await user.click(
      await screen.findByRole('checkbox', { name: 'စည်းကမ်းနှင့် သတ်မှတ်ချက်များ အားလုံးကို သဘောတူပါသည်' }),
    );
    await user.click(screen.getByRole('button', { name: 'ငွေပေးချေမှုသို့ ဆက်သွားမည်' }));
    await user.click(await screen.findByRole('button', { name: 'ငွေပေးချေရန် ဆက်သွားမည်' }));
    await screen.findByRole('heading', { name: 'ငွေပေးချေမှု နည်းလမ်း' });
    await user.click(screen.getByRole('button', { name: 'အော်ဒါ တင်မည်' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('သင့်ငွေပေးချေမှု မအောင်မြင်ပါ။');
    expect(alert).toHaveTextContent('သင် Shwe Lahpet Grocery တွင် အလုပ်လုပ်နေသဖြင့် ထိုဆိုင်မှ မှာယူ၍ မရပါ။');
    expect(alert).not.toHaveTextContent('You work at');
  });

  it('words a refused sale in Burmese by its code, naming the item and what is left', async () => {
    const user = userEvent.setup();
    let sales = 0;
    renderCheckout({
      cart: [TEA],
      language: 'mm',
      handlers: {
        [SALES]: () => {
          sales += 1;
          return sales === 1
            ? failure(
                'Only 2 of Lahpet (Jar) can be ordered now. Please lower the quantity.',
                409,
                {
                  code: 'lowStock',
                  hints: ['Lahpet (Jar)', '2'],
                },
              )
            : failure('An item in your cart is no longer sold. Please remove it.', 400, {
                field: 'items.0.productGuid',
              });
        },
      },
    });
    await screen.findByRole('radio', { name: /^Aye Aye/, checked: true });
    await user.click(
      await screen.findByRole('checkbox', { name: 'စည်းကမ်းနှင့် သတ်မှတ်ချက်များ အားလုံးကို သဘောတူပါသည်' }),
    );
    await user.click(screen.getByRole('button', { name: 'ငွေပေးချေမှုသို့ ဆက်သွားမည်' }));
    await user.click(await screen.findByRole('button', { name: 'ငွေပေးချေရန် ဆက်သွားမည်' }));
    await screen.findByRole('heading', { name: 'ငွေပေးချေမှု နည်းလမ်း' });
    await user.click(screen.getByRole('button', { name: 'အော်ဒါ တင်မည်' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('သင့်ငွေပေးချေမှု မအောင်မြင်ပါ။');
    expect(alert).toHaveTextContent('Lahpet (Jar) ကို ယခု ၂ ခုသာ မှာယူနိုင်ပါသည်။ အရေအတွက်ကို လျှော့ပါ။');
    expect(alert).not.toHaveTextContent('Only 2');

    // A refusal with no code the page knows: a Burmese sentence, never the server's English.
    await user.click(screen.getByRole('button', { name: 'အော်ဒါ တင်မည်' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'သင့်အော်ဒါ၏ အချက်အလက် အချို့ကို လက်မခံပါ။ ဈေးခြင်းကို ပြန်စစ်ပြီး ထပ်ကြိုးစားပါ။',
      ),
    );
    expect(screen.getByRole('alert')).not.toHaveTextContent('no longer sold');
  });

  it('speaks Burmese on the payment and success steps', async () => {
    const user = userEvent.setup();
    renderCheckout({
      cart: [TEA],
      language: 'mm',
      handlers: { [SALES]: saleHandler(), [INVOICE]: () => ok(invoice()) },
    });
    await screen.findByRole('radio', { name: /^Aye Aye/, checked: true });
    await user.click(
      await screen.findByRole('checkbox', { name: 'စည်းကမ်းနှင့် သတ်မှတ်ချက်များ အားလုံးကို သဘောတူပါသည်' }),
    );
    await user.click(screen.getByRole('button', { name: 'ငွေပေးချေမှုသို့ ဆက်သွားမည်' }));
    await user.click(await screen.findByRole('button', { name: 'ငွေပေးချေရန် ဆက်သွားမည်' }));
    expect(await screen.findByRole('heading', { name: 'ငွေပေးချေမှု နည်းလမ်း' })).toBeInTheDocument();
    // The tiles come from the payment-method query, which may answer after the heading shows.
    expect(await screen.findByRole('radio', { name: 'ပစ္စည်းရောက် ငွေချေ' })).toBeChecked();
    expect(screen.getByText('ရွေးချယ်ထားသော လိပ်စာသို့ ပို့ဆောင်ပေးပါမည်')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'အော်ဒါ တင်မည်' }));
    expect(await screen.findByRole('heading', { name: 'အော်ဒါ တင်ပြီးပါပြီ!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'အော်ဒါ မှတ်တမ်း ကြည့်မည်' })).toHaveAttribute(
      'href',
      '/order-history',
    );
  });
});
