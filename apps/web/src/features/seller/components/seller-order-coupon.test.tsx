import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, stubApi } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import {
  orderDetail,
  SALE_GUID,
  SELLER_PROFILE,
  signInStaff,
  silentStream,
} from '../test/seller-fixtures';

/** A coupon's discount on the console's order and its packing slip (docs/decisions/0032-coupons.md). */
describe('an order that used a coupon, in the console', () => {
  it('shows the code and what it took off in the totals and on the packing slip', async () => {
    signInStaff();
    // 40,000 − 4,000 = 36,000; tax 1,800; shipping 3,500.
    const detail = orderDetail({
      subTotal: 40_000,
      promoCode: 'RAINY10',
      discount: 4_000,
      tax: 1_800,
      deliveryCharges: 3_500,
      totalAmount: 41_300,
    });
    stubApi({
      'GET /v1/seller/me': () => ok(SELLER_PROFILE),
      'GET /v1/seller/events': () => silentStream(),
      [`GET /v1/seller/orders/${SALE_GUID}`]: () => ok(detail),
    });
    renderApp({ path: `/seller/orders/${SALE_GUID}` });
    const items = await screen.findByRole('region', { name: 'Items' });
    expect(items).toHaveTextContent('Coupon RAINY10− 4,000 MMK');
    expect(items).toHaveTextContent('Total41,300 MMK');
    const slip = document.querySelector('[data-packing-slip]');
    expect(slip).toHaveTextContent('Coupon RAINY10: −4,000 MMK');
  });

  it('shows no coupon line for an order without one', async () => {
    signInStaff();
    stubApi({
      'GET /v1/seller/me': () => ok(SELLER_PROFILE),
      'GET /v1/seller/events': () => silentStream(),
      [`GET /v1/seller/orders/${SALE_GUID}`]: () => ok(orderDetail()),
    });
    renderApp({ path: `/seller/orders/${SALE_GUID}` });
    await screen.findByRole('region', { name: 'Items' });
    expect(screen.queryByText(/Coupon/)).not.toBeInTheDocument();
  });
});
