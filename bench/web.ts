/**
 * Web bench: the build before server rendering (commit d4196c2, every page drawn in the browser)
 * against the current one (every shop page rendered on the server and hydrated), side by side
 * in one run. `npm run bench -- web`; writes bench/reports/web.md.
 *
 * 1. First-load size per route of the current build (gzip and brotli), with the old build's JS
 *    beside it. Budget: home first-load JS ≤ 160 KB gzip (docs/decisions/0018).
 * 2. The old build in a git worktree (BENCH_OLD_DIR, by default `../bench-old` beside this
 *    repository; reused when present; `npm ci` once per lockfile, `npm run build` every run)
 *    and the current tree built here (or, with BENCH_NEW_COMMIT, that commit in a worktree of
 *    its own, BENCH_NEW_DIR); both servers started at once on BENCH_WEB_PORT and the next port,
 *    each on a fresh DATA_DIR with the same demo seed and the catalog cache at its default.
 * 3. Lighthouse 12 (mobile, default simulated throttling) on home, the new-arrival list, a
 *    product detail and the cart, each as a first visit (nothing stored: the region chooser
 *    shows) and as a returning shopper (region and language stored and in cookies, two items in
 *    the cart), BENCH_LIGHTHOUSE_RUNS (3) runs each, old and new taking turns; each figure is
 *    the median of its runs. Targets for the new build on every page and both visits: LCP ≤
 *    1500 ms, TBT ≤ 150 ms, CLS ≤ 0.02, performance ≥ 97.
 *    Every page in English and in Burmese (BENCH_WEB_LANGS, `en,mm`): the language is the
 *    stored choice (`lang` in storage and as a cookie), on a first visit too.
 * 4. The chain of sequential requests before the largest paint, old against new.
 * 5. The hydration window: from the first contentful paint to the page hydrated and answering
 *    taps, per page, visit and language, old and new taking turns (BENCH_HYDRATION_RUNS, 3), in
 *    Chromium throttled as Lighthouse's mobile settings say (bench/lib/hydration-window.ts).
 *    Target: ≤ HYDRATION_WINDOW_TARGET_MS (the reasoning is in the report).
 * 6. The server-rendered product page under load (autocannon, 50 connections, 5 s warm-up and
 *    20 s measured) beside the JSON product-detail endpoint, with the rendered-page cache on
 *    and off. Target: the page's p99 < 50 ms. BENCH_WEB_LOAD=0 leaves it out.
 *
 * BENCH_WEB_REPORT writes the report elsewhere (a second run of a few cells beside the full one).
 * Quick look: BENCH_LIGHTHOUSE_RUNS=1 BENCH_WEB_PAGES=cart BENCH_WEB_SECONDS=3. Every run's full
 * Lighthouse report is kept in bench/.data/web-lighthouse/.
 *
 * Exits non-zero only when something fails to run; a missed target is reported, not thrown.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { ProductDetail } from '@storefront/contract/catalog';
import type { CartItem } from '@storefront/commerce/cart';
import { encodeCartLines } from '@storefront/commerce/cart-lines';
import {
  CART_COUNT_COOKIE,
  CART_LINES_COOKIE,
  CART_PAGE_PATH,
} from '@storefront/contract/web-page';
import { cartItemFrom } from '../e2e/cart-items';
import {
  commitOf,
  prepareWorktree,
  run,
  startBuiltServer,
  type BuiltServer,
} from './lib/built-server';
import { pinProcess, planCpuPlacement, type CpuPlacement } from './lib/cpu-pinning';
import {
  lighthouseVisit,
  type ChainRequest,
  type VisitFigures,
  type VisitStorage,
} from './lib/lighthouse-visit';
import { hydrationWindow, type HydrationFigures } from './lib/hydration-window';
import { loadRun, waitUntilDrained, type Measurement } from './lib/load';
import { describeMachine, type Machine } from './lib/machine';

const ROOT = path.resolve(import.meta.dirname, '..');
const env = process.env;
const OLD_COMMIT = env.BENCH_OLD_COMMIT ?? 'd4196c2';
const OLD_DIR = path.resolve(env.BENCH_OLD_DIR ?? path.join(ROOT, '..', 'bench-old'));
/**
 * The new build: this working tree by default. BENCH_NEW_COMMIT (HEAD, say) measures that
 * commit instead, in its own worktree (BENCH_NEW_DIR, by default `../bench-new`), for when the
 * working tree is in the middle of a change.
 */
const NEW_COMMIT = env.BENCH_NEW_COMMIT || undefined;
const NEW_DIR = NEW_COMMIT
  ? path.resolve(env.BENCH_NEW_DIR ?? path.join(ROOT, '..', 'bench-new'))
  : ROOT;
/** Old, new and the new one with the cache off listen on this port and the next two. */
const PORT = Number(env.BENCH_WEB_PORT ?? 8392);
const CHROME = env.CHROME_PATH ?? '/usr/bin/chromium';
const RUNS = Number(env.BENCH_LIGHTHOUSE_RUNS ?? 3);
const LOAD = {
  connections: Number(env.BENCH_WEB_CONNECTIONS ?? 50),
  warmupSeconds: Number(env.BENCH_WEB_WARMUP_SECONDS ?? 5),
  seconds: Number(env.BENCH_WEB_SECONDS ?? 20),
};
/** Only these pages (names below, comma-separated), for a quick look; all by default. */
const ONLY_PAGES = env.BENCH_WEB_PAGES?.split(',').map((p) => p.trim());
/** Only these visits (`first`, `returning`), for a quick look; both by default. */
const ONLY_KINDS = env.BENCH_WEB_KINDS?.split(',').map((k) => k.trim());
/** The languages every page is measured in: the app's own codes (English `en`, Burmese `mm`). */
const LANGS = (env.BENCH_WEB_LANGS ?? 'en,mm').split(',').map((l) => l.trim()) as Lang[];
const HYDRATION_RUNS = Number(env.BENCH_HYDRATION_RUNS ?? 3);
/** BENCH_WEB_LOAD=0: no load runs (they measure the server, not what the phone does). */
const WITH_LOAD = env.BENCH_WEB_LOAD !== '0';

