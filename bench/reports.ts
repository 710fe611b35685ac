/**
 * The sales report on a year of orders: how long `GET v1/admin/reports/sales` takes to count
 * its figures, and the orders file to be written.
 *
 *   npx tsx bench/reports.ts        (npm run bench -- reports)
 *
 * On SQLite (a new file) and on PostgreSQL (a new schema of BENCH_DATABASE_URL, dropped after),
 * the large seed loads BENCH_REPORT_PRODUCTS products in BENCH_REPORT_SHOPS shops and
 * BENCH_REPORT_ORDERS orders over the year before 2026-11-28 (`seed:large --orders`). Then the
 * report's service (the same queries the route runs, without HTTP) for the last 30 and 365 days,
 * business-wide and for the busiest shop: BENCH_REPORT_RUNS runs each after two warm-ups, p50
 * and p99; the orders file of the last 30 days, read to the end; and the plans of the main
 * queries (EXPLAIN QUERY PLAN on SQLite, EXPLAIN ANALYZE on PostgreSQL).
 *
 * Target: a year of orders, business-wide, under 200 ms. Writes bench/reports/reports.md.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  CompiledQuery,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from 'kysely';
import pg from 'pg';
import { openDatabase, type Db, type Dialect } from '../apps/api/src/db/connection';
import { migrateToLatest } from '../apps/api/src/db/migrate';
import { createRng } from '../apps/api/src/db/seed/data/rng';
import { generateLargeCatalog } from '../apps/api/src/db/seed/large';
import { generateLargeOrders } from '../apps/api/src/db/seed/large-orders';
import {
  ordersCsv,
  rangeOf,
  salesReport,
  type Reader,
} from '../apps/api/src/modules/admin/reports.service';
import {
  salesByProduct,
  salesGroups,
  type ReportScope,
} from '../apps/api/src/modules/admin/reports.repository';
import { TOP_PRODUCTS } from '@storefront/contract/admin-reports';
import { describeMachine } from './lib/machine';
import { REPO_ROOT } from './lib/server-process';

const PRODUCTS = Number(process.env.BENCH_REPORT_PRODUCTS ?? 20_000);
const SHOPS = Number(process.env.BENCH_REPORT_SHOPS ?? 50);
const ORDERS = Number(process.env.BENCH_REPORT_ORDERS ?? 200_000);
const RUNS = Number(process.env.BENCH_REPORT_RUNS ?? 30);
/** Runs of the direct count over the orders (the report before its roll-ups), for the ratio. */
const DIRECT_RUNS = Number(process.env.BENCH_REPORT_DIRECT_RUNS ?? 5);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DIALECTS = (process.env.BENCH_REPORT_DIALECTS ?? 'sqlite,postgres').split(',') as Dialect[];
const UNTIL = new Date('2026-11-28T00:00:00.000Z');
/** The last day of every range: the Myanmar day the seeded year ends on. */
const LAST_DAY = '2026-11-27';
const TARGET_MS = 200;
const OWNER: Reader = { role: 'Owner', ownShopGuid: null };

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
const round = (n: number, digits = 1) => Number(n.toFixed(digits));
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** Notes every query the report runs, compiled, so that its plan can be asked for. */
class QueryRecorder implements KyselyPlugin {
  readonly queries: CompiledQuery[] = [];
  recording = false;
  constructor(private readonly db: Db) {}
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (this.recording) {
      this.queries.push(this.db.kysely.getExecutor().compileQuery(args.node, args.queryId));
    }
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

interface Open {
  db: Db;
  close: () => Promise<void>;
}

async function openFresh(dialect: Dialect): Promise<Open> {
  if (dialect === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-reports-'));
    const db = openDatabase({ dialect: 'sqlite', file: path.join(dir, 'storefront.db') });
    return {
      db,
      close: async () => {
        await db.close();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const schema = `bench_reports_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const db = openDatabase({ dialect: 'postgres', url: PG_URL, schema });
  return {
    db,
    close: async () => {
      await db.close();
      const c = new pg.Client({ connectionString: PG_URL });
      await c.connect();
      await c.query(`drop schema ${schema} cascade`);
      await c.end();
    },
  };
}

interface Scenario {
  name: string;
  days: number;
  shopGuid: string | null;
}

interface Timing extends Scenario {
  runs: number;
  p50: number;
  p99: number;
  max: number;
  orders: number;
  /** The direct count over invoices × sales × sale_items (the report's queries before 0017). */
  direct: { runs: number; p50: number; p99: number };
}

interface DialectFigures {
  dialect: Dialect;
  seedSeconds: number;
  orders: number;
  lines: number;
  busiestShop: { guid: string; orders: number };
  timings: Timing[];
  csv: { days: number; seconds: number; bytes: number; rows: number; rssGrowthMiB: number };
  plans: { query: string; sql: string; plan: string }[];
}

async function timeReport(db: Db, scenario: Scenario): Promise<Timing> {
  const range = rangeOf({ from: addDays(LAST_DAY, -(scenario.days - 1)), to: LAST_DAY });
  const reader = OWNER;
  let orders = 0;
  for (let i = 0; i < 2; i++) await salesReport(db, range, scenario.shopGuid, reader);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const report = await salesReport(db, range, scenario.shopGuid, reader);
    times.push(performance.now() - started);
    orders = report.totals.orders;
  }
  // The same figures counted straight from the orders, as the report did before the roll-ups:
  // its two grouping queries (the small lookups of shops, rates and names left out).
  const scope: ReportScope = {
    fromIso: range.fromIso,
    toIso: range.toIso,
    shopGuid: scenario.shopGuid,
  };
  const direct = async () => {
    const groups = await salesGroups(db, scope);
    const single = new Set(groups.map((g) => g.currencyCode)).size <= 1;
    await salesByProduct(db, scope, single ? TOP_PRODUCTS : null);
  };
  await direct();
  const directTimes: number[] = [];
  for (let i = 0; i < DIRECT_RUNS; i++) {
    const started = performance.now();
    await direct();
    directTimes.push(performance.now() - started);
  }
  return {
    ...scenario,
    runs: RUNS,
    p50: round(percentile(times, 50)),
    p99: round(percentile(times, 99)),
    max: round(Math.max(...times)),
    orders,
    direct: {
      runs: DIRECT_RUNS,
      p50: round(percentile(directTimes, 50)),
      p99: round(percentile(directTimes, 99)),
    },
  };
}

/**
 * Which of the report's queries a compiled one is; null for the small lookups (rates, shops,
 * names) and for the ranked product query's inner part, compiled on its own first.
 */
function nameOf(sqlText: string): string | null {
  const text = sqlText.toLowerCase();
  if (text.includes('"report_days"'))
    return 'day roll-up: orders by day, status, payment method and currency';
  if (text.includes('"report_products"') && text.includes('"ranked"'))
    return 'product roll-up: top products (ranked)';
  return null;
}

async function explain(db: Db, query: CompiledQuery): Promise<string> {
  const prefix = db.dialect === 'sqlite' ? 'explain query plan ' : 'explain (analyze, buffers) ';
  const result = await db.kysely.executeQuery(
    CompiledQuery.raw(`${prefix}${query.sql}`, [...query.parameters]),
  );
  if (db.dialect === 'sqlite') {
    return (result.rows as { id: number; parent: number; detail: string }[])
      .map((r) => `${r.parent === 0 ? '' : '  '}${r.detail}`)
      .join('\n');
  }
  return (result.rows as Record<string, string>[]).map((r) => Object.values(r)[0]).join('\n');
}

async function measure(dialect: Dialect): Promise<DialectFigures> {
  const { db, close } = await openFresh(dialect);
  try {
    const seedStarted = performance.now();
    await migrateToLatest(db);
    console.log(`  ${dialect}: ${PRODUCTS} products in ${SHOPS} shops, ${ORDERS} orders…`);
    await generateLargeCatalog(db, { products: PRODUCTS, shops: SHOPS, until: UNTIL });
    const written = await generateLargeOrders(db, createRng(`large-orders:${ORDERS}`), {
      orders: ORDERS,
      until: UNTIL,
    });
    // As seed:large leaves the database.
    if (dialect === 'postgres') await db.kysely.executeQuery(CompiledQuery.raw('vacuum (analyze)'));
    else await db.kysely.executeQuery(CompiledQuery.raw('pragma wal_checkpoint(truncate)'));
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    console.log(`  ${dialect}: seeded in ${seedSeconds.toFixed(0)} s`);

    const busiest = await db.kysely
      .selectFrom('sales')
      .select(['shopGuid', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('shopGuid')
      .orderBy('n', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();

    const scenarios: Scenario[] = [
      { name: 'whole business, 30 days', days: 30, shopGuid: null },
      { name: 'whole business, 365 days', days: 365, shopGuid: null },
      { name: 'busiest shop, 30 days', days: 30, shopGuid: busiest.shopGuid },
      { name: 'busiest shop, 365 days', days: 365, shopGuid: busiest.shopGuid },
    ];
    const timings: Timing[] = [];
    for (const scenario of scenarios) {
      const timing = await timeReport(db, scenario);
      console.log(
        `  ${dialect}: ${scenario.name}: p50 ${timing.p50} ms, p99 ${timing.p99} ms (${timing.orders} orders); direct count p50 ${timing.direct.p50} ms (${round(timing.direct.p50 / timing.p50)}×)`,
      );
      timings.push(timing);
    }

    // The orders file of a month, read to its end as the route streams it.
    const month = rangeOf({ from: addDays(LAST_DAY, -29), to: LAST_DAY });
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    let peak = rssBefore;
    let bytes = 0;
    let rows = -1;
    const csvStarted = performance.now();
    for await (const chunk of ordersCsv(db, month, null)) {
      bytes += Buffer.byteLength(chunk);
      rows += chunk.split('\r\n').length - 1;
      peak = Math.max(peak, process.memoryUsage().rss);
    }
    const csvSeconds = (performance.now() - csvStarted) / 1000;
    console.log(`  ${dialect}: orders file of 30 days: ${csvSeconds.toFixed(2)} s, ${rows} rows`);

    // The plans of the report's queries, a year business-wide and for the busiest shop.
    const plans: DialectFigures['plans'] = [];
    for (const [label, shopGuid] of [
      ['whole business, 365 days', null],
      ['busiest shop, 365 days', busiest.shopGuid],
    ] as const) {
      const recorder = new QueryRecorder(db);
      const recorded: Db = { ...db, kysely: db.kysely.withPlugin(recorder) };
      recorder.recording = true;
      await salesReport(
        recorded,
        rangeOf({ from: addDays(LAST_DAY, -364), to: LAST_DAY }),
        shopGuid,
        OWNER,
      );
      recorder.recording = false;
      for (const query of recorder.queries) {
        const name = nameOf(query.sql);
        if (name === null) continue;
        plans.push({ query: `${label}: ${name}`, sql: query.sql, plan: await explain(db, query) });
      }
    }
    const recorder = new QueryRecorder(db);
    recorder.recording = true;
    const csvDb: Db = { ...db, kysely: db.kysely.withPlugin(recorder) };
    const pages = ordersCsv(csvDb, month, null);
    await pages.next();
    await pages.next();
    recorder.recording = false;
    await pages.return(undefined);
    for (const [i, query] of recorder.queries.slice(0, 2).entries()) {
      plans.push({
        query: `orders file, 30 days: ${i === 0 ? 'a page of orders' : 'their lines'}`,
        sql: query.sql,
        plan: await explain(db, query),
      });
    }

    return {
      dialect,
      seedSeconds: round(seedSeconds, 0),
      orders: written.orders,
      lines: written.lines,
      busiestShop: { guid: busiest.shopGuid, orders: Number(busiest.n) },
      timings,
      csv: {
        days: 30,
        seconds: round(csvSeconds, 2),
        bytes,
        rows,
        rssGrowthMiB: round((peak - rssBefore) / 2 ** 20),
      },
      plans,
    };
  } finally {
    await close();
  }
}

/** A plan line naming 500 ids is cut: the plan's shape is what the reader needs. */
const clip = (text: string) =>
  text
    .split('\n')
    .map((line) => (line.length > 300 ? `${line.slice(0, 300)} …` : line))
    .join('\n');

function reportOf(figures: DialectFigures[], loadBefore: number[], loadAfter: number[]): string {
  const machine = describeMachine();
  const lines: string[] = [
    '# Sales report benchmark',
    '',
    `Run ${new Date().toISOString()} with \`npx tsx bench/reports.ts\` ` +
      `(BENCH_REPORT_PRODUCTS=${PRODUCTS}, BENCH_REPORT_SHOPS=${SHOPS}, BENCH_REPORT_ORDERS=${ORDERS}, BENCH_REPORT_RUNS=${RUNS}).`,
    '',
    `Machine: ${machine.cpuModel}, ${machine.cpus} CPUs, ${machine.memoryGiB} GiB, Node ${machine.node}. ` +
      `Load average (1, 5, 15 min) before: ${loadBefore.map((l) => l.toFixed(2)).join(', ')}; after: ${loadAfter.map((l) => l.toFixed(2)).join(', ')} ` +
      '(a machine shared with other work: figures are upper bounds).',
    '',
    'The report is timed through its service (`salesReport`: every query the route runs, the ' +
      "currency conversion and the shaping), without HTTP. The orders are the large seed's " +
      '(`npm run seed:large -- --orders N`): one year before 2026-11-28, shops weighted 1–10, ' +
      'one to three lines each. Beside it, in the same run on the same database, the direct ' +
      'count the report made before its roll-ups (migration 0017): its two grouping queries over ' +
      `invoices × sales × sale_items, ${DIRECT_RUNS} runs after one warm-up; the ratio is direct p50 ÷ roll-up p50.`,
    '',
    `Target: a year of orders, business-wide, under ${TARGET_MS} ms.`,
    '',
    '| database | range | orders counted | p50 ms | p99 ms | max ms | target | direct count p50 ms | direct p99 ms | ratio |',
    '|---|---|---:|---:|---:|---:|---|---:|---:|---:|',
  ];
  for (const f of figures) {
    for (const t of f.timings) {
      lines.push(
        `| ${f.dialect} | ${t.name} | ${t.orders.toLocaleString('en')} | ${t.p50} | ${t.p99} | ${t.max} | ${t.p99 < TARGET_MS ? 'met' : 'missed'} | ${t.direct.p50} | ${t.direct.p99} | ${round(t.direct.p50 / t.p50)}× |`,
      );
    }
  }
  lines.push(
    '',
    '## Orders file',
    '',
    '| database | range | rows | size | seconds | memory growth |',
    '|---|---|---:|---:|---:|---:|',
  );
  for (const f of figures) {
    lines.push(
      `| ${f.dialect} | last 30 days, whole business | ${f.csv.rows.toLocaleString('en')} | ${(f.csv.bytes / 2 ** 20).toFixed(1)} MiB | ${f.csv.seconds} | ${f.csv.rssGrowthMiB} MiB |`,
    );
  }
  lines.push('', '## Data', '');
  for (const f of figures) {
    lines.push(
      `- ${f.dialect}: ${f.orders.toLocaleString('en')} orders, ${f.lines.toLocaleString('en')} lines, seeded in ${f.seedSeconds} s; busiest shop ${f.busiestShop.orders.toLocaleString('en')} orders.`,
    );
  }
  lines.push('', '## Plans', '');
  for (const f of figures) {
    lines.push(`### ${f.dialect}`, '');
    for (const p of f.plans) {
      lines.push(`**${p.query}**`, '', '```sql', p.sql, '```', '', '```', clip(p.plan), '```', '');
    }
  }
  return `${lines.join('\n')}\n`;
}

async function main(): Promise<void> {
  const loadBefore = os.loadavg();
  const figures: DialectFigures[] = [];
  for (const dialect of DIALECTS) figures.push(await measure(dialect));
  const loadAfter = os.loadavg();
  const out = path.join(REPO_ROOT, 'bench/reports/reports.md');
  fs.writeFileSync(out, reportOf(figures, loadBefore, loadAfter));
  console.log(`Wrote ${path.relative(REPO_ROOT, out)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
