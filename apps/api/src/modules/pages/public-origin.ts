import type { ShopInfo } from '@storefront/contract/shop';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/connection';
import { badRequest } from '../../lib/errors';
import { findShopByHost } from '../shop/shop.repository';
import { normalizeHostName } from '../shop/shop.service';

/** The host every address falls back on when no shop is configured at all. */
const FALLBACK_HOST = 'localhost';
const DEFAULT_PORTS: Record<string, string> = { http: '80', https: '443' };

/**
 * The origin of the absolute addresses a page, robots.txt or the sitemap writes (canonical,
 * og:url, JSON-LD, `<loc>`): the scheme the request came by (its own, or a trusted proxy's),
 * the host name of the shop served on the request's host as that shop is configured, and the
 * request's port. A Host no shop claims gets the default shop's host name, so a made-up Host
 * header is never written into a page others are served (docs/decisions/0006-shops-by-host.md).
 * A Host that is no host name at all is refused.
 */
export function publicOriginOf(request: FastifyRequest, shop: ShopInfo | null | undefined): string {
  const host = request.headers.host || FALLBACK_HOST;
  let url: URL;
  try {
    url = new URL(`${request.protocol}://${host}`);
  } catch {
    throw badRequest('The Host header is not a host name.');
  }
  if (url.username || url.password || url.pathname !== '/' || url.search || url.hash)
    throw badRequest('The Host header is not a host name.');
  const port = url.port && url.port !== DEFAULT_PORTS[request.protocol] ? `:${url.port}` : '';
  return `${request.protocol}://${shop?.hostName || FALLBACK_HOST}${port}`;
}

/** The shop served on the request's host (the default shop for a host none claims). */
export async function servedShopOf(db: Db, request: FastifyRequest): Promise<ShopInfo | null> {
  return (await findShopByHost(db, normalizeHostName(request.headers.host ?? ''))) ?? null;
}