/** Every run's full Lighthouse report (JSON) is kept here, out of git, for a closer look. */
const LHR_DIR = path.join(ROOT, 'bench/.data/web-lighthouse');

const TARGET = { lcpMs: 1500, tbtMs: 150, cls: 0.02, performance: 97, p99Ms: 50 };
/**
 * The longest a page may be on the screen and not yet answer taps, on Lighthouse's throttled
 * phone (median of the runs). Why this figure: see `hydrationReasoning` in the report.
 */
const HYDRATION_WINDOW_TARGET_MS = 2500;
const HOME_BUDGET_BYTES = 160_000;

// ---------------------------------------------------------------------------------------------
// First-load sizes
// ---------------------------------------------------------------------------------------------

const ROUTES = [
  'home',
  'all-products',
  'new-arrival',
  'categories',
  'top-picks',
  'searched-products',
  'product-detail',
  'cart',
  'compare',
];
const PAGE_STRINGS = 'src/locales/en/page-strings.ts';

type ManifestChunk = { file: string; src?: string; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;
type Sizes = { raw: number; gzip: number; brotli: number; jsGzip: number };
type RouteSizes = Sizes & { route: string; shell: Sizes };

/** Every file a chunk pulls in on load: itself, its static imports (recursively) and their CSS. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const css of chunk.css ?? []) seen.add(css);
  for (const imp of chunk.imports ?? []) closure(manifest, imp, seen);
  return seen;
}

function sizes(dist: string, files: Iterable<string>): Sizes {
  const total = { raw: 0, gzip: 0, brotli: 0, jsGzip: 0 };
  for (const file of files) {
    const bytes = fs.readFileSync(path.join(dist, file));
    const gz = gzipSync(bytes, { level: 9 }).length;
    total.raw += bytes.length;
    total.gzip += gz;
    total.brotli += brotliCompressSync(bytes).length;
    if (file.endsWith('.js')) total.jsGzip += gz;
  }
  return total;
}

/**
 * What index.html itself loads: its scripts, module preloads and stylesheets, and the scripts
 * its first script loads once the first screen is drawn (`data-modules`,
 * docs/architecture.md#first-screen). The entry module is bundled into the shell chunk
 * (vite.config.ts), so the manifest has no entry to start from.
 */
function shellFiles(dist: string, manifest: Manifest): Set<string> {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const refs = [
    ...[...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!),
    ...[...html.matchAll(/data-modules="([^"]*)"/g)].flatMap((m) =>
      m[1]!.split(' ').map((file) => file.replace(/^\//, '')),
    ),
  ];
  if (!refs.some((file) => file.endsWith('.js'))) throw new Error('index.html loads no script');
  const shell = new Set<string>();
  for (const file of refs) {
    const key = Object.keys(manifest).find((k) => manifest[k]!.file === file);
    if (key) closure(manifest, key, shell);
    else shell.add(file);
  }
  return shell;
}

function routeSizes(root: string): RouteSizes[] {
  const dist = path.join(root, 'apps/web/dist');
  const manifest = JSON.parse(
    fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'),
  ) as Manifest;
  const shell = shellFiles(dist, manifest);
  return ROUTES.map((route) => {
    const key = `src/app/routes/${route}.tsx`;
    if (!manifest[key]) throw new Error(`route ${route} not in the manifest of ${root}`);
    const files = closure(manifest, key, new Set(shell));
    // Every page but home loads the rest of the English strings before it renders (i18n.ts).
    if (route !== 'home') closure(manifest, PAGE_STRINGS, files);
    return { route, ...sizes(dist, files), shell: sizes(dist, shell) };
  });
}

// ---------------------------------------------------------------------------------------------
// Demo data both servers share
// ---------------------------------------------------------------------------------------------

async function getData<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
  return ((await res.json()) as { data: T }).data;
}

interface DemoFacts {
  regionGuid: string;
  productGuid: string;
  productName: string;
  cartItems: string;
}

/**
 * The Myanmar region, the newest product of the default shop that has images (the detail page
 * measured) and a cart of it and the next product, one of each's first option.
 */
async function demoFacts(base: string): Promise<DemoFacts> {
  const regions = await getData<{ items: { guid: string; currencyCode: string }[] }>(
    `${base}/v1/currency/region`,
  );
  const region = regions.items.find((r) => r.currencyCode === 'MMK');
  if (!region) throw new Error(`${base}: no MMK region`);
  const shops = await getData<{ items: { guid: string; hostName: string }[] }>(
    `${base}/v1/pos/shop/list`,
  );
  const shop = shops.items.find((s) => s.hostName === 'localhost');
  if (!shop) throw new Error(`${base}: no shop on localhost`);
  const list = await getData<{ items: { guid: string }[] }>(
    `${base}/v1/pos/shop/listShopProductNewArrival/${shop.guid}?first=0&max=12`,
  );
  const details: ProductDetail[] = [];
  for (const item of list.items) {
    details.push(
      await getData<ProductDetail>(`${base}/v1/pos/product/productvariantdetail/${item.guid}`),
    );
  }
  const withImages = details.filter(
    (d) => d.imageItems.length > 0 && d.variantDetailItems.length > 0,
  );
  const [first, second] = withImages;
  if (!first || !second) throw new Error(`${base}: fewer than two new products with images`);
  const cart = [first, second].map((d) =>
    cartItemFrom(d, { variants: [[d.variantDetailItems[0]!, 1]] }),
  );
  return {
    regionGuid: region.guid,
    productGuid: first.guid,
    productName: first.name,
    cartItems: JSON.stringify(cart),
  };
}

// ---------------------------------------------------------------------------------------------
// Lighthouse, old and new in turns
// ---------------------------------------------------------------------------------------------

type Build = 'old' | 'new';
type VisitKind = 'first' | 'returning';
type Lang = 'en' | 'mm';
const BUILDS: Build[] = ['old', 'new'];
const KINDS: VisitKind[] = ['first', 'returning'];

interface PageSpec {
  name: string;
  path: (facts: DemoFacts) => string;
  withCart: boolean;
}

const PAGES: PageSpec[] = [
  { name: 'home', path: () => '/', withCart: false },
  { name: 'new-arrival', path: () => '/new-arrival', withCart: false },
  {
    name: 'product-detail',
    path: (f) => `/product-detail/${f.productGuid}`,
    withCart: false,
  },
  { name: 'cart', path: () => '/cart', withCart: true },
];

const LANG_FLAGS: Record<Lang, string> = {
  en: '/assets/icons/uk_flag.png',
  mm: '/assets/icons/mm_flag.png',
};

/**
 * What a visit finds stored. A first visit in English finds nothing; in Burmese it finds only
 * the language chosen (storage and the `lang` cookie the server renders by), so the region
 * chooser still shows. A returning visit: see returningStorage.
 */
function visitStorage(
  facts: DemoFacts,
  kind: VisitKind,
  lang: Lang,
  withCart: boolean,
): VisitStorage | undefined {
  if (kind === 'returning') return returningStorage(facts, withCart, lang);
  if (lang === 'en') return undefined;
  return {
    localStorage: { lang: JSON.stringify({ name: lang, flag: LANG_FLAGS[lang] }) },
    cookies: { lang },
  };
}

/**
 * A returning shopper: region chosen (storage and cookie), the language, and on the cart page a cart,
 * with the cookies the app keeps of it (as any earlier visit leaves them): its line count, and
 * its lines on the cart page's path, from which the new build draws the cart on the server
 * (the old build reads neither).
 */
function returningStorage(facts: DemoFacts, withCart: boolean, lang: Lang): VisitStorage {
  const localStorage: Record<string, string> = {
    region: facts.regionGuid,
    lang: JSON.stringify({ name: lang, flag: LANG_FLAGS[lang] }),
  };
  const cookies: VisitStorage['cookies'] = { region: facts.regionGuid, lang };
  if (withCart) {
    localStorage.cartItems = facts.cartItems;
    const items = JSON.parse(facts.cartItems) as CartItem[];
    cookies[CART_COUNT_COOKIE] = String(items.length);
    const lines = encodeCartLines(items);
    if (lines) cookies[CART_LINES_COOKIE] = { value: lines, path: CART_PAGE_PATH };
  }
  return { localStorage, cookies };
}

interface Cell {
  page: string;
  kind: VisitKind;
  lang: Lang;
  runs: Record<Build, VisitFigures[]>;
}

interface HydrationCell {
  page: string;
  kind: VisitKind;
  lang: Lang;
  runs: Record<Build, HydrationFigures[]>;
}

/** The pages, visits and languages measured, in the order they run. */
function combinations(): { page: PageSpec; kind: VisitKind; lang: Lang }[] {
  const pages = PAGES.filter((p) => !ONLY_PAGES || ONLY_PAGES.includes(p.name));
  const kinds = KINDS.filter((k) => !ONLY_KINDS || ONLY_KINDS.includes(k));
  return pages.flatMap((page) =>
    kinds.flatMap((kind) => LANGS.map((lang) => ({ page, kind, lang }))),
  );
}

/**
 * One run, tried up to three times if Lighthouse itself fails: on a busy machine it now and
 * then loses the trace's start (NO_NAVSTART) or the DevTools connection.
 */
async function visit(
  url: string,
  storage: VisitStorage | undefined,
  saveAs: string,
): Promise<VisitFigures> {
  const file = path.join(LHR_DIR, `${saveAs}.json`);
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseVisit(url, storage, CHROME, file);
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`!! Lighthouse failed on ${url} (attempt ${attempt}): ${String(error)}`);
    }
  }
}

