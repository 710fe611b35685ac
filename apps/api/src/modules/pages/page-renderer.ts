import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { CartLine } from '@storefront/commerce/cart-lines';
import type { ShopInfo } from '@storefront/contract/shop';
import type { Db } from '../../db/connection';
import { COUPONS_TAG, invalidationLog, shopTag, tagIndex } from '../../plugins/catalog-cache';
import { pageDataSource, type KeptAnswers, type PageCall, type PageCallAnswer } from './page-data';

/**
 * The web app's server entry (apps/web/src/entry-server.tsx), as far as the API uses it. It is
 * built separately from the API (`dist-server/`) and loaded at start, so its types are written
 * here rather than imported across the apps.
 */
type ServerEntry = {
  renderPage(request: {
    url: string;
    hostName: string;
    language: 'en' | 'mm';
    languageSource: LanguageSource;
    regionGuid: string | null;
    shop: ShopInfo | null;
    cartIsEmpty: boolean;
    cartLines: CartLine[] | null;
    serverQuery: (call: PageCall) => Promise<PageCallAnswer>;
  }): Promise<
    | { kind: 'page'; status: number; htmlLang: string; head: string; body: string; data: string }
    | { kind: 'redirect'; status: number; location: string }
  >;
};

/**
 * What said the page's language (docs/decisions/0035-language-addresses.md): its address
 * (`/my/…`), the shopper's stored choice (the `lang` cookie), or the browser's languages on a
 * first visit.
 */
export type LanguageSource = 'address' | 'chosen' | 'browser';

export type PageRequestFacts = {
  url: string;
  hostName: string;
  language: 'en' | 'mm';
  languageSource: LanguageSource;
  regionGuid: string | null;
  shop: ShopInfo | null;
  /** The `cart_count` cookie says the stored cart is empty, or there is none. */
  cartIsEmpty: boolean;
  /** On the cart page, the cart's lines the `cart_lines` cookie tells; else null. */
  cartLines: CartLine[] | null;
};

/** A render, with the catalog cache's tags of the data it was drawn from. */
export type Rendered = Awaited<ReturnType<ServerEntry['renderPage']>> & { tags: string[] };

/** Loads the server entry once; null when the web app's server build is missing. */
export async function loadServerEntry(file: string): Promise<ServerEntry | null> {
  if (!fs.existsSync(file)) return null;
  const entry = (await import(pathToFileURL(file).href)) as Partial<ServerEntry>;
  return typeof entry.renderPage === 'function' ? (entry as ServerEntry) : null;
}

/**
 * Rendered pages, each reused under its key: URL, host, language (and what said it), region and
 * whether the cart is empty, the only inputs of a render (a cart drawn from its lines is not
 * kept). No render reads who is signed in (calls that need a session are left to the browser,
 * page-data.ts), so a kept page is never anyone's own (docs/architecture.md#server-rendering). A
 * hit costs a map lookup: no query, no render. A failed render is not kept.
 *
 * A page carries the tags of the data it was drawn from (`tagsOf`), and a catalog write drops
 * only the pages holding what it changed (docs/architecture.md#caching). Since every write does
 * so, a page is kept until one does, `ttlMs` being only a safety net for an instance that missed
 * a write's message; the pages are bounded by the bytes they take (`sizeOf`, `budgetBytes`),
 * the least recently used dropped first (docs/decisions/0038-catalog-cache-by-memory.md).
 */
