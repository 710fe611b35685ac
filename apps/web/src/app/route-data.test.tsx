import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok, stubApi } from '../test/fetch-stub';
import { productCard, productPage, REGION_MYANMAR, SHOP_INFO } from '../test/fixtures';
import { renderApp } from '../test/render-app';
import { productDetail } from '../features/product/test/product-fixture';

const NEW_ARRIVALS = `/v1/pos/shop/listShopProductNewArrival/${SHOP_INFO.guid}`;
const BEST_SELLERS = `/v1/pos/shop/listShopProductBestSeller/${SHOP_INFO.guid}`;
const callsTo = (calls: Request[], pathname: string) =>
  calls.filter((request) => new URL(request.url).pathname === pathname);

/** Whether the page was drawn when the call went out: its main heading is there then. */
const headingDrawn = () => document.querySelector('main h1') !== null;
/** Product detail draws its skeleton (busy) until the product arrives. */
const skeletonDrawn = () => document.querySelector('main [aria-busy="true"]') !== null;

function recordDrawn(seen: boolean[], isDrawn: () => boolean, answer: () => unknown) {
  return () => {
    seen.push(isDrawn());
    return answer();
  };
}

describe('route loaders start the page data before the page renders', () => {
  it('/new-arrival asks for its page of the list once, before its heading is drawn', async () => {
    const seen: boolean[] = [];
    const { calls } = stubApi({
      [`GET ${NEW_ARRIVALS}`]: recordDrawn(seen, headingDrawn, () =>
        ok({
          items: [productCard({ name: 'Early Tea', displayName: 'Early Tea' })],
          totalRecords: 30,
        }),
      ),
    });
    renderApp({ path: '/new-arrival?page=2', servedShop: SHOP_INFO });
    expect((await screen.findAllByText('Early Tea')).length).toBeGreaterThan(0);
    const listCalls = callsTo(calls, NEW_ARRIVALS);
    expect(listCalls).toHaveLength(1);
    expect(new URL(listCalls[0]!.url).searchParams.get('first')).toBe('12');
    expect(new URL(listCalls[0]!.url).searchParams.get('max')).toBe('12');
    expect(seen).toEqual([false]);
  });

  it('home asks for both carousels once each, before the page is drawn', async () => {
    const seen: boolean[] = [];
    const { calls } = stubApi({
      [`GET ${NEW_ARRIVALS}`]: recordDrawn(seen, headingDrawn, () => productPage([productCard()])),
      [`GET ${BEST_SELLERS}`]: recordDrawn(seen, headingDrawn, () => productPage([productCard()])),
    });
    renderApp({ path: '/', servedShop: SHOP_INFO });
    expect(await screen.findAllByRole('link', { name: /View All/ })).toHaveLength(2);
    expect(callsTo(calls, NEW_ARRIVALS)).toHaveLength(1);
    expect(callsTo(calls, BEST_SELLERS)).toHaveLength(1);
    expect(seen).toEqual([false, false]);
  });

  it('product detail asks for the product once, before the page is drawn', async () => {
    const product = productDetail({ name: 'Early Longyi' });
    const detail = `/v1/pos/product/productvariantdetail/${product.guid}`;
    const seen: boolean[] = [];
    const { calls } = stubApi({
      [`GET ${detail}`]: recordDrawn(seen, skeletonDrawn, () => ok(product)),
    });
    renderApp({
      path: `/product-detail/${product.guid}`,
      storage: { region: REGION_MYANMAR.guid },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Early Longyi' })).toBeVisible();
    expect(callsTo(calls, detail)).toHaveLength(1);
    expect(seen).toEqual([false]);
  });

  it('waits for the shop when it is not known yet: the page asks once it is', async () => {
    const { calls } = stubApi();
    renderApp({ path: '/new-arrival' });
    expect(await screen.findAllByText(/Cotton Longyi/)).not.toHaveLength(0);
    expect(callsTo(calls, NEW_ARRIVALS)).toHaveLength(1);
  });
});
