import { describe, expect, it } from 'vitest';
import { initialCheckoutState } from './checkout.slice';

describe('a new checkout', () => {
  it('starts with docs/product.md#defaults’s defaults: Warranty Service, Front Door and Cash on deli', () => {
    expect(initialCheckoutState.service).toBe('Warranty Service');
    expect(initialCheckoutState.deliveryType).toBe('Front Door');
    expect(initialCheckoutState.paymentInfo.paymentType).toBe('Cash on deli');
    expect(initialCheckoutState.step).toBe(1);
  });
});
