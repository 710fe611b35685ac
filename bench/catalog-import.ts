/**
 * Catalog import through the real HTTP API, on SQLite and PostgreSQL, against its targets.
 *
 *   npx tsx bench/catalog-import.ts        (npm run bench -- catalog-import)
 *
 * For each database a production server (`node apps/api/dist/server.js`, built here with the
 * API's esbuild bundle) starts on a fresh database that it migrates and fills with the demo
 * catalog, as `npm start` does on a first run. In each round (BENCH_IMPORT_ROUNDS, 3 by
 * default) another demo shop's staff member signs in and sends a file of BENCH_IMPORT_ROWS rows
 * (5,000 by default: products of three options each, Burmese names, prices as Myanmar shops set
 * them): a preview, the commit, the same file again (every product unchanged), then the shop's
 * export with every price raised (every product updated). Each call is timed from request to
 * answer; the server's resident memory and CPU time are read from /proc. Writes
 * bench/reports/catalog-import.md.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startBuiltServer, type BuiltServer } from './lib/built-server';
import { describeMachine, type Machine } from './lib/machine';
import { REPO_ROOT } from './lib/server-process';

/** Targets of the catalog import (docs/product.md#catalog-csv). */
const TARGET_SECONDS = 10;
const TARGET_GROWTH_MIB = 200;

const env = process.env;
const ROWS = Number(env.BENCH_IMPORT_ROWS ?? 5_000);
const OPTIONS = 3;
const databases = (env.BENCH_DATABASES ?? 'sqlite,postgres').split(',').map((d) => d.trim());
const pgAdminUrl = env.BENCH_PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const PG_DATABASE = 'bench_import';
const PORT = Number(env.BENCH_IMPORT_PORT ?? 4710);
const ROUNDS = Number(env.BENCH_IMPORT_ROUNDS ?? 3);
// Demo shops' staff accounts, one shop a round (apps/api/src/db/seed/data/sellers.ts). Not
// imported: the seed's modules pull in sharp, which the bench has no use for.
const SHOPS = [
  'yangon-mart',
  'mingalar-mobile',
  'yadanarbon-fashion',
  'thanaka-beauty',
  'shwe-lahpet',
];
const PASSWORD = 'seller-pass-2024';

interface Step {
  name: string;
  seconds: number;
  /** The server process's user + system CPU time during the call. */
  cpuSeconds: number;
  /** Highest resident memory while the call ran, less the figure just before it (MiB). */
  growthMiB: number;
  peakMiB: number;
  answer: string;
}

interface Run {
  database: string;
  products: number;
  rows: number;
  bytes: number;
  /** Every round's calls, in order. */
  steps: Step[];
  loadBefore: number[];
  loadAfter: number[];
  seedSeconds: number;
}

const TICKS_PER_SECOND = 100;

/** utime + stime of the process, in seconds (fields 14 and 15 of /proc/<pid>/stat). */
function cpuSecondsOf(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

function rssKiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
}

/** Times `call` while sampling the server's resident memory every 10 ms. */
async function measure(name: string, pid: number, call: () => Promise<string>): Promise<Step> {
  const before = rssKiB(pid);
  const cpuBefore = cpuSecondsOf(pid);
  let peak = before;
  const sampler = setInterval(() => {
    try {
      peak = Math.max(peak, rssKiB(pid));
    } catch {
      // the server is gone; the call will say so
    }
  }, 10);
  const started = performance.now();
  try {
    const answer = await call();
    const seconds = (performance.now() - started) / 1000;
    peak = Math.max(peak, rssKiB(pid));
    const step = {
      name,
      seconds,
      cpuSeconds: cpuSecondsOf(pid) - cpuBefore,
      growthMiB: (peak - before) / 1024,
      peakMiB: peak / 1024,
      answer,
    };
    console.log(
      `  ${name}: ${seconds.toFixed(2)} s (server CPU ${step.cpuSeconds.toFixed(2)} s), memory +${step.growthMiB.toFixed(0)} MiB (peak ${step.peakMiB.toFixed(0)} MiB): ${answer}`,
    );
    return step;
  } finally {
    clearInterval(sampler);
  }
}

