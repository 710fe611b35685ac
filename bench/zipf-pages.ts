/**
 * Shopper traffic over the whole large catalog, served as deployed (caches on): rendered product
 * pages drawn Zipf-like (s = 1) over all 100,000 products, each asked on its own shop's host as a
 * shopper would (docs/architecture.md#shops-by-host), with a share of list pages (home and the
 * four product lists of the same shop; BENCH_ZIPF_LIST_SHARE, 0.1 by default: shoppers land on a
 * shop's home or a list as well as on products from search and links).
 *
 *   npx tsx bench/zipf-pages.ts     (BENCH_SKIP_BUILD=1 to use the current build)
 *
 * The large SQLite catalog (bench/lib/catalog.ts, 100,000 products in 50 shops, generated once
 * into bench/.data) is copied for each server, so the two never share or change one file. The
 * older build (BENCH_OLD_ROOT: a built tree, else BENCH_OLD_COMMIT checked out and built in
 * bench/.data/zipf-old-tree) and this one are started with `node apps/api/dist/server.js`, each
 * pinned to the same CPU, the load generator (this process) to the other. Both servers see the
 * same sequence of requests (a fixed seed): a warm-up (BENCH_ZIPF_WARMUP requests, figures
 * dropped), then BENCH_ROUNDS measured rounds of BENCH_ZIPF_REQUESTS requests each, taking
 * turns, from BENCH_CONNECTIONS connections. Per round: pages a second, p50, p99, the server's
 * CPU per page from /proc, the page cache's hit rate (`x-cache`), distinct products asked.
 *
 * Targets (docs/architecture.md#benchmarks): at least 400 pages a second on one core with p99
 * under 100 ms. Writes bench/reports/zipf-pages.md.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { openDatabase } from '../apps/api/src/db/connection';
import { prepareWorktree, run, startBuiltServer, type BuiltServer } from './lib/built-server';
import { prepareSqlite, DATA_ROOT } from './lib/catalog';
import { planCpuPlacement, pinProcess } from './lib/cpu-pinning';
import { cpuSecondsOf } from './lib/load';
import { describeMachine } from './lib/machine';
import { REPO_ROOT } from './lib/server-process';
import { seededRandom } from './lib/seeded-random';

const num = (name: string, fallback: number) => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a number >= 0.`);
  return n;
};

const CATALOG = { products: 100_000, shops: 50 };
const CONNECTIONS = num('BENCH_CONNECTIONS', 20);
const WARMUP = num('BENCH_ZIPF_WARMUP', 2_000);
/**
 * The older build's warm-up: the last this many of the warm-up's requests. It keeps a page 5 s
 * and at most 500 of them, so only the last seconds of any warm-up shape its caches; a long
 * warm-up (an instance that has served for a while) need not be sent to it whole.
 */
const OLD_WARMUP = Math.min(WARMUP, num('BENCH_ZIPF_OLD_WARMUP', WARMUP));
const REQUESTS = num('BENCH_ZIPF_REQUESTS', 4_000);
const ROUNDS = num('BENCH_ROUNDS', 3);
const LIST_SHARE = num('BENCH_ZIPF_LIST_SHARE', 0.1);
const SEED = num('BENCH_ZIPF_SEED', 20_260_101);
const PORT = num('BENCH_ZIPF_PORT', 18_740);
const TARGET_PAGES_PER_SECOND = 400;
const TARGET_P99_MS = 100;
const LIST_PAGES = ['/', '/all-products', '/new-arrival', '/best-deals', '/top-picks'];

/** A first visit from a phone's browser: its languages and encodings, no cookies. */
const SHOPPER_HEADERS = {
  'accept-encoding': 'br, gzip, deflate',
  'accept-language': 'en-US,en;q=0.9',
  accept: 'text/html,application/xhtml+xml',
};

interface Product {
  guid: string;
  host: string;
}

interface Visit {
  host: string;
  path: string;
  /** The product a product page shows; null for a list page. */
  product: string | null;
}

