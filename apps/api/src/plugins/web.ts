import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ShopInfo } from '@storefront/contract/shop';
import {
  ROUTE_MODULES_FILE,
  SERVED_SHOP_ELEMENT_ID,
  type RouteModules,
} from '@storefront/contract/web-page';
import type { Db } from '../db/connection';
import { findShopByHost } from '../modules/shop/shop.repository';
import { normalizeHostName } from '../modules/shop/shop.service';

const API_PREFIXES = ['/v1/', '/docs'];

/**
 * Serves the built web app. Hashed assets are cached for a year; index.html is always
 * revalidated. Unknown non-API paths get index.html (the SPA routes them); unknown API
 * paths get a JSON 404, never the page.
 */
export async function registerWebApp(
  app: FastifyInstance,
  webDist: string | undefined,
): Promise<void> {
  const hasWeb = webDist !== undefined && fs.existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      // Files are looked up per request, so a new build is served without a restart.
      wildcard: true,
      // The build writes .br and .gz copies (apps/web/scripts/compress-dist.mjs).
      preCompressed: true,
      index: false,
      setHeaders(reply, filePath) {
        reply.header('cache-control', cacheControlFor(filePath));
      },
    });
    const page = buildFile(path.join(webDist, 'index.html'), (html) => html);
    const routes = routeModulesFile(path.join(webDist, ROUTE_MODULES_FILE));
    const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
      const html = await page.read();
      const head = await pageHead(app.db, request, await routes.read()).catch((error: unknown) => {
        // The additions are optimisations: the page is served without them rather than not at
        // all, and the app asks the API for what it needs.
        request.log.warn({ err: error }, 'no shop info or preload hint for this page');
        return '';
      });
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(head ? withHead(html, head) : html);
    };
    app.get('/', sendIndex);
    app.setNotFoundHandler((request, reply) => {
      if (isPageRequest(request)) return sendIndex(request, reply);
      return notFound(request, reply);
    });
  } else {
    app.log.warn({ webDist }, 'web app not built: serving the API only');
    app.setNotFoundHandler(notFound);
  }
}

function pathnameOf(request: FastifyRequest): string {
  return request.url.split('?')[0] ?? '';
}

function isApiPath(pathname: string): boolean {
  return API_PREFIXES.some((p) => pathname.startsWith(p));
}

/**
 * A GET for a client route. A missing file (an old build's asset) is not one: answering it with
 * the page would make the browser parse HTML as a script.
 */
function isPageRequest(request: FastifyRequest): boolean {
  const pathname = pathnameOf(request);
  const isFile = /\.[a-z0-9]{1,8}$/i.test(pathname);
  return !isApiPath(pathname) && !isFile && (request.method === 'GET' || request.method === 'HEAD');
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

/** A file of the build, read again only when a new build replaces it (its mtime changes). */
function buildFile<T>(file: string, parse: (text: string) => T) {
  let cached: { mtimeMs: number; value: T } | null = null;
  return {
    async read(): Promise<T> {
      const { mtimeMs } = await fs.promises.stat(file);
      if (cached?.mtimeMs !== mtimeMs)
        cached = { mtimeMs, value: parse(await fs.promises.readFile(file, 'utf8')) };
      return cached.value;
    },
  };
}

/** The build's page table; an empty one when the build has none (then nothing is preloaded). */
function routeModulesFile(file: string) {
  const table = buildFile(file, (text) => JSON.parse(text) as RouteModules[]);
  return {
    read: () => table.read().catch((): RouteModules[] => []),
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
 * - module preloads of the page's own chunks, which the router would otherwise ask for only
 *   once the shell's code has run: one round trip of the way to the first screen.
 */
async function pageHead(
  db: Db,
  request: FastifyRequest,
  routes: readonly RouteModules[],
): Promise<string> {
  const pathname = pathnameOf(request);
  const modules = routeModulesFor(routes, pathname).map(modulePreloadLink).join('');
  const shop = await findShopByHost(db, normalizeHostName(request.headers.host ?? ''));
  let lcpImage: string | null = null;
  if (pathname === '/') lcpImage = shop?.bannerImage ?? null;
  const productGuid = PRODUCT_DETAIL.exec(pathname)?.[1];
  if (productGuid) {
    const product = await db.kysely
      .selectFrom('products')
      .select('coverImageGuid')
      .where('guid', '=', productGuid.toLowerCase())
      .where('isActive', '=', 1)
      .executeTakeFirst();
    lcpImage = product?.coverImageGuid ?? null;
  }
  return (shop ? servedShopScript(shop) : '') + (lcpImage ? preloadLink(lcpImage) : '') + modules;
}

/**
 * A data block, never run (so the strict CSP does not apply to it). `<` is escaped so that no
 * text in the JSON can close the element: a shop named `</script><script>…` stays text.
 */
function servedShopScript(shop: ShopInfo): string {
  const json = JSON.stringify(shop).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SERVED_SHOP_ELEMENT_ID}">${json}</script>`;
}

function preloadLink(imageGuid: string): string {
  const href = `/v1/image/download/${encodeURIComponent(imageGuid)}`;
  return `<link rel="preload" as="image" href="${href}" fetchpriority="high" />`;
}

/** `crossorigin` as on Vite's own script tags, so the preloaded module is the one imported. */
function modulePreloadLink(file: string): string {
  return `<link rel="modulepreload" crossorigin href="${encodeURI(file)}" />`;
}

function withHead(html: string, head: string): string {
  // A replacer function: a replacement string would read `$&` or `$'` in shop text as patterns.
  return html.includes('</head>') ? html.replace('</head>', () => `${head}</head>`) : head + html;
}

/** Vite names built assets `name-<hash>.ext`: those never change and are cached for a year. */
function cacheControlFor(filePath: string): string {
  if (path.basename(filePath) === 'index.html') return 'no-cache';
  const isHashedAsset =
    filePath.includes(`${path.sep}assets${path.sep}`) && /-[\w-]{8,}\.\w+$/.test(filePath);
  return isHashedAsset ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
}