// ---------------------------------------------------------------------------------------------
// The file

interface CategoryNode {
  guid: string;
  name: string;
  nameMm: string;
  children: CategoryNode[];
}

function leafPaths(nodes: CategoryNode[], prefix: string[] = []): string[] {
  return nodes.flatMap((n) =>
    n.children.length === 0
      ? [[...prefix, n.name].join(' > ')]
      : leafPaths(n.children, [...prefix, n.name]),
  );
}

const GOODS = [
  ['Lahpet', 'လက်ဖက်'],
  ['Green tea', 'လက်ဖက်ခြောက်'],
  ['Thanaka', 'သနပ်ခါး'],
  ['Longyi', 'လုံချည်'],
  ['Rice', 'ဆန်'],
  ['Peanut oil', 'မြေပဲဆီ'],
  ['Fish paste', 'ငါးပိ'],
  ['Slippers', 'ဖိနပ်'],
  ['Umbrella', 'ထီး'],
  ['Honey', 'ပျားရည်'],
  ['Jaggery', 'ထန်းလျက်'],
  ['Coffee', 'ကော်ဖီ'],
] as const;
const SIZES = [
  ['Small', 'အသေး', 1],
  ['Medium', 'အလတ်', 1.8],
  ['Large', 'အကြီး', 3.2],
] as const;

function cell(value: string | number): string {
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A file as a shop would write it: 3 options a product, Burmese names, prices in 50s. */
function catalogFile(rows: number, categories: string[], runId: string): string {
  const header = [
    'product_key',
    'name',
    'name_mm',
    'description',
    'description_mm',
    'brand',
    'category',
    'status',
    'option_name',
    'sku',
    'price',
    'discounted_price',
    'weight_grams',
    'stock',
    'pre_order_limit',
  ];
  const lines = [header.join(',')];
  for (let i = 0; lines.length <= rows; i += 1) {
    const [name, nameMm] = GOODS[i % GOODS.length]!;
    const base = 1_500 + ((i * 7_919) % 98) * 500;
    for (let o = 0; o < OPTIONS && lines.length <= rows; o += 1) {
      const [size, sizeMm, factor] = SIZES[o]!;
      const price = Math.round((base * factor) / 50) * 50;
      const discounted = i % 5 === 0 ? Math.round((price * 0.9) / 50) * 50 : '';
      const first = o === 0;
      lines.push(
        [
          `p${i}`,
          first ? `${name} No. ${i}` : '',
          first ? `${nameMm} အမှတ် ${i}` : '',
          first ? `Good ${name.toLowerCase()}, packed in Yangon.\nKeep dry.` : '',
          first ? `ရန်ကုန်တွင် ထုပ်ပိုးသည်။` : '',
          first ? ['Shwe', 'Mya', 'Aung Bar'][i % 3]! : '',
          first ? categories[i % categories.length]! : '',
          first ? (i % 4 === 0 ? 'Draft' : 'Active') : '',
          `${size} ${sizeMm}`,
          `${runId}-${i}-${o}`,
          price,
          discounted,
          Math.round(250 * factor),
          (i * 13 + o) % 200,
          o === 2 ? 5 : 0,
        ]
          .map(cell)
          .join(','),
      );
    }
  }
  return `${lines.join('\r\n')}\r\n`;
}

// ---------------------------------------------------------------------------------------------
// The server

async function json<T>(res: Response): Promise<T> {
  const text = await res.text();
  if (!res.ok) throw new Error(`${res.url} answered ${res.status}: ${text.slice(0, 500)}`);
  return JSON.parse(text) as T;
}

async function signIn(url: string, shop: string): Promise<string> {
  const res = await fetch(`${url}/v1/user/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: `${shop}-seller`, password: PASSWORD }),
  });
  return (await json<{ data: { access_token: string } }>(res)).data.access_token;
}

interface ImportAnswer {
  data: { created: number; updated: number; unchanged: number; errors: unknown[]; rows: number };
}

async function importFile(url: string, token: string, file: string, dryRun: boolean) {
  const res = await fetch(`${url}/v1/seller/products/import?dryRun=${dryRun}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'text/csv' },
    body: file,
  });
  const answer = await json<ImportAnswer>(res);
  if (answer.data.errors.length > 0) {
    throw new Error(`import refused: ${JSON.stringify(answer.data.errors.slice(0, 5))}`);
  }
  return answer.data;
}