/** Ranks 0..n-1 drawn with probability proportional to 1/(rank+1) (Zipf, s = 1). */
function zipfSampler(n: number, random: () => number): () => number {
  const cdf = new Float64Array(n);
  let sum = 0;
  for (let k = 0; k < n; k++) cdf[k] = sum += 1 / (k + 1);
  return () => {
    const target = random() * sum;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cdf[mid]! < target) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

function visits(products: Product[], count: number): Visit[] {
  const random = seededRandom(SEED);
  const rank = zipfSampler(products.length, random);
  const out: Visit[] = [];
  for (let i = 0; i < count; i++) {
    const product = products[rank()]!;
    if (random() < LIST_SHARE) {
      const page = LIST_PAGES[Math.floor(random() * LIST_PAGES.length)]!;
      out.push({ host: product.host, path: page, product: null });
    } else {
      out.push({
        host: product.host,
        path: `/product-detail/${product.guid}`,
        product: product.guid,
      });
    }
  }
  return out;
}

/** Active products in the order of their stable shuffle: rank 1 is the first. */
async function productsOf(sqliteFile: string): Promise<Product[]> {
  const db = openDatabase({ dialect: 'sqlite', file: sqliteFile });
  try {
    const rows = await db.kysely
      .selectFrom('products')
      .innerJoin('shops', 'shops.guid', 'products.shopGuid')
      .select(['products.guid as guid', 'shops.hostName as host'])
      .where('products.isActive', '=', 1)
      .orderBy('products.randomKey')
      .execute();
    return rows.map((row) => ({ guid: row.guid, host: row.host ?? 'localhost' }));
  } finally {
    await db.close();
  }
}

const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });

interface Answer {
  status: number;
  cache: string | undefined;
  ms: number;
  bytes: number;
  body: Buffer;
}

