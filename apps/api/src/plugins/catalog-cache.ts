import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * A micro-cache for public catalog reads (docs/decisions/0009): the serialised answer of a GET
 * is kept for a few seconds, keyed by its URL. Routes opt in with `config: { catalogCache: true }`;
 * nothing that depends on who is asking may opt in.
 *
 * Each kept answer carries tags naming what it holds (`shop:{guid}`, `product:{guid}`), which
 * the route adds to `request.catalogTags` as it answers. A catalog write drops only the answers
 * that can hold what it changed (`invalidate(tags)`), so staff editing one shop's stock all day
 * do not turn every other shopper's request into a miss; an answer with no tags (regions,
 * categories) goes only when everything does (`invalidate()`). The rendered-page cache listens
 * and drops its pages the same way. With Redis, every instance hears every invalidation
 * (docs/architecture.md#caching); otherwise another instance catches up within the TTL.
 *
 * Register it before the security headers: a hit is answered from the first onRequest hook
 * with every header the first answer carried (helmet's included), so the rest of the chain,
 * which would only set the same headers again, does not run for it.
 */
export interface CatalogCache {
  /**
   * Drops the answers holding any of `tags`, or every answer when there are none. `fromPeer`:
   * another instance made the change and has told the others already.
   */
  invalidate(tags?: readonly string[], origin?: { fromPeer: boolean }): void;
  /** Calls `listener` on every invalidation, with its tags (null: everything). */
  onInvalidate(listener: InvalidationListener): void;
  readonly size: number;
  /** Kept answers that were answered again, and answers that had to be made (since start). */
  readonly stats: { hits: number; misses: number };
}

export type InvalidationListener = (tags: readonly string[] | null, fromPeer: boolean) => void;

/**
 * The tag of a shop's product lists and the pages drawn from them: a product added, renamed,
 * repriced, archived or sold out changes them (docs/architecture.md#caching).
 */
export const shopListsTag = (shopGuid: string) => `shop-lists:${shopGuid}`;
/** The tag of every answer and page that shows one product (its detail, its page). */
export const productTag = (productGuid: string) => `product:${productGuid}`;
/**
 * The tag of every answer that shows a shop's own details (its products' detail carries the
 * shop's phones, address and delivery methods), beside its lists: a change of the shop's own.
 */
export const shopTag = (shopGuid: string) => `shop:${shopGuid}`;

declare module 'fastify' {
  interface FastifyInstance {
    catalogCache: CatalogCache;
  }
  interface FastifyContextConfig {
    catalogCache?: boolean;
  }
  interface FastifyRequest {
    /** What this answer holds, for the catalog cache's invalidation by tag. */
    catalogTags: string[];
  }
}

interface Entry {
  /** The answer's bytes, encoded once: a hit writes them without encoding the text again. */
  body: Buffer;
  /** The first answer's headers (content type and security headers), replayed on a hit. */
  headers: Record<string, string>;
  expiresAt: number;
  tags: readonly string[];
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
  /** The invalidation count when the run began: one since then may have made it stale. */
  readonly startedAt: number;
  readonly answer: Promise<Entry | undefined>;
  settle(entry: Entry | undefined): void;
}

/**
 * Which invalidations happened after a moment (counted in invalidations), so that an answer a
 * route began before an invalidation of its tags is not kept. Entries for tags older than any
 * run could be are pruned, so a busy catalog does not grow the record without end.
 */
export function invalidationLog() {
  let count = 0;
  let everythingAt = 0;
  const tagAt = new Map<string, { at: number; time: number }>();
  const PRUNE_AFTER_MS = 60_000;
  return {
    get count() {
      return count;
    },
    record(tags: readonly string[] | null): void {
      count += 1;
      if (tags === null) {
        everythingAt = count;
        tagAt.clear();
        return;
      }
      const now = Date.now();
      for (const tag of tags) {
        tagAt.delete(tag);
        tagAt.set(tag, { at: count, time: now });
      }
      // The oldest first (insertion order): stop at the first one still young enough.
      for (const [tag, seen] of tagAt) {
        if (now - seen.time < PRUNE_AFTER_MS) break;
        tagAt.delete(tag);
      }
    },
    /** True when an invalidation since `startedAt` covers an answer with these tags. */
    isStale(startedAt: number, tags: readonly string[]): boolean {
      if (everythingAt > startedAt) return true;
      return tags.some((tag) => (tagAt.get(tag)?.at ?? 0) > startedAt);
    },
  };
}

/** Keys by tag, for dropping the entries of a tag without walking every entry. */
export function tagIndex() {
  const keysOf = new Map<string, Set<string>>();
  return {
    add(key: string, tags: readonly string[]): void {
      for (const tag of tags) {
        let keys = keysOf.get(tag);
        if (!keys) keysOf.set(tag, (keys = new Set()));
        keys.add(key);
      }
    },
    remove(key: string, tags: readonly string[]): void {
      for (const tag of tags) {
        const keys = keysOf.get(tag);
        keys?.delete(key);
        if (keys?.size === 0) keysOf.delete(tag);
      }
    },
    keysOf(tags: readonly string[]): Set<string> {
      const found = new Set<string>();
      for (const tag of tags) for (const key of keysOf.get(tag) ?? []) found.add(key);
      return found;
    },
    clear: () => keysOf.clear(),
  };
}

export function registerCatalogCache(app: FastifyInstance, options: CatalogCacheOptions): void {
  const entries = new Map<string, Entry>();
  const index = tagIndex();
  const flights = new Map<string, Flight>();
  const flightOf = new WeakMap<FastifyRequest, Flight>();
  const log = invalidationLog();
  const stats = { hits: 0, misses: 0 };
  app.decorateRequest('catalogTags', {
    getter(this: FastifyRequest & { _catalogTags?: string[] }) {
      return (this._catalogTags ??= []);
    },
  });

  const dropEntry = (url: string): void => {
    const entry = entries.get(url);
    if (!entry) return;
    entries.delete(url);
    index.remove(url, entry.tags);
  };

  const startFlight = (request: FastifyRequest): void => {
    let settle!: (entry: Entry | undefined) => void;
    const answer = new Promise<Entry | undefined>((resolve) => (settle = resolve));
    const flight: Flight = {
      url: request.url,
      startedAt: log.count,
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

  const listeners: InvalidationListener[] = [];
  app.decorate('catalogCache', {
    invalidate: (tags?: readonly string[], origin = { fromPeer: false }) => {
      const scope = tags === undefined ? null : [...new Set(tags)];
      log.record(scope);
      if (scope === null) {
        entries.clear();
        index.clear();
      } else {
        for (const url of index.keysOf(scope)) dropEntry(url);
      }
      // Runs under way may have read the old rows, and which rows a run reads is known only
      // when it answers: later requests run their own rather than wait for one of them.
      flights.clear();
      for (const listener of listeners) listener(scope, origin.fromPeer);
    },
    onInvalidate: (listener: InvalidationListener) => {
      listeners.push(listener);
    },
    get size() {
      return entries.size;
    },
    stats,
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
    if (entry && entry.expiresAt > Date.now()) {
      // Refresh its place: the Map's order is the eviction order (least recently used first).
      entries.delete(request.url);
      entries.set(request.url, entry);
      stats.hits += 1;
      return reply.headers(entry.headers).header('x-cache', 'hit').send(entry.body);
    }
    if (entry) dropEntry(request.url);
    const flight = flights.get(request.url);
    if (!flight) {
      stats.misses += 1;
      startFlight(request);
      return;
    }
    const answered = await flight.answer;
    // No answer to share (a failure, an oversized body): this request runs the route itself.
    if (!answered) {
      stats.misses += 1;
      return;
    }
    stats.hits += 1;
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
      tags: [...new Set(request.catalogTags)],
    };
    // An invalidation of what this answer holds came while the route ran: it may be stale.
    if (!log.isStale(flight.startedAt, entry.tags)) {
      if (entries.size >= options.maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest !== undefined) dropEntry(oldest);
      }
      dropEntry(request.url);
      entries.set(request.url, entry);
      index.add(request.url, entry.tags);
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
