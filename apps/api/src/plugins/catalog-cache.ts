import type { FastifyInstance } from 'fastify';

/**
 * A micro-cache for public catalog reads (docs/decisions/0009): the serialised answer of a GET
 * is kept for a few seconds, keyed by its URL. Every catalog write in this instance calls
 * `invalidate()`, so a shopper never sees an old price or stock after a change made here; a
 * change made by another instance shows within the TTL. Routes opt in with
 * `config: { catalogCache: true }`; nothing that depends on who is asking may opt in.
 *
 * Register it before the security headers: a hit is answered from the first onRequest hook
 * with every header the first answer carried (helmet's included), so the rest of the chain,
 * which would only set the same headers again, does not run for it.
 */
export interface CatalogCache {
  invalidate(): void;
  readonly size: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    catalogCache: CatalogCache;
  }
  interface FastifyContextConfig {
    catalogCache?: boolean;
  }
}

interface Entry {
  body: string;
  /** The first answer's headers (content type and security headers), replayed on a hit. */
  headers: Record<string, string>;
  expiresAt: number;
  version: number;
}

export interface CatalogCacheOptions {
  ttlMs: number;
  maxEntries: number;
  /** Larger answers are not kept: they would crowd out many small ones. */
  maxBytes: number;
}

export function registerCatalogCache(app: FastifyInstance, options: CatalogCacheOptions): void {
  const entries = new Map<string, Entry>();
  let version = 0;

  app.decorate('catalogCache', {
    invalidate: () => {
      version += 1;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  });

  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' || !request.routeOptions.config.catalogCache) return;
    const entry = entries.get(request.url);
    if (!entry) return;
    if (entry.expiresAt <= Date.now() || entry.version !== version) {
      entries.delete(request.url);
      return;
    }
    // Refresh its place: the Map's order is the eviction order (least recently used first).
    entries.delete(request.url);
    entries.set(request.url, entry);
    return reply.headers(entry.headers).header('x-cache', 'hit').send(entry.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (
      options.ttlMs <= 0 ||
      request.method !== 'GET' ||
      !request.routeOptions.config.catalogCache ||
      reply.statusCode !== 200 ||
      reply.getHeader('x-cache') === 'hit' ||
      typeof payload !== 'string' ||
      payload.length > options.maxBytes
    ) {
      return payload;
    }
    if (entries.size >= options.maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest !== undefined) entries.delete(oldest);
    }
    entries.set(request.url, {
      body: payload,
      headers: replayableHeaders(reply.getHeaders()),
      expiresAt: Date.now() + options.ttlMs,
      version,
    });
    reply.header('x-cache', 'miss');
    return payload;
  });
}

/** Headers that belong to this one answer, not to the content: never replayed. */
const PER_ANSWER_HEADERS = new Set(['content-length', 'date', 'connection', 'x-cache']);

function replayableHeaders(headers: Record<string, unknown>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || PER_ANSWER_HEADERS.has(name.toLowerCase())) continue;
    kept[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  if (!Object.keys(kept).some((name) => name.toLowerCase() === 'content-type')) {
    kept['content-type'] = 'application/json; charset=utf-8';
  }
  return kept;
}
