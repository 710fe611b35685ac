import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, stubApi } from '../../../test/fetch-stub';
import { REGION_MYANMAR, TOWNSHIP_KAMAYUT } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { orderDetail, SHOPPER } from '../test/order-fixtures';

/** A coupon's discount on the shopper's order detail (docs/decisions/0032-coupons.md). */
describe('an order that used a coupon', () => {
  it('shows the discount between the subtotal and the tax, and the total after it', async () => {
    const detail = orderDetail();
    stubApi({
      'GET /v1/user/brief': () => ok(SHOPPER),
      'GET /v1/township/list': () => ok({ items: [TOWNSHIP_KAMAYUT] }),
      'GET /v1/pos/sales/invoice/INV-2024-0001': () =>
        ok({
          ...detail,
          paymentInfo: { ...detail.paymentInfo, discount: 4_000, tax: 1_800, grandTotal: 41_300 },
        }),
    });
    renderApp({
      path: '/order-detail/INV-2024-0001',
      storage: { region: REGION_MYANMAR.guid, authToken: 'token-1' },
    });
    const summary = await screen.findByRole('region', { name: 'Order Summary' });
    const terms = within(summary)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms.slice(0, 3)).toEqual(['Subtotal', 'Coupon discount', 'Tax (5%)']);
    const value = (label: string) =>
      within(summary).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('Coupon discount')).toBe('− 4,000 MMK');
    expect(value('Grand Total')).toBe('41,300 MMK');
  });
});
