import fs from 'node:fs';
import path from 'node:path';
import { SERVER_ENTRY_FILE } from '@storefront/contract/web-page';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCategoryTree, addProduct, addShop, variant } from '../../test/fixtures';
import { createTestApp, testDialects, type TestApp } from '../../test/harness';
import { addRegion } from '../../test/region-fixtures';
import { couponBody } from '../../test/coupon-fixtures';
import { addBusinessOwner } from '../../test/seller-fixtures';
import { productTag, shopListsTag, shopTag } from '../../plugins/catalog-cache';

/**
 * The catalog answers and the rendered pages are kept until a write drops what it changed, by
 * tag (docs/decisions/0038-catalog-cache-by-memory.md), and a page's calls share the kept
 * answers with the JSON endpoints (page-data.ts). Rows are changed here behind the caches'
 * back, as the fixtures write them, to tell a kept answer from a fresh read. On the real web
 * build, like pages.test.ts.
 */

const WEB_DIST = path.resolve(import.meta.dirname, '../../../../web/dist');
const HAS_BUILD =
  fs.existsSync(path.join(WEB_DIST, 'index.html')) &&
  fs.existsSync(path.join(WEB_DIST, '..', SERVER_ENTRY_FILE));
if (!HAS_BUILD && process.env.CI === 'true') {
  throw new Error("The web app's build is missing: run `npm run build -w @storefront/web` first.");
}

const HOME_HOST = 'home-shop.localhost';
const OTHER_HOST = 'other-shop.localhost';
/** As deployed: ten minutes, a safety net only. */
const TTL_MS = 600_000;

