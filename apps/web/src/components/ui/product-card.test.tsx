import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { applyLanguage } from '../../i18n/i18n';
import { productCard, REGIONS } from '../../test/fixtures';
import { renderUi } from '../../test/render-ui';
import { ProductCard } from './product-card';

const IN_USD = { regions: REGIONS, displayCurrency: 'USD' };

describe('ProductCard', () => {
  it('shows the discounted price in the region currency, the old one struck, and the MMK value', () => {
    const product = productCard({
      displayName: 'Silk Longyi',
      priceSell: 42000,
      priceSell1: 35000,
    });
    renderUi(<ProductCard product={product} />, IN_USD);

    // 35,000 MMK at 2,100 MMK per USD.
    expect(screen.getByText('16.667 USD')).toBeInTheDocument();
    const struck = screen.getByText('20.00 USD');
    expect(struck.closest('s')).not.toBeNull();
    expect(screen.getByText('35,000 MMK')).toHaveClass('text-xs');
  });

  it('shows one price and no strike-through without a discount', () => {
    renderUi(<ProductCard product={productCard({ priceSell: 4200, priceSell1: null })} />, IN_USD);
    expect(screen.getByText('2.00 USD')).toBeInTheDocument();
    expect(document.querySelector('s')).toBeNull();
  });

  it('leaves out the MMK approximation when the region already shows MMK', () => {
    renderUi(<ProductCard product={productCard({ priceSell: 42000 })} />, {
      regions: REGIONS,
      displayCurrency: 'MMK',
    });
    expect(screen.getByText('42,000 MMK')).toBeInTheDocument();
    expect(screen.queryByText(/≈/)).not.toBeInTheDocument();
  });

  it('converts a foreign price to MMK for the approximation', () => {
    renderUi(<ProductCard product={productCard({ priceSell: 10, currencyCode: 'USD' })} />, {
      regions: REGIONS,
      displayCurrency: 'THB',
    });
    // 10 USD = 21,000 MMK = 350 THB.
    expect(screen.getByText('350.00 THB')).toBeInTheDocument();
    expect(screen.getByText('21,000 MMK')).toBeInTheDocument();
  });

  it("badges 'Pre Order' when out of stock with a pre-sale limit", () => {
    renderUi(<ProductCard product={productCard({ stockQty: 0, preSaleLimit: 5 })} />);
    expect(screen.getByText('Pre Order')).toBeInTheDocument();
    expect(screen.queryByText('Out Of Stock')).not.toBeInTheDocument();
  });

  it("badges 'Out Of Stock' with neither stock nor pre-sale", () => {
    renderUi(<ProductCard product={productCard({ stockQty: 0, preSaleLimit: 0 })} />);
    expect(screen.getByText('Out Of Stock')).toBeInTheDocument();
  });

  it('has no stock badge when in stock', () => {
    renderUi(<ProductCard product={productCard({ stockQty: 3 })} />);
    expect(screen.queryByText('Pre Order')).not.toBeInTheDocument();
    expect(screen.queryByText('Out Of Stock')).not.toBeInTheDocument();
  });

  it("shows the stars and count when rated, 'No Ratings Yet' otherwise", () => {
    const { unmount } = renderUi(
      <ProductCard product={productCard({ rating: 3.5, ratingCount: 7 })} />,
    );
    expect(screen.getByRole('img', { name: 'Rated 3.5 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('(7 ratings)')).toBeInTheDocument();
    expect(screen.queryByText('No Ratings Yet')).not.toBeInTheDocument();
    unmount();

    renderUi(<ProductCard product={productCard({ rating: 0, ratingCount: 0 })} />);
    expect(screen.getByText('No Ratings Yet')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /^Rated/ })).not.toBeInTheDocument();
  });

  it('counts the ratings in Myanmar digits in Burmese, on the card and for readers', async () => {
    await act(() => applyLanguage('mm'));
    renderUi(<ProductCard product={productCard({ rating: 4, ratingCount: 12 })} />);
    expect(screen.getByText('(၁၂)')).toBeInTheDocument();
    expect(screen.getByText('(အဆင့်သတ်မှတ်ချက် ၁၂ ခု)')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '၅ ပွင့်အနက် ၄ ပွင့်' })).toBeInTheDocument();
  });

  it('links to the product detail and reserves the square image', () => {
    const product = productCard({ displayName: 'Bamboo Hat', image: null });
    renderUi(<ProductCard product={product} />);
    expect(screen.getByRole('link', { name: 'Bamboo Hat' })).toHaveAttribute(
      'href',
      `/product-detail/${product.guid}`,
    );
    const image = screen.getByRole('img', { name: 'Bamboo Hat' });
    expect(image).toHaveAttribute('src', '/assets/placeholder.png');
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '400');
    expect(image).toHaveAttribute('loading', 'lazy');
  });
});
