import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { failure, stubApi } from '../../../test/fetch-stub';
import { productCard, productPage, SHOP_INFO } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { renderUi } from '../../../test/render-ui';
import { ProductCarousel } from './product-carousel';

describe('ProductCarousel', () => {
  it('shows a skeleton and no products while loading', () => {
    renderUi(
      <ProductCarousel
        title="New Arrival"
        viewAllTo="/new-arrival"
        state={{ status: 'loading' }}
      />,
    );
    const section = screen.getByRole('region', { name: 'New Arrival' });
    expect(section).toHaveAttribute('aria-busy', 'true');
    expect(within(section).queryAllByRole('article')).toHaveLength(0);
    expect(within(section).getByRole('link', { name: 'View All' })).toHaveAttribute(
      'href',
      '/new-arrival',
    );
  });

  it("shows 'Error: ' followed by the error", () => {
    renderUi(
      <ProductCarousel
        title="Best Seller"
        viewAllTo="/best-deals"
        state={{ status: 'error', message: 'Shop not found.' }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Error: Shop not found.');
  });

  it('shows one card per product once loaded', async () => {
    const products = [
      productCard({ displayName: 'Silk Longyi' }),
      productCard({ displayName: 'Bamboo Hat' }),
    ];
    renderUi(
      <ProductCarousel
        title="New Arrival"
        viewAllTo="/new-arrival"
        state={{ status: 'loaded', products }}
      />,
    );
    const section = screen.getByRole('region', { name: 'New Arrival' });
    expect(section).toHaveAttribute('aria-busy', 'false');
    expect(within(section).getByRole('link', { name: 'Silk Longyi' })).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Bamboo Hat' })).toBeInTheDocument();
    // Arrows appear once the carousel engine has loaded.
    expect(
      await within(section).findByRole('button', { name: 'Next products' }),
    ).toBeInTheDocument();
  });

  it('keeps its slides as a plain row in a browser the carousel engine cannot run in', async () => {
    const original = globalThis.IntersectionObserver;
    vi.stubGlobal('IntersectionObserver', undefined);
    try {
      renderUi(
        <ProductCarousel
          title="New Arrival"
          viewAllTo="/new-arrival"
          state={{ status: 'loaded', products: [productCard({ displayName: 'Silk Longyi' })] }}
        />,
      );
      // The engine is started once its module is in and a task has passed (useCarousel).
      await vi.dynamicImportSettled();
      await new Promise((resolve) => setTimeout(resolve, 20));
      const section = screen.getByRole('region', { name: 'New Arrival' });
      expect(within(section).getByRole('link', { name: 'Silk Longyi' })).toBeInTheDocument();
      expect(within(section).queryByRole('button', { name: 'Next products' })).toBeNull();
    } finally {
      vi.stubGlobal('IntersectionObserver', original);
    }
  });

  it('builds each card once: the carousel engine takes over the slides already shown', async () => {
    const products = [productCard({ displayName: 'Silk Longyi' }), productCard()];
    renderUi(
      <ProductCarousel
        title="New Arrival"
        viewAllTo="/new-arrival"
        state={{ status: 'loaded', products }}
      />,
    );
    const section = screen.getByRole('region', { name: 'New Arrival' });
    const card = within(section).getByRole('link', { name: 'Silk Longyi' });
    await within(section).findByRole('button', { name: 'Next products' });
    // The same element, still on the page: not a second card built in its place.
    expect(card).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Silk Longyi' })).toBe(card);
  });

  it("says 'No Products To Show.' for an empty list", () => {
    renderUi(
      <ProductCarousel
        title="New Arrival"
        viewAllTo="/new-arrival"
        state={{ status: 'loaded', products: [] }}
      />,
    );
    expect(screen.getByText('No Products To Show.')).toBeInTheDocument();
  });
});

describe('home carousels', () => {
  it('load 10 products from offset 0 for the current shop and show each outcome', async () => {
    const { calls } = stubApi({
      [`GET /v1/pos/shop/listShopProductNewArrival/${SHOP_INFO.guid}`]: () =>
        productPage([productCard({ displayName: 'Teak Bowl' })]),
      [`GET /v1/pos/shop/listShopProductBestSeller/${SHOP_INFO.guid}`]: () =>
        failure('Best sellers are resting.', 500),
    });
    renderApp({ path: '/' });

    const newArrival = await screen.findByRole('region', { name: 'New Arrival' });
    expect(await within(newArrival).findByRole('link', { name: 'Teak Bowl' })).toBeInTheDocument();
    const bestSeller = screen.getByRole('region', { name: 'Best Seller' });
    expect(await within(bestSeller).findByRole('alert')).toHaveTextContent(
      'Error: Best sellers are resting.',
    );

    const listCall = calls.find((request) => request.url.includes('listShopProductNewArrival'));
    const query = new URL(listCall!.url).searchParams;
    expect(query.get('first')).toBe('0');
    expect(query.get('max')).toBe('10');
    expect(within(bestSeller).getByRole('link', { name: 'View All' })).toHaveAttribute(
      'href',
      '/best-deals',
    );
  });
});
