import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageAddress, type AddressLanguage } from '@storefront/contract/language-address';
import { publicOriginOf, servedShopOf } from './public-origin';
import { listSitemapCategories, listSitemapProducts, SITEMAP_MAX_URLS } from './sitemap.repository';

/**
 * Pages that are the shopper's own, the staff console and the API: nothing to index. Each is a
 * `Disallow:` line of robots.txt; exported so that pages.test.ts checks the file against this list.
 */
const SHOPPERS_OWN_PAGES = [
  '/cart',
  '/compare',
  '/checkout',
  '/dashboard',
  '/order-history',
  '/order-detail/',
  '/promo-list',
  '/login',
  '/register',
];

export const ROBOTS_DISALLOWED: readonly string[] = [
  ...SHOPPERS_OWN_PAGES,
  // The same pages at their Burmese addresses (docs/decisions/0035-language-addresses.md).
  ...SHOPPERS_OWN_PAGES.map((path) => languageAddress(path, 'mm')),
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

/** The languages of the pages' addresses, with their hreflang (docs/decisions/0035-language-addresses.md). */
const ADDRESS_LANGUAGES: readonly [AddressLanguage, string][] = [
  ['en', 'en'],
  ['mm', 'my'],
];

/**
 * A page's entries: one per language address, each naming every language's address (and the
 * unprefixed one for a reader of neither) as `xhtml:link` alternates, as search engines read them.
 */
function urlEntries(origin: string, path: string, lastmod: string | null = null): string[] {
  const modified = lastmod ? `<lastmod>${lastmod}</lastmod>` : '';
  const addressIn = (language: AddressLanguage) =>
    escapeXml(`${origin}${languageAddress(path, language)}`);
  const alternates = [
    ...ADDRESS_LANGUAGES.map(
      ([language, hreflang]) =>
        `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${addressIn(language)}"/>`,
    ),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${addressIn('en')}"/>`,
  ].join('');
  return ADDRESS_LANGUAGES.map(
    ([language]) => `<url><loc>${addressIn(language)}</loc>${modified}${alternates}</url>`,
  );
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
          "The shop's pages on this host, each at its English and its Burmese (/my/…) address: home, the lists, every category and every product on sale (application/xml, not the envelope)",
      },
    },
    async (request, reply) => {
      const shop = await servedShopOf(app.db, request);
      const origin = publicOriginOf(request, shop);
      // Every page twice, once per language: within the file's limit of addresses.
      const perPage = ADDRESS_LANGUAGES.length;
      const maxPages = Math.floor(SITEMAP_MAX_URLS / perPage);
      const entries = FIXED_PAGES.flatMap((path) => urlEntries(origin, path));
      const categories = (await listSitemapCategories(app.db)).slice(
        0,
        maxPages - entries.length / perPage,
      );
      entries.push(
        ...categories.flatMap((guid) =>
          urlEntries(origin, `/products/${encodeURIComponent(guid)}`),
        ),
      );
      const room = maxPages - entries.length / perPage;
      const products = shop && room > 0 ? await listSitemapProducts(app.db, shop.guid, room) : [];
      entries.push(
        ...products.flatMap((product) =>
          urlEntries(
            origin,
            `/product-detail/${encodeURIComponent(product.guid)}`,
            dayOf(product.updatedAt),
          ),
        ),
      );
      const xml =
        '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" ' +
        'xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
        entries.join('\n') +
        '\n</urlset>\n';
      return reply
        .header('cache-control', CACHE_CONTROL)
        .type('application/xml; charset=utf-8')
        .send(xml);
    },
  );
};