export function renderedPageCache<T>({
  ttlMs,
  budgetBytes = 256 * 2 ** 20,
  sizeOf = () => 0,
  tagsOf,
}: {
  ttlMs: number;
  /** What the kept pages may take together; a render under way counts once it is done. */
  budgetBytes?: number;
  /** What one page takes (its bytes, kept encodings included). */
  sizeOf?: (page: T) => number;
  tagsOf: (page: T) => readonly string[];
}) {
  type Kept = {
    expiresAt: number;
    page: Promise<T>;
    /** Null while the render is under way. */
    tags: readonly string[] | null;
    size: number;
  };
  /** In the order of their last use: the least recently used first. */
  const cache = new Map<string, Kept>();
  /** Renders under way: any invalidation drops them (which rows they read is not known yet). */
  const pending = new Set<string>();
  const index = tagIndex();
  const log = invalidationLog();
  let bytes = 0;
  const drop = (key: string, kept: Kept | undefined) => {
    if (!kept || cache.get(key) !== kept) return;
    cache.delete(key);
    pending.delete(key);
    bytes -= kept.size;
    if (kept.tags) index.remove(key, kept.tags);
  };
  const fresh = (key: string): Kept | undefined => {
    const kept = cache.get(key);
    if (!kept) return undefined;
    if (kept.expiresAt > Date.now()) return kept;
    drop(key, kept);
    return undefined;
  };
  const evictBeyondBudget = (keep: string) => {
    for (const [key, kept] of cache) {
      if (bytes <= budgetBytes) break;
      if (key !== keep) drop(key, kept);
    }
  };
  return {
    /** A page is kept (or being rendered) under this key: `get` will not render it again. */
    has(key: string): boolean {
      return ttlMs > 0 && fresh(key) !== undefined;
    },
    get(key: string, produce: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return produce();
      const hit = fresh(key);
      if (hit) {
        // Its place in the eviction order: the most recently used last.
        cache.delete(key);
        cache.set(key, hit);
        return hit.page;
      }
      // Concurrent requests for the same page share one render.
      const startedAt = log.count;
      const page = produce();
      const kept: Kept = { expiresAt: Date.now() + ttlMs, page, tags: null, size: 0 };
      cache.set(key, kept);
      pending.add(key);
      page.then(
        (rendered) => {
          if (cache.get(key) !== kept) return;
          pending.delete(key);
          const tags = tagsOf(rendered);
          // Drawn from rows a write changed while it rendered: not kept.
          if (log.isStale(startedAt, tags)) return drop(key, kept);
          kept.tags = tags;
          index.add(key, tags);
          kept.size = sizeOf(rendered) + key.length;
          bytes += kept.size;
          evictBeyondBudget(key);
        },
        () => drop(key, kept),
      );
      return page;
    },
    /**
     * Drops the pages holding any of `tags`, and every render still under way; with no tags (a
     * new build, a change of everything), every page.
     */
    invalidate(tags: readonly string[] | null = null) {
      log.record(tags);
      if (tags === null) {
        cache.clear();
        pending.clear();
        index.clear();
        bytes = 0;
        return;
      }
      for (const key of index.keysOf(tags)) drop(key, cache.get(key));
      for (const key of [...pending]) drop(key, cache.get(key));
    },
    get size() {
      return cache.size;
    },
    /** The bytes the kept pages take, as `sizeOf` tells them. */
    get bytes() {
      return bytes;
    },
  };
}

/**
 * Renders a page with the API's own data source; with `answers` (the catalog cache), its calls
 * read and keep the endpoints' kept answers (page-data.ts).
 */
export function pageRenderer(db: Db, entry: ServerEntry, answers?: KeptAnswers) {
  const serverQuery = pageDataSource(db, answers);
  return async (facts: PageRequestFacts): Promise<Rendered> => {
    // Every page draws the served shop (its header, banner and coupons' tile), read beside the
    // calls: a change of the shop's own drops its pages as it drops its answers, and so does a
    // change of its coupons (docs/architecture.md#caching).
    const tags: string[] = facts.shop ? [shopTag(facts.shop.guid.toLowerCase()), COUPONS_TAG] : [];
    const rendered = await entry.renderPage({
      ...facts,
      serverQuery: (call) => serverQuery(call, tags),
    });
    return { ...rendered, tags: [...new Set(tags)] };
  };
}

export type PageRenderer = ReturnType<typeof pageRenderer>;