async function productCount(url: string, token: string): Promise<number> {
  const res = await fetch(`${url}/v1/seller/products?max=1`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await json<{ data: { totalCount: number } }>(res)).data.totalCount;
}

/** The export with every price raised by a tenth: every product of the file changes. */
function withPricesRaised(csv: string): string {
  const lines = csv.replace(/^\ufeff/, '').split('\r\n');
  const header = lines[0]!.split(',');
  const price = header.indexOf('price');
  const discounted = header.indexOf('discounted_price');
  // Product columns are on a product's first row only, and descriptions hold line breaks in
  // quotes: raise prices on rows of the generated goods only, parsed by the repository's parser.
  return lines
    .map((line, i) => {
      if (i === 0 || line === '' || !/^[0-9a-f-]{36},/.test(line)) return line;
      const cells = splitCsvLine(line);
      if (cells.length !== header.length) return line;
      const value = Number(cells[price]);
      if (!Number.isFinite(value) || value === 0) return line;
      cells[price] = String(Math.round((value * 1.1) / 50) * 50);
      if (cells[discounted]) cells[discounted] = '';
      return cells.map(cell).join(',');
    })
    .join('\r\n');
}

/** One line of a CSV without line breaks inside cells (the bench's own rows). */
function splitCsvLine(line: string): string[] {
  const cells: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const c = line[i]!;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        current += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else current += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      cells.push(current);
      current = '';
    } else current += c;
  }
  cells.push(current);
  return cells;
}

async function recreatePostgres(): Promise<string> {
  const admin = new pg.Client({ connectionString: pgAdminUrl });
  await admin.connect();
  try {
    const name = admin.escapeIdentifier(PG_DATABASE);
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(pgAdminUrl);
  url.pathname = `/${PG_DATABASE}`;
  return url.toString();
}

async function benchDatabase(database: string): Promise<Run> {
  const serverEnv: Record<string, string> =
    database === 'postgres' ? { DATABASE_URL: await recreatePostgres(), SEED_DEMO: 'true' } : {};
  console.log(`\n${database}: starting a server on a fresh database (migrate and demo seed)…`);
  const seedStarted = performance.now();
  const server: BuiltServer = await startBuiltServer(REPO_ROOT, PORT, {
    ...serverEnv,
    // The import is measured, not the rate limiter's patience.
    LOG_LEVEL: 'warn',
  });
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  try {
    const tree = await json<{ data: { items: CategoryNode[] } }>(
      await fetch(`${server.url}/v1/pos/category/?first=0&max=20`),
    );
    const categories = leafPaths(tree.data.items);
    const products = Math.ceil(ROWS / OPTIONS);
    const loadBefore = os.loadavg();
    const steps: Step[] = [];
    let bytes = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      const shop = SHOPS[round % SHOPS.length]!;
      console.log(` round ${round + 1}: ${shop}`);
      const token = await signIn(server.url, shop);
      const file = catalogFile(ROWS, categories, `B${round}${Date.now().toString(36)}`);
      bytes = Buffer.byteLength(file);
      const before = await productCount(server.url, token);

      steps.push(
        await measure('preview (dryRun=true)', server.pid, async () => {
          const r = await importFile(server.url, token, file, true);
          if (r.created !== products) throw new Error(`preview counted ${r.created} to create`);
          return `${r.rows} rows, ${r.created} to create`;
        }),
      );
      if ((await productCount(server.url, token)) !== before) throw new Error('preview wrote');
      steps.push(
        await measure('commit (dryRun=false)', server.pid, async () => {
          const r = await importFile(server.url, token, file, false);
          return `${r.created} created`;
        }),
      );
      const after = await productCount(server.url, token);
      if (after !== before + products) {
        throw new Error(`expected ${before + products} products after the commit, found ${after}`);
      }
      steps.push(
        await measure('same file again (commit)', server.pid, async () => {
          const r = await importFile(server.url, token, file, false);
          if (r.unchanged !== products) throw new Error(`${r.unchanged} unchanged`);
          return `${r.unchanged} unchanged, ${r.updated} updated`;
        }),
      );
      let exported = '';
      steps.push(
        await measure('export', server.pid, async () => {
          const res = await fetch(`${server.url}/v1/seller/products/export`, {
            headers: { authorization: `Bearer ${token}` },
          });
          exported = await res.text();
          if (!res.ok) throw new Error(`export answered ${res.status}`);
          return `${exported.split('\r\n').length - 2} rows, ${(Buffer.byteLength(exported) / 1024).toFixed(0)} KiB`;
        }),
      );
      const raised = withPricesRaised(exported);
      steps.push(
        await measure('export, every price raised (commit)', server.pid, async () => {
          const r = await importFile(server.url, token, raised, false);
          if (r.updated < products) throw new Error(`only ${r.updated} updated`);
          return `${r.updated} updated, ${r.unchanged} unchanged`;
        }),
      );
    }
    return {
      database: database === 'postgres' ? 'PostgreSQL' : 'SQLite',
      products,
      rows: ROWS,
      bytes,
      steps,
      loadBefore,
      loadAfter: os.loadavg(),
      seedSeconds,
    };
  } catch (error) {
    console.error(server.logTail());
    throw error;
  } finally {
    await server.stop();
  }
}

