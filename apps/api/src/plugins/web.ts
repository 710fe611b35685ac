import fs from 'node:fs';
import path from 'node:path';
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants as zlibConstants,
  gzipSync,
} from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { decodeCartLines } from '@storefront/commerce/cart-lines';
import { searchTarget } from '@storefront/commerce/search';
import {
  languageAddress,
  languageOfAcceptLanguage,
  splitLanguageAddress,
} from '@storefront/contract/language-address';
import { imagePath, photoSources, type PhotoSlot } from '@storefront/contract/photos';
import type { ShopInfo } from '@storefront/contract/shop';
import {
  CART_COUNT_COOKIE,
  CART_LINES_COOKIE,
  CART_PAGE_PATH,
  PAGE_DATA_ELEMENT_ID,
  PAGE_MODULES_META,
  biggestFirst,
  ROUTE_MODULES_FILE,
  SERVED_SHOP_ELEMENT_ID,
  SERVER_ENTRY_FILE,
  type BuildModules,
  type RouteModules,
} from '@storefront/contract/web-page';
import type { Db } from '../db/connection';
import { withCurrentCoupons } from '../modules/promos/coupons.repository';
import { findShopByHost } from '../modules/shop/shop.repository';
import { normalizeHostName } from '../modules/shop/shop.service';
import { publicOriginOf } from '../modules/pages/public-origin';
import {
  loadServerEntry,
  pageRenderer,
  renderedPageCache,
  type PageRequestFacts,
} from '../modules/pages/page-renderer';
import {
  pageTemplate,
  renderedPage,
  unrenderedPage,
  type PageTemplate,
} from '../modules/pages/page-template';

const API_PREFIXES = ['/v1/', '/docs'];

/** The web app's own routes (pages, files): not part of the API's OpenAPI document. */
const WEB_ROUTE = { schema: { hide: true } };

/** Pages the server does not render: the staff console draws itself from the browser's session. */
const UNRENDERED_PREFIXES = ['/seller'];

export type WebAppOptions = {
  /** How long a rendered page is reused per URL, host, language and region; 0: never. */
  pageCacheTtlMs: number;
};

