/**
 * Checkout with 50 buyers at once: the sale and the invoice requests' latency, the orders a
 * second and the server's CPU per checkout, for an older build and this one taking turns, on
 * SQLite and on PostgreSQL (docs/architecture.md#benchmarks).
 *
 *   npx tsx bench/checkout.ts      (npm run bench -- checkout)
 *
 * Each build runs as production runs it (`node apps/api/dist/server.js`, bench/lib/built-server.ts)
 * on a fresh database: a fresh DATA_DIR on SQLite, a fresh schema of the database of
 * BENCH_PG_URL on PostgreSQL (`bench_checkout` by default). The bench adds four shops of 25
 * products in two options each, every option with more stock than a run takes, a staff member
 * per shop, and 50 buyers, registered, signed in and given an address before any measurement.
 *
 * Workload: every buyer checks out again and again, each time a cart of 1 to 3 lines (1 or 2
 * units each) from one shop, or every third time from two: a sale per shop, then one
 * cash-on-delivery invoice of them, each request with an Idempotency-Key
 * (bench/lib/checkout-driver.ts). Three kinds of phase:
 *
 * - `buyers` (the target's): before each order the buyer pauses for a think time drawn from an
 *   exponential distribution of mean BENCH_CHECKOUT_THINK_MS (1,000 ms), as 50 shoppers who are
 *   all checking out at the same time do, none waiting for another;
 * - `burst`: every BENCH_CHECKOUT_WAVE_MS (2,000 ms) all 50 send an order at the same instant;
 * - `closed` (capacity): no pause, each buyer's next order sent as soon as the last is answered,
 *   so 50 checkouts are always in flight and the server runs flat out.
 *
 * Between phases the shops accept the orders placed so far (written to the database). A phase
 * counts the checkouts that ended inside it. Every answer must be a 2xx. The servers' CPU is
 * read from /proc/<pid>/stat; with BENCH_CHECKOUT_PROFILE=1 (the default) the servers run with
 * `--cpu-prof` and the report lists their top frames. Writes bench/reports/checkout.md.
 *
 * Settings: BENCH_OLD_ROOT (`../bench-base` beside this repository: a built tree of the older commit),
 * BENCH_PG_URL, BENCH_CHECKOUT_DBS (sqlite,postgres), BENCH_CHECKOUT_BUYERS (50),
 * BENCH_CHECKOUT_ROUNDS (2), BENCH_PHASE_SECONDS (15), BENCH_CHECKOUT_THINK_MS (1000),
 * BENCH_CHECKOUT_WAVE_MS (2000), BENCH_CHECKOUT_MODES (buyers,burst,closed),
 * BENCH_CHECKOUT_PORT (8550: four ports from it).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'kysely';
import { CASH_ON_DELIVERY } from '@storefront/contract/sales';
import { OWNER_ROLE, SELLER_ROLE } from '@storefront/contract/seller';
import { openDatabase, type Db } from '../apps/api/src/db/connection';
import type { Shopper } from '../apps/api/src/proof/support/shoppers';
import { startBuiltServer, type BuiltServer } from './lib/built-server';
import {
  acceptPlacedOrders,
  addBuyers,
  addCheckoutWorld,
  checkout,
  envNumber,
  fmt,
  percentile,
  sleep,
  UNLIMITED_HOLDS,
  type BenchWorld,
  type ShopCart,
  type TimedCheckout,
} from './lib/checkout-driver';
import { topFrames, type Frame } from './lib/cpu-profile';
import { cpuSecondsOf } from './lib/load';
import { describeMachine } from './lib/machine';
import { REPO_ROOT } from './lib/server-process';
import { ensureDatabase } from './lib/catalog';
import { seededRandom } from './lib/seeded-random';

const TARGET_P99_MS = 50;

const settings = {
  oldRoot: path.resolve(process.env.BENCH_OLD_ROOT ?? path.join(REPO_ROOT, '..', 'bench-base')),
  pgUrl: process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/bench_checkout',
  dialects: (process.env.BENCH_CHECKOUT_DBS ?? 'sqlite,postgres').split(',') as Dialect[],
  modes: (process.env.BENCH_CHECKOUT_MODES ?? 'buyers,burst,closed').split(',') as Mode[],
  buyers: envNumber('BENCH_CHECKOUT_BUYERS', 50),
  rounds: envNumber('BENCH_CHECKOUT_ROUNDS', 2),
  phaseSeconds: envNumber('BENCH_PHASE_SECONDS', 15),
  thinkMs: envNumber('BENCH_CHECKOUT_THINK_MS', 1_000),
  waveMs: envNumber('BENCH_CHECKOUT_WAVE_MS', 2_000),
  port: envNumber('BENCH_CHECKOUT_PORT', 8550),
  profile: process.env.BENCH_CHECKOUT_PROFILE !== '0',
  shops: 4,
  products: 25,
};

type Dialect = 'sqlite' | 'postgres';
type Mode = 'buyers' | 'burst' | 'closed';
type Build = 'old' | 'new';

interface Target {
  build: Build;
  dialect: Dialect;
  server: BuiltServer;
  db: Db;
  world: BenchWorld;
  buyers: Shopper[];
  profileDir: string;
  dataDir: string;
}

interface Phase {
  build: Build;
  dialect: Dialect;
  mode: Mode;
  round: number;
  checkouts: TimedCheckout[];
  seconds: number;
  cpuSeconds: number;
  load: number;
}

// ---------------------------------------------------------------------------------------------
// Carts

/** One shop's cart, or two shops' every third order: 1 to 3 lines of 1 or 2 units each. */
function cartOf(world: BenchWorld, random: () => number, order: number): ShopCart[] {
  const first = Math.floor(random() * world.shops.length);
  const shops = [world.shops[first]!];
  if (order % 3 === 2) shops.push(world.shops[(first + 1) % world.shops.length]!);
  return shops.map((shop) => {
    const lines = 1 + Math.floor(random() * 3);
    const picked = new Set<number>();
    while (picked.size < lines) picked.add(Math.floor(random() * shop.options.length));
    return {
      shop,
      lines: [...picked].map((i) => ({
        option: shop.options[i]!,
        quantity: 1 + Math.floor(random() * 2),
      })),
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Servers and databases

async function preparePostgresSchema(schema: string): Promise<void> {
  const url = new URL(settings.pgUrl);
  const dbName = decodeURIComponent(url.pathname.slice(1));
  const adminUrl = new URL(settings.pgUrl);
  adminUrl.pathname = '/postgres';
  await ensureDatabase(adminUrl.toString(), dbName);
  const client = new pg.Client({ connectionString: settings.pgUrl });
  await client.connect();
  try {
    await client.query(`drop schema if exists ${client.escapeIdentifier(schema)} cascade`);
    await client.query(`create schema ${client.escapeIdentifier(schema)}`);
  } finally {
    await client.end();
  }
}

async function startTarget(build: Build, dialect: Dialect, port: number): Promise<Target> {
  const root = build === 'old' ? settings.oldRoot : REPO_ROOT;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-checkout-${build}-${dialect}-`));
  const profileDir = path.join(dataDir, 'profile');
  fs.mkdirSync(profileDir);
  const schema = `checkout_${build}`;
  if (dialect === 'postgres') await preparePostgresSchema(schema);
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    TRUST_PROXY: 'loopback',
    JWT_SECRET: 'bench-checkout-secret-bench-checkout-secret',
    ...UNLIMITED_HOLDS,
    ...(dialect === 'postgres' ? { DATABASE_URL: settings.pgUrl, DATABASE_SCHEMA: schema } : {}),
  };
  const nodeArgs = settings.profile ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const server = await startBuiltServer(root, port, env, nodeArgs);
  const db =
    dialect === 'postgres'
      ? openDatabase({ dialect: 'postgres', url: settings.pgUrl, schema })
      : openDatabase({ dialect: 'sqlite', file: path.join(dataDir, 'storefront.sqlite') });
  const world = await addCheckoutWorld(db, { shops: settings.shops, products: settings.products });
  const buyers = await addBuyers(
    server.url,
    world,
    settings.buyers,
    `10.${50 + port - settings.port}`,
  );
  return { build, dialect, server, db, world, buyers, profileDir, dataDir };
}

// ---------------------------------------------------------------------------------------------
// Phases

async function runPhase(target: Target, mode: Mode, round: number): Promise<Phase> {
  await acceptPlacedOrders(target.db);
  const phase: Phase = {
    build: target.build,
    dialect: target.dialect,
    mode,
    round,
    checkouts: [],
    seconds: 0,
    cpuSeconds: 0,
    load: 0,
  };
  const cpuBefore = cpuSecondsOf(target.server.pid) ?? 0;
  const started = performance.now();
  const ends = started + settings.phaseSeconds * 1000;
  await Promise.all(
    target.buyers.map(async (buyer, i) => {
      const random = seededRandom(round * 1_000 + i);
      // Exponential think time, capped at five means so one buyer never sits out a phase.
      const think = () =>
        sleep(Math.min(-Math.log(1 - random()) * settings.thinkMs, 5 * settings.thinkMs));
      // Each buyer's first order, too, comes after a think time: buyers are mid-way through
      // their shopping when the phase starts, not lined up.
      if (mode === 'buyers') await think();
      for (let order = 0; performance.now() < ends; order++) {
        if (mode === 'burst') {
          // Every buyer sends the next order at the next wave's start: all at the same instant.
          const sinceStart = performance.now() - started;
          await sleep(Math.ceil(sinceStart / settings.waveMs) * settings.waveMs - sinceStart);
          if (performance.now() >= ends) break;
        }
        const done = await checkout(target.server.url, buyer, cartOf(target.world, random, order));
        if (done.endedAt > ends) break;
        phase.checkouts.push(done);
        if (mode === 'buyers') await think();
      }
    }),
  );
  phase.seconds = (performance.now() - started) / 1000;
  phase.cpuSeconds = (cpuSecondsOf(target.server.pid) ?? 0) - cpuBefore;
  phase.load = os.loadavg()[0]!;
  return phase;
}

// ---------------------------------------------------------------------------------------------
// Figures

interface Figures {
  checkouts: number;
  failed: number;
  errors: Map<string, number>;
  saleP50: number;
  saleP99: number;
  invoiceP50: number;
  invoiceP99: number;
  checkoutP50: number;
  checkoutP99: number;
  ordersPerSecond: number;
  cpuMsPerCheckout: number;
}

function figuresOf(phases: Phase[]): Figures {
  const all = phases.flatMap((p) => p.checkouts);
  const sales = all.flatMap((c) => c.sales.filter((s) => s.message === undefined).map((s) => s.ms));
  const invoices = all.flatMap((c) =>
    c.invoice && c.invoice.message === undefined ? [c.invoice.ms] : [],
  );
  const done = all.filter((c) => c.ok);
  const errors = new Map<string, number>();
  for (const c of all) {
    for (const answer of [...c.sales, ...(c.invoice ? [c.invoice] : [])]) {
      if (answer.message === undefined) continue;
      const key = `${answer.status} ${answer.message}`;
      errors.set(key, (errors.get(key) ?? 0) + 1);
    }
  }
  const seconds = phases.reduce((n, p) => n + p.seconds, 0);
  const cpu = phases.reduce((n, p) => n + p.cpuSeconds, 0);
  return {
    checkouts: done.length,
    failed: all.length - done.length,
    errors,
    saleP50: percentile(sales, 50),
    saleP99: percentile(sales, 99),
    invoiceP50: percentile(invoices, 50),
    invoiceP99: percentile(invoices, 99),
    checkoutP50: percentile(
      done.map((c) => c.ms),
      50,
    ),
    checkoutP99: percentile(
      done.map((c) => c.ms),
      99,
    ),
    ordersPerSecond: done.length / Math.max(seconds, 1e-9),
    cpuMsPerCheckout: (cpu * 1000) / Math.max(1, all.length),
  };
}

// ---------------------------------------------------------------------------------------------
// Plans of the checkout's reads

/** The checkout's reads that grow with what accounts and options placed before. */
function checkoutQueries(sample: {
  sale: string;
  buyer: string;
  shop: string;
  variant: string;
  now: string;
}) {
  const q = sql;
  return [
    {
      label: "a buyer's unpaid sale of a shop (replaced by a new sale)",
      query: q`select guid, expires_at from sales where buyer_guid = ${sample.buyer} and shop_guid = ${sample.shop} and status = 'Pending' and invoice_guid is null order by guid`,
    },
    {
      label: 'units an account holds (hold limits)',
      query: q`select sale_items.variant_guid, sale_items.quantity from sale_items join sales on sales.guid = sale_items.sale_guid where sales.buyer_guid = ${sample.buyer} and sales.status = 'Pending' and (sales.invoice_guid is not null or sales.expires_at > ${sample.now})`,
    },
    {
      label: 'unpaid holds that ran out (released by every sale request)',
      query: q`select guid from sales where status = 'Pending' and expires_at <= ${sample.now} and invoice_guid is null order by expires_at limit 20`,
    },
    {
      label: "an account's orders awaiting shops (hold limits)",
      query: q`select count(*) from invoices where buyer_guid = ${sample.buyer} and status = 'Pending'`,
    },
    {
      label: 'units of an option held by open cash-on-delivery orders',
      query: q`select sale_items.variant_guid, sum(sale_items.quantity) from sale_items join sales on sales.guid = sale_items.sale_guid join invoices on invoices.guid = sales.invoice_guid where sales.status = 'Pending' and invoices.payment_type = ${CASH_ON_DELIVERY} and sale_items.variant_guid in (${sample.variant}) group by sale_items.variant_guid`,
    },
    {
      label: 'staff told of a new order',
      query: q`select users.guid from sales join users on ((users.role = ${SELLER_ROLE} and users.shop_guid = sales.shop_guid) or users.role = ${OWNER_ROLE}) where sales.guid = ${sample.sale}`,
    },
  ];
}

async function plansOf(target: Target): Promise<{ label: string; plan: string }[]> {
  const db = target.db;
  const buyer = await db.kysely
    .selectFrom('sales')
    .select(['guid', 'buyerGuid', 'shopGuid'])
    .executeTakeFirstOrThrow();
  const variant = target.world.shops[0]!.options[0]!.variantGuid;
  const sample = {
    sale: buyer.guid,
    buyer: buyer.buyerGuid,
    shop: buyer.shopGuid,
    variant,
    now: new Date().toISOString(),
  };
  await sql`analyze`.execute(db.kysely);
  const out: { label: string; plan: string }[] = [];
  for (const { label, query } of checkoutQueries(sample)) {
    const explain =
      db.dialect === 'postgres' ? sql`explain ${query}` : sql`explain query plan ${query}`;
    const rows = (await explain.execute(db.kysely)).rows as Record<string, unknown>[];
    const plan = rows
      .map((r) => String(r.detail ?? Object.values(r).find((v) => typeof v === 'string') ?? ''))
      .join('\n');
    out.push({ label, plan });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Report

function report(input: {
  phases: Phase[];
  loadBefore: number[];
  loadAfter: number[];
  profiles: Map<string, { busyMs: number; frames: Frame[] } | string>;
  plans: Map<string, { label: string; plan: string }[]>;
  command: string;
}): string {
  const machine = describeMachine();
  const { phases } = input;
  const of = (build: Build, dialect: Dialect, mode: Mode) =>
    figuresOf(phases.filter((p) => p.build === build && p.dialect === dialect && p.mode === mode));
  const verdict = (met: boolean) => (met ? '**met**' : '**not met**');
  const ratio = (a: number, b: number) => `${fmt(a / b, 2)} ×`;
  const sections: string[] = [];
  const targets: string[] = [];
  for (const dialect of settings.dialects) {
    const name = dialect === 'sqlite' ? 'SQLite' : 'PostgreSQL';
    for (const mode of settings.modes) {
      const before = of('old', dialect, mode);
      const after = of('new', dialect, mode);
      const row = (label: string, pick: (f: Figures) => number, digits = 0) =>
        `| ${label} | ${fmt(pick(before), digits)} | ${fmt(pick(after), digits)} | ${ratio(pick(after), pick(before))} |`;
      const title = {
        buyers: `${settings.buyers} buyers with a think time`,
        burst: `${settings.buyers} buyers in waves, all at the same instant`,
        closed: `closed loop, ${settings.buyers} checkouts always in flight`,
      }[mode];
      sections.push(`### ${name}, ${title}

| | old | new | new / old |
| --- | --- | --- | --- |
${row('checkouts (all answers 2xx)', (f) => f.checkouts)}
${row('checkouts with a refused answer', (f) => f.failed)}
${row('sale p50 ms', (f) => f.saleP50, 1)}
${row('sale p99 ms', (f) => f.saleP99, 1)}
${row('invoice p50 ms', (f) => f.invoiceP50, 1)}
${row('invoice p99 ms', (f) => f.invoiceP99, 1)}
${row('checkout (sales and invoice) p50 ms', (f) => f.checkoutP50, 1)}
${row('checkout (sales and invoice) p99 ms', (f) => f.checkoutP99, 1)}
${row('orders a second', (f) => f.ordersPerSecond, 1)}
${row('server CPU per checkout, ms', (f) => f.cpuMsPerCheckout, 2)}
${[...before.errors, ...after.errors].length === 0 ? '' : `\nRefused answers: old ${[...before.errors].map(([k, n]) => `${n} × ${k}`).join('; ') || 'none'}; new ${[...after.errors].map(([k, n]) => `${n} × ${k}`).join('; ') || 'none'}.\n`}`);
      if (mode === 'buyers') {
        for (const [build, f] of [
          ['old', before],
          ['new', after],
        ] as const) {
          const met = f.saleP99 < TARGET_P99_MS && f.invoiceP99 < TARGET_P99_MS && f.failed === 0;
          targets.push(
            `| ${name} | ${build} | ${fmt(f.saleP99, 1)} | ${fmt(f.invoiceP99, 1)} | ${fmt(f.checkoutP99, 1)} | ${f.failed} | ${verdict(met)} |`,
          );
        }
      }
    }
  }
  const phaseRows = phases.map((p) => {
    const f = figuresOf([p]);
    return `| ${p.round} | ${p.dialect} | ${p.mode} | ${p.build} | ${f.checkouts} | ${f.failed} | ${fmt(f.saleP99, 1)} | ${fmt(f.invoiceP99, 1)} | ${fmt(f.ordersPerSecond, 1)} | ${fmt(f.cpuMsPerCheckout, 2)} | ${fmt(p.load, 2)} |`;
  });
  const profileSections = [...input.profiles].map(([label, profile]) =>
    typeof profile === 'string'
      ? `#### ${label}\n\n${profile}\n`
      : `#### ${label}\n\n${fmt(profile.busyMs)} ms of main-thread time, not idle, over the whole run (set-up included).\n\n| self ms | share | function |\n| --- | --- | --- |\n${profile.frames.map((f) => `| ${fmt(f.selfMs)} | ${fmt(100 * f.share, 1)} % | \`${f.name}\` |`).join('\n')}\n`,
  );
  const planSections = [...input.plans].map(
    ([label, plans]) =>
      `#### ${label}\n\n${plans
        .map(
          (p) =>
            `- ${p.label}:\n\n  \`\`\`\n${p.plan
              .split('\n')
              .map((l) => `  ${l}`)
              .join('\n')}\n  \`\`\``,
        )
        .join('\n')}\n`,
  );
  return `# Checkout benchmark

Generated by \`${input.command}\` on ${new Date().toISOString()}.

**Machine:** Node ${machine.node}, ${machine.cpus} CPUs (${machine.cpuModel}), ${machine.memoryGiB} GiB memory, shared with other work. Load average (1, 5, 15 min) at the start: ${input.loadBefore.map((l) => fmt(l, 2)).join(', ')}; at the end: ${input.loadAfter.map((l) => fmt(l, 2)).join(', ')}.

## Method

- **Servers:** each build as production runs it (\`node apps/api/dist/server.js\`): old = \`${settings.oldRoot}\`, new = this tree. Fresh database each: a new DATA_DIR on SQLite, a new schema of \`${new URL(settings.pgUrl).pathname.slice(1)}\` on PostgreSQL (its CPU is not in the server's figure). No demo catalog: ${settings.shops} shops of ${settings.products} products in two options each (more stock than a run takes), a nationwide shipping method and a staff member per shop, written by the bench. Hold limits raised (\`HOLD_MAX_*\`), \`TRUST_PROXY=loopback\` and one client address per buyer, as behind a load balancer.${settings.profile ? ' Every server runs with `--cpu-prof` (both builds alike).' : ''}
- **Buyers:** ${settings.buyers}, registered, signed in and given an address before any measurement. Each checks out again and again: a cart of 1 to 3 lines (1 or 2 units each) of one shop, every third order of two shops; a \`POST /v1/pos/sales\` per shop, then one \`POST /v1/pos/sales/invoice\` paying cash on delivery, each with an \`Idempotency-Key\`. The carts (and think times) are drawn from a seeded random source, the same for both builds.
- **Workload models:** \`buyers\` (the target's): before each order (the first too) a buyer pauses for a think time drawn from an exponential distribution of mean ${fmt(settings.thinkMs)} ms (capped at five means): ${settings.buyers} people in the middle of checking out at the same time, each at their own pace, none waiting for another — a closed system of ${settings.buyers} users with think time (about ${settings.buyers} orders a second offered while answers are fast), whose offered load falls only when the server is slow. \`burst\`: every ${fmt(settings.waveMs)} ms all ${settings.buyers} buyers send an order at the same instant (a flash sale's worst case): the last of a wave waits for the ${settings.buyers - 1} before it. \`closed\`: no pause: ${settings.buyers} checkouts always in flight, the server flat out; its p99 is ${settings.buyers} checkouts queueing behind each other and measures capacity (orders a second, CPU per order), not the latency a buyer sees.
- **Phases:** ${settings.rounds} rounds; in each, for each database and model, the old build then the new one (the order alternates by round), ${settings.phaseSeconds} s each. Before each phase the shops accept the orders placed so far (written to the database), as staff would, so no account piles up open orders. A checkout counts when it ended inside its phase; latencies are of each request (sale, invoice) and of the whole checkout; every answer must be a 2xx. Server CPU is user + system time of the server process from \`/proc/<pid>/stat\` over the phase, per checkout.

## Targets: sale and invoice p99 under ${TARGET_P99_MS} ms with ${settings.buyers} buyers at once (model \`buyers\`), no refused answer

| database | build | sale p99 ms | invoice p99 ms | checkout p99 ms | refused | |
| --- | --- | --- | --- | --- | --- | --- |
${targets.join('\n')}

## Figures

${sections.join('\n')}

### Per phase

| round | database | model | build | checkouts | refused | sale p99 ms | invoice p99 ms | orders/s | CPU ms per checkout | load (1 min) |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
${phaseRows.join('\n')}

## Where the server's time goes (\`--cpu-prof\`, top frames by self time)

${profileSections.join('\n') || 'Not profiled (BENCH_CHECKOUT_PROFILE=0).'}

## Plans of the checkout's reads that grow with past orders

After the run, on each database, with the run's own rows (\`ANALYZE\` first).

${planSections.join('\n')}
`;
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const loadBefore = os.loadavg();
  const benchEnv = Object.entries(process.env)
    .filter(([name]) => name.startsWith('BENCH_'))
    .map(([name, value]) => `${name}=${value} `)
    .join('');
  const command = `${benchEnv}npx tsx bench/checkout.ts`;
  if (!fs.existsSync(path.join(settings.oldRoot, 'apps/api/dist/server.js'))) {
    throw new Error(`${settings.oldRoot} has no built server (apps/api/dist/server.js)`);
  }
  const targets: Target[] = [];
  const phases: Phase[] = [];
  const profiles = new Map<string, { busyMs: number; frames: Frame[] } | string>();
  const plans = new Map<string, { label: string; plan: string }[]>();
  try {
    let port = settings.port;
    for (const dialect of settings.dialects) {
      for (const build of ['old', 'new'] as const) {
        console.log(`Starting the ${build} build on ${dialect} (port ${port})…`);
        targets.push(await startTarget(build, dialect, port++));
      }
    }
    // Warm-up: a few checkouts each, figures dropped.
    for (const target of targets) {
      for (let i = 0; i < 10; i++) {
        const random = seededRandom(999_000 + i);
        const done = await checkout(
          target.server.url,
          target.buyers[i % target.buyers.length]!,
          cartOf(target.world, random, i),
        );
        if (!done.ok) {
          const refused = [...done.sales, ...(done.invoice ? [done.invoice] : [])].find(
            (c) => c.message !== undefined,
          );
          throw new Error(
            `warm-up checkout on ${target.build}/${target.dialect} refused: ${refused?.status} ${refused?.message}`,
          );
        }
      }
    }
    for (let round = 1; round <= settings.rounds; round++) {
      for (const dialect of settings.dialects) {
        for (const mode of settings.modes) {
          const pair = targets.filter((t) => t.dialect === dialect);
          if (round % 2 === 0) pair.reverse();
          for (const target of pair) {
            const phase = await runPhase(target, mode, round);
            const f = figuresOf([phase]);
            console.log(
              `  round ${round} ${dialect} ${mode} ${target.build}: ${f.checkouts} checkouts, ${f.failed} refused, sale p99 ${fmt(f.saleP99, 1)} ms, invoice p99 ${fmt(f.invoiceP99, 1)} ms, ${fmt(f.ordersPerSecond, 1)}/s, ${fmt(f.cpuMsPerCheckout, 2)} ms CPU each`,
            );
            phases.push(phase);
            await sleep(1_000);
          }
        }
      }
    }
    for (const target of targets) {
      const label = `${target.dialect}, ${target.build} build`;
      try {
        plans.set(label, await plansOf(target));
      } catch (error) {
        plans.set(label, [{ label: 'the plans could not be read', plan: String(error) }]);
      }
    }
  } finally {
    for (const target of targets) {
      await target.server.stop();
      await target.db.close();
      if (settings.profile) {
        const label = `${target.dialect}, ${target.build} build`;
        try {
          const top = topFrames(target.profileDir);
          profiles.set(label, top);
          // Kept for a closer look (bench/.data is not committed).
          const keep = path.join(REPO_ROOT, 'bench/.data/checkout');
          fs.mkdirSync(keep, { recursive: true });
          fs.copyFileSync(
            top.file,
            path.join(keep, `${target.dialect}-${target.build}.cpuprofile`),
          );
        } catch (error) {
          profiles.set(label, `No profile: ${String(error)}`);
        }
      }
      fs.rmSync(target.dataDir, { recursive: true, force: true });
    }
  }
  const text = report({ phases, loadBefore, loadAfter: os.loadavg(), profiles, plans, command });
  const file = path.join(REPO_ROOT, 'bench/reports/checkout.md');
  fs.writeFileSync(file, text);
  console.log(`\n${text}\nWritten to ${path.relative(REPO_ROOT, file)}`);
}

await main();