// ---------------------------------------------------------------------------------------------
// The report

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });
const load = (l: number[]) => l.map((x) => x.toFixed(2)).join(' / ');

/** One call's figures over the rounds: the median of each, and the slowest round. */
interface Summary {
  database: string;
  name: string;
  rounds: number;
  seconds: number;
  worstSeconds: number;
  cpuSeconds: number;
  growthMiB: number;
  worstGrowthMiB: number;
  peakMiB: number;
  answer: string;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

function summarise(run: Run): Summary[] {
  const names = [...new Set(run.steps.map((s) => s.name))];
  return names.map((name) => {
    const steps = run.steps.filter((s) => s.name === name);
    return {
      database: run.database,
      name,
      rounds: steps.length,
      seconds: median(steps.map((s) => s.seconds)),
      worstSeconds: Math.max(...steps.map((s) => s.seconds)),
      cpuSeconds: median(steps.map((s) => s.cpuSeconds)),
      growthMiB: median(steps.map((s) => s.growthMiB)),
      worstGrowthMiB: Math.max(...steps.map((s) => s.growthMiB)),
      peakMiB: Math.max(...steps.map((s) => s.peakMiB)),
      answer: steps[steps.length - 1]!.answer,
    };
  });
}

/** Judged on the slowest round and the largest growth: a target is met every time or not. */
function verdict(s: Summary): string {
  const misses = [
    s.worstSeconds >= TARGET_SECONDS ? `slowest round ≥ ${TARGET_SECONDS} s` : '',
    s.worstGrowthMiB >= TARGET_GROWTH_MIB ? `memory ≥ ${TARGET_GROWTH_MIB} MiB` : '',
  ].filter(Boolean);
  return misses.length === 0 ? 'yes' : `no: ${misses.join(', ')}`;
}

function report(machine: Machine, runs: Run[], skipped: string[], commit: string): string {
  const summaries = runs.flatMap(summarise);
  const rows = summaries.map(
    (s) =>
      `| ${s.database} | ${s.name} | ${fmt(s.seconds, 2)} | ${fmt(s.worstSeconds, 2)} | ${fmt(s.cpuSeconds, 2)} | ${fmt(s.growthMiB)} | ${fmt(s.worstGrowthMiB)} | ${fmt(s.peakMiB)} | ${s.answer} | ${verdict(s)} |`,
  );
  const met = summaries.filter((s) => verdict(s) === 'yes').length;
  return `# Catalog import benchmark

Generated by \`npx tsx bench/catalog-import.ts\` (\`npm run bench -- catalog-import\`) on ${new Date().toISOString()}, at commit ${commit}.

**Machine:** Node ${machine.node}, ${machine.cpus} CPUs (${machine.cpuModel}), ${machine.memoryGiB} GiB memory, shared with other work. Load average (1 / 5 / 15 min) before and after each database's rounds: ${runs.map((r) => `${r.database} ${load(r.loadBefore)} → ${load(r.loadAfter)}`).join('; ')}. A load above the CPU count means other work was queued for the CPUs: wall-clock seconds then stretch, server CPU seconds much less.

## Method

- The production server as \`npm start\` runs it (\`node apps/api/dist/server.js\`, the API's esbuild bundle built by this bench), each database fresh: ${runs.map((r) => `${r.database} migrated and demo-seeded in ${fmt(r.seedSeconds, 1)} s`).join(', ')}${skipped.length > 0 ? `. Not measured: ${skipped.join('; ')}` : ''}. PostgreSQL is a database of its own (\`${PG_DATABASE}\`), dropped and created by the bench.
- ${ROUNDS} rounds, each by another demo shop's staff account, signed in over HTTP, sending its own file to \`POST /v1/seller/products/import\` as \`text/csv\`: ${fmt(ROWS)} rows, ${fmt(runs[0]?.products ?? 0)} new products of ${OPTIONS} options (Burmese names and options, two-line descriptions, prices from 1,500 to 160,000 kyat in fifties, a fifth discounted, SKUs, stock, pre-orders on the large size), ${fmt((runs[0]?.bytes ?? 0) / 1024)} KiB. The database grows by that much every round.
- In each round, in order: the preview (\`dryRun=true\`, checked to have written nothing), the commit (checked: the shop has that many more products), the same file again (every product already as it says: counted unchanged, nothing written), the shop's export, and the export imported back with every price raised by a tenth (every product of the shop updated in one transaction, their versions raised).
- Time: from sending the request to reading the whole answer, one call at a time. Server CPU: the server process's user + system time over the call (\`/proc/<pid>/stat\`); for PostgreSQL it leaves out the database's own processes. Memory: the server's resident set (\`VmRSS\`) sampled every 10 ms during the call; growth is the highest sample less the figure just before the call. Each figure is the median over the rounds; the slowest round and the largest growth are shown beside it.

## Targets

Preview and commit each under ${TARGET_SECONDS} s and the server's memory growth under ${TARGET_GROWTH_MIB} MiB, held here for every call measured and judged on its slowest round. **${met} of ${summaries.length} calls meet them.**

## Results

| database | call | seconds (median) | slowest round | server CPU s | memory growth MiB | largest growth | peak RSS MiB | answer (last round) | meets targets |
|---|---|---|---|---|---|---|---|---|---|
${rows.join('\n')}
`;
}

async function main(): Promise<void> {
  const machine = describeMachine();
  if (env.BENCH_SKIP_BUILD !== '1') {
    console.log('Building the API bundle (npm run build -w @storefront/api)…');
    const built = spawnSync('npm', ['run', 'build', '-w', '@storefront/api'], {
      cwd: REPO_ROOT,
      stdio: 'inherit',
    });
    if (built.status !== 0) throw new Error('the API build failed');
  }
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  }).stdout.trim();
  const runs: Run[] = [];
  const skipped: string[] = [];
  for (const database of databases) {
    if (database !== 'sqlite' && database !== 'postgres') {
      throw new Error(`BENCH_DATABASES: unknown database "${database}" (sqlite, postgres)`);
    }
    try {
      runs.push(await benchDatabase(database));
    } catch (error) {
      if (database !== 'postgres' || !/ECONNREFUSED|connect/.test(String(error))) throw error;
      // Said loudly in the report: a missing PostgreSQL must not pass for a measured one.
      const reason = `PostgreSQL (${error instanceof Error ? error.message : String(error)})`;
      console.error(`!! ${reason}`);
      skipped.push(reason);
    }
  }
  const out = path.join(REPO_ROOT, 'bench/reports/catalog-import.md');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, report(machine, runs, skipped, commit));
  console.log(`\nReport: ${path.relative(REPO_ROOT, out)}`);
  const missed = runs.flatMap(summarise).filter((s) => verdict(s) !== 'yes');
  if (missed.length > 0 || skipped.length > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
  process.exit(1);
});
