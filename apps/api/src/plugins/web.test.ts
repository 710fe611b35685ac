import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { ErrorEnvelopeSchema } from '@storefront/contract/envelope';
import { ShopInfoResponseSchema, ShopInfoSchema } from '@storefront/contract/shop';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCategoryTree, addImage, addProduct, addShop } from '../test/fixtures';
import { createTestApp, parseBody, type TestApp } from '../test/harness';
import { BUILD_FILE_RECHECK_MS } from './web';

// Serving the web build does not depend on the database: SQLite alone is enough here.
describe('web app serving and the SPA fallback', () => {
  let t: TestApp;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><title>Storefront</title></head><body><div id="root"></div></body></html>',
    );
    fs.writeFileSync(path.join(dist, 'assets', 'index-AbCdEf12.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dist, 'favicon.png'), 'png bytes');
    t = await createTestApp('sqlite', { webDist: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true });
  });

  it('forwards the search the browser sends without the app to its results page', async () => {
    const cases: [string, string][] = [
      ['/search?q=tea', '/searched-products/tea'],
      [
        '/search?q=%E1%80%9C%E1%80%80%E1%80%BA%E1%80%96%E1%80%80%E1%80%BA',
        `/searched-products/${encodeURIComponent('လက်ဖက်')}`,
      ],
      ['/search?q=a%2Fb', '/searched-products/a%2Fb'],
      ['/search?q=', '/'],
      ['/search', '/'],
    ];
    for (const [url, location] of cases) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(303);
      expect(res.headers.location, url).toBe(location);
    }
  });

  it('serves index.html at / and for client routes, never cached', async () => {
    for (const url of [
      '/',
      '/product-detail/abc',
      '/searched-products/tea',
      '/searched-products/v1.2',
    ]) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it("preloads the page's largest image: the shop banner at /, the product image on its page", async () => {
    const shop = await addShop(t.db, { hostName: 'banner-shop.localhost' });
    const banner = await addImage(t.db, 'banner');
    await t.db.kysely
      .updateTable('shops')
      .set({ bannerImageGuid: banner })
      .where('guid', '=', shop.guid)
      .execute();
    const { leaves } = await addCategoryTree(t.db);
    const product = await addProduct(t.db, shop.guid, leaves[0]!);
    const preload = (id: string) =>
      `<link rel="preload" as="image" href="/v1/image/download/${id}" fetchpriority="high" /></head>`;
    // A product's picture: every stored size, with the gallery's srcset and sizes.
    const widths = [200, 400, 640, 960, 1280];
    const productPreload = (id: string) =>
      `<link rel="preload" as="image" href="/v1/image/download/${id}?w=640" ` +
      `imagesrcset="${widths.map((w) => `/v1/image/download/${id}?w=${w} ${w}w`).join(', ')}" ` +
      'imagesizes="(min-width: 1280px) 600px, (min-width: 1024px) 50vw, 100vw" ' +
      'fetchpriority="high" /></head>';

    const home = await t.app.inject({ url: '/', headers: { host: 'banner-shop.localhost:8080' } });
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(home.body).toContain(preload(banner));

    const detail = await t.app.inject({ url: `/product-detail/${product.guid}` });
    expect(detail.body).toContain(productPreload(product.imageGuids[0]!));

    // Nothing to preload: an unknown product, another page, a shop without a banner.
    for (const url of [`/product-detail/${randomUUID()}`, '/product-detail/abc', '/cart']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('rel="preload"');
    }
    await addShop(t.db, { hostName: 'plain.localhost' });
    const plain = await t.app.inject({ url: '/', headers: { host: 'plain.localhost' } });
    expect(plain.body).not.toContain('rel="preload"');
  });

  it('carries the shop served on the host, as the shop information call answers it', async () => {
    // Text that must stay text: it would close the data block, or read as replacement patterns.
    const name = "Mya </script><script>alert(1)</script> $& $' Shop";
    const shop = await addShop(t.db, { name, hostName: 'served-shop.localhost' });
    const served = (html: string) => {
      const match = /<script type="application\/json" id="served-shop">(.*?)<\/script>/.exec(html);
      expect(match, 'served shop block').not.toBeNull();
      return ShopInfoSchema.parse(JSON.parse(match![1]!));
    };

    const page = await t.app.inject({
      url: '/categories',
      headers: { host: 'Served-Shop.localhost:8080' },
    });
    const info = served(page.body);
    const call = await t.app.inject({
      method: 'POST',
      url: '/v1/pos/shop/shop_information',
      payload: { hostName: 'served-shop.localhost' },
    });
    expect(info).toEqual(parseBody(ShopInfoResponseSchema, call.body).data);
    expect(info).toMatchObject({ guid: shop.guid, name });
    expect(page.body).not.toContain('<script>alert(1)');
    expect(page.body.indexOf('id="served-shop"')).toBeLessThan(page.body.indexOf('</head>'));

    // An unknown host gets the default shop, as the call does; with none, no block at all.
    const unknownHost = { url: '/', headers: { host: '203.0.113.9:8080' } };
    expect((await t.app.inject(unknownHost)).body).not.toContain('id="served-shop"');
    const fallback = await addShop(t.db, { name: 'Default Mart', isDefault: true });
    expect(served((await t.app.inject(unknownHost)).body)).toMatchObject({
      guid: fallback.guid,
      name: 'Default Mart',
    });
  });

  it("names the chunks of the page the router will show, from the build's table", async () => {
    const table = [
      { path: '/', files: ['/assets/home-1.js', '/assets/pages-1.js'] },
      { path: '/product-detail/:productId', files: ['/assets/product-detail-1.js'] },
      { path: '/cart', files: ['/assets/cart-1.js'] },
      { path: '/*', files: ['/assets/not-found-1.js'] },
    ];
    const burmese = ['/assets/mm-1.js'];
    // The Burmese strings are bigger than the cart's module and smaller than home's.
    const sizes = {
      '/assets/home-1.js': 900,
      '/assets/pages-1.js': 300,
      '/assets/product-detail-1.js': 800,
      '/assets/cart-1.js': 100,
      '/assets/not-found-1.js': 50,
      '/assets/mm-1.js': 500,
    };
    fs.writeFileSync(
      path.join(dist, 'route-modules.json'),
      JSON.stringify({ pages: table, languages: { mm: burmese }, sizes }),
    );
    const preloads = async (url: string, headers: Record<string, string> = {}) => {
      const res = await t.app.inject({ url, headers });
      expect(res.statusCode, url).toBe(200);
      // Named for the first script, which preloads them once the first screen is drawn; never
      // preloaded by the HTML itself.
      expect(res.body).not.toContain('modulepreload');
      const meta = /<meta name="page-modules" content="([^"]*)" \/>/.exec(res.body);
      return meta ? meta[1]!.split(' ') : [];
    };
    try {
      expect(await preloads('/')).toEqual(['/assets/home-1.js', '/assets/pages-1.js']);
      expect(await preloads(`/product-detail/${randomUUID()}?tab=reviews`)).toEqual([
        '/assets/product-detail-1.js',
      ]);
      expect(await preloads('/Cart/')).toEqual(['/assets/cart-1.js']);
      expect(await preloads('/cart/extra')).toEqual(['/assets/not-found-1.js']);
      expect(await preloads('/product-detail')).toEqual(['/assets/not-found-1.js']);
      // A Burmese page, whatever said its language, fetches the Burmese strings with its own
      // chunks: the app needs them before it hydrates. Biggest first, as the build orders each list.
      expect(await preloads('/my/cart')).toEqual([...burmese, '/assets/cart-1.js']);
      expect(await preloads('/cart', { cookie: 'lang=mm' })).toEqual([
        ...burmese,
        '/assets/cart-1.js',
      ]);
      expect(await preloads('/cart', { 'accept-language': 'my-MM,my;q=0.9' })).toEqual([
        ...burmese,
        '/assets/cart-1.js',
      ]);
      expect(await preloads('/my/')).toEqual([
        '/assets/home-1.js',
        ...burmese,
        '/assets/pages-1.js',
      ]);
      expect(await preloads('/cart', { cookie: 'lang=en', 'accept-language': 'my-MM' })).toEqual([
        '/assets/cart-1.js',
      ]);
    } finally {
      fs.rmSync(path.join(dist, 'route-modules.json'));
    }
    // A build without the table, seen once the build's files are next looked at: the page is
    // served as it is.
    await new Promise((resolve) => setTimeout(resolve, BUILD_FILE_RECHECK_MS + 50));
    expect(await preloads('/')).toEqual([]);
  });

  it('caches hashed assets for a year', async () => {
    const res = await t.app.inject({ url: '/assets/index-AbCdEf12.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing asset with a 404, never the page', async () => {
    const res = await t.app.inject({
      url: '/assets/index-OldBuild1.js',
      headers: { accept: '*/*' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });

  it('serves the precompressed copy to browsers that accept it', async () => {
    const js = 'console.log("hello");'.repeat(100);
    fs.writeFileSync(path.join(dist, 'assets', 'big-Q1w2E3r4.js'), js);
    fs.writeFileSync(path.join(dist, 'assets', 'big-Q1w2E3r4.js.br'), brotliCompressSync(js));
    const res = await t.app.inject({
      url: '/assets/big-Q1w2E3r4.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(js);
    const plain = await t.app.inject({
      url: '/assets/big-Q1w2E3r4.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(js);
  });

  it('serves files added after start (a new build)', async () => {
    fs.writeFileSync(path.join(dist, 'assets', 'later-ZyXwVu98.js'), 'console.log(2)');
    const res = await t.app.inject({ url: '/assets/later-ZyXwVu98.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(2)');
  });

  it('serves the files at the top of the build; a missing one is a 404, never the page', async () => {
    const favicon = await t.app.inject({ url: '/favicon.png' });
    expect(favicon.statusCode).toBe(200);
    expect(favicon.rawPayload.equals(Buffer.from('png bytes'))).toBe(true);
    expect(favicon.headers['cache-control']).toBe('public, max-age=3600');
    for (const url of ['/favicon.ico', '/index.html', '/route-modules.json']) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
    }
  });

  it('answers unknown API paths with a JSON 404, never the page', async () => {
    for (const url of ['/v1/nope', '/v1/pos/shop/unknown/thing']) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(404);
      expect(parseBody(ErrorEnvelopeSchema, res.body).message).toMatch(/^No such endpoint/);
    }
  });

  it('sends strict security headers', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('publishes the OpenAPI document generated from the contract', async () => {
    const res = await t.app.inject({ url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = JSON.parse(res.body) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/v1/currency/region',
        '/v1/pos/shop/listShopProductNewArrival/{shopId}',
        '/v1/pos/product/productvariantdetail/{productId}',
      ]),
    );
    // The web app's pages and files are not the API's.
    expect(Object.keys(doc.paths)).not.toContain('/{*}');
    expect(Object.keys(doc.paths)).not.toContain('/favicon.png');
  });
});
