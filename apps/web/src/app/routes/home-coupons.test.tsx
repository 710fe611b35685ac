import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, stubApi } from '../../test/fetch-stub';
import { SHOP_INFO } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

/** The home page's Coupon Codes tile (docs/decisions/0032-coupons.md). */
describe('the Coupon Codes tile on home', () => {
  it('links to the promotion list while the shop has current coupons, counting them', async () => {
    const shop = { ...SHOP_INFO, currentCoupons: 3 };
    stubApi({ 'POST /v1/pos/shop/shop_information': () => ok(shop) });
    renderApp({ path: '/', servedShop: shop });
    const tile = await screen.findByRole('link', { name: /Coupon Codes/ });
    expect(tile).toHaveAttribute('href', '/promo-list');
    expect(tile).toHaveTextContent('3 codes to use');
  });

  it('keeps saying Coming Soon when there are none', async () => {
    const shop = { ...SHOP_INFO, currentCoupons: 0 };
    stubApi({ 'POST /v1/pos/shop/shop_information': () => ok(shop) });
    renderApp({ path: '/', servedShop: shop });
    expect(await screen.findByRole('heading', { name: 'Coupon Codes' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Coupon Codes/ })).not.toBeInTheDocument();
    expect(screen.getAllByText('Coming Soon')).toHaveLength(2);
  });
});
