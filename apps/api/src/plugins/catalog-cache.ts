import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * A cache for public catalog reads (docs/decisions/0009, 0038): the serialised answer of a GET
 * is kept, keyed by its URL, until a catalog write drops it by tag; its TTL is only a safety net
 * for an instance that missed a write's message. Entries are bounded by their bytes, the least
 * recently used dropped first. Routes opt in with `config: { catalogCache: true }`; nothing that
 * depends on who is asking may opt in.
 *
 * Each kept answer carries tags naming what it holds (`shop:{guid}`, `product:{guid}`), which
 * the route adds to `request.catalogTags` as it answers. A catalog write drops only the answers
 * that can hold what it changed (`invalidate(tags)`), so staff editing one shop's stock all day
 * do not turn every other shopper's request into a miss; an answer with no tags (regions,
 * categories) goes only when everything does (`invalidate()`). The rendered-page cache listens
 * and drops its pages the same way. With Redis, every instance hears every invalidation
 * (docs/architecture.md#caching); otherwise another instance catches up within the TTL.
 *
 * A server-rendered page's calls read and fill the same entries (`keptAnswer`, `keepAnswer`,
 * used by pages/page-data.ts): a product's page and its JSON detail share one database read.
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
  /**
   * The kept 200 answer of a GET of `url` (as the browser would send it), with its tags; none
   * when the cache is off, nothing is kept or it has expired. Counts as a use (LRU).
   */
  keptAnswer(url: string): { body: Buffer; tags: readonly string[] } | undefined;
  /**
   * Keeps the answer a page's call got for `url` (`routeUrl`: the route's pattern, whose answers
   * share their headers), unless an invalidation of its tags came since `startedAt` (`clock`).
   */
  keepAnswer(
    url: string,
    answer: { body: Buffer; tags: readonly string[]; routeUrl: string; startedAt: number },
  ): void;
  /** The invalidation count, for `keepAnswer`'s `startedAt`. */
  readonly clock: number;
  readonly size: number;
  /** The bytes the kept answers take (bodies, headers and keys, roughly). */
  readonly bytes: number;
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
/**
 * The tag of every page, which shows how many coupons its shop's shoppers can use (the home
 * page's tile, decision 0032): an owner's coupon write drops the pages, not the catalog's answers.
 */
export const COUPONS_TAG = 'coupons';

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
  /**
   * The first answer's headers (content type and security headers), replayed on a hit; null for
   * an answer kept from a page's call, which replays its route's (`headersOf`).
   */
  headers: Record<string, string> | null;
  /** The route's pattern (`/v1/pos/category/:categoryGuid`). */
  routeUrl: string;
  expiresAt: number;
  tags: readonly string[];
  /** What the entry counts against the budget. */
  size: number;
}

export interface CatalogCacheOptions {
  /** How long an answer may be kept at most: a safety net, writes drop it by tag. */
  ttlMs: number;
  /** At most this many answers, whatever their size; unset: only the bytes bound them. */
  maxEntries?: number;
  /** Larger answers are not kept: they would crowd out many small ones. */
  maxBytes: number;
  /**
   * The bytes all kept answers may take, least recently used dropped first; unset: the
   * instance's configuration (`CATALOG_CACHE_MAX_MB`), else 64 MiB.
   */
  budgetBytes?: number;
}

/** The budget when neither the caller nor the configuration says (docs/architecture.md#caching). */
export const DEFAULT_CATALOG_CACHE_BYTES = 64 * 2 ** 20;

/** What an entry costs beside its body: its key, its place in the maps, its tags. */
const ENTRY_OVERHEAD_BYTES = 200;

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
  const budgetBytes =
    options.budgetBytes ??
    (app.hasDecorator('config') ? app.config.catalogCacheBytes : undefined) ??
    DEFAULT_CATALOG_CACHE_BYTES;
  const maxEntries = options.maxEntries ?? Number.POSITIVE_INFINITY;
  const entries = new Map<string, Entry>();
  let bytes = 0;
  /** Each route's replayed headers, from its latest answer over HTTP. */
  const headersOf = new Map<string, Record<string, string>>();
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
    bytes -= entry.size;
    index.remove(url, entry.tags);
  };
  /** Keeps `entry` as the most recently used, dropping the least recently used beyond the budget. */
  const keep = (url: string, entry: Entry): void => {
    dropEntry(url);
    entries.set(url, entry);
    bytes += entry.size;
    index.add(url, entry.tags);
    for (const oldest of entries.keys()) {
      if (bytes <= budgetBytes && entries.size <= maxEntries) break;
      if (oldest === url) continue;
      dropEntry(oldest);
    }
  };
  const sizeOf = (url: string, body: Buffer, headers: Record<string, string> | null) => {
    let size = ENTRY_OVERHEAD_BYTES + body.byteLength + url.length;
    if (headers)
      for (const [name, value] of Object.entries(headers)) size += name.length + value.length;
    return size;
  };
  /** A fresh entry for `url`, moved to the most recently used. */
  const use = (url: string): Entry | undefined => {
    const entry = entries.get(url);
    if (!entry) return undefined;
    if (entry.expiresAt <= Date.now()) {
      dropEntry(url);
      return undefined;
    }
    // Refresh its place: the Map's order is the eviction order (least recently used first).
    entries.delete(url);
    entries.set(url, entry);
    return entry;
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
    keptAnswer: (url: string) => {
      if (options.ttlMs <= 0) return undefined;
      const entry = use(url);
      if (!entry) return undefined;
      stats.hits += 1;
      return { body: entry.body, tags: entry.tags };
    },
    keepAnswer: (url, answer) => {
      if (options.ttlMs <= 0 || answer.body.byteLength > options.maxBytes) return;
      const tags = [...new Set(answer.tags)];
      if (log.isStale(answer.startedAt, tags)) return;
      stats.misses += 1;
      keep(url, {
        body: answer.body,
        headers: null,
        routeUrl: answer.routeUrl,
        expiresAt: Date.now() + options.ttlMs,
        tags,
        size: sizeOf(url, answer.body, null),
      });
    },
    get clock() {
      return log.count;
    },
    get size() {
      return entries.size;
    },
    get bytes() {
      return bytes;
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
    const entry = use(request.url);
    // An answer kept from a page's call is sent with its route's headers; before the route has
    // answered over HTTP once, the route runs and its answer replaces the kept one.
    const headers = entry && (entry.headers ?? headersOf.get(entry.routeUrl));
    if (entry && headers) {
      stats.hits += 1;
      return reply.headers(headers).header('x-cache', 'hit').send(entry.body);
    }
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
    return reply
      .headers(answered.headers ?? {})
      .header('x-cache', 'hit')
      .send(answered.body);
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
    const headers = replayableHeaders(reply.getHeaders());
    const routeUrl = request.routeOptions.url ?? request.url;
    headersOf.set(routeUrl, headers);
    const entry: Entry = {
      body,
      headers,
      routeUrl,
      expiresAt: Date.now() + options.ttlMs,
      tags: [...new Set(request.catalogTags)],
      size: sizeOf(request.url, body, headers),
    };
    // An invalidation of what this answer holds came while the route ran: it may be stale.
    if (!log.isStale(flight.startedAt, entry.tags)) keep(request.url, entry);
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