/** Every page measured must be a page: a build that answers 500 would be measured as fast. */
async function assertPagesAnswer(
  servers: Record<Build, BuiltServer>,
  facts: Record<Build, DemoFacts>,
): Promise<void> {
  for (const build of BUILDS) {
    for (const page of PAGES) {
      const url = `${servers[build].url}${page.path(facts[build])}`;
      const res = await fetch(url, { headers: { accept: 'text/html' } });
      await res.arrayBuffer();
      if (res.status !== 200)
        throw new Error(`${build} build answers ${res.status} to GET ${url}: nothing to measure`);
    }
  }
}

async function lighthouseCells(
  servers: Record<Build, BuiltServer>,
  facts: Record<Build, DemoFacts>,
): Promise<Cell[]> {
  const cells: Cell[] = [];
  const todo = combinations();
  const total = todo.length * RUNS * BUILDS.length;
  let done = 0;
  for (const { page, kind, lang } of todo) {
    const cell: Cell = { page: page.name, kind, lang, runs: { old: [], new: [] } };
    // Old and new take turns, so a burst of load on the shared machine hits both alike.
    for (let i = 0; i < RUNS; i++) {
      for (const build of BUILDS) {
        const url = `${servers[build].url}${page.path(facts[build])}`;
        const storage = visitStorage(facts[build], kind, lang, page.withCart);
        const figures = await visit(url, storage, `${page.name}-${kind}-${lang}-${build}-${i + 1}`);
        cell.runs[build].push(figures);
        done++;
        console.log(
          `[${done}/${total}] ${page.name} · ${kind} · ${lang} · ${build}: performance ${figures.performance}, ` +
            `LCP ${Math.round(figures.lcpMs)} ms, TBT ${Math.round(figures.tbtMs)} ms, ` +
            `CLS ${figures.cls.toFixed(3)}, FCP ${Math.round(figures.fcpMs)} ms`,
        );
      }
    }
    cells.push(cell);
  }
  return cells;
}

/** One throttled load, tried up to three times if the browser itself fails. */
async function hydrationRun(
  url: string,
  storage: VisitStorage | undefined,
): Promise<HydrationFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await hydrationWindow(url, storage, CHROME);
    } catch (error) {
      if (attempt === 3) throw error;
      console.warn(`!! hydration run failed on ${url} (attempt ${attempt}): ${String(error)}`);
    }
  }
}

