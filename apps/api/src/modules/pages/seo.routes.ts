import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicOriginOf, servedShopOf } from './public-origin';
import { listSitemapCategories, listSitemapProducts, SITEMAP_MAX_URLS } from './sitemap.repository';

/**
 * Pages that are the shopper's own, the staff console and the API: nothing to index. Each is a
 * `Disallow:` line of robots.txt; exported so that pages.test.ts checks the file against this list.
 */
export const ROBOTS_DISALLOWED: readonly string[] = [
  '/cart',
  '/compare',
  '/checkout',
  '/dashboard',
  '/order-history',
  '/order-detail/',
  '/promo-list',
  '/login',
  '/register',
  '/seller',
  '/v1/',
  '/docs',
];

/**
 * Public images live under the API's path; the product pages' JSON-LD and sharing tags point at
 * them (the share pictures at /v1/image/share/), so crawlers must be able to fetch them (the
 * longer rule wins over `Disallow: /v1/`).
 */
const ALLOWED_UNDER_DISALLOWED = ['/v1/image/download/', '/v1/image/share/'];

/** The shop's fixed pages: home and the lists (docs/product.md#product-lists). */
const FIXED_PAGES = [
  '/',
  '/categories',
  '/all-products',
  '/new-arrival',
  '/best-deals',
  '/just-for-you',
  '/top-picks',
];

const CACHE_CONTROL = 'public, max-age=3600';

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** The calendar day (UTC) of a stored timestamp, or null when it does not read as one. */
function dayOf(timestamp: string): string | null {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? null : date.toISOString().slice(0, 10);
}

function urlEntry(loc: string, lastmod: string | null = null): string {
  const modified = lastmod ? `<lastmod>${lastmod}</lastmod>` : '';
  return `<url><loc>${escapeXml(loc)}</loc>${modified}</url>`;
}

/**
 * robots.txt and sitemap.xml of the shop served on the request's host (an unknown host gets the
 * default shop, as its pages do): what a search engine may crawl, and every page of the shop it
 * should index, with absolute addresses on the shop's configured host name (public-origin.ts).
 */
export const seoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/robots.txt',
    {
      schema: {
        tags: ['pages'],
        summary:
          'Crawling rules for the shop on this host, with its sitemap address (text/plain, not the envelope)',
      },
    },
    async (request, reply) => {
      const origin = publicOriginOf(request, await servedShopOf(app.db, request));
      const lines = [
        'User-agent: *',
        ...ALLOWED_UNDER_DISALLOWED.map((path) => `Allow: ${path}`),
        ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`),
        'Allow: /',
        '',
        `Sitemap: ${origin}/sitemap.xml`,
        '',
      ];
      return reply
        .header('cache-control', CACHE_CONTROL)
        .type('text/plain; charset=utf-8')
        .send(lines.join('\n'));
    },
  );

  app.get(
    '/sitemap.xml',
    {
      schema: {
        tags: ['pages'],
        summary:
          "The shop's pages on this host: home, the lists, every category and every product on sale (application/xml, not the envelope)",
      },
    },
    async (request, reply) => {
      const shop = await servedShopOf(app.db, request);
      const origin = publicOriginOf(request, shop);
      const entries = FIXED_PAGES.map((path) => urlEntry(`${origin}${path}`));
      const categories = (await listSitemapCategories(app.db)).slice(
        0,
        SITEMAP_MAX_URLS - entries.length,
      );
      entries.push(
        ...categories.map((guid) => urlEntry(`${origin}/products/${encodeURIComponent(guid)}`)),
      );
      const room = SITEMAP_MAX_URLS - entries.length;
      const products = shop && room > 0 ? await listSitemapProducts(app.db, shop.guid, room) : [];
      entries.push(
        ...products.map((product) =>
          urlEntry(
            `${origin}/product-detail/${encodeURIComponent(product.guid)}`,
            dayOf(product.updatedAt),
          ),
        ),
      );
      const xml =
        '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        entries.join('\n') +
        '\n</urlset>\n';
      return reply
        .header('cache-control', CACHE_CONTROL)
        .type('application/xml; charset=utf-8')
        .send(xml);
    },
  );
};
