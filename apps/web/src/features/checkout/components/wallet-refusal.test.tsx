import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { failure, ok } from '../../../test/fetch-stub';
import { PAYMENTS, TEA } from '../test/checkout-fixture';
import { goToPayment, renderCheckout } from '../test/render-checkout';

const SALES = 'POST /v1/pos/sales/';
const INVOICE = 'POST /v1/pos/sales/invoice/';
const PAYMENT_LIST = 'GET /v1/payment/list_all_business_payment';

function pngFile() {
  return new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 0, 0])], 'receipt.png', {
    type: 'image/png',
  });
}

beforeAll(() => import('../../../app/routes/checkout'), 20_000);

describe(
  'checkout: a wallet switched off since the page read the list',
  { timeout: 20_000 },
  () => {
    it('says so in the page’s words and reads the wallet list again, without KBZPay now', async () => {
      const user = userEvent.setup();
      let lists = 0;
      const { api } = renderCheckout({
        cart: [TEA],
        handlers: {
          [SALES]: () => ok('5a1e5a1e-0000-4000-8000-0000000000e1'),
          [INVOICE]: () =>
            failure(
              'KBZPay is not taken at the moment. Please choose another payment method.',
              422,
              {
                field: 'paymentType',
                code: 'walletOff',
              },
            ),
          [PAYMENT_LIST]: () => {
            lists += 1;
            const items =
              lists === 1 ? PAYMENTS : PAYMENTS.filter((p) => p.paymentType !== 'KBZPay');
            return ok({ items, totalRecords: items.length });
          },
        },
      });
      await goToPayment(user);
      await user.click(await screen.findByRole('radio', { name: 'KBZPay' }));
      await user.type(screen.getByRole('textbox', { name: 'Your Account Name' }), 'Aye Aye');
      await user.type(screen.getByRole('textbox', { name: 'Your Account Number' }), '09450123456');
      await user.upload(screen.getByLabelText('Receipt screenshot'), pngFile());
      await screen.findByRole('img', { name: 'Receipt preview' });
      await user.click(screen.getByRole('button', { name: 'Make payment' }));

      expect(await screen.findByRole('alert')).toHaveTextContent(
        'The shop does not take this wallet at the moment. Please choose another payment method.',
      );
      await waitFor(() => expect(screen.queryByRole('radio', { name: 'KBZPay' })).toBeNull());
      expect(api.calls.filter((c) => c.url.includes('list_all_business_payment'))).toHaveLength(2);
    });
  },
);
