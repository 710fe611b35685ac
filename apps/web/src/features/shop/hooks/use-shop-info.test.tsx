import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, ok, stubApi } from '../../../test/fetch-stub';
import { REGION_MYANMAR, SHOP_INFO } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

const shopInfoCalls = (calls: Request[]) =>
  calls.filter((request) => request.url.endsWith('/v1/pos/shop/shop_information'));

describe('shop info (docs/product.md#shop-by-host, docs/product.md#shop-by-host)', () => {
  it('fetches by host name when nothing is stored, and stores it with the host', async () => {
    const { calls } = stubApi();
    renderApp({ path: '/all-products' });
    expect(await screen.findByRole('link', { name: /Golden Lotus Store/ })).toBeInTheDocument();
    const [request] = shopInfoCalls(calls);
    expect(await request?.json()).toEqual({ hostName: 'localhost' });
    await waitFor(() => expect(localStorage.getItem('shopHostName')).toBe('localhost'));
    expect(JSON.parse(localStorage.getItem('shopInfo') ?? 'null')).toMatchObject({
      guid: SHOP_INFO.guid,
    });
  });

  it('uses the stored info without refetching when the host is the same', async () => {
    const { calls } = stubApi();
    renderApp({
      path: '/all-products',
      storage: {
        region: REGION_MYANMAR.guid,
        shopInfo: JSON.stringify({ ...SHOP_INFO, name: 'Stored Shop' }),
        shopHostName: 'localhost',
      },
    });
    expect(await screen.findByRole('link', { name: /Stored Shop/ })).toBeInTheDocument();
    expect(shopInfoCalls(calls)).toHaveLength(0);
  });

  it('refetches when the stored info belongs to another host', async () => {
    const { calls } = stubApi({
      'POST /v1/pos/shop/shop_information': () => ok({ ...SHOP_INFO, name: 'Fresh Shop' }),
    });
    renderApp({
      path: '/all-products',
      storage: {
        region: REGION_MYANMAR.guid,
        shopInfo: JSON.stringify({ ...SHOP_INFO, name: 'Other Host Shop' }),
        shopHostName: 'mandalay.localhost',
      },
    });
    expect(await screen.findByRole('link', { name: /Fresh Shop/ })).toBeInTheDocument();
    expect(shopInfoCalls(calls)).toHaveLength(1);
    expect(localStorage.getItem('shopHostName')).toBe('localhost');
  });

  it('clears both stored keys when the fetch fails', async () => {
    stubApi({ 'POST /v1/pos/shop/shop_information': () => failure('No shop answers here.', 404) });
    renderApp({
      path: '/all-products',
      storage: {
        region: REGION_MYANMAR.guid,
        shopInfo: JSON.stringify(SHOP_INFO),
        shopHostName: 'mandalay.localhost',
      },
    });
    await waitFor(() => expect(localStorage.getItem('shopInfo')).toBeNull());
    expect(localStorage.getItem('shopHostName')).toBeNull();
  });
});
