import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeStore } from '../../app/store';
import { stubApi } from '../../test/fetch-stub';
import { REGION_MYANMAR, SHOP_INFO } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';
import { adoptServedShop, readServedShop } from './served-shop';

function servePage(text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = 'served-shop';
  block.textContent = text;
  document.head.append(block);
}

const shopInfoCalls = (calls: Request[]) =>
  calls.filter((request) => request.url.endsWith('/v1/pos/shop/shop_information'));

afterEach(() => document.getElementById('served-shop')?.remove());

describe('the shop served in the page', () => {
  it('reads the JSON the server wrote, and nothing when it is missing or unreadable', () => {
    expect(readServedShop()).toBeNull();
    servePage(JSON.stringify(SHOP_INFO));
    expect(readServedShop()).toEqual(SHOP_INFO);
    document.getElementById('served-shop')!.textContent = '{"guid": 1';
    expect(readServedShop()).toBeNull();
    document.getElementById('served-shop')!.textContent = JSON.stringify({ name: 'No guid' });
    expect(readServedShop()).toBeNull();
  });

  it('is taken as the fetch docs/product.md#shop-by-host would make: when nothing is stored, or for another host', () => {
    const fresh = makeStore();
    adoptServedShop(fresh, SHOP_INFO);
    expect(fresh.getState().shopInfo).toEqual({ info: SHOP_INFO, hostName: 'localhost' });
    expect(localStorage.getItem('shopHostName')).toBe('localhost');

    localStorage.setItem('shopInfo', JSON.stringify({ ...SHOP_INFO, name: 'Elsewhere' }));
    localStorage.setItem('shopHostName', 'mandalay.localhost');
    const otherHost = makeStore();
    adoptServedShop(otherHost, SHOP_INFO);
    expect(otherHost.getState().shopInfo).toEqual({ info: SHOP_INFO, hostName: 'localhost' });
  });

  it('leaves a copy stored for this host as it is', () => {
    const stored = { ...SHOP_INFO, name: 'Stored Shop' };
    localStorage.setItem('shopInfo', JSON.stringify(stored));
    localStorage.setItem('shopHostName', 'localhost');
    const store = makeStore();
    adoptServedShop(store, SHOP_INFO);
    expect(store.getState().shopInfo.info).toEqual(stored);
  });

  it('draws the header from it without calling the shop information endpoint', async () => {
    const { calls } = stubApi();
    renderApp({
      path: '/all-products',
      storage: { region: REGION_MYANMAR.guid },
      servedShop: { ...SHOP_INFO, name: 'Served Shop' },
    });
    expect(await screen.findByRole('link', { name: /Served Shop/ })).toBeInTheDocument();
    expect(shopInfoCalls(calls)).toHaveLength(0);
  });
});
