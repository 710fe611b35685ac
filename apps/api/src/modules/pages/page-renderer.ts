import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { CartLine } from '@storefront/commerce/cart-lines';
import type { ShopInfo } from '@storefront/contract/shop';
import type { Db } from '../../db/connection';
import { invalidationLog, tagIndex } from '../../plugins/catalog-cache';
import { pageDataSource, type PageCall, type PageCallAnswer } from './page-data';

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
 * Rendered pages, each reused for `ttlMs` under its key: URL, host, language (and what said it),
 * region and whether
 * the cart is empty, the only inputs of a render (a cart drawn from its lines is not kept). No
 * render reads who is signed in (calls that need a session are left to the browser,
 * page-data.ts), so a kept page is never anyone's own (docs/architecture.md#server-rendering). A
 * hit costs a map lookup: no query, no render. At most `maxEntries` pages are kept, oldest
 * dropped; a failed render is not kept. A page carries the tags of the data it was drawn from
 * (`tagsOf`), and a catalog write drops only the pages holding what it changed
 * (docs/architecture.md#caching).
 */
export function renderedPageCache<T>({
  ttlMs,
  maxEntries = 500,
  tagsOf,
}: {
  ttlMs: number;
  maxEntries?: number;
  tagsOf: (page: T) => readonly string[];
}) {
  type Kept = { expiresAt: number; page: Promise<T>; tags: readonly string[] | null };
  const cache = new Map<string, Kept>();
  const index = tagIndex();
  const log = invalidationLog();
  const drop = (key: string, kept: Kept) => {
    if (cache.get(key) !== kept) return;
    cache.delete(key);
    if (kept.tags) index.remove(key, kept.tags);
  };
  return {
    /** A page is kept (or being rendered) under this key: `get` will not render it again. */
    has(key: string): boolean {
      const kept = cache.get(key);
      return ttlMs > 0 && kept !== undefined && kept.expiresAt > Date.now();
    },
    get(key: string, produce: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return produce();
      const now = Date.now();
      const hit = cache.get(key);
      if (hit && hit.expiresAt > now) return hit.page;
      if (hit) drop(key, hit);
      // Concurrent requests for the same page share one render.
      const startedAt = log.count;
      const page = produce();
      const kept: Kept = { expiresAt: now + ttlMs, page, tags: null };
      cache.set(key, kept);
      page.then(
        (rendered) => {
          if (cache.get(key) !== kept) return;
          const tags = tagsOf(rendered);
          // Drawn from rows a write changed while it rendered: not kept.
          if (log.isStale(startedAt, tags)) return drop(key, kept);
          kept.tags = tags;
          index.add(key, tags);
        },
        () => drop(key, kept),
      );
      while (cache.size > maxEntries) {
        const oldest = cache.keys().next().value!;
        drop(oldest, cache.get(oldest)!);
      }
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
        index.clear();
        return;
      }
      for (const key of index.keysOf(tags)) drop(key, cache.get(key)!);
      for (const [key, kept] of cache) if (kept.tags === null) drop(key, kept);
    },
    get size() {
      return cache.size;
    },
  };
}

/** Renders a page with the API's own data source. */
export function pageRenderer(db: Db, entry: ServerEntry) {
  const serverQuery = pageDataSource(db);
  return async (facts: PageRequestFacts): Promise<Rendered> => {
    const tags: string[] = [];
    const rendered = await entry.renderPage({
      ...facts,
      serverQuery: (call) => serverQuery(call, tags),
    });
    return { ...rendered, tags: [...new Set(tags)] };
  };
}

export type PageRenderer = ReturnType<typeof pageRenderer>;
