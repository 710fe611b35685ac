import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
    const page = indexPage(path.join(webDist, 'index.html'));
    const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
      const html = await page.read();
      const hint = await lcpImageFor(app.db, request).catch((error: unknown) => {
        // A hint is an optimisation: the page is served without it rather than not at all.
        request.log.warn({ err: error }, 'no preload hint for this page');
        return null;
      });
      return reply
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(hint ? withPreload(html, hint) : html);
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

/** index.html, read again only when a new build replaces it (its modification time changes). */
function indexPage(file: string) {
  let cached: { mtimeMs: number; html: string } | null = null;
  return {
    async read(): Promise<string> {
      const { mtimeMs } = await fs.promises.stat(file);
      if (cached?.mtimeMs !== mtimeMs)
        cached = { mtimeMs, html: await fs.promises.readFile(file, 'utf8') };
      return cached.html;
    },
  };
}

const PRODUCT_DETAIL =
  /^\/product-detail\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;

/**
 * The image that will be the page's largest paint, when the server can tell from the URL: the
 * shop's banner on the home page, the product's first image on its detail page. The browser
 * otherwise finds it only after the app's code has run and asked the API, seconds later on a
 * slow phone network (bench/reports/web.md).
 */
async function lcpImageFor(db: Db, request: FastifyRequest): Promise<string | null> {
  const pathname = pathnameOf(request);
  if (pathname === '/') {
    const shop = await findShopByHost(db, normalizeHostName(request.headers.host ?? ''));
    return shop?.bannerImage ?? null;
  }
  const productGuid = PRODUCT_DETAIL.exec(pathname)?.[1];
  if (productGuid) {
    const product = await db.kysely
      .selectFrom('products')
      .select('coverImageGuid')
      .where('guid', '=', productGuid.toLowerCase())
      .where('isActive', '=', 1)
      .executeTakeFirst();
    return product?.coverImageGuid ?? null;
  }
  return null;
}

function withPreload(html: string, imageGuid: string): string {
  const href = `/v1/image/download/${encodeURIComponent(imageGuid)}`;
  const link = `<link rel="preload" as="image" href="${href}" fetchpriority="high" />`;
  return html.includes('</head>') ? html.replace('</head>', `${link}</head>`) : link + html;
}

/** Vite names built assets `name-<hash>.ext`: those never change and are cached for a year. */
function cacheControlFor(filePath: string): string {
  if (path.basename(filePath) === 'index.html') return 'no-cache';
  const isHashedAsset =
    filePath.includes(`${path.sep}assets${path.sep}`) && /-[\w-]{8,}\.\w+$/.test(filePath);
  return isHashedAsset ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
}
