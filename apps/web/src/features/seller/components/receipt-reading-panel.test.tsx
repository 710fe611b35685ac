import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReceiptReading } from '@storefront/contract/seller';
import { ok, stubApi } from '../../../test/fetch-stub';
import { REGION_MYANMAR } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import {
  orderDetail,
  RECEIPT_ID,
  SALE_GUID,
  SELLER_PROFILE,
  signInStaff,
  silentStream,
} from '../test/seller-fixtures';

const READ: ReceiptReading = {
  status: 'read',
  transactionNo: '012345678901',
  amountRead: 45_000,
  amountCheck: 'differs',
  payeeName: 'Thida Aung',
  payeeNumber: '09450000123',
  payeeCheck: 'match',
  wallet: 'KBZPay',
  alreadyUsedOn: ['INV-2024-0040'],
  readOn: '2024-05-14T09:31:00.000Z',
};

function showOrder(receiptReading: ReceiptReading, language: 'en' | 'mm' = 'en') {
  signInStaff();
  const detail = orderDetail();
  stubApi({
    'GET /v1/seller/me': () => ok(SELLER_PROFILE),
    'GET /v1/seller/events': () => silentStream(),
    [`GET /v1/receipts/${RECEIPT_ID}`]: () =>
      new Response(new Uint8Array([0x89, 0x50, 0x4e, 0x47]), {
        headers: { 'content-type': 'image/png' },
      }),
    [`GET /v1/seller/orders/${SALE_GUID}`]: () =>
      ok({ ...detail, payment: { ...detail.payment, receiptReading } }),
  });
  renderApp({
    path: `/seller/orders/${SALE_GUID}`,
    storage: { region: REGION_MYANMAR.guid, lang: JSON.stringify({ name: language }) },
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

describe('what was read on the receipt, beside it', () => {
  it('shows the amount read against the amount due, the payee, and the orders the number was used on', async () => {
    showOrder(READ);
    const panel = await screen.findByRole('region', { name: 'Read from the receipt' });
    expect(within(panel).getByRole('alert')).toHaveTextContent(
      'Already used on order INV-2024-0040',
    );
    expect(panel).toHaveTextContent('Amount45,000 MMKDue: 45,500 MMK✗ Differs from the amount due');
    expect(panel).toHaveTextContent('Paid toThida Aung · 09450000123✓ One of your wallet accounts');
    expect(panel).toHaveTextContent('Transaction no.012345678901');
    expect(panel).toHaveTextContent('WalletKBZPay');
  });

  it('says it in Burmese', async () => {
    showOrder(READ, 'mm');
    const panel = await screen.findByRole('region', { name: 'ငွေလွှဲပြေစာမှ ဖတ်ထားသည်များ' });
    expect(within(panel).getByRole('alert')).toHaveTextContent(
      'အော်ဒါ INV-2024-0040 တွင် သုံးပြီးသား ငွေလွှဲပြေစာ ဖြစ်သည်',
    );
    expect(panel).toHaveTextContent('ပေးရမည့်ငွေနှင့် မကိုက်ညီပါ');
    expect(panel).toHaveTextContent('ဆိုင်၏ ငွေလက်ခံအကောင့် ဖြစ်သည်');
  });

  it.each([
    ['pending', 'Not read yet.'],
    ['failed', 'The receipt could not be read.'],
    ['unavailable', 'Receipt reading is not available on this server.'],
  ] as const)('says when the receipt is %s', async (status, text) => {
    showOrder({ status });
    const panel = await screen.findByRole('region', { name: 'Read from the receipt' });
    expect(panel).toHaveTextContent(text);
  });
});
