import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CASH_ON_DELIVERY,
  isAcceptedReceipt,
  isCashOnDelivery,
  looksLikePhone,
  validateCheckoutAddress,
  validatePayment,
  type CheckoutAddressInput,
} from './checkout-forms';

function address(overrides: Partial<CheckoutAddressInput> = {}): CheckoutAddressInput {
  return {
    name: 'Aye Aye',
    address: 'No. 5, Room 2A',
    street: 'Pyay Road',
    primaryPhone: '09 450 123 456',
    otherPhones: '',
    email: 'aye@example.com',
    country: 'Myanmar',
    townshipGuid: 't-kamayut',
    comment: '',
    ...overrides,
  };
}

describe('validateCheckoutAddress', () => {
  it('accepts a complete Myanmar address with the optional fields empty', () => {
    expect(validateCheckoutAddress(address())).toEqual({});
  });

  it('requires name, address, street, primary phone, email and country', () => {
    const empty = address({
      name: ' ',
      address: '',
      street: '',
      primaryPhone: '',
      email: '',
      country: '',
      townshipGuid: '',
    });
    expect(validateCheckoutAddress(empty)).toEqual({
      name: 'required',
      address: 'required',
      street: 'required',
      primaryPhone: 'required',
      email: 'required',
      country: 'required',
    });
  });

  it('requires the township only in Myanmar (any case)', () => {
    expect(validateCheckoutAddress(address({ townshipGuid: '' }))).toEqual({
      townshipGuid: 'required',
    });
    expect(validateCheckoutAddress(address({ country: 'MYANMAR', townshipGuid: '' }))).toEqual({
      townshipGuid: 'required',
    });
    expect(validateCheckoutAddress(address({ country: 'Thailand', townshipGuid: '' }))).toEqual({});
  });

  it('checks the e-mail format', () => {
    for (const email of ['aye', 'aye@', '@example.com', 'aye@example', 'a b@example.com'])
      expect(validateCheckoutAddress(address({ email })).email).toBe('invalidEmail');
  });

  it('checks phone numbers, primary and other', () => {
    expect(validateCheckoutAddress(address({ primaryPhone: 'call me' })).primaryPhone).toBe(
      'invalidPhone',
    );
    expect(validateCheckoutAddress(address({ otherPhones: '12' })).otherPhones).toBe(
      'invalidPhone',
    );
    expect(validateCheckoutAddress(address({ otherPhones: '09420987650, 09795012345' }))).toEqual(
      {},
    );
  });
});

describe('looksLikePhone', () => {
  it('accepts the ways people write numbers, in Latin or Burmese digits', () => {
    for (const phone of ['09450123456', '+95 9 450 123 456', '(01) 537-123', '၀၉၄၅၀၁၂၃၄၅၆'])
      expect(looksLikePhone(phone)).toBe(true);
  });

  it('refuses text, too few and too many digits', () => {
    for (const phone of ['', 'phone', '123456', '1234567890123456', '09-45+0123'])
      expect(looksLikePhone(phone)).toBe(false);
  });

  it('accepts any 7 to 15 digits', () => {
    fc.assert(fc.property(fc.stringMatching(/^\d{7,15}$/), (digits) => looksLikePhone(digits)));
  });
});

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
