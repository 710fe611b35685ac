/**
 * Payment receipts: what ten costly receipt uploads in flight cost the shoppers checking out at
 * the same time (docs/decisions/0025-receipt-work-bounds.md).
 *
 *   npx tsx bench/receipts.ts      (npm run bench -- receipts)
 *
 * The real API (`bench/serve-api.ts`: buildApp, logger off, its own Node process) runs on a
 * fresh SQLite file holding the proof suite's world (one shop, one product, one shipping
 * method) and a wallet payment method, with the receipt pool it sizes for this machine.
 *
 * Shoppers check out in phases that alternate: without costly receipts, then with ten accounts
 * each keeping one costly receipt in flight (2,400 × 2,300 pixels of noise, about 5 MB:
 * apps/api/src/test/hostile-receipt.ts), round after round. Three shoppers at a time pay cash on
 * delivery and one pays by wallet with a phone screenshot (1080 × 1920 PNG). A checkout counts
 * for a phase when it started and ended inside it; the p99 of each kind is compared.
 *
 * Target: the checkout p99 with the costly receipts in flight at most twice the p99 without.
 * Writes bench/reports/receipts.md.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../apps/api/src/db/connection';
import { migrateToLatest } from '../apps/api/src/db/migrate';
import { drawReceipt } from '../apps/api/src/modules/receipts/test/receipt-pictures';
import { defaultReceiptWorkSettings } from '../apps/api/src/modules/sales/receipt-work-settings';
import { addShopper, call, type Shopper } from '../apps/api/src/proof/support/shoppers';
import type { StormWorld } from '../apps/api/src/proof/support/world';
import { addPaymentType } from '../apps/api/src/test/account-fixtures';
import { hostileReceipt } from '../apps/api/src/test/hostile-receipt';
import {
  acceptPlacedOrders,
  addPlentifulStormWorld,
  checkout,
  envNumber as number,
  fmt,
  percentile,
  saleBody,
  sleep,
  stormShop,
  UNLIMITED_HOLDS,
  type ShopCart,
} from './lib/checkout-driver';
import { cpuSecondsOf } from './lib/load';
import { describeMachine, type Machine } from './lib/machine';
import { REPO_ROOT, startServer, type ServerProcess } from './lib/server-process';

const TARGET_P99_RATIO = 2;

const settings = {
  rounds: number('BENCH_RECEIPT_ROUNDS', 3),
  phaseSeconds: number('BENCH_PHASE_SECONDS', 20),
  /** Shoppers paying cash at once, each one checkout after another; one more pays by wallet. */
  cashLoops: number('BENCH_CHECKOUT_LOOPS', 3),
  hostileInFlight: number('BENCH_HOSTILE_IN_FLIGHT', 10),
};
const SHOPPERS = 32;
/**
 * The first shoppers pay by wallet only, the others cash only: a shopper's new sale of the shop
 * releases their unpaid one, so one account in both loops would void its own wallet checkout.
 */
const WALLET_SHOPPERS = 4;

type Kind = 'cash' | 'wallet';
interface Checkout {
  kind: Kind;
  ms: number;
}
interface Phase {
  round: number;
  busy: boolean;
  checkouts: Checkout[];
  failed: number;
  /** What the costly receipts were answered, by status. */
  hostile: Map<number, number>;
  serverCpuSeconds: number;
  seconds: number;
  load: number;
}

/** One unit of the plentiful option (bench/lib/checkout-driver.ts). */
const oneUnit = (world: StormWorld): ShopCart[] => {
  const [shop] = stormShop(world).shops;
  return [{ shop: shop!, lines: [{ option: shop!.options[0]!, quantity: 1 }] }];
};

async function prepareDatabase(file: string): Promise<StormWorld> {
  const db = openDatabase({ dialect: 'sqlite', file });
  try {
    await migrateToLatest(db);
    const world = await addPlentifulStormWorld(db);
    await addPaymentType(db, 'KBZPay', 0, [
      { paymentName: 'Kyaw Min Htet', paymentPhone: '09250123456' },
    ]);
    return world;
  } finally {
    await db.close();
  }
}