async function hydrationCells(
  servers: Record<Build, BuiltServer>,
  facts: Record<Build, DemoFacts>,
): Promise<HydrationCell[]> {
  const cells: HydrationCell[] = [];
  const todo = combinations();
  const total = todo.length * HYDRATION_RUNS * BUILDS.length;
  let done = 0;
  for (const { page, kind, lang } of todo) {
    const cell: HydrationCell = { page: page.name, kind, lang, runs: { old: [], new: [] } };
    for (let i = 0; i < HYDRATION_RUNS; i++) {
      for (const build of BUILDS) {
        const url = `${servers[build].url}${page.path(facts[build])}`;
        const figures = await hydrationRun(
          url,
          visitStorage(facts[build], kind, lang, page.withCart),
        );
        cell.runs[build].push(figures);
        done++;
        console.log(
          `[hydration ${done}/${total}] ${page.name} · ${kind} · ${lang} · ${build}: FCP ${Math.round(figures.fcpMs)} ms, ` +
            `hydrated ${Math.round(figures.hydratedMs)} ms, window ${Math.round(figures.windowMs)} ms`,
        );
      }
    }
    cells.push(cell);
  }
  return cells;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

interface Summary {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** The run whose LCP is the median one: its LCP element and chain are reported. */
  typical: VisitFigures;
}

function summarize(runs: VisitFigures[]): Summary {
  const byLcp = [...runs].sort((a, b) => a.lcpMs - b.lcpMs);
  return {
    performance: median(runs.map((r) => r.performance)),
    lcpMs: median(runs.map((r) => r.lcpMs)),
    tbtMs: median(runs.map((r) => r.tbtMs)),
    cls: median(runs.map((r) => r.cls)),
    fcpMs: median(runs.map((r) => r.fcpMs)),
    typical: byLcp[(byLcp.length - 1) >> 1]!,
  };
}

function misses(s: Summary): string[] {
  return [
    s.lcpMs > TARGET.lcpMs ? `LCP ${Math.round(s.lcpMs)} > ${TARGET.lcpMs}` : '',
    s.tbtMs > TARGET.tbtMs ? `TBT ${Math.round(s.tbtMs)} > ${TARGET.tbtMs}` : '',
    s.cls > TARGET.cls ? `CLS ${s.cls.toFixed(3)} > ${TARGET.cls}` : '',
    s.performance < TARGET.performance
      ? `performance ${s.performance} < ${TARGET.performance}`
      : '',
  ].filter(Boolean);
}

// ---------------------------------------------------------------------------------------------
// Load on the rendered page and the JSON endpoint
// ---------------------------------------------------------------------------------------------

interface LoadRow {
  name: string;
  cache: 'on' | 'off';
  kind: 'page' | 'json';
  bytes: number;
  result: Measurement;
}

async function loadRows(
  cached: BuiltServer,
  uncached: BuiltServer,
  facts: DemoFacts,
  placement: CpuPlacement | undefined,
): Promise<LoadRow[]> {
  if (placement) {
    pinProcess(process.pid, placement.loadCpus);
    for (const s of [cached, uncached]) pinProcess(s.pid, placement.serverCpus);
  }
  // As Chromium asks: every browser says which encodings it takes, and a page is sent
  // compressed to one that does (apps/api/src/plugins/web.ts).
  const acceptEncoding = 'gzip, deflate, br, zstd';
  const page = {
    path: `/product-detail/${facts.productGuid}`,
    headers: { cookie: 'lang=en', accept: 'text/html', 'accept-encoding': acceptEncoding },
  };
  const json = {
    path: `/v1/pos/product/productvariantdetail/${facts.productGuid}`,
    headers: { accept: 'application/json', 'accept-encoding': acceptEncoding },
  };
  const targets = [
    { name: 'product page, server-rendered', cache: 'on', kind: 'page', server: cached, ...page },
    { name: 'product detail JSON', cache: 'on', kind: 'json', server: cached, ...json },
    {
      name: 'product page, server-rendered',
      cache: 'off',
      kind: 'page',
      server: uncached,
      ...page,
    },
    { name: 'product detail JSON', cache: 'off', kind: 'json', server: uncached, ...json },
  ] as const;
  const rows: LoadRow[] = [];
  for (const t of targets) {
    // The answer must be what it claims to be: the rendered page carries its state block and
    // the product's name; the JSON is the product.
    const probe = await fetch(`${t.server.url}${t.path}`, { headers: t.headers });
    // fetch undoes the encoding; the bytes sent are counted apart.
    const sentBytes = Number(probe.headers.get('content-length') ?? Number.NaN);
    const body = await probe.text();
    if (probe.status !== 200) throw new Error(`GET ${t.path} answered ${probe.status}`);
    if (t.kind === 'page' && !(body.includes('id="page-data"') && body.includes(facts.productName)))
      throw new Error(`GET ${t.path} is not a server-rendered product page`);
    process.stdout.write(`load · ${t.name} · cache ${t.cache}: warm-up… `);
    await loadRun(t.server.url, [t.path], LOAD.connections, LOAD.warmupSeconds, undefined, {
      ...t.headers,
    });
    await waitUntilDrained(t.server.url, t.path);
    process.stdout.write('measuring… ');
    const result = await loadRun(
      t.server.url,
      [t.path],
      LOAD.connections,
      LOAD.seconds,
      t.server.pid,
      { ...t.headers },
    );
    await waitUntilDrained(t.server.url, t.path);
    console.log(
      `${fmt(result.requestsPerSecond)} req/s, p50 ${result.p50Ms} ms, p97.5 ${result.p97_5Ms} ms, p99 ${result.p99Ms} ms`,
    );
    rows.push({
      name: t.name,
      cache: t.cache,
      kind: t.kind,
      bytes: Number.isNaN(sentBytes) ? Buffer.byteLength(body) : sentBytes,
      result,
    });
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------
// Report
// ---------------------------------------------------------------------------------------------

const kb = (n: number) => (n / 1024).toFixed(1);
const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const ms = (n: number) => fmt(Math.round(n));
const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;

/** A URL as the reader needs it: the path and query, ids shortened. */
function shortPath(href: string): string {
  const url = new URL(href);
  return (url.pathname + url.search).replace(
    /([0-9a-f]{8})-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi,
    '$1…',
  );
}

/** A request of a chain: where it went, what kind it is and when it ended. */
function shortRequest(r: ChainRequest): string {
  return `\`${shortPath(r.url)}\` (${r.resourceType}, ${r.endMs} ms)`;
}

function lighthouseTable(cells: Cell[]): string[] {
  const head = [
    'page',
    'visit',
    'language',
    'perf old',
    'perf new',
    'LCP old ms',
    'LCP new ms',
    'LCP new/old',
    'TBT old ms',
    'TBT new ms',
    'CLS old',
    'CLS new',
    'FCP old ms',
    'FCP new ms',
    'new build meets targets',
  ];
  return [
    line(head),
    line(head.map((_, i) => (i < 3 || i === head.length - 1 ? '---' : '---:'))),
    ...cells.map((c) => {
      const o = summarize(c.runs.old);
      const n = summarize(c.runs.new);
      const missed = misses(n);
      return line([
        c.page,
        c.kind,
        c.lang,
        o.performance,
        n.performance,
        ms(o.lcpMs),
        ms(n.lcpMs),
        fmt(n.lcpMs / o.lcpMs, 2),
        ms(o.tbtMs),
        ms(n.tbtMs),
        o.cls.toFixed(3),
        n.cls.toFixed(3),
        ms(o.fcpMs),
        ms(n.fcpMs),
        missed.length === 0 ? 'met' : `not met: ${missed.join(', ')}`,
      ]);
    }),
  ];
}

function runsTable(cells: Cell[]): string[] {
  const head = [
    'page',
    'visit',
    'language',
    'build',
    'performance',
    'LCP ms',
    'TBT ms',
    'CLS',
    'FCP ms',
    'long tasks after FCP, observed ms',
  ];
  const each = (runs: VisitFigures[], pick: (f: VisitFigures) => string) =>
    runs.map(pick).join(' · ');
  return [
    line(head),
    line(head.map((_, i) => (i < 4 ? '---' : '---:'))),
    ...cells.flatMap((c) =>
      BUILDS.map((b) =>
        line([
          c.page,
          c.kind,
          c.lang,
          b,
          each(c.runs[b], (f) => String(f.performance)),
          each(c.runs[b], (f) => ms(f.lcpMs)),
          each(c.runs[b], (f) => ms(f.tbtMs)),
          each(c.runs[b], (f) => f.cls.toFixed(3)),
          each(c.runs[b], (f) => ms(f.fcpMs)),
          each(c.runs[b], (f) => ms(f.longTasksAfterFcpMs)),
        ]),
      ),
    ),
  ];
}

function chainTable(cells: Cell[]): string[] {
  const head = [
    'page',
    'visit',
    'language',
    'build',
    'LCP element',
    'round trips before LCP',
    'the chain',
    'LCP image: its own chain',
    'LCP phases: TTFB / load delay / load time / render delay (ms)',
    'critical-request-chains: longest',
    'HTML over the wire',
    'ended before the first paint (observed)',
    'main thread (observed) ms',
  ];
  return [
    line(head),
    line(head.map((_, i) => (i === 5 || i === head.length - 1 ? '---:' : '---'))),
    ...cells.flatMap((c) =>
      BUILDS.map((b) => {
        const t = summarize(c.runs[b]).typical;
        const p = t.lcpPhases;
        return line([
          c.page,
          c.kind,
          c.lang,
          b,
          t.lcpElement.replace(/\|/g, '\\|'),
          t.chainBeforeLcp.length,
          t.chainBeforeLcp.map(shortRequest).join(' → '),
          t.lcpImageChain.length > 0
            ? `${t.lcpImageChain.length}: ${t.lcpImageChain.map((u) => `\`${shortPath(u)}\``).join(' → ')}`
            : 'not an image',
          p
            ? `${ms(p.ttfbMs)} / ${ms(p.loadDelayMs)} / ${ms(p.loadTimeMs)} / ${ms(p.renderDelayMs)}`
            : 'n/a',
          `${t.criticalChain.length} requests, ${ms(t.criticalChain.durationMs)} ms`,
          `${kb(t.documentBytes)} KiB${t.documentCompressed ? '' : ', not compressed'}`,
          `${t.beforeFirstPaint.requests} requests, ${kb(t.beforeFirstPaint.bytes)} KiB`,
          ms(t.mainThreadMs),
        ]);
      }),
    ),
  ];
}

function loadTable(rows: LoadRow[]): string[] {
  const head = [
    'request',
    'catalog and page cache',
    'answer bytes',
    'req/s',
    'p50 ms',
    'p97.5 ms',
    'p99 ms',
    'server CPU µs/req',
    'non-2xx',
    'errors',
    `p99 < ${TARGET.p99Ms} ms`,
  ];
  return [
    line(head),
    line(head.map((_, i) => (i < 2 ? '---' : '---:'))),
    ...rows.map((r) =>
      line([
        r.name,
        r.cache === 'on' ? 'on (default TTL)' : 'off (`CATALOG_CACHE_TTL_MS=0`)',
        fmt(r.bytes),
        fmt(r.result.requestsPerSecond),
        r.result.p50Ms,
        r.result.p97_5Ms,
        r.result.p99Ms,
        r.result.serverCpuUs === undefined ? 'n/a' : fmt(r.result.serverCpuUs),
        r.result.non2xx,
        r.result.errors,
        r.kind === 'page' ? (pageMeets(r) ? 'met' : 'not met') : '(not a target)',
      ]),
    ),
  ];
}

const pageMeets = (r: LoadRow) =>
  r.result.p99Ms < TARGET.p99Ms && r.result.non2xx === 0 && r.result.errors === 0;

function loadRatios(rows: LoadRow[]): string[] {
  return (['on', 'off'] as const).flatMap((cache) => {
    const page = rows.find((r) => r.cache === cache && r.kind === 'page');
    const json = rows.find((r) => r.cache === cache && r.kind === 'json');
    if (!page || !json) return [];
    return [
      `- Cache ${cache}: the rendered page answers ${fmt(page.result.requestsPerSecond / json.result.requestsPerSecond, 2)}× the JSON endpoint's requests per second; p99 ${page.result.p99Ms} ms against ${json.result.p99Ms} ms (${fmt(page.result.p99Ms / Math.max(1, json.result.p99Ms), 1)}×); server CPU per request ${page.result.serverCpuUs === undefined || json.result.serverCpuUs === undefined ? 'n/a' : `${fmt(page.result.serverCpuUs / json.result.serverCpuUs, 1)}×`}.`,
    ];
  });
}

function hydrationTable(cells: HydrationCell[]): string[] {
  const head = [
    'page',
    'visit',
    'language',
    'FCP old ms',
    'FCP new ms',
    'hydrated old ms',
    'hydrated new ms',
    'window old ms',
    'window new ms',
    'window new, every run ms',
    `new ≤ ${fmt(HYDRATION_WINDOW_TARGET_MS)} ms`,
  ];
  return [
    line(head),
    line(head.map((_, i) => (i < 3 || i === head.length - 1 ? '---' : '---:'))),
    ...cells.map((c) => {
      const m = (b: Build, pick: (f: HydrationFigures) => number) => median(c.runs[b].map(pick));
      const windowNew = m('new', (f) => f.windowMs);
      return line([
        c.page,
        c.kind,
        c.lang,
        ms(m('old', (f) => f.fcpMs)),
        ms(m('new', (f) => f.fcpMs)),
        ms(m('old', (f) => f.hydratedMs)),
        ms(m('new', (f) => f.hydratedMs)),
        ms(m('old', (f) => f.windowMs)),
        ms(windowNew),
        c.runs.new.map((f) => ms(f.windowMs)).join(' · '),
        windowNew <= HYDRATION_WINDOW_TARGET_MS ? 'met' : 'not met',
      ]);
    }),
  ];
}

const hydrationMisses = (cells: HydrationCell[]) =>
  cells.filter((c) => median(c.runs.new.map((f) => f.windowMs)) > HYDRATION_WINDOW_TARGET_MS);

/** Why the hydration window's target is what it is. */
const hydrationReasoning = [
  `Target: the new build's median window ≤ ${fmt(HYDRATION_WINDOW_TARGET_MS)} ms on every page, visit and language.`,
  'The window is not a wait the shopper sees: the page is drawn and its links and search form work',
  'as plain HTML. What it costs is a tap on a button that needs the app: before, such a tap was',
  "lost; now 'Add to compare' and 'Copy link' are kept and done at hydration, and the review form",
  'of a signed-out visitor is a link (docs/architecture.md#first-taps). The rest (options, Add to',
  'cart, Buy now, quantities) still waits, so the window is how long a shopper reading the page',
  'must not reach for them. 2.5 s is the time a shopper on a phone takes to look at a first screen',
  '(a picture, a name and a price) before the first tap, the same bound Lighthouse gives a good',
  'largest paint on a phone; the first screen waits at most 3 s for its images before the code is',
  "asked for (docs/decisions/0020), and the code itself is about 180 KB that Lighthouse's slow-4G",
  'link carries in about a second, so the rest of the target is left to the CPU, which on a phone',
  'four times slower than this machine must hydrate within about a second and a half.',
];

function placementLine(p: CpuPlacement | undefined): string {
  return p
    ? `autocannon (this process) pinned to CPU ${p.loadCpus}, both servers under load to CPU ${p.serverCpus} (\`taskset\`, as \`bench/api-catalog.ts\` does); \`BENCH_PIN=0\` turns it off`
    : 'not pinned (`BENCH_PIN=0`, one CPU or no `taskset`): autocannon and the servers share every CPU';
}

interface ReportInput {
  /** Described before the load runs pin this process to one CPU (which it would then report). */
  machine: Machine;
  started: Date;
  loadBefore: number[];
  loadAfter: number[];
  routesNew: RouteSizes[];
  routesOld: RouteSizes[] | undefined;
  newSource: string;
  facts: DemoFacts;
  cells: Cell[];
  hydration: HydrationCell[];
  load: LoadRow[];
  placement: CpuPlacement | undefined;
  minutes: number;
}

function report(r: ReportInput): string {
  const m = r.machine;
  const home = r.routesNew.find((x) => x.route === 'home')!;
  const oldJs = (route: string) => {
    const o = r.routesOld?.find((x) => x.route === route);
    return o ? kb(o.jsGzip) : 'n/a';
  };
  const loadavg = (l: number[]) => l.map((x) => x.toFixed(1)).join(', ');
  const benchmarks = r.cells.flatMap((c) =>
    BUILDS.flatMap((b) => c.runs[b].map((v) => v.benchmarkIndex)),
  );
  const missedCells = r.cells.filter((c) => misses(summarize(c.runs.new)).length > 0);
  const metCells = r.cells.length - missedCells.length;
  const pageRows = r.load.filter((x) => x.kind === 'page');
  const homeMet = home.jsGzip <= HOME_BUDGET_BYTES;
  return [
    '# Web bench: before and after server rendering',
    '',
    `Run ${r.started.toISOString()}, ${fmt(r.minutes)} minutes, with \`${commandLine()}\` (\`npx tsx bench/web.ts\`).`,
    '',
    `**Machine:** Node ${m.node}, ${m.cpus} CPUs (${m.cpuModel}), ${m.memoryGiB} GiB memory. ` +
      `Shared and noisy: load average ${loadavg(r.loadBefore)} (1, 5, 15 min) when the run started, ` +
      `${loadavg(r.loadAfter)} when it ended, on ${m.cpus} CPUs. Lighthouse's simulated throttling ` +
      'scales the main-thread time it observed, so a busy machine raises TBT and, through it, LCP ' +
      'and the score; old and new took turns run by run, so the noise falls on both alike and the ' +
      'comparison holds better than the absolute figures. ' +
      (benchmarks.length > 0
        ? `Lighthouse's benchmark index (its measure of the machine's speed, higher is faster) over the ${benchmarks.length} runs: ` +
          `median ${fmt(median(benchmarks))}, from ${fmt(Math.min(...benchmarks))} to ${fmt(Math.max(...benchmarks))}.`
        : 'No Lighthouse run (`BENCH_LIGHTHOUSE_RUNS=0`), so no benchmark index of the machine.'),
    '',
    `- **Old:** commit \`${OLD_COMMIT}\`${OLD_COMMIT === 'd4196c2' ? ', the last build that drew every page in the browser,' : ''} in a git worktree (\`${OLD_DIR}\`), \`npm ci\` and \`npm run build\` there.`,
    `- **New:** ${r.newSource}, \`npm run build\`: every shop page rendered on the server and hydrated.`,
    '- Both served by `node apps/api/dist/server.js` at once on their own ports, each on a fresh `DATA_DIR` seeded with the same demo catalog, catalog cache at its default (`CATALOG_CACHE_TTL_MS` unset, 5 s).',
    `- Product page: \`/product-detail/${r.facts.productGuid}\` (${r.facts.productName}, the newest product of the default shop with images).`,
    '',
    '## Targets',
    '',
    `- Home first-load JS ≤ 160 KB gzip: ${(home.jsGzip / 1000).toFixed(1)} KB, **${homeMet ? 'met' : 'not met'}**.`,
    RUNS === 0
      ? '- Lighthouse targets: not measured this time (`BENCH_LIGHTHOUSE_RUNS=0`); the last run that measured them is in git history.'
      : `- New build, every page and both visits, LCP ≤ ${TARGET.lcpMs} ms, TBT ≤ ${TARGET.tbtMs} ms, CLS ≤ ${TARGET.cls}, performance ≥ ${TARGET.performance}: **met in ${metCells} of ${r.cells.length} cells**${missedCells.length > 0 ? `; not met in ${missedCells.map((c) => `${c.page} (${c.kind}: ${misses(summarize(c.runs.new)).join(', ')})`).join('; ')}` : ''}.`,
    `- Hydration window (first contentful paint to hydrated, throttled phone) ≤ ${fmt(HYDRATION_WINDOW_TARGET_MS)} ms, new build, every page, visit and language: **met in ${r.hydration.length - hydrationMisses(r.hydration).length} of ${r.hydration.length} cells**${
      hydrationMisses(r.hydration).length > 0
        ? `; not met in ${hydrationMisses(r.hydration)
            .map((c) => `${c.page} (${c.kind}, ${c.lang})`)
            .join('; ')}`
        : ''
    }.`,
    ...(WITH_LOAD
      ? []
      : [
          '- Server-rendered product page under load: not run this time (`BENCH_WEB_LOAD=0`); the figures of the last run that measured it are in git history.',
        ]),
    ...pageRows.map(
      (p) =>
        `- Server-rendered product page under ${LOAD.connections} connections, p99 < ${TARGET.p99Ms} ms with the cache ${p.cache}: ${p.result.p99Ms} ms, **${pageMeets(p) ? 'met' : 'not met'}**${p.result.non2xx + p.result.errors > 0 ? ` (${p.result.non2xx} non-2xx, ${p.result.errors} errors)` : ''}.`,
    ),
    '',
    '## First-load size per route (new build)',
    '',
    'The shell (entry, its static imports and CSS) plus the route module and its imports, as the',
    'API serves them: precompressed (brotli to browsers that accept it, else gzip). The last column',
    'is the same JS in the old build.',
    '',
    '| route | raw KiB | gzip KiB | brotli KiB | JS gzip KiB | old JS gzip KiB |',
    '|---|---:|---:|---:|---:|---:|',
    ...r.routesNew.map(
      (x) =>
        `| ${x.route} | ${kb(x.raw)} | ${kb(x.gzip)} | ${kb(x.brotli)} | ${kb(x.jsGzip)} | ${oldJs(x.route)} |`,
    ),
    '',
    `Shell alone: ${kb(home.shell.gzip)} KiB gzip. Budget: home first-load JS ≤ 160 KB gzip → ` +
      `${(home.jsGzip / 1000).toFixed(1)} KB: ${homeMet ? 'met' : 'not met'}.`,
    '',
    ...(RUNS === 0 ? [] : lighthouseSections(r)),
    '## The hydration window: first paint to hydrated',
    '',
    `Each page, visit and language loaded ${HYDRATION_RUNS} times per build, old and new taking turns, in Chromium`,
    "throttled as Lighthouse's mobile settings say but applied rather than simulated (562.5 ms",
    'round trip, 1.47 Mbit/s down, CPU slowed 4×), on a 412×823 phone screen with an empty cache',
    '(bench/lib/hydration-window.ts). *Hydrated*: `<html data-hydrated>` set, which the app does',
    "once React has taken over the server's markup and storage is read (the new build also marks",
    'it as the user timing `hydrated`). Medians; the last columns are every run of the new build.',
    '',
    ...hydrationTable(r.hydration),
    '',
    ...hydrationReasoning,
    '',
    ...(r.load.length === 0
      ? []
      : [
          `## The server-rendered product page under load (new build)`,
          '',
          `autocannon, ${LOAD.connections} connections, ${LOAD.warmupSeconds} s warm-up (dropped) and ${LOAD.seconds} s measured per row, one`,
          'row after the other. The page is asked for with `cookie: lang=en`, `accept: text/html` and',
          '`accept-encoding: gzip, deflate, br, zstd`, as Chromium asks (so it is sent with brotli; the',
          '*answer bytes* are the bytes sent); the JSON endpoint, asked the same way, is what the page',
          'renders from. *Cache on* is the server as deployed (catalog',
          'answers and rendered pages reused for 5 s); *cache off* is a second new server with',
          '`CATALOG_CACHE_TTL_MS=0`, where every page request renders and every JSON request queries.',
          `CPUs: ${placementLine(r.placement)}. Server CPU per request from \`/proc\`.`,
          '',
          ...loadTable(r.load),
          '',
          ...loadRatios(r.load),
          '',
        ]),
    ...(RUNS === 0
      ? []
      : [
          '## Every Lighthouse run',
          '',
          'In the order they ran (old and new alternating). The last column adds up the main-thread',
          'tasks of 12.5 ms or more (50 ms once slowed 4×) that began after the first contentful paint,',
          "as the trace observed them: the blocking work a page does once it is on the screen, which TBT's",
          'simulation scales; a server-rendered page paints before its code runs, so all of its start-up',
          'work falls after that paint (`npx tsx bench/trace-tasks.ts <trace>` lists the tasks).',
          '',
          ...runsTable(r.cells),
          '',
        ]),
  ].join('\n');
}

/** The Lighthouse tables and the request chains before the largest paint. */
function lighthouseSections(r: ReportInput): string[] {
  return [
    `## Lighthouse 12, old against new (mobile, default throttling), median of ${RUNS} runs`,
    '',
    'Default mobile settings (`mobileSlow4G`: 150 ms RTT, 1.6 Mbit/s down, CPU slowed 4×, simulated).',
    '*First*: a fresh profile, nothing stored and no cookies, so the region chooser of a first',
    'visit shows; in Burmese only the language is stored (`lang` in storage and as a cookie, the',
    'way the app keeps it), so the chooser shows too. *Returning*: the Myanmar region chosen',
    '(`region` in storage and as a cookie) and `lang` (storage and cookie) English or Burmese as',
    'the row says, on the cart page also two items under `cartItems`, and',
    '`cart_count=2` and `cart_lines` (on `/cart`), the cookies the app keeps of them;',
    'written by loading the origin once in the same browser, and kept (`disableStorageReset`). The',
    'HTTP cache is empty on both visits. Each figure is the median of its own runs; the run-by-run',
    "figures are at the end, and every run's full report is kept in `bench/.data/web-lighthouse/`.",
    '',
    ...lighthouseTable(r.cells),
    '',
    '## Requests in a row before the largest paint',
    '',
    'From the median-LCP run of each cell. *Round trips before LCP*: the longest chain of requests,',
    "each started by the one before it (the document's parser, a script's import or `fetch`, a",
    "stylesheet), as Lighthouse's network records resolve initiators, among the requests that had",
    'ended when the largest paint was observed (unthrottled times after navigation start in',
    "brackets). Lighthouse's own `critical-request-chains` audit counts documents, scripts, styles",
    "and fonts only (no `fetch`, no image), so it is given beside it, as is the LCP image's own",
    'initiator chain (a page drawn by script may preload the image and still paint it only after',
    "its scripts and calls). LCP phases are Lighthouse's split of the simulated LCP. Lighthouse",
    'simulates the first paint as waiting for every request of high priority (stylesheets, fonts,',
    'scripts of priority High, as module scripts and module preloads are) that had ended before',
    'the first paint was observed, scripts only if they had also run by then; the column *ended',
    'before the first paint* counts every request that had ended, of any priority.',
    '',
    ...chainTable(r.cells),
    '',
  ];
}

// ---------------------------------------------------------------------------------------------

/** The command as run, with the bench's own variables that were set. */
function commandLine(): string {
  const set = Object.keys(env)
    .filter((k) => k.startsWith('BENCH_') && env[k])
    .sort()
    .map((k) => `${k}=${env[k]}`);
  return [...set, 'npm run bench -- web'].join(' ');
}

/** What the new build was made from, for the report. */
function describeNewBuild(): string {
  const commit = commitOf(NEW_DIR, 'HEAD').slice(0, 7);
  if (NEW_COMMIT) return `commit \`${commit}\` in a git worktree (\`${NEW_DIR}\`)`;
  const status = spawnSync('git', ['status', '--porcelain'], { cwd: ROOT, encoding: 'utf8' });
  const changed = status.stdout.split('\n').filter(Boolean).length;
  return `this working tree at \`${commit}\`${changed > 0 ? ` with ${changed} files changed and not yet committed` : ''}`;
}

async function main(): Promise<void> {
  const started = new Date();
  const machine = describeMachine();
  const loadBefore = os.loadavg();
  console.log(
    `Web bench: old ${OLD_COMMIT} in ${OLD_DIR} against ${NEW_COMMIT ? `${NEW_COMMIT} in ${NEW_DIR}` : 'this working tree'}`,
  );
  prepareWorktree(ROOT, OLD_COMMIT, OLD_DIR);
  if (NEW_COMMIT) prepareWorktree(ROOT, NEW_COMMIT, NEW_DIR);
  else run('npm', ['run', 'build'], ROOT);
  const newSource = describeNewBuild();
  const routesNew = routeSizes(NEW_DIR);
  let routesOld: RouteSizes[] | undefined;
  try {
    routesOld = routeSizes(OLD_DIR);
  } catch (error) {
    console.warn(`!! old build's sizes not measured: ${String(error)}`);
  }

  const servers = runningServers;
  try {
    console.log('Starting old and new servers (fresh data folders, demo seed)…');
    // Both settle before going on, so that one failing never leaves the other running unstopped.
    const launched = await Promise.allSettled([
      startBuiltServer(OLD_DIR, PORT).then(keep),
      startBuiltServer(NEW_DIR, PORT + 1).then(keep),
    ]);
    const [oldServer, newServer] = launched.map((s) => {
      if (s.status === 'rejected') throw s.reason;
      return s.value;
    }) as [BuiltServer, BuiltServer];
    const byBuild = { old: oldServer, new: newServer };
    const facts = { old: await demoFacts(oldServer.url), new: await demoFacts(newServer.url) };
    if (facts.old.productGuid !== facts.new.productGuid)
      console.warn(
        `!! the two seeds' newest products differ (${facts.old.productGuid}, ${facts.new.productGuid})`,
      );

    await assertPagesAnswer(byBuild, facts);
    const cells = await lighthouseCells(byBuild, facts);
    const hydration = await hydrationCells(byBuild, facts);

    // The old server is done: it should not share the CPUs with the load runs.
    await oldServer.stop();
    let load: LoadRow[] = [];
    let placement: CpuPlacement | undefined;
    if (WITH_LOAD) {
      console.log('Starting a second new server with the cache off…');
      const uncached = keep(
        await startBuiltServer(NEW_DIR, PORT + 2, { CATALOG_CACHE_TTL_MS: '0' }),
      );
      placement = planCpuPlacement();
      load = await loadRows(newServer, uncached, facts.new, placement);
    }

    const text = report({
      machine,
      started,
      loadBefore,
      loadAfter: os.loadavg(),
      routesNew,
      routesOld,
      newSource,
      facts: facts.new,
      cells,
      hydration,
      load,
      placement,
      minutes: (Date.now() - started.getTime()) / 60_000,
    });
    const out = path.resolve(ROOT, env.BENCH_WEB_REPORT ?? 'bench/reports/web.md');
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, text);
    console.log(`\n${text}\nReport: ${path.relative(ROOT, out)}`);
  } finally {
    for (const s of servers) await s.stop();
  }
}

/** The servers this run started, stopped on the way out, whichever way that is. */
const runningServers: BuiltServer[] = [];
function keep(server: BuiltServer): BuiltServer {
  runningServers.push(server);
  return server;
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n!! ${signal}: stopping the servers this run started`);
    void Promise.all(runningServers.map((s) => s.stop())).finally(() => process.exit(1));
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
