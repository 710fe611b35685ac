import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { CartLine } from '@storefront/commerce/cart-lines';
import type { ShopInfo } from '@storefront/contract/shop';
import type { Db } from '../../db/connection';
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

export type PageRequestFacts = {
  url: string;
  hostName: string;
  language: 'en' | 'mm';
  regionGuid: string | null;
  shop: ShopInfo | null;
  /** The `cart_count` cookie says the stored cart is empty, or there is none. */
  cartIsEmpty: boolean;
  /** On the cart page, the cart's lines the `cart_lines` cookie tells; else null. */
  cartLines: CartLine[] | null;
};

export type Rendered = Awaited<ReturnType<ServerEntry['renderPage']>>;

/** Loads the server entry once; null when the web app's server build is missing. */
export async function loadServerEntry(file: string): Promise<ServerEntry | null> {
  if (!fs.existsSync(file)) return null;
  const entry = (await import(pathToFileURL(file).href)) as Partial<ServerEntry>;
  return typeof entry.renderPage === 'function' ? (entry as ServerEntry) : null;
}

/**
 * Rendered pages, each reused for `ttlMs` under its key: URL, host, language, region and whether
 * the cart is empty, the only inputs of a render (a cart drawn from its lines is not kept). No render reads who is signed in (calls that need a session are left
 * to the browser, page-data.ts), so a kept page is never anyone's own
 * (docs/architecture.md#server-rendering). A hit costs a map lookup: no query, no render. At most
 * `maxEntries` pages are kept, oldest dropped; a failed render is not kept.
 */
export function renderedPageCache<T>({
  ttlMs,
  maxEntries = 500,
}: {
  ttlMs: number;
  maxEntries?: number;
}) {
  const cache = new Map<string, { expiresAt: number; page: Promise<T> }>();
  return {
    get(key: string, produce: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return produce();
      const now = Date.now();
      const hit = cache.get(key);
      if (hit && hit.expiresAt > now) return hit.page;
      // Concurrent requests for the same page share one render.
      const page = produce();
      cache.delete(key);
      cache.set(key, { expiresAt: now + ttlMs, page });
      page.catch(() => cache.get(key)?.page === page && cache.delete(key));
      while (cache.size > maxEntries) cache.delete(cache.keys().next().value!);
      return page;
    },
    /** Drops every kept page (a catalog write, a new build). */
    invalidate() {
      cache.clear();
    },
  };
}

/** Renders a page with the API's own data source. */
export function pageRenderer(db: Db, entry: ServerEntry) {
  const serverQuery = pageDataSource(db);
  return (facts: PageRequestFacts): Promise<Rendered> =>
    entry.renderPage({ ...facts, serverQuery });
}

export type PageRenderer = ReturnType<typeof pageRenderer>;
