import { describe, expect, it } from 'vitest';
import {
  CASH_ON_DELIVERY as CONTRACT_CASH,
  DELIVERY_TYPE_VALUES,
  RECEIPT_CONTENT_TYPES,
  RECEIPT_MAX_BYTES as CONTRACT_MAX_BYTES,
  SERVICE_VALUES,
} from '@storefront/contract/sales';
import {
  CASH_ON_DELIVERY,
  RECEIPT_MAX_BYTES,
  RECEIPT_MIME_TYPES,
} from '@storefront/commerce/checkout-forms';
import { DELIVERY_TYPES, initialCheckoutState, SERVICES } from './checkout.slice';

// The web app repeats a few of the contract's values so that zod stays out of its bundle;
// these checks fail the moment the two drift apart.
describe('checkout values shared with the server', () => {
  it('uses the server’s payment type, receipt limits, services and delivery types', () => {
    expect(CASH_ON_DELIVERY).toBe(CONTRACT_CASH);
    expect(RECEIPT_MAX_BYTES).toBe(CONTRACT_MAX_BYTES);
    expect([...RECEIPT_MIME_TYPES]).toEqual([...RECEIPT_CONTENT_TYPES]);
    expect([...SERVICES]).toEqual([...SERVICE_VALUES]);
    expect([...DELIVERY_TYPES]).toEqual([...DELIVERY_TYPE_VALUES]);
  });

  it('starts with docs/product.md#defaults’s defaults: Warranty Service, Front Door and Cash on deli', () => {
    expect(initialCheckoutState.service).toBe('Warranty Service');
    expect(initialCheckoutState.deliveryType).toBe('Front Door');
    expect(initialCheckoutState.paymentInfo.paymentType).toBe('Cash on deli');
    expect(initialCheckoutState.step).toBe(1);
  });
});
