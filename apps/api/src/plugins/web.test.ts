import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { ErrorEnvelopeSchema } from '@storefront/contract/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, parseBody, type TestApp } from '../test/harness';

// Serving the web build does not depend on the database: SQLite alone is enough here.
describe('web app serving and the SPA fallback', () => {
  let t: TestApp;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><title>Storefront</title><div id="root"></div>',
    );
    fs.writeFileSync(path.join(dist, 'assets', 'index-AbCdEf12.js'), 'console.log(1)');
    t = await createTestApp('sqlite', { webDist: dist });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dist, { recursive: true });
  });

  it('serves index.html at / and for client routes, never cached', async () => {
    for (const url of ['/', '/product-detail/abc', '/searched-products/tea']) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
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
  });
});
