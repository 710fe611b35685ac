import { describe, expect, it } from 'vitest';
import {
  CASH_ON_DELIVERY,
  isAcceptedReceipt,
  isCashOnDelivery,
  validatePayment,
} from './checkout-forms';

describe('payment', () => {
  it('knows cash on delivery by its name, in any case', () => {
    expect(isCashOnDelivery(CASH_ON_DELIVERY)).toBe(true);
    expect(isCashOnDelivery('cash on deli')).toBe(true);
    expect(isCashOnDelivery('KBZPay')).toBe(false);
  });

  it('needs nothing more for cash on delivery', () => {
    expect(
      validatePayment({
        paymentType: CASH_ON_DELIVERY,
        accountName: '',
        accountNumber: '',
        hasReceipt: false,
      }),
    ).toEqual({});
  });

  it('needs account name, number and receipt for any other method', () => {
    expect(
      validatePayment({
        paymentType: 'KBZPay',
        accountName: ' ',
        accountNumber: '',
        hasReceipt: false,
      }),
    ).toEqual({ accountName: 'required', accountNumber: 'required', screenShot: 'required' });
    expect(
      validatePayment({
        paymentType: 'KBZPay',
        accountName: 'Aye Aye',
        accountNumber: '09450123456',
        hasReceipt: true,
      }),
    ).toEqual({});
  });
});

describe('isAcceptedReceipt', () => {
  it('accepts png, jpeg and webp', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/webp', 'IMAGE/PNG'])
      expect(isAcceptedReceipt({ type, name: 'receipt' })).toBe(true);
  });

  it('refuses other types whatever the name says', () => {
    for (const type of ['image/gif', 'application/pdf', 'image/svg+xml'])
      expect(isAcceptedReceipt({ type, name: 'receipt.png' })).toBe(false);
  });

  it('falls back to the extension when the browser gives no type', () => {
    for (const name of ['a.png', 'a.JPG', 'a.jpeg', 'a.webp'])
      expect(isAcceptedReceipt({ type: '', name })).toBe(true);
    for (const name of ['a.gif', 'a', 'png'])
      expect(isAcceptedReceipt({ type: '', name })).toBe(false);
  });
});