/** The shop accepts every order placed so far (bench/lib/checkout-driver.ts), between phases only. */
async function acceptOrders(file: string): Promise<void> {
  const db = openDatabase({ dialect: 'sqlite', file });
  try {
    await acceptPlacedOrders(db);
  } finally {
    await db.close();
  }
}

const via = (who: Shopper) => ({ ...who.auth, 'x-forwarded-for': who.address });

/** A sale, then its invoice paid by wallet with `picture` as the receipt; the invoice's status. */
async function walletCheckout(
  base: string,
  world: StormWorld,
  who: Shopper,
  picture: string,
): Promise<number> {
  const sale = await call(base, 'POST', '/v1/pos/sales/?access=website', {
    headers: via(who),
    body: saleBody(oneUnit(world)[0]!, who.contactGuid),
  });
  if (sale.status !== 200) return sale.status;
  const invoice = await call(base, 'POST', '/v1/pos/sales/invoice/', {
    headers: via(who),
    body: {
      paymentType: 'KBZPay',
      accountName: 'Aye Aye',
      accountNumber: '09 250 000 111',
      currencyCode: 'MMK',
      screenShot: picture,
      salesOrderId: [sale.body?.data as string],
    },
  });
  return invoice.status;
}

async function runPhase(
  server: ServerProcess,
  world: StormWorld,
  shoppers: Shopper[],
  attackers: Shopper[],
  pictures: { screenshot: string; hostile: string },
  round: number,
  busy: boolean,
): Promise<Phase> {
  const phase: Phase = {
    round,
    busy,
    checkouts: [],
    failed: 0,
    hostile: new Map(),
    serverCpuSeconds: 0,
    seconds: 0,
    load: 0,
  };
  let stop = false;
  const uploaders = busy
    ? attackers.map(async (attacker) => {
        while (!stop) {
          const status = await walletCheckout(server.url, world, attacker, pictures.hostile);
          phase.hostile.set(status, (phase.hostile.get(status) ?? 0) + 1);
          // A refusal that asks to wait (busy, in progress, too many failures) is waited out.
          if (status === 503 || status === 429) await sleep(1_000);
        }
      })
    : [];
  if (busy) await sleep(1_500);
  const cpuBefore = cpuSecondsOf(server.pid) ?? 0;
  const started = performance.now();
  const ends = started + settings.phaseSeconds * 1000;
  const walletShoppers = shoppers.slice(0, WALLET_SHOPPERS);
  const cashShoppers = shoppers.slice(WALLET_SHOPPERS);
  let next = round * 7;
  const loop = async (kind: Kind) => {
    while (performance.now() < ends) {
      const from = kind === 'cash' ? cashShoppers : walletShoppers;
      const shopper = from[next++ % from.length]!;
      const began = performance.now();
      const ok =
        kind === 'cash'
          ? (await checkout(server.url, shopper, oneUnit(world))).ok
          : (await walletCheckout(server.url, world, shopper, pictures.screenshot)) === 200;
      const ended = performance.now();
      if (ended > ends) break;
      if (ok) phase.checkouts.push({ kind, ms: ended - began });
      else phase.failed++;
    }
  };
  await Promise.all([
    ...Array.from({ length: settings.cashLoops }, () => loop('cash')),
    loop('wallet'),
  ]);
  phase.serverCpuSeconds = (cpuSecondsOf(server.pid) ?? 0) - cpuBefore;
  phase.seconds = (performance.now() - started) / 1000;
  phase.load = os.loadavg()[0]!;
  stop = true;
  await Promise.all(uploaders);
  return phase;
}

