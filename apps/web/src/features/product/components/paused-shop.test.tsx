import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../../i18n/i18n';
import { REGION_MYANMAR, REGIONS } from '../../../test/fixtures';
import { renderUi } from '../../../test/render-ui';
import { productDetail } from '../test/product-fixture';
import { ProductDetailView } from './product-detail-view';

/** The product of a shop the business paused (docs/decisions/0030-shops.md). */
function renderPaused(isTakingOrders: boolean | undefined) {
  const product = productDetail();
  const onAddToCart = vi.fn();
  renderUi(
    <ProductDetailView
      product={{
        ...product,
        shopLists: product.shopLists.map((shop) => ({ ...shop, isTakingOrders })),
      }}
      isInCart={false}
      savedCartItem={null}
      onAddToCart={onAddToCart}
      onBuyNow={vi.fn()}
      isCompared={false}
      canCompare
      onAddToCompare={vi.fn()}
      isLoggedIn={false}
      region={REGION_MYANMAR}
      regions={REGIONS}
      pageUrl="http://shop.test/product-detail/silk"
    />,
  );
  return { onAddToCart };
}

describe('the product of a paused shop', () => {
  it('still shows, with a message in place of the cart buttons', () => {
    renderPaused(false);
    expect(screen.getByRole('heading', { level: 1, name: 'Silk Longyi' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Golden Lotus Store is not taking orders right now. You can still look around and come back later.',
    );
    expect(screen.queryByRole('button', { name: /Add to cart/ })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /Buy now|No item selected/ }),
    ).not.toBeInTheDocument();
  });

  it('says it in Burmese', async () => {
    await applyLanguage('mm');
    renderPaused(false);
    expect(
      screen.getByText(
        'Golden Lotus Store သည် ယခု အော်ဒါ မလက်ခံသေးပါ။ ပစ္စည်းများကို ကြည့်ရှုနိုင်ပြီး နောက်မှ ပြန်လာခဲ့ပါ။',
      ),
    ).toBeInTheDocument();
  });

  it('keeps the cart buttons for a shop taking orders', () => {
    renderPaused(undefined);
    expect(screen.getByRole('button', { name: /Add to cart/ })).toBeInTheDocument();
    expect(screen.queryByText(/not taking orders/)).not.toBeInTheDocument();
  });
});
