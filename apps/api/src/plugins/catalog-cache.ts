import type { FastifyInstance, FastifyRequest } from 'fastify';

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
  /** Calls `listener` on every invalidation (the rendered-page cache drops its pages too). */
  onInvalidate(listener: () => void): void;
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
  /** The answer's bytes, encoded once: a hit writes them without encoding the text again. */
  body: Buffer;
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

/** One route run that requests for the same URL wait for; settles with its entry, or none. */
interface Flight {
  readonly url: string;
  readonly version: number;
  readonly answer: Promise<Entry | undefined>;
  settle(entry: Entry | undefined): void;
}

export function registerCatalogCache(app: FastifyInstance, options: CatalogCacheOptions): void {
  const entries = new Map<string, Entry>();
  const flights = new Map<string, Flight>();
  const flightOf = new WeakMap<FastifyRequest, Flight>();
  let version = 0;

  const startFlight = (request: FastifyRequest): void => {
    let settle!: (entry: Entry | undefined) => void;
    const answer = new Promise<Entry | undefined>((resolve) => (settle = resolve));
    const flight: Flight = {
      url: request.url,
      version,
      answer,
      settle: (entry) => {
        if (flights.get(flight.url) === flight) flights.delete(flight.url);
        flightOf.delete(request);
        settle(entry);
      },
    };
    flights.set(flight.url, flight);
    flightOf.set(request, flight);
  };
  /** A request whose route run ended without an answer to keep lets its waiters run their own. */
  const abandonFlight = async (request: FastifyRequest): Promise<void> => {
    flightOf.get(request)?.settle(undefined);
  };

  const listeners: (() => void)[] = [];
  app.decorate('catalogCache', {
    invalidate: () => {
      version += 1;
      entries.clear();
      // Runs already under way may have read the old rows: later requests must not wait for them.
      flights.clear();
      for (const listener of listeners) listener();
    },
    onInvalidate: (listener: () => void) => {
      listeners.push(listener);
    },
    get size() {
      return entries.size;
    },
  });

  app.addHook('onRequest', async (request, reply) => {
    if (
      options.ttlMs <= 0 ||
      request.method !== 'GET' ||
      !request.routeOptions.config.catalogCache
    ) {
      return;
    }
    const entry = entries.get(request.url);
    if (entry && entry.expiresAt > Date.now() && entry.version === version) {
      // Refresh its place: the Map's order is the eviction order (least recently used first).
      entries.delete(request.url);
      entries.set(request.url, entry);
      return reply.headers(entry.headers).header('x-cache', 'hit').send(entry.body);
    }
    if (entry) entries.delete(request.url);
    const flight = flights.get(request.url);
    if (!flight) {
      startFlight(request);
      return;
    }
    const answered = await flight.answer;
    // No answer to share (a failure, an oversized body): this request runs the route itself.
    if (!answered) return;
    return reply.headers(answered.headers).header('x-cache', 'hit').send(answered.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const flight = flightOf.get(request);
    if (!flight) return payload;
    const body =
      reply.statusCode === 200 && typeof payload === 'string' ? Buffer.from(payload) : undefined;
    if (!body || body.byteLength > options.maxBytes) {
      flight.settle(undefined);
      return payload;
    }
    const entry: Entry = {
      body,
      headers: replayableHeaders(reply.getHeaders()),
      expiresAt: Date.now() + options.ttlMs,
      // The version the route read under: an invalidation since then makes this entry stale.
      version: flight.version,
    };
    if (entry.version === version) {
      if (entries.size >= options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) entries.delete(oldest);
      }
      entries.set(request.url, entry);
    }
    flight.settle(entry);
    reply.header('x-cache', 'miss');
    return body;
  });
  // A run that ends without reaching onSend (the client went away) still releases its waiters.
  app.addHook('onResponse', abandonFlight);
  app.addHook('onRequestAbort', abandonFlight);
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