function report(machine: Machine, phases: Phase[], loadBefore: number[], loadAfter: number[]) {
  const quiet = phases.filter((p) => !p.busy);
  const busy = phases.filter((p) => p.busy);
  const ms = (some: Phase[], kind?: Kind) =>
    some.flatMap((p) => p.checkouts.filter((c) => !kind || c.kind === kind).map((c) => c.ms));
  const row = (label: string, kind?: Kind) => {
    const without = percentile(ms(quiet, kind), 99);
    const beside = percentile(ms(busy, kind), 99);
    return {
      ratio: beside / without,
      text: `| ${label} | ${ms(quiet, kind).length} | ${fmt(percentile(ms(quiet, kind), 50))} | ${fmt(without)} | ${ms(busy, kind).length} | ${fmt(percentile(ms(busy, kind), 50))} | ${fmt(beside)} | ${fmt(beside / without, 2)} × |`,
    };
  };
  const cash = row('cash on delivery', 'cash');
  const wallet = row('wallet, with a phone screenshot', 'wallet');
  const target = (label: string, kind: Kind, ratio: number) =>
    `| ${label} p99 with ${settings.hostileInFlight} costly receipts in flight ≤ ${TARGET_P99_RATIO} × without | ${fmt(percentile(ms(busy, kind), 99))} ms against ${fmt(percentile(ms(quiet, kind), 99))} ms: ${fmt(ratio, 2)} × | ${ratio <= TARGET_P99_RATIO ? '**met**' : '**not met**'} |`;
  const hostile = new Map<number, number>();
  for (const p of busy)
    for (const [status, n] of p.hostile) hostile.set(status, (hostile.get(status) ?? 0) + n);
  const answered = [...hostile.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${n} × ${status}`)
    .join(', ');
  const { workers, queue, timeoutSeconds, quick } = defaultReceiptWorkSettings();
  const phaseRows = phases.map((p) => {
    const of = (kind: Kind) => p.checkouts.filter((c) => c.kind === kind).map((c) => c.ms);
    return `| ${p.round} | ${p.busy ? `${settings.hostileInFlight} costly receipts in flight` : 'none'} | ${p.checkouts.length} | ${p.failed} | ${fmt(percentile(of('cash'), 99))} | ${fmt(percentile(of('wallet'), 99))} | ${fmt((100 * p.serverCpuSeconds) / p.seconds)} % | ${fmt(p.load, 2)} |`;
  });
  return `# Payment receipts benchmark

Generated by \`npx tsx bench/receipts.ts\` (\`npm run bench -- receipts\`) on ${new Date().toISOString()}.

**Machine:** Node ${machine.node}, ${machine.cpus} CPUs (${machine.cpuModel}), ${machine.memoryGiB} GiB memory. Load average (1, 5, 15 min) before the run: ${loadBefore.map((l) => fmt(l, 2)).join(', ')}; after: ${loadAfter.map((l) => fmt(l, 2)).join(', ')}. The machine is shared with other work: its load, not only this run's, is in the latency figures.

## Method

- **Server:** \`bench/serve-api.ts\` in its own Node process on a fresh SQLite file: one shop, one product (stock raised), one shipping method, the wallet method KBZPay, ${SHOPPERS} shoppers and ${settings.hostileInFlight} other accounts, each with its own client address; hold limits raised. Receipt pool as sized for this machine: ${workers} worker${workers === 1 ? '' : 's'} and ${quick?.workers ?? 0} quick (phone-sized screenshots only), ${queue} waiting places, ${timeoutSeconds} s per receipt.
- **Costly receipt:** \`apps/api/src/test/hostile-receipt.ts\`: 2,400 × 2,300 pixels of random noise, about 5 MB of PNG; each of ${settings.hostileInFlight} accounts keeps one in flight (a sale, then its wallet invoice, again as soon as it is answered; a 429 or 503 waits 1 s).
- **Checkouts:** ${settings.rounds} rounds, each a phase without costly receipts, then one with them (starting 1.5 s after they do), ${settings.phaseSeconds} s each. ${settings.cashLoops} shoppers at a time pay cash on delivery (taking turns among ${SHOPPERS - WALLET_SHOPPERS} accounts) and one pays by wallet with a 1080 × 1920 PNG screenshot (\`drawReceipt\`; taking turns among ${WALLET_SHOPPERS} other accounts), one checkout after another; a checkout is its sale and its invoice. The shop accepts the orders placed so far between phases.

## Target

| target | figure | |
| --- | --- | --- |
${target('cash checkout', 'cash', cash.ratio)}
${target('wallet checkout', 'wallet', wallet.ratio)}

## Checkouts

| | without: checkouts | p50 ms | p99 ms | beside costly receipts: checkouts | p50 ms | p99 ms | p99 ratio |
| --- | --- | --- | --- | --- | --- | --- | --- |
${cash.text}
${wallet.text}

The costly receipts were answered: ${answered || 'none'}.

### Per phase

| round | costly receipts | checkouts | failed | cash p99 ms | wallet p99 ms | server CPU | load (1 min) |
| --- | --- | --- | --- | --- | --- | --- | --- |
${phaseRows.join('\n')}
`;
}

async function main(): Promise<void> {
  const machine = describeMachine();
  const loadBefore = os.loadavg();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-receipts-'));
  const file = path.join(dataDir, 'storefront.sqlite');
  let server: ServerProcess | undefined;
  try {
    console.log('Receipts bench: drawing the pictures, preparing the database…');
    const [world, screenshot, hostile] = await Promise.all([
      prepareDatabase(file),
      drawReceipt('kbzpay', '2,100', {}, 3),
      hostileReceipt(),
    ]);
    const pictures = {
      screenshot: screenshot.toString('base64'),
      hostile: hostile.toString('base64'),
    };
    server = await startServer('bench/serve-api.ts', [], {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'bench-receipts-secret-bench-receipts-secret',
      TRUST_PROXY: 'loopback',
      ...UNLIMITED_HOLDS,
    });
    const base = server.url;
    const accounts: Shopper[] = [];
    for (let i = 0; i < SHOPPERS + settings.hostileInFlight; i++) {
      accounts.push(await addShopper(base, world, i, `10.25.${i >> 8}.${i & 255}`));
    }
    const shoppers = accounts.slice(0, SHOPPERS);
    const attackers = accounts.slice(SHOPPERS);
    for (let i = 0; i < 6; i++) {
      await checkout(base, shoppers[i]!, oneUnit(world));
      await walletCheckout(base, world, shoppers[i]!, pictures.screenshot);
    }
    const phases: Phase[] = [];
    for (let round = 1; round <= settings.rounds; round++) {
      for (const busy of [false, true]) {
        await acceptOrders(file);
        const phase = await runPhase(server, world, shoppers, attackers, pictures, round, busy);
        const all = phase.checkouts.map((c) => c.ms);
        console.log(
          `  round ${round} ${busy ? 'with costly receipts   ' : 'without costly receipts'}: ${all.length} checkouts, p99 ${fmt(percentile(all, 99))} ms`,
        );
        phases.push(phase);
      }
    }
    const text = report(machine, phases, loadBefore, os.loadavg());
    const out = path.join(REPO_ROOT, 'bench/reports/receipts.md');
    fs.writeFileSync(out, text);
    for (const kind of ['cash', 'wallet'] as const) {
      const of = (busy: boolean) =>
        phases
          .filter((p) => p.busy === busy)
          .flatMap((p) => p.checkouts.filter((c) => c.kind === kind).map((c) => c.ms));
      const [alone, beside] = [percentile(of(false), 99), percentile(of(true), 99)];
      console.log(
        `${kind} checkout p99 alone ${fmt(alone)} ms | beside ${settings.hostileInFlight} costly receipts ${fmt(beside)} ms | ratio ${fmt(beside / alone, 2)} × (target ≤ ${TARGET_P99_RATIO} ×)`,
      );
    }
    console.log(`Written to ${path.relative(REPO_ROOT, out)}`);
  } finally {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
