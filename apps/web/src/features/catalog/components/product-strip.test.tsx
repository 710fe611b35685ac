import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/fetch-stub';
import { productCard, productPage, SHOP_INFO } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

/** An IntersectionObserver the test moves: `bringNear` tells each watched element it is near. */
class TestObserver {
  static all: TestObserver[] = [];
  private readonly watched = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    TestObserver.all.push(this);
  }
  observe(element: Element) {
    this.watched.add(element);
  }
  unobserve(element: Element) {
    this.watched.delete(element);
  }
  disconnect() {
    this.watched.clear();
  }
  takeRecords() {
    return [];
  }
  static bringNear() {
    for (const observer of TestObserver.all) {
      const entries = [...observer.watched].map(
        (target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry,
      );
      if (entries.length > 0)
        observer.callback(entries, observer as unknown as IntersectionObserver);
    }
  }
}

const CART = JSON.stringify([]);

afterEach(() => {
  TestObserver.all = [];
});

describe('the strip under the cart', () => {
  it('asks for its products only once it comes near the screen', async () => {
    const original = globalThis.IntersectionObserver;
    vi.stubGlobal('IntersectionObserver', TestObserver);
    try {
      const { calls } = stubApi({
        [`GET /v1/pos/shop/listShopProductBestSeller/${SHOP_INFO.guid}`]: () =>
          productPage([productCard({ displayName: 'Teak Bowl' })]),
      });
      localStorage.setItem('cartItems', CART);
      renderApp({ path: '/cart' });

      const strip = await screen.findByRole('region', { name: 'Best Seller' });
      expect(strip).toHaveAttribute('aria-busy', 'true');
      // Let the page's own calls settle: still none for the strip.
      await screen.findByText('There is no item in your cart');
      expect(calls.some((call) => call.url.includes('listShopProductBestSeller'))).toBe(false);

      act(() => TestObserver.bringNear());

      expect(await within(strip).findByRole('link', { name: 'Teak Bowl' })).toBeInTheDocument();
      const stripCalls = calls.filter((call) => call.url.includes('listShopProductBestSeller'));
      expect(stripCalls).toHaveLength(1);
      const query = new URL(stripCalls[0]!.url).searchParams;
      expect(query.get('first')).toBe('0');
      expect(query.get('max')).toBe('12');
    } finally {
      vi.stubGlobal('IntersectionObserver', original);
    }
  });

  it('asks at once in a browser without IntersectionObserver', async () => {
    const original = globalThis.IntersectionObserver;
    vi.stubGlobal('IntersectionObserver', undefined);
    try {
      stubApi({
        [`GET /v1/pos/shop/listShopProductBestSeller/${SHOP_INFO.guid}`]: () =>
          productPage([productCard({ displayName: 'Teak Bowl' })]),
      });
      renderApp({ path: '/cart' });
      const strip = await screen.findByRole('region', { name: 'Best Seller' });
      expect(await within(strip).findByRole('link', { name: 'Teak Bowl' })).toBeInTheDocument();
    } finally {
      vi.stubGlobal('IntersectionObserver', original);
    }
  });
});