describe.runIf(HAS_BUILD).each(testDialects())('kept answers and pages on %s', (dialect) => {
  let t: TestApp;
  const w = { home: '', other: '', leaf: '', tea: '', soap: '', rice: '' };

  beforeAll(async () => {
    t = await createTestApp(dialect, { webDist: WEB_DIST, catalogCacheTtlMs: TTL_MS });
    await addRegion(t.db, 'Myanmar', 'MMK', 1, 0);
    w.home = (
      await addShop(t.db, { name: 'Home Shop', hostName: HOME_HOST, isDefault: true })
    ).guid;
    w.other = (await addShop(t.db, { name: 'Other Shop', hostName: OTHER_HOST })).guid;
    const { leaves } = await addCategoryTree(t.db);
    w.leaf = leaves[0]!;
    const add = async (shop: string, name: string) =>
      (await addProduct(t.db, shop, w.leaf, { name, variants: [variant({ priceSell: 3_000 })] }))
        .guid;
    w.tea = await add(w.home, 'Shan Tea');
    w.soap = await add(w.home, 'Thanaka Soap');
    w.rice = await add(w.other, 'Shwebo Rice');
  }, 120_000);
  afterAll(() => t?.close());

  const page = (url: string, host = HOME_HOST) =>
    t.app.inject({ url, headers: { host, accept: 'text/html' } });
  const detail = (guid: string, host = HOME_HOST) =>
    t.app.inject({ url: `/v1/pos/product/productvariantdetail/${guid}`, headers: { host } });
  /** Renames a product behind the caches' back: only a fresh read shows the new name. */
  const rename = (guid: string, name: string) =>
    t.db.kysely.updateTable('products').set({ name }).where('guid', '=', guid).execute();

  it("draws a product's page from the answer its JSON detail kept, without reading again", async () => {
    const json = await detail(w.tea);
    expect(json.headers['x-cache']).toBe('miss');
    await rename(w.tea, 'Shan Tea (renamed)');
    const first = await page(`/product-detail/${w.tea}`);
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBe('miss');
    // The page missed, but its call was answered from the kept detail: the old name.
    expect(first.body).toContain('Shan Tea');
    expect(first.body).not.toContain('Shan Tea (renamed)');
    // The product's own write drops the kept answer and the page: both read afresh.
    t.app.catalogCache.invalidate([productTag(w.tea)]);
    const after = await page(`/product-detail/${w.tea}`);
    expect(after.headers['x-cache']).toBe('miss');
    expect(after.body).toContain('Shan Tea (renamed)');
    expect((await detail(w.tea)).headers['x-cache']).toBe('hit');
    expect((await detail(w.tea)).json()).toMatchObject({ data: { name: 'Shan Tea (renamed)' } });
  });

  it("keeps a page's answers for the JSON endpoint, sent with the route's own headers", async () => {
    const rendered = await page(`/product-detail/${w.soap}`);
    expect(rendered.statusCode).toBe(200);
    await rename(w.soap, 'Thanaka Soap (renamed)');
    const json = await detail(w.soap);
    expect(json.headers['x-cache']).toBe('hit');
    expect(json.json()).toMatchObject({ success: true, data: { name: 'Thanaka Soap' } });
    // The same headers as an answer the route made itself (content type, security headers).
    const made = await detail(w.tea);
    for (const name of ['content-type', 'x-content-type-options', 'content-security-policy']) {
      expect(json.headers[name], name).toBe(made.headers[name]);
    }
    t.app.catalogCache.invalidate([productTag(w.soap)]);
    expect((await detail(w.soap)).json()).toMatchObject({
      data: { name: 'Thanaka Soap (renamed)' },
    });
  });

  it('drops only the pages holding what a write changed, however long they may be kept', async () => {
    const pages = {
      tea: `/product-detail/${w.tea}`,
      soap: `/product-detail/${w.soap}`,
      list: '/all-products',
      cart: '/cart',
    };
    const states = async () => {
      const seen: Record<string, unknown> = {};
      for (const [name, url] of Object.entries(pages))
        seen[name] = (await page(url)).headers['x-cache'];
      seen.rice = (await page(`/product-detail/${w.rice}`, OTHER_HOST)).headers['x-cache'];
      return seen;
    };
    await states();
    expect(Object.values(await states())).toEqual(['hit', 'hit', 'hit', 'hit', 'hit']);

    t.app.catalogCache.invalidate([productTag(w.tea)]);
    expect(await states()).toEqual({
      tea: 'miss',
      soap: 'hit',
      list: 'hit',
      cart: 'hit',
      rice: 'hit',
    });
    t.app.catalogCache.invalidate([shopListsTag(w.home)]);
    expect(await states()).toEqual({
      tea: 'hit',
      soap: 'hit',
      list: 'miss',
      cart: 'hit',
      rice: 'hit',
    });
    // A change of the shop's own (its name, its delivery methods) drops every page it serves,
    // the cart's too, which draws the shop but calls for no catalog answer of it.
    t.app.catalogCache.invalidate([shopTag(w.home)]);
    expect(await states()).toEqual({
      tea: 'miss',
      soap: 'miss',
      list: 'miss',
      cart: 'miss',
      rice: 'hit',
    });
  });

  it("drops every page when an owner writes a coupon: each counts its shop's coupons", async () => {
    const owner = await addBusinessOwner(t);
    const home = async () => {
      const res = await page('/');
      expect(res.statusCode).toBe(200);
      return res.headers['x-cache'];
    };
    const rice = async () =>
      (await page(`/product-detail/${w.rice}`, OTHER_HOST)).headers['x-cache'];
    await home();
    await rice();
    expect([await home(), await rice()]).toEqual(['hit', 'hit']);
    const created = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/coupons',
      headers: owner.auth,
      payload: couponBody({ code: 'PAGES10', shopGuid: null }),
    });
    expect(created.statusCode, created.body).toBe(200);
    expect([await home(), await rice()]).toEqual(['miss', 'miss']);
    // The catalog's own answers hold no coupon and stay.
    await detail(w.tea);
    expect((await detail(w.tea)).headers['x-cache']).toBe('hit');
  });
});