/**
 * Serves the web app. Hashed assets are cached for a year. Every page of the shop is rendered
 * on the server in the shopper's language and region (docs/architecture.md#server-rendering)
 * and hydrated in the browser; the staff console, or every page when the server build is
 * missing or a render fails, gets index.html and draws itself. Unknown API paths get a JSON
 * 404, never the page. Pages are always revalidated (`no-cache`).
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string | undefined,
  options: WebAppOptions = { pageCacheTtlMs: 0 },
): Promise<void> {
  const hasWeb = webDist !== undefined && fs.existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    const setHeaders = (reply: { header(name: string, value: string): unknown }, file: string) =>
      reply.header('cache-control', cacheControlFor(file));
    await app.register(fastifyStatic, {
      root: path.join(webDist, 'assets'),
      prefix: '/assets/',
      // Files are looked up per request, so a new build is served without a restart.
      wildcard: true,
      // The build writes .br and .gz copies (apps/web/scripts/compress-dist.mjs).
      preCompressed: true,
      index: false,
      setHeaders,
    });
    // The few files at the top of the build (the favicon): each its own route, so a page's
    // address is never first looked up on the disk.
    for (const file of publicRootFiles(webDist)) {
      app.get(`/${file}`, WEB_ROUTE, (_request, reply) => reply.sendFile(file, webDist));
    }
    const page = buildFile(path.join(webDist, 'index.html'), pageTemplate);
    const routes = routeModulesFile(path.join(webDist, ROUTE_MODULES_FILE));
    const entry = await loadServerEntry(path.join(webDist, '..', SERVER_ENTRY_FILE));
    if (!entry)
      app.log.warn({ webDist }, 'no server build of the web app: pages draw in the browser');
    // A page's calls share the catalog cache's kept answers (docs/decisions/0038).
    const render = entry ? pageRenderer(app.db, entry, app.catalogCache) : null;
    const renderedPages = renderedPageCache<SentPage>({
      ttlMs: options.pageCacheTtlMs,
      budgetBytes: app.hasDecorator('config') ? app.config.pageCacheBytes : undefined,
      sizeOf: sizeOfSentPage,
      tagsOf: (sent) => sent.tags,
    });
    app.catalogCache.onInvalidate((tags) => renderedPages.invalidate(tags));
    let lastTemplate: PageTemplate | null = null;

    /**
     * The head's additions (pageHead), in the page's language. A rendered page passes the shop
     * it was rendered for, read once for both, and needs no served-shop block: its state
     * carries the shop.
     */
    const extraHeadOf = (
      request: FastifyRequest,
      language: PageRequestFacts['language'],
      rendered?: { shop: ShopInfo | null },
    ) =>
      routes.read().then((modules) =>
        pageHead(app.db, request, modules, language, rendered).catch((error: unknown) => {
          // The additions are optimisations: the page is served without them rather than not
          // at all, and the app asks the API for what it needs.
          request.log.warn({ err: error }, 'no shop info or preload hint for this page');
          return '';
        }),
      );

    /** The whole answer for a page: rendered, then kept as it is sent. */
    const renderPage = async (
      request: FastifyRequest,
      cookieFacts: CookieFacts,
      template: PageTemplate,
      renderWith: NonNullable<typeof render>,
    ): Promise<SentPage> => {
      const facts = await pageFactsOf(app.db, request, cookieFacts);
      const [rendered, extraHead] = await Promise.all([
        renderWith(facts),
        extraHeadOf(request, cookieFacts.language, { shop: facts.shop }),
      ]);
      if (rendered.kind === 'redirect') return rendered;
      const { tags } = rendered;
      const html = renderedPage(template, {
        htmlLang: rendered.htmlLang,
        head: rendered.head,
        extraHead,
        body: rendered.body,
        dataElementId: PAGE_DATA_ELEMENT_ID,
        data: rendered.data,
      });
      // Kept as bytes: sent as it is, it is not encoded again on every request.
      const sent: SentPage = {
        kind: 'page',
        status: rendered.status,
        html: Buffer.from(html),
        encoded: new Map(),
        tags,
      };
      // Kept compressed only, as nearly every browser takes it: a fifth of the HTML's bytes, so
      // the page cache's memory holds five times the pages (docs/decisions/0038).
      encodedPage(sent, 'br');
      sent.html = null;
      return sent;
    };

    const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
      const template = await page.read();
      // A new build: pages rendered with the old one go.
      if (template !== lastTemplate) renderedPages.invalidate();
      lastTemplate = template;
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8');
      const pathname = pagePathnameOf(request);
      const shouldRender =
        render !== null &&
        template.isMarked &&
        !UNRENDERED_PREFIXES.some(
          (prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`),
        );
      if (shouldRender) {
        try {
          const cookieFacts = cookieFactsOf(request);
          const produce = () => renderPage(request, cookieFacts, template, render);
          const key = pageKeyOf(request, cookieFacts);
          // Told as the catalog's answers tell it, so an operator (or a bench) sees how often a
          // page is drawn anew (docs/architecture.md#caching).
          reply.header(
            'x-cache',
            !cookieFacts.cartLines && renderedPages.has(key) ? 'hit' : 'miss',
          );
          // A cart drawn from its lines is the shopper's own: rendered for them, never kept.
          const sent = await (cookieFacts.cartLines ? produce() : renderedPages.get(key, produce));
          if (sent.kind === 'redirect') return reply.redirect(sent.location, sent.status);
          // The page differs by these cookies, the browser's languages (a first visit) and its
          // encoding: a shared cache keeps one each.
          reply.header('vary', 'Cookie, Accept-Language, Accept-Encoding');
          const encoded = encodedPage(sent, String(request.headers['accept-encoding'] ?? ''));
          if (!encoded) return reply.status(sent.status).send(htmlOf(sent));
          return reply
            .status(sent.status)
            .header('content-encoding', encoded.encoding)
            .send(encoded.body);
        } catch (error) {
          // The shopper still gets the page: the browser draws it, as before server rendering.
          request.log.error({ err: error }, 'server rendering failed; serving the unrendered page');
        }
      }
      const { language } = pageLanguageOf(request, cookiesOf(request));
      return reply.send(unrenderedPage(template, await extraHeadOf(request, language)));
    };
    // Every other GET is a page of the app, answered without a look at the disk: a kept page
    // is a map lookup (bench/web.ts measures it under load).
    app.get('/*', WEB_ROUTE, (request, reply) =>
      isPageRequest(request) ? sendPage(request, reply) : notFound(request, reply),
    );
    // The header's search as the browser sends it without the app (before hydration, or with
    // JavaScript off): forwarded to the results page the app would open (docs/product.md#search).
    const searchRoute = {
      schema: {
        tags: ['pages'],
        summary:
          "The header's search sent as a plain form (?q=term): a 303 to the results page, /searched-products/{term}, or home for an empty term",
      },
    };
    app.get('/search', searchRoute, async (request, reply) => {
      const { q } = request.query as { q?: unknown };
      return reply.redirect(searchTarget(typeof q === 'string' ? q : ''), 303);
    });
    // The same from a Burmese page (docs/decisions/0035-language-addresses.md): to the Burmese
    // results page.
    app.get(
      '/my/search',
      {
        schema: {
          ...searchRoute.schema,
          summary: `${searchRoute.schema.summary}, in Burmese (/my/…)`,
        },
      },
      async (request, reply) => {
        const { q } = request.query as { q?: unknown };
        return reply.redirect(
          languageAddress(searchTarget(typeof q === 'string' ? q : ''), 'mm'),
          303,
        );
      },
    );
    app.setNotFoundHandler(notFound);
  } else {
    app.log.warn({ webDist }, 'web app not built: serving the API only');
    app.setNotFoundHandler(notFound);
  }
}

/** The cookies a page is rendered with (docs/architecture.md#server-rendering). */
function cookiesOf(request: FastifyRequest): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    const name = part.slice(0, index).trim();
    try {
      cookies.set(name, decodeURIComponent(part.slice(index + 1).trim()));
    } catch {
      // A malformed value counts as absent.
    }
  }
  return cookies;
}

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What a kept page is sent as. */
type SentPage =
  | {
      kind: 'page';
      status: number;
      /** Null once the brotli copy is made: `htmlOf` reads it back from that. */
      html: Buffer | null;
      encoded: Map<Encoding, Buffer>;
      /** What the page was drawn from, for the cache's invalidation by tag. */
      tags: readonly string[];
    }
  | { kind: 'redirect'; status: number; location: string; tags: readonly string[] };

type Encoding = 'br' | 'gzip';

/**
 * What a kept page counts against the page cache's budget: its compressed copies, and room for
 * a gzip copy (about as large as the brotli one) for the few browsers without brotli.
 */
function sizeOfSentPage(page: SentPage): number {
  if (page.kind !== 'page') return 200;
  let size = page.html?.byteLength ?? 0;
  for (const body of page.encoded.values()) size += body.byteLength;
  return page.encoded.has('gzip') ? size : size + (size >> 2);
}

/** The page's HTML, decompressed from its brotli copy once only that is kept. */
function htmlOf(page: Extract<SentPage, { kind: 'page' }>): Buffer {
  return page.html ?? brotliDecompressSync(page.encoded.get('br')!);
}

/**
 * The page compressed for a browser that accepts it, once per kept page: a rendered page is
 * 40-80 KB of HTML, 8-12 KB compressed, which on a phone's slow network is most of its time
 * before the first paint. Brotli at quality 4: with the page cache off or missed, every page is
 * compressed as it is sent, and on a 58 KB page quality 4 costs about half of quality 5's CPU
 * for a few per cent more bytes (bench/reports/pages-miss.md compares the sizes sent).
 */
function encodedPage(page: Extract<SentPage, { kind: 'page' }>, accepted: string) {
  const encoding: Encoding | null = /\bbr\b/.test(accepted)
    ? 'br'
    : /\bgzip\b/.test(accepted)
      ? 'gzip'
      : null;
  if (encoding === null) return null;
  let body = page.encoded.get(encoding);
  if (!body) {
    body =
      encoding === 'br'
        ? brotliCompressSync(htmlOf(page), {
            params: {
              [zlibConstants.BROTLI_PARAM_QUALITY]: 4,
              [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
            },
          })
        : gzipSync(htmlOf(page), { level: 6 });
    page.encoded.set(encoding, body);
  }
  return { encoding, body };
}

type CookieFacts = Pick<
  PageRequestFacts,
  'language' | 'languageSource' | 'regionGuid' | 'cartIsEmpty' | 'cartLines'
>;

/**
 * The inputs of a render kept for others, read without a query: the address (scheme, host and
 * path with query) and the cookies' facts. Each of them changes the page's HTML: the scheme and
 * the port are written into its absolute addresses, the host name into its state, the language
 * and what said it (its state tells the app whether to store it), the region and whether the
 * cart is empty into its state. Nothing else splits the key: other cookies, the browser's
 * languages once a choice is stored, its encodings (each kept page is compressed once per
 * encoding) and a port the scheme implies (`localhost:80` is `localhost`) share one page
 * (docs/architecture.md#caching). A page drawn from the cart's lines is never kept.
 */
function pageKeyOf(
  request: FastifyRequest,
  { language, languageSource, regionGuid, cartIsEmpty }: CookieFacts,
): string {
  const host = (request.headers.host ?? '').toLowerCase();
  const impliedPort = request.protocol === 'https' ? ':443' : ':80';
  return JSON.stringify([
    request.protocol,
    host.endsWith(impliedPort) ? host.slice(0, -impliedPort.length) : host,
    request.url,
    language,
    languageSource,
    regionGuid,
    cartIsEmpty,
  ]);
}

/**
 * What a page is rendered with from the request's address and headers, read once here for key
 * and render (the headers a page varies by are the `Vary` it is sent with).
 */
function cookieFactsOf(request: FastifyRequest): CookieFacts {
  const cookies = cookiesOf(request);
  const region = cookies.get('region');
  const isEmpty = cartIsEmpty(cookies);
  return {
    ...pageLanguageOf(request, cookies),
    regionGuid: region && GUID.test(region) ? region.toLowerCase() : null,
    cartIsEmpty: isEmpty,
    // The cart page at either language's address (the cookie is kept for both paths).
    cartLines: !isEmpty && pagePathnameOf(request) === CART_PAGE_PATH ? cartLinesOf(cookies) : null,
  };
}

/**
 * The language a page is drawn in (docs/decisions/0035-language-addresses.md): a language
 * address (`/my/…`) says it whatever else the request says; else the shopper's own choice, the
 * `lang` cookie the app keeps; else, on a first visit, the browser's `Accept-Language`; else
 * English.
 */
function pageLanguageOf(
  request: FastifyRequest,
  cookies: Map<string, string>,
): Pick<PageRequestFacts, 'language' | 'languageSource'> {
  if (splitLanguageAddress(pathnameOf(request)).language === 'mm')
    return { language: 'mm', languageSource: 'address' };
  const chosen = cookies.get('lang');
  if (chosen === 'en' || chosen === 'mm') return { language: chosen, languageSource: 'chosen' };
  const accepted = request.headers['accept-language'];
  return {
    language: languageOfAcceptLanguage(Array.isArray(accepted) ? accepted[0] : accepted) ?? 'en',
    languageSource: 'browser',
  };
}

async function pageFactsOf(
  db: Db,
  request: FastifyRequest,
  cookieFacts: CookieFacts,
): Promise<PageRequestFacts> {
  const host = request.headers.host ?? 'localhost';
  // As the browser's location.hostname reads it: the app compares the two.
  const hostName = (
    host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : (host.split(':')[0] ?? '')
  ).toLowerCase();
  // The served shop carries its current coupons' count: home's Coupon Codes tile reads it
  // (docs/decisions/0032-coupons.md).
  const shop =
    (await withCurrentCoupons(db, await findShopByHost(db, normalizeHostName(host)))) ?? null;
  return {
    // The canonical and sharing addresses are built from this: the shop's configured host,
    // never the Host header (public-origin.ts). Joined as text, so a path starting with '//'
    // stays a path rather than naming another host.
    url: new URL(`${publicOriginOf(request, shop)}${request.url}`).toString(),
    hostName: hostName || 'localhost',
    ...cookieFacts,
    shop,
  };
}

/**
 * Whether the browser's stored cart is empty, as its `cart_count` cookie says: no cookie is a
 * browser that never stored a cart; a value that is not a count says nothing (not empty).
 */
function cartIsEmpty(cookies: Map<string, string>): boolean {
  const count = cookies.get(CART_COUNT_COOKIE);
  return count === undefined || count === '0';
}

/**
 * The cart's lines as the `cart_lines` cookie tells them (docs/architecture.md#cart-lines), or
 * null: no cookie, one that is not what the web app writes, or an empty list.
 */
function cartLinesOf(cookies: Map<string, string>) {
  const text = cookies.get(CART_LINES_COOKIE);
  const lines = text === undefined ? null : decodeCartLines(text);
  return lines && lines.length > 0 ? lines : null;
}

function pathnameOf(request: FastifyRequest): string {
  return request.url.split('?')[0] ?? '';
}

/** The page's own path, without its language prefix: `/my/cart` is `/cart`. */
function pagePathnameOf(request: FastifyRequest): string {
  return splitLanguageAddress(pathnameOf(request)).path;
}

function isApiPath(pathname: string): boolean {
  return API_PREFIXES.some((p) => pathname.startsWith(p));
}

/**
 * A GET for a client route. A missing file at the top of the site (`/favicon.ico`) is not one;
 * a missing asset never reaches here (`/assets/` is the static files' own). A dot further down
 * is part of a page's address: `/searched-products/v1.2` is a search.
 */
function isPageRequest(request: FastifyRequest): boolean {
  const pathname = pathnameOf(request);
  const isRootFile = /^\/[^/]*\.[a-z0-9]{1,8}$/i.test(pathname);
  return !isApiPath(pathname) && !isRootFile;
}

/** Files at the top of the build that are the site's own; not the build's page template. */
const BUILD_ONLY_FILES = new Set(['index.html', ROUTE_MODULES_FILE]);

function publicRootFiles(webDist: string): string[] {
  return fs
    .readdirSync(webDist, { withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name)
    .filter((name) => !/\.(br|gz)$/.test(name) && !BUILD_ONLY_FILES.has(name));
}

function notFound(request: FastifyRequest, reply: FastifyReply) {
  const pathname = pathnameOf(request);
  return reply.status(404).send({
    success: false,
    data: null,
    message: isApiPath(pathname)
      ? `No such endpoint: ${request.method} ${pathname}`
      : `Not found: ${pathname}`,
  });
}

/** How often a build file is checked for a new build: not on every request of a busy server. */
export const BUILD_FILE_RECHECK_MS = 1000;

/**
 * A file of the build, read again only when a new build replaces it (its mtime changes); the
 * mtime is looked at no more than once a second.
 */
function buildFile<T>(file: string, parse: (text: string) => T) {
  let cached: { mtimeMs: number; checkedAt: number; value: T } | null = null;
  return {
    async read(): Promise<T> {
      const now = Date.now();
      if (cached && now - cached.checkedAt < BUILD_FILE_RECHECK_MS) return cached.value;
      const { mtimeMs } = await fs.promises.stat(file);
      if (cached?.mtimeMs !== mtimeMs)
        cached = {
          mtimeMs,
          checkedAt: now,
          value: parse(await fs.promises.readFile(file, 'utf8')),
        };
      else cached.checkedAt = now;
      return cached.value;
    },
  };
}

/** The build's page table; an empty one when the build has none (then nothing is preloaded). */
function routeModulesFile(file: string) {
  const table = buildFile(file, (text) => JSON.parse(text) as BuildModules);
  return {
    read: () => table.read().catch((): BuildModules => ({ pages: [], languages: { mm: [] } })),
  };
}

/**
 * The chunks of the page the router will show at `pathname`, matched as React Router does:
 * `:param` takes one segment, letters in any case; `*` only when no other path matches.
 */
function routeModulesFor(table: readonly RouteModules[], pathname: string): string[] {
  const segments = pathname.split('/').filter(Boolean);
  const matches = (route: RouteModules) => {
    const parts = route.path.split('/').filter(Boolean);
    return (
      parts.length === segments.length &&
      parts.every(
        (part, i) => part.startsWith(':') || part.toLowerCase() === segments[i]!.toLowerCase(),
      )
    );
  };
  const route = table.find(matches) ?? table.find((r) => r.path === '/*');
  return route?.files ?? [];
}

const PRODUCT_DETAIL =
  /^\/product-detail\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;

/**
 * What the page's head gets besides the build's own tags:
 * - the shop served on this host, as the JSON that `POST v1/pos/shop/shop_information` answers
 *   (the app reads it instead of making that call before it can draw the header and banner:
 *   one round trip less on the way to the first screen, seconds on a slow phone network);
 * - a preload of the image that will be the page's largest paint, when the URL tells which:
 *   the shop's banner on the home page, the product's first image on its detail page. The
 *   browser otherwise finds it only after the app's code has run and asked the API;
 * - the page's own chunks, which the first script preloads with the shell's, rather than the
 *   router asking for them only once the shell's code has run: one round trip less. A Burmese
 *   page's include the Burmese strings, which the app loads before it hydrates.
 */
async function pageHead(
  db: Db,
  request: FastifyRequest,
  build: BuildModules,
  language: PageRequestFacts['language'],
  rendered?: { shop: ShopInfo | null },
): Promise<string> {
  const pathname = pagePathnameOf(request);
  const modules = pageModulesMeta(
    language === 'mm'
      ? // Two of the build's lists as one, in the order the build gives each.
        biggestFirst(
          [...routeModulesFor(build.pages, pathname), ...build.languages.mm],
          build.sizes ?? {},
        )
      : routeModulesFor(build.pages, pathname),
  );
  const shop = rendered
    ? rendered.shop
    : await withCurrentCoupons(
        db,
        await findShopByHost(db, normalizeHostName(request.headers.host ?? '')),
      );
  let lcpImage: { guid: string; slot: PhotoSlot | null } | null = null;
  // The banner is drawn at one size; a product's first picture in the gallery.
  if (pathname === '/' && shop?.bannerImage) lcpImage = { guid: shop.bannerImage, slot: null };
  const productGuid = PRODUCT_DETAIL.exec(pathname)?.[1];
  if (productGuid) {
    const product = await db.kysely
      .selectFrom('products')
      .select('coverImageGuid')
      .where('guid', '=', productGuid.toLowerCase())
      .where('isActive', '=', 1)
      .executeTakeFirst();
    lcpImage = product?.coverImageGuid ? { guid: product.coverImageGuid, slot: 'gallery' } : null;
  }
  // A rendered page carries the shop in its state: the separate block would say it twice.
  const servedShop = shop && !rendered ? servedShopScript(shop) : '';
  return servedShop + (lcpImage ? preloadLink(lcpImage) : '') + modules;
}

/**
 * A data block, never run (so the strict CSP does not apply to it). `<` is escaped so that no
 * text in the JSON can close the element: a shop named `</script><script>…` stays text.
 */
function servedShopScript(shop: ShopInfo): string {
  const json = JSON.stringify(shop).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SERVED_SHOP_ELEMENT_ID}">${json}</script>`;
}

/**
 * The preload of the page's largest image. A product's picture is offered in every stored size
 * with the gallery's `srcset` and `sizes`, built by the same function as the gallery's `<img>`
 * (docs/decisions/0024-photo-sizes.md): the browser picks the same candidate for both and
 * fetches the picture once.
 */
function preloadLink(image: { guid: string; slot: PhotoSlot | null }): string {
  if (!image.slot) {
    const href = imagePath(image.guid);
    return `<link rel="preload" as="image" href="${escapeAttribute(href)}" fetchpriority="high" />`;
  }
  const { src, srcSet, sizes } = photoSources(image.guid, image.slot);
  return (
    `<link rel="preload" as="image" href="${escapeAttribute(src)}" ` +
    `imagesrcset="${escapeAttribute(srcSet)}" imagesizes="${escapeAttribute(sizes)}" ` +
    'fetchpriority="high" />'
  );
}

/**
 * The page's own chunks, named for the first script (apps/web/src/first-screen.ts), which
 * preloads them with the app's once the first screen is drawn: a `modulepreload` link here would
 * fetch them at once, sharing a slow link with the stylesheet and the images the shopper waits
 * for (docs/architecture.md#first-screen).
 */
function pageModulesMeta(files: readonly string[]): string {
  if (files.length === 0) return '';
  const content = files.map((file) => escapeAttribute(encodeURI(file))).join(' ');
  return `<meta name="${PAGE_MODULES_META}" content="${content}" />`;
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

/** Vite names built assets `name-<hash>.ext`: those never change and are cached for a year. */
function cacheControlFor(filePath: string): string {
  if (path.basename(filePath) === 'index.html') return 'no-cache';
  const isHashedAsset =
    filePath.includes(`${path.sep}assets${path.sep}`) && /-[\w-]{8,}\.\w+$/.test(filePath);
  return isHashedAsset ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
}
