import fs from 'node:fs';
import path from 'node:path';
import { SERVER_ENTRY_FILE } from '@storefront/contract/web-page';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCategoryTree, addProduct, addShop, variant } from '../../test/fixtures';
import { createTestApp, testDialects, type TestApp } from '../../test/harness';
import { addRegion } from '../../test/region-fixtures';

/**
 * The Host header is the client's to write. Absolute addresses (sitemap, robots.txt, the
 * canonical and sharing tags) are built from the shops' configured host names only, and a page
 * rendered for a made-up Host is never served to anyone else (docs/decisions/0006-shops-by-host.md,
 * public-origin.ts). On the real web build, like pages.test.ts.
 */

const WEB_DIST = path.resolve(import.meta.dirname, '../../../../web/dist');
const HAS_BUILD =
  fs.existsSync(path.join(WEB_DIST, 'index.html')) &&
  fs.existsSync(path.join(WEB_DIST, '..', SERVER_ENTRY_FILE));
if (!HAS_BUILD && process.env.CI === 'true') {
  throw new Error("The web app's build is missing: run `npm run build -w @storefront/web` first.");
}

const DEFAULT_HOST = 'home-shop.localhost';
const OTHER_HOST = 'other-shop.localhost';
const EVIL = 'evil.example';

/** Every absolute address on the page, in its head and its links. */
const addressesIn = (text: string) =>
  [...text.matchAll(/https?:\/\/[^\s"'<>\\]+/g)].map((m) => m[0]);

describe.runIf(HAS_BUILD).each(testDialects())(
  'absolute addresses and the Host header on %s',
  (dialect) => {
    let t: TestApp;
    let productGuid: string;
    beforeAll(async () => {
      // The page cache on, as in production: a poisoned entry must not reach others.
      t = await createTestApp(dialect, { webDist: WEB_DIST, catalogCacheTtlMs: 60_000 });
      await addRegion(t.db, 'Myanmar', 'MMK', 1, 0);
      const home = await addShop(t.db, {
        name: 'Home Shop',
        hostName: DEFAULT_HOST,
        isDefault: true,
      });
      await addShop(t.db, { name: 'Other Shop', hostName: OTHER_HOST });
      const { leaves } = await addCategoryTree(t.db);
      const product = await addProduct(t.db, home.guid, leaves[0]!, {
        name: 'Shan Tea',
        variants: [variant({ priceSell: 3_000 })],
      });
      productGuid = product.guid;
    }, 120_000);
    afterAll(() => t?.close());

    const get = (url: string, host: string, accept = 'text/html') =>
      t.app.inject({ url, headers: { host, accept } });

    it('writes the default shop into the sitemap and robots.txt of an unknown host', async () => {
      const sitemap = await get('/sitemap.xml', `${EVIL}:8080`);
      expect(sitemap.statusCode).toBe(200);
      expect(sitemap.body).not.toContain(EVIL);
      expect(sitemap.body).toContain(`<loc>http://${DEFAULT_HOST}:8080/</loc>`);
      expect(sitemap.body).toContain(
        `<loc>http://${DEFAULT_HOST}:8080/product-detail/${productGuid}</loc>`,
      );
      const robots = await get('/robots.txt', EVIL);
      expect(robots.body).not.toContain(EVIL);
      expect(robots.body).toContain(`Sitemap: http://${DEFAULT_HOST}/sitemap.xml`);
    });

    it("writes a known shop's own configured host, without the www. it was asked with", async () => {
      const robots = await get('/robots.txt', `WWW.${OTHER_HOST.toUpperCase()}`);
      expect(robots.body).toContain(`Sitemap: http://${OTHER_HOST}/sitemap.xml`);
    });

    it('keeps a made-up Host out of the canonical and sharing addresses of a page', async () => {
      const res = await get(`/product-detail/${productGuid}`, EVIL);
      expect(res.statusCode).toBe(200);
      const head = res.body.slice(0, res.body.indexOf('</head>'));
      expect(head).toContain(
        `<link rel="canonical" href="http://${DEFAULT_HOST}/product-detail/${productGuid}" />`,
      );
      expect(addressesIn(head).filter((address) => address.includes(EVIL))).toEqual([]);
      expect(head).toContain(`content="http://${DEFAULT_HOST}/product-detail/${productGuid}"`);
    });

    it('reads a path that starts with // as a path, not as another host', async () => {
      const res = await get(`//${EVIL}/product-detail/${productGuid}`, DEFAULT_HOST);
      expect(
        addressesIn(res.body.slice(0, res.body.indexOf('</head>'))).some((a) =>
          a.startsWith(`http://${EVIL}`),
        ),
      ).toBe(false);
    });

    it('never serves a page rendered for a made-up Host to a shopper on the real one', async () => {
      // The attacker asks first, so the cache would hold their page if the Host were not part of
      // its key or if the page carried it.
      const poisoned = await get('/all-products', EVIL);
      expect(poisoned.statusCode).toBe(200);
      const real = await get('/all-products', DEFAULT_HOST);
      expect(real.statusCode).toBe(200);
      expect(real.body).not.toContain(EVIL);
      expect(real.body).toContain(
        `<link rel="canonical" href="http://${DEFAULT_HOST}/all-products" />`,
      );
      // Asked again, the made-up Host's page comes from the cache and still names the shop's host.
      const again = await get('/all-products', EVIL);
      expect(again.headers['x-cache']).toBe('hit');
      expect(again.body).toContain(
        `<link rel="canonical" href="http://${DEFAULT_HOST}/all-products" />`,
      );
    });
  },
);
