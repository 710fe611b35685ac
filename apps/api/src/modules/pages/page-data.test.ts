import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fetchBaseQuery, type BaseQueryApi } from '@reduxjs/toolkit/query';
import { ShopInfoResponseSchema } from '@storefront/contract/shop';
import { SERVER_ENTRY_FILE } from '@storefront/contract/web-page';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addCategoryTree,
  addProduct,
  addReview,
  addShop,
  daysAgo,
  variant,
} from '../../test/fixtures';
import { createTestApp, parseBody, testDialects, type TestApp } from '../../test/harness';
import { addRegion } from '../../test/region-fixtures';
import { PAGE_READS, pageDataSource, type PageCall, type PageCallAnswer } from './page-data';
import { loadServerEntry } from './page-renderer';

/**
 * A server-rendered page draws its first screen from the routes' own table without HTTP
 * (docs/architecture.md#page-calls). Every answer a page used must be the answer the browser's
 * API client gets from the route over HTTP for the same call: the same body, the same status,
 * the same refusal.
 */

const SERVER_ENTRY = path.resolve(import.meta.dirname, '../../../../web', SERVER_ENTRY_FILE);
const HOST = 'alpha.localhost';

describe.each(testDialects())('page data agrees with the routes on %s', (dialect) => {
  let t: TestApp;
  const w = { alpha: '', leaf: '', tea: '', inactive: '', betaSoap: '' };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    await addRegion(t.db, 'Myanmar', 'MMK', 1, 0);
    await addRegion(t.db, 'United States', 'USD', 2_000, 1);
    const alpha = await addShop(t.db, { name: 'Alpha Mart', hostName: HOST, isDefault: true });
    const beta = await addShop(t.db, { name: 'Beta Store', hostName: 'beta.localhost' });
    w.alpha = alpha.guid;
    await t.db.kysely
      .updateTable('shops')
      .set({ nameMm: 'အယ်လ်ဖာ မတ်' })
      .where('guid', '=', alpha.guid)
      .execute();
    const tree = await addCategoryTree(t.db);
    w.leaf = tree.rows.find((row) => row.level === 3)!.guid;
    const tea = await addProduct(t.db, alpha.guid, w.leaf, {
      name: 'Shan Green Tea',
      createdAt: daysAgo(3),
      variants: [variant({ priceSell: 4_500, stockQty: 8 })],
    });
    w.tea = tea.guid;
    await addReview(t.db, tea.guid, 5);
    await addProduct(t.db, alpha.guid, w.leaf, {
      name: 'လက်ဖက်သုပ် အထုပ်',
      createdAt: daysAgo(1),
      variants: [variant({ priceSell: 3_000, priceSell1: 2_500 })],
    });
    for (let i = 0; i < 13; i++) {
      await addProduct(t.db, alpha.guid, w.leaf, {
        name: `Filler ${i}`,
        createdAt: daysAgo(10 + i),
        variants: [variant({ priceSell: 1_000 + i })],
      });
    }
    w.inactive = (
      await addProduct(t.db, alpha.guid, w.leaf, { name: 'Withdrawn Radio', isActive: false })
    ).guid;
    w.betaSoap = (await addProduct(t.db, beta.guid, w.leaf, { name: 'Beta Only Soap' })).guid;
  }, 120_000);
  afterAll(() => t?.close());

  /** The browser's own API client (apps/web/src/lib/api.ts), its requests sent to the app. */
  const browserQuery = fetchBaseQuery({
    baseUrl: `http://${HOST}/`,
    fetchFn: async (input) => {
      const request = input as Request;
      const url = new URL(request.url);
      const payload = request.method === 'GET' ? undefined : await request.text();
      const res = await t.app.inject({
        method: request.method as 'GET' | 'POST',
        url: url.pathname + url.search,
        headers: { ...Object.fromEntries(request.headers), host: HOST },
        ...(payload ? { payload } : {}),
      });
      return new Response(res.body, {
        status: res.statusCode,
        headers: { 'content-type': String(res.headers['content-type'] ?? '') },
      });
    },
  });
  const queryApi = {
    signal: new AbortController().signal,
    abort: () => {},
    dispatch: () => {},
    getState: () => ({}),
    extra: undefined,
    endpoint: 'pageData',
    type: 'query',
  } as unknown as BaseQueryApi;

  /** The answer over HTTP, as RTK Query hands it to the page: `{ data }` or `{ error }`. */
  async function overHttp(call: PageCall): Promise<PageCallAnswer> {
    const answered = await browserQuery(call, queryApi, {});
    return 'error' in answered && answered.error
      ? { error: answered.error as { status: number; data: unknown } }
      : { data: answered.data };
  }

  async function expectAgreement(call: PageCall, status: number | 'CUSTOM_ERROR' = 200) {
    const onPage = await pageDataSource(t.db)(call);
    const http = await overHttp(call);
    const label = `${call.method ?? 'GET'} ${call.url} ${JSON.stringify(call.params ?? call.body ?? '')}`;
    if (status === 'CUSTOM_ERROR') {
      // Not a page read: left to the browser, which asks the route itself.
      expect('error' in onPage && onPage.error.status, label).toBe('CUSTOM_ERROR');
      return;
    }
    expect(onPage, label).toEqual(http);
    expect('error' in http ? http.error.status : 200, label).toBe(status);
  }

  it('answers each read as its route does: answers, refusals of bad ids and queries, 404s', async () => {
    const missing = randomUUID();
    const lists = ['listShopProductNewArrival', 'listShopProductBestSeller', 'listShopProduct'].map(
      (name) => `v1/pos/shop/${name}/${w.alpha}`,
    );
    lists.push(
      `v1/pos/product/listShopProductRandom/${w.alpha}`,
      `v1/pos/product/listTopRatedProduct/${w.alpha}`,
    );
    const cases: [PageCall, number | 'CUSTOM_ERROR'][] = [
      [{ url: 'v1/currency/region' }, 200],
      [{ url: 'v1/township/list' }, 200],
      [{ url: 'v1/pos/shop/list' }, 200],
      [{ url: 'v1/pos/shop/shop_information', method: 'POST', body: { hostName: HOST } }, 200],
      [
        {
          url: 'v1/pos/shop/shop_information',
          method: 'POST',
          body: { hostName: 'WWW.Alpha.localhost:8080' },
        },
        200,
      ],
      [{ url: 'v1/pos/shop/shop_information', method: 'POST', body: {} }, 400],
      [{ url: 'v1/pos/shop/shop_information', method: 'POST', body: { hostName: 7 } }, 400],
      [{ url: 'v1/pos/category/', params: { first: 0, max: 2 } }, 200],
      [{ url: 'v1/pos/category', params: { first: 1 } }, 200],
      [{ url: 'v1/pos/category/', params: { first: -1 } }, 400],
      [{ url: 'v1/pos/category/?max=abc' }, 400],
      [{ url: `v1/pos/category/${w.leaf}` }, 200],
      [{ url: `v1/pos/category/${missing}` }, 404],
      [{ url: 'v1/pos/category/not-an-id' }, 400],
      ...lists.flatMap((url): [PageCall, number][] => [
        [{ url, params: { first: 0, max: 12 } }, 200],
        [{ url, params: { first: 12, max: 12, sortField: undefined } }, 200],
        [{ url: `${url}?first=0`, params: { max: 5, keyword: 'လက်ဖက်' } }, 200],
        [{ url, params: { first: 0, max: 12, categoryGuid: w.leaf } }, 200],
        [{ url, params: { first: 0, max: 12, categoryGuid: missing } }, 404],
        [{ url, params: { first: 0, max: 12, categoryGuid: 'nope' } }, 400],
        [{ url, params: { first: 'x', max: 12 } }, 400],
        [{ url, params: { first: 0, max: 100_000 } }, 400],
        [{ url: url.replace(w.alpha, missing), params: { first: 0, max: 12 } }, 404],
        [{ url: url.replace(w.alpha, 'not-an-id'), params: { first: 0, max: 12 } }, 400],
      ]),
      [{ url: `v1/pos/product/productvariantdetail/${w.tea}` }, 200],
      [{ url: `/v1/pos/product/productvariantdetail/${w.betaSoap}` }, 200],
      [{ url: `v1/pos/product/productvariantdetail/${w.inactive}` }, 404],
      [{ url: `v1/pos/product/productvariantdetail/${missing}` }, 404],
      [{ url: 'v1/pos/product/productvariantdetail/not-an-id' }, 400],
      [{ url: `v1/pos/product/productvariantdetail/${'9'.repeat(201)}` }, 'CUSTOM_ERROR'],
      [{ url: 'v1/pos/product/productvariantdetail/%E0%A4' }, 'CUSTOM_ERROR'],
      // Reads that need who is asking are not page reads.
      [{ url: 'v1/account/profile' }, 'CUSTOM_ERROR'],
      [{ url: 'v1/pos/shop/list', method: 'POST' }, 'CUSTOM_ERROR'],
    ];
    for (const [call, status] of cases) await expectAgreement(call, status);
  });

  it('registers every page read as a route', () => {
    for (const read of PAGE_READS) {
      // The router ignores a trailing slash: a route is kept without one.
      const url = read.url.replace(/(.)\/$/, '$1');
      expect(t.app.hasRoute({ method: read.method, url }), read.url).toBe(true);
    }
  });

  it('tags each answer with what it holds, as the catalog cache does', async () => {
    const tags = (call: PageCall) => {
      const collected: string[] = [];
      return pageDataSource(t.db)(call, collected).then(() => collected);
    };
    expect(await tags({ url: `v1/pos/product/productvariantdetail/${w.tea}` })).toEqual([
      `product:${w.tea}`,
      `shop:${w.alpha}`,
    ]);
    const missing = randomUUID();
    expect(await tags({ url: `v1/pos/product/productvariantdetail/${missing}` })).toEqual([
      `product:${missing}`,
    ]);
    expect(
      await tags({
        url: `v1/pos/shop/listShopProduct/${w.alpha.toUpperCase()}`,
        params: { first: 0 },
      }),
    ).toEqual([`shop-lists:${w.alpha}`]);
    expect(await tags({ url: 'v1/currency/region' })).toEqual([]);
  });

  it('every call a page makes for its first screen, in both languages, is answered as over HTTP', async () => {
    const entry = await loadServerEntry(SERVER_ENTRY);
    if (!entry) {
      throw new Error(
        `The web app's server build is missing (${SERVER_ENTRY}): run \`npm run build -w @storefront/web\` before these tests.`,
      );
    }
    const shopRes = await t.app.inject({
      method: 'POST',
      url: '/v1/pos/shop/shop_information',
      payload: { hostName: HOST },
    });
    const shop = parseBody(ShopInfoResponseSchema, shopRes.body).data;
    const pages = [
      '/',
      '/categories',
      '/all-products',
      '/all-products?page=2',
      '/all-products?page=abc',
      '/new-arrival',
      '/best-deals',
      '/just-for-you',
      '/top-picks?sort=price&price=below-10000',
      `/products/${w.leaf}`,
      `/products/${randomUUID()}`,
      '/searched-products/tea',
      `/searched-products/${encodeURIComponent('လက်ဖက်')}`,
      `/product-detail/${w.tea}`,
      `/product-detail/${w.betaSoap}`,
      `/product-detail/${w.inactive}`,
      `/product-detail/${randomUUID()}`,
      '/product-detail/not-an-id',
    ];
    const source = pageDataSource(t.db);
    const statuses = new Map<string, number>();
    for (const language of ['en', 'mm'] as const) {
      for (const page of pages) {
        const made: { call: PageCall; answer: PageCallAnswer }[] = [];
        await entry.renderPage({
          url: `http://${HOST}${page}`,
          hostName: HOST,
          language,
          // Chosen, as a cookie says it: the address stays the same in both languages.
          languageSource: 'chosen',
          regionGuid: null,
          shop,
          cartIsEmpty: true,
          cartLines: null,
          serverQuery: async (call) => {
            const answer = await source(call);
            made.push({ call, answer });
            return answer;
          },
        });
        expect(made.length, `${page} makes calls`).toBeGreaterThan(0);
        for (const { call, answer } of made) {
          const label = `${language} ${page}: ${call.url} ${JSON.stringify(call.params ?? '')}`;
          if ('error' in answer && answer.error.status === 'CUSTOM_ERROR') continue;
          expect(answer, label).toEqual(await overHttp(call));
          const status = 'error' in answer ? (answer.error.status as number) : 200;
          statuses.set(`${call.url.split('/').slice(0, 4).join('/')} ${status}`, status);
        }
      }
    }
    // The pages above reach every kind of answer: lists, a product, its absence, a bad id.
    expect([...statuses.keys()].sort()).toEqual(
      expect.arrayContaining([
        'v1/currency/region 200',
        'v1/pos/shop/list 200',
        'v1/pos/category/ 200',
        'v1/pos/product/productvariantdetail 200',
        'v1/pos/product/productvariantdetail 404',
        'v1/pos/product/productvariantdetail 400',
      ]),
    );
  }, 120_000);
});