function get(port: number, visit: Pick<Visit, 'host' | 'path'>, keepBody = false): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: '127.0.0.1',
        port,
        path: visit.path,
        headers: { ...SHOPPER_HEADERS, host: `${visit.host}:${port}` },
      },
      (res) => {
        const chunks: Buffer[] = [];
        let bytes = 0;
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.byteLength;
          if (keepBody) chunks.push(chunk);
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            cache: res.headers['x-cache'] as string | undefined,
            ms: performance.now() - started,
            bytes,
            body: Buffer.concat(chunks),
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

interface Round {
  pagesPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  cpuMsPerPage: number;
  hitRate: number;
  /** Hit rate of the product pages alone. */
  productHitRate: number;
  distinctProducts: number;
  requests: number;
  failures: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[
    Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  ]!;
}

/** Sends `slice` in order from CONNECTIONS connections, each taking the next visit when free. */
async function load(server: BuiltServer, port: number, slice: Visit[]): Promise<Round> {
  const latencies: number[] = [];
  let next = 0;
  let hits = 0;
  let productHits = 0;
  let productPages = 0;
  let failures = 0;
  const cpuBefore = cpuSecondsOf(server.pid);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < slice.length) {
        const visit = slice[next++]!;
        try {
          const answer = await get(port, visit);
          latencies.push(answer.ms);
          if (answer.status !== 200) failures += 1;
          if (answer.cache === 'hit') hits += 1;
          if (visit.product) {
            productPages += 1;
            if (answer.cache === 'hit') productHits += 1;
          }
        } catch {
          failures += 1;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpu = (cpuSecondsOf(server.pid) ?? NaN) - (cpuBefore ?? NaN);
  latencies.sort((a, b) => a - b);
  return {
    pagesPerSecond: slice.length / seconds,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    cpuMsPerPage: (cpu * 1000) / slice.length,
    hitRate: hits / slice.length,
    productHitRate: productPages === 0 ? NaN : productHits / productPages,
    distinctProducts: new Set(slice.map((v) => v.product).filter(Boolean)).size,
    requests: slice.length,
    failures,
  };
}

function rssMiB(pid: number): number {
  try {
    const match = /^VmRSS:\s+(\d+) kB$/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Math.round(Number(match[1]) / 1024) : NaN;
  } catch {
    return NaN;
  }
}

const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();
const r1 = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '–');
const pct = (n: number) => (Number.isFinite(n) ? `${(n * 100).toFixed(1)} %` : '–');
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** The older build: a built tree given, else the commit checked out and built here. */
function oldRoot(): { root: string; label: string } {
  const given = process.env.BENCH_OLD_ROOT;
  if (given) return { root: path.resolve(given), label: given };
  const commit = process.env.BENCH_OLD_COMMIT ?? 'main';
  const dir = path.join(DATA_ROOT, 'zipf-old-tree');
  prepareWorktree(REPO_ROOT, commit, dir);
  return { root: dir, label: commit };
}

/** Copies the catalog's database into a folder of its own (a server migrates and writes it). */
function copyCatalog(sourceDir: string, name: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-zipf-${name}-`));
  for (const file of ['storefront.sqlite', 'storefront.sqlite-wal']) {
    const from = path.join(sourceDir, file);
    if (fs.existsSync(from)) fs.copyFileSync(from, path.join(dir, file));
  }
  return dir;
}

async function main() {
  const loadStart = uptime();
  const started = new Date();
  console.log(`load at start: ${loadStart}`);
  // Described before this process is pinned: pinned, it would see one CPU.
  const machine = describeMachine();
  const placement = planCpuPlacement();
  if (placement) pinProcess(process.pid, placement.loadCpus);
  const old = oldRoot();
  if (process.env.BENCH_SKIP_BUILD !== '1') run('npm', ['run', 'build'], REPO_ROOT);

  const catalog = await prepareSqlite(CATALOG);
  const catalogDir = catalog.env.DATA_DIR!;
  const products = await productsOf(path.join(catalogDir, 'storefront.sqlite'));
  if (products.length === 0) throw new Error('the large catalog has no active products');
  const sequence = visits(products, WARMUP + ROUNDS * REQUESTS);

  const servers: { name: 'old' | 'new'; root: string; dir: string; port: number }[] = [
    { name: 'old', root: old.root, dir: copyCatalog(catalogDir, 'old'), port: PORT },
    { name: 'new', root: REPO_ROOT, dir: copyCatalog(catalogDir, 'new'), port: PORT + 1 },
  ];
  const running: { name: 'old' | 'new'; port: number; server: BuiltServer; dir: string }[] = [];
  const results: Record<'old' | 'new', Round[]> = { old: [], new: [] };
  const rss: Record<string, number> = {};
  let probe: string;
  try {
    for (const s of servers) {
      const server = await startBuiltServer(s.root, s.port, { DATA_DIR: s.dir });
      if (placement) pinProcess(server.pid, placement.serverCpus);
      running.push({ name: s.name, port: s.port, server, dir: s.dir });
    }

    // How a product of another shop is drawn on the default host, beside its own shop's host.
    const foreign = products.find((p) => p.host !== 'localhost')!;
    const newServer = running.find((r) => r.name === 'new')!;
    const onDefault = await get(newServer.port, {
      host: 'localhost',
      path: `/product-detail/${foreign.guid}`,
    });
    const onOwn = await get(newServer.port, {
      host: foreign.host,
      path: `/product-detail/${foreign.guid}`,
    });
    probe =
      `A product of \`${foreign.host}\` asked on \`localhost\`: HTTP ${onDefault.status}, ` +
      `${onDefault.bytes} bytes; on its own host: HTTP ${onOwn.status}, ${onOwn.bytes} bytes.`;
    console.log(probe);

    for (const r of running) {
      const warmup = sequence.slice(r.name === 'old' ? WARMUP - OLD_WARMUP : 0, WARMUP);
      console.log(`warm-up ${r.name}: ${warmup.length} requests`);
      const warmed = await load(r.server, r.port, warmup);
      console.log(`  hit rate ${pct(warmed.hitRate)}, ${warmed.distinctProducts} products`);
    }
    for (let round = 0; round < ROUNDS; round++) {
      const slice = sequence.slice(WARMUP + round * REQUESTS, WARMUP + (round + 1) * REQUESTS);
      // Taking turns, each round starting with the other build.
      const order = round % 2 === 0 ? running : [...running].reverse();
      for (const r of order) {
        const measured = await load(r.server, r.port, slice);
        results[r.name].push(measured);
        console.log(
          `round ${round + 1} ${r.name}: ${r1(measured.pagesPerSecond)} pages/s, p50 ` +
            `${r1(measured.p50Ms)} ms, p99 ${r1(measured.p99Ms)} ms, ${r1(measured.cpuMsPerPage)} ` +
            `ms CPU/page, hit ${pct(measured.hitRate)} (products ${pct(measured.productHitRate)}), ` +
            `${measured.distinctProducts} products, ${measured.failures} failures`,
        );
      }
    }
    for (const r of running) rss[r.name] = rssMiB(r.server.pid);
  } finally {
    for (const r of running) await r.server.stop();
    for (const s of servers) fs.rmSync(s.dir, { recursive: true, force: true });
    agent.destroy();
  }
  const loadEnd = uptime();
  console.log(`load at end: ${loadEnd}`);

  const summary = (rounds: Round[]) => ({
    pagesPerSecond: median(rounds.map((r) => r.pagesPerSecond)),
    p50Ms: median(rounds.map((r) => r.p50Ms)),
    p99Ms: median(rounds.map((r) => r.p99Ms)),
    cpuMsPerPage: median(rounds.map((r) => r.cpuMsPerPage)),
    hitRate: median(rounds.map((r) => r.hitRate)),
    productHitRate: median(rounds.map((r) => r.productHitRate)),
    failures: rounds.reduce((sum, r) => sum + r.failures, 0),
  });
  const before = summary(results.old);
  const after = summary(results.new);
  const ratio = (a: number, b: number) => (b === 0 ? '–' : `${(a / b).toFixed(2)}×`);
  const pagesMet = after.pagesPerSecond >= TARGET_PAGES_PER_SECOND;
  const p99Met = after.p99Ms < TARGET_P99_MS;
  const allDistinct = new Set(
    sequence
      .slice(WARMUP)
      .map((v) => v.product)
      .filter(Boolean),
  ).size;

  const rows = (name: 'old' | 'new') =>
    results[name]
      .map(
        (r, i) =>
          `| ${name} | ${i + 1} | ${r1(r.pagesPerSecond)} | ${r1(r.p50Ms)} | ${r1(r.p99Ms)} | ` +
          `${r1(r.cpuMsPerPage)} | ${pct(r.hitRate)} | ${pct(r.productHitRate)} | ` +
          `${r.distinctProducts} | ${r.failures} |`,
      )
      .join('\n');
  const report = `# Shopper traffic over the large catalog (Zipf, pages served as deployed)

Run ${started.toISOString()} by \`bench/zipf-pages.ts\`:

    ${Object.entries(process.env)
      .filter(([k]) => k.startsWith('BENCH_'))
      .map(([k, v]) => `${k}=${v}`)
      .join(' ')} npx tsx bench/zipf-pages.ts

Machine: ${machine.cpus} CPUs (${machine.cpuModel}), ${machine.memoryGiB} GiB, Node ${machine.node}.
Load average at start: \`${loadStart}\`; at end: \`${loadEnd}\`.
CPU placement: ${placement ? `servers on CPU ${placement.serverCpus}, load generator on CPU ${placement.loadCpus}` : 'not pinned'}.

- Catalog: SQLite, ${products.length.toLocaleString('en')} active products in ${CATALOG.shops} shops (bench/lib/catalog.ts), one copy per server.
- Old: \`${old.label}\`; new: this tree. Each as \`npm start\` runs it, its caches at their defaults.
- Requests: product pages drawn Zipf s = 1 over every product (rank = the catalog's stable shuffle), each on its own shop's host; ${Math.round(LIST_SHARE * 100)} % list pages (${LIST_PAGES.join(', ')}) of the drawn product's shop. A first visit's headers (\`accept-encoding: br\`, English \`accept-language\`, no cookies). Seed ${SEED}: both builds get the same sequence.
- ${CONNECTIONS} connections; warm-up ${WARMUP} requests (dropped; the old build is sent only the last ${OLD_WARMUP} of them, as its 5 s, 500-page cache forgets the rest), then ${ROUNDS} rounds of ${REQUESTS} requests, taking turns. ${allDistinct.toLocaleString('en')} distinct products in the measured requests.
- ${probe}
- Hit rate: the share of answers with \`x-cache: hit\`. CPU: the server process's user + system time from /proc per page.
- Server memory (RSS) at the end: old ${rss.old ?? '–'} MiB, new ${rss.new ?? '–'} MiB.

| build | round | pages/s | p50 ms | p99 ms | CPU ms/page | hit rate | product pages' hit rate | distinct products | failures |
|---|---|---|---|---|---|---|---|---|---|
${rows('old')}
${rows('new')}

## Medians of the rounds

| | old | new | new / old |
|---|---|---|---|
| pages/s | ${r1(before.pagesPerSecond)} | ${r1(after.pagesPerSecond)} | ${ratio(after.pagesPerSecond, before.pagesPerSecond)} |
| p50 ms | ${r1(before.p50Ms)} | ${r1(after.p50Ms)} | ${ratio(after.p50Ms, before.p50Ms)} |
| p99 ms | ${r1(before.p99Ms)} | ${r1(after.p99Ms)} | ${ratio(after.p99Ms, before.p99Ms)} |
| CPU ms/page | ${r1(before.cpuMsPerPage)} | ${r1(after.cpuMsPerPage)} | ${ratio(after.cpuMsPerPage, before.cpuMsPerPage)} |
| hit rate | ${pct(before.hitRate)} | ${pct(after.hitRate)} | |
| product pages' hit rate | ${pct(before.productHitRate)} | ${pct(after.productHitRate)} | |
| failures | ${before.failures} | ${after.failures} | |

## Targets

- At least ${TARGET_PAGES_PER_SECOND} pages a second on one core: ${pagesMet ? 'met' : 'not met'} (${r1(after.pagesPerSecond)}).
- p99 under ${TARGET_P99_MS} ms: ${p99Met ? 'met' : 'not met'} (${r1(after.p99Ms)} ms).
`;
  const reportFile = path.join(REPO_ROOT, 'bench/reports/zipf-pages.md');
  fs.writeFileSync(reportFile, report);
  console.log(`\nwrote ${path.relative(REPO_ROOT, reportFile)}`);
  if (before.failures + after.failures > 0) process.exitCode = 1;
}

await main();
