/**
 * Product photos: what preparing one costs the server, and what photos being prepared cost
 * the shoppers checking out at the same time (docs/decisions/0024-photo-sizes.md).
 *
 *   npx tsx bench/photos.ts      (npm run bench -- photos)
 *
 * The real API (`bench/serve-api.ts`: buildApp, logger off, its own Node process) runs on a
 * fresh SQLite file holding one shop with a product, a shipping method and a staff account
 * (the proof suite's world). A 12-megapixel phone JPEG with EXIF (GPS, orientation) and a
 * Display P3 profile is drawn with sharp.
 *
 * 1. Processing cost: the photo is uploaded one at a time (after a warm-up); for each upload
 *    the server process's CPU time (user + system, every thread) and its peak resident memory
 *    above what it held before (VmHWM after the upload, reset just before it through
 *    /proc/<pid>/clear_refs, less VmRSS before) are read from /proc.
 * 2. Checkouts beside uploads: shoppers check out (sale, then cash invoice, as the proof
 *    suite's shoppers do) in phases that alternate: without uploads, then with ten uploads of
 *    the photo kept in flight (each one that ends is sent again), and again, round after round.
 *    A checkout counts for a phase when it started and ended inside it. The p99 of each is
 *    compared.
 *
 * Targets: under 1.5 s of CPU and 150 MB of memory growth per photo; the checkout p99 with
 * uploads in flight at most twice the p99 without. Writes bench/reports/photos.md.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrateToLatest } from '../apps/api/src/db/migrate';
import { openDatabase } from '../apps/api/src/db/connection';
import { defaultPhotoPoolSettings } from '../apps/api/src/modules/images/photo-pool-settings';
import { addShopper, signIn, type Shopper } from '../apps/api/src/proof/support/shoppers';
import type { StormWorld } from '../apps/api/src/proof/support/world';
import {
  acceptPlacedOrders,
  addPlentifulStormWorld,
  checkout as checkoutCart,
  envNumber as number,
  fmt,
  median,
  percentile,
  stormShop,
  UNLIMITED_HOLDS,
} from './lib/checkout-driver';
import { describeMachine, type Machine } from './lib/machine';
import { drawPhonePhoto } from './lib/phone-photo';
import { REPO_ROOT, startServer, type ServerProcess } from './lib/server-process';

const TARGET_CPU_SECONDS = 1.5;
const TARGET_MEMORY_MB = 150;
const TARGET_P99_RATIO = 2;

const settings = {
  /** Photos uploaded one at a time for the processing figures (after one warm-up). */
  processingRuns: number('BENCH_PHOTO_RUNS', 6),
  /** Quiet and busy phases each, alternating. */
  rounds: number('BENCH_PHOTO_ROUNDS', 4),
  phaseSeconds: number('BENCH_PHASE_SECONDS', 20),
  /** Shoppers checking out at once, each one checkout after another. */
  checkoutLoops: number('BENCH_CHECKOUT_LOOPS', 4),
  uploadsInFlight: number('BENCH_UPLOADS_IN_FLIGHT', 10),
};
/** Accounts the checkout loops take turns with: each is its own client address. */
const SHOPPERS = 32;

// ---------------------------------------------------------------------------------------------
// The server process, from /proc

const clockTicks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;

/** User + system CPU seconds of a process, all its threads. */
function cpuSecondsOf(pid: number): number {
  const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / clockTicks;
}

/** VmRSS and VmHWM of a process, in MB. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1]);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/** Resets the process's peak resident size (VmHWM) to its current one (Linux ≥ 4.0). */
function resetPeak(pid: number): boolean {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

// ---------------------------------------------------------------------------------------------
// Calls

async function upload(
  base: string,
  auth: Record<string, string>,
  photo: Buffer,
): Promise<{ status: number; ms: number; body: string }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'IMG_0412.JPG');
  const started = performance.now();
  try {
    const res = await fetch(`${base}/v1/seller/images`, {
      method: 'POST',
      headers: auth,
      body: form,
      signal: AbortSignal.timeout(120_000),
    });
    const body = await res.text();
    return { status: res.status, ms: performance.now() - started, body };
  } catch (error) {
    return { status: 0, ms: performance.now() - started, body: String(error) };
  }
}

interface Checkout {
  startedAt: number;
  endedAt: number;
  ms: number;
  ok: boolean;
}

/** One unit of the plentiful option, paid cash on delivery (bench/lib/checkout-driver.ts). */
async function checkout(base: string, world: StormWorld, shopper: Shopper): Promise<Checkout> {
  const [shop] = stormShop(world).shops;
  const done = await checkoutCart(base, shopper, [
    { shop: shop!, lines: [{ option: shop!.options[0]!, quantity: 1 }] },
  ]);
  return { startedAt: done.startedAt, endedAt: done.endedAt, ms: done.ms, ok: done.ok };
}

// ---------------------------------------------------------------------------------------------
// Figures

interface Processing {
  cpuSeconds: number[];
  memoryGrowthMb: number[];
  wallMs: number[];
  peakMeasured: boolean;
  photoBytes: number;
  stored: { width: number; height: number };
}

interface Phase {
  round: number;
  busy: boolean;
  checkouts: Checkout[];
  failedCheckouts: number;
  uploads: { done: number; busy: number; failed: number; ms: number[] };
  serverCpuSeconds: number;
  seconds: number;
  load: number;
}

// ---------------------------------------------------------------------------------------------
// The run

const openData = (dataDir: string) =>
  openDatabase({ dialect: 'sqlite', file: path.join(dataDir, 'storefront.sqlite') });

/** A fresh database with the proof suite's world; every checkout takes one plentiful unit. */
async function prepareDatabase(dataDir: string): Promise<StormWorld> {
  const db = openData(dataDir);
  try {
    await migrateToLatest(db);
    return await addPlentifulStormWorld(db);
  } finally {
    await db.close();
  }
}

/** Between phases only (bench/lib/checkout-driver.ts). */
async function acceptOrders(dataDir: string): Promise<void> {
  const db = openData(dataDir);
  try {
    await acceptPlacedOrders(db);
  } finally {
    await db.close();
  }
}

async function measureProcessing(
  server: ServerProcess,
  auth: Record<string, string>,
  photo: Buffer,
): Promise<Processing> {
  const result: Processing = {
    cpuSeconds: [],
    memoryGrowthMb: [],
    wallMs: [],
    peakMeasured: true,
    photoBytes: photo.length,
    stored: { width: 0, height: 0 },
  };
  // Warm-up: the first upload loads sharp's formats and JIT-compiles the route.
  const warm = await upload(server.url, auth, photo);
  if (warm.status !== 200) throw new Error(`warm-up upload answered ${warm.status}: ${warm.body}`);
  for (let run = 0; run < settings.processingRuns; run++) {
    await new Promise((resolve) => setTimeout(resolve, 500));
    result.peakMeasured &&= resetPeak(server.pid);
    const before = memoryOf(server.pid);
    const cpuBefore = cpuSecondsOf(server.pid);
    const answer = await upload(server.url, auth, photo);
    const cpu = cpuSecondsOf(server.pid) - cpuBefore;
    const after = memoryOf(server.pid);
    if (answer.status !== 200) throw new Error(`upload answered ${answer.status}: ${answer.body}`);
    const data = (JSON.parse(answer.body) as { data: { width: number; height: number } }).data;
    result.stored = { width: data.width, height: data.height };
    result.cpuSeconds.push(cpu);
    result.memoryGrowthMb.push(after.peak - before.rss);
    result.wallMs.push(answer.ms);
    process.stdout.write(
      `  upload ${run + 1}: ${fmt(cpu, 2)} s CPU, +${fmt(after.peak - before.rss)} MB peak, ${fmt(answer.ms)} ms\n`,
    );
  }
  return result;
}

async function runPhase(
  server: ServerProcess,
  world: StormWorld,
  shoppers: Shopper[],
  sellerAuth: Record<string, string>,
  photo: Buffer,
  round: number,
  busy: boolean,
): Promise<Phase> {
  const phase: Phase = {
    round,
    busy,
    checkouts: [],
    failedCheckouts: 0,
    uploads: { done: 0, busy: 0, failed: 0, ms: [] },
    serverCpuSeconds: 0,
    seconds: settings.phaseSeconds,
    load: 0,
  };
  let stopUploads = false;
  const uploaders = busy
    ? Array.from({ length: settings.uploadsInFlight }, async () => {
        while (!stopUploads) {
          const answer = await upload(server.url, sellerAuth, photo);
          if (answer.status === 200) {
            phase.uploads.done++;
            phase.uploads.ms.push(answer.ms);
          } else if (answer.status === 503) {
            phase.uploads.busy++;
            await new Promise((resolve) => setTimeout(resolve, 200));
          } else {
            phase.uploads.failed++;
          }
        }
      })
    : [];
  // Let the uploads reach the server and fill the workers before checkouts are counted.
  if (busy) await new Promise((resolve) => setTimeout(resolve, 1_500));
  const cpuBefore = cpuSecondsOf(server.pid);
  const started = performance.now();
  const ends = started + settings.phaseSeconds * 1000;
  let next = round * 7;
  await Promise.all(
    Array.from({ length: settings.checkoutLoops }, async () => {
      while (performance.now() < ends) {
        const shopper = shoppers[next++ % shoppers.length]!;
        const done = await checkout(server.url, world, shopper);
        if (done.endedAt > ends) break;
        if (done.ok) phase.checkouts.push(done);
        else phase.failedCheckouts++;
      }
    }),
  );
  phase.serverCpuSeconds = cpuSecondsOf(server.pid) - cpuBefore;
  phase.seconds = (performance.now() - started) / 1000;
  phase.load = os.loadavg()[0]!;
  stopUploads = true;
  await Promise.all(uploaders);
  return phase;
}

function report(
  machine: Machine,
  processing: Processing,
  phases: Phase[],
  loadBefore: number[],
  loadAfter: number[],
  workers: string,
): string {
  const quiet = phases.filter((p) => !p.busy);
  const busy = phases.filter((p) => p.busy);
  const latencies = (some: Phase[]) => some.flatMap((p) => p.checkouts.map((c) => c.ms));
  const p99Quiet = percentile(latencies(quiet), 99);
  const p99Busy = percentile(latencies(busy), 99);
  const ratio = p99Busy / p99Quiet;
  const cpuMedian = median(processing.cpuSeconds);
  const cpuMax = Math.max(...processing.cpuSeconds);
  const memoryMax = Math.max(...processing.memoryGrowthMb);
  const verdict = (met: boolean) => (met ? '**met**' : '**not met**');
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const uploadsDone = sum(busy.map((p) => p.uploads.done));
  const uploadsBusy = sum(busy.map((p) => p.uploads.busy));
  const uploadsFailed = sum(busy.map((p) => p.uploads.failed));
  const uploadMs = busy.flatMap((p) => p.uploads.ms);
  const p99Of = (p: Phase) =>
    percentile(
      p.checkouts.map((c) => c.ms),
      99,
    );
  const roundRatios = busy.map((b) => {
    const partner = quiet.find((q) => q.round === b.round);
    return partner ? p99Of(b) / p99Of(partner) : Number.NaN;
  });
  const phaseRows = phases.map((p) => {
    const ms = p.checkouts.map((c) => c.ms);
    const partner = quiet.find((q) => q.round === p.round);
    const againstQuiet = p.busy && partner ? `${fmt(p99Of(p) / p99Of(partner), 2)} ×` : '–';
    return `| ${p.round} | ${p.busy ? `${settings.uploadsInFlight} uploads in flight` : 'no uploads'} | ${p.checkouts.length} | ${p.failedCheckouts} | ${fmt(median(ms))} | ${fmt(percentile(ms, 99))} | ${fmt(Math.max(...ms))} | ${againstQuiet} | ${p.busy ? `${p.uploads.done} / ${p.uploads.busy} / ${p.uploads.failed}` : '–'} | ${fmt((100 * p.serverCpuSeconds) / p.seconds)} % | ${fmt(p.load, 2)} |`;
  });
  return `# Product photos benchmark

Generated by \`npx tsx bench/photos.ts\` (\`npm run bench -- photos\`) on ${new Date().toISOString()}.

**Machine:** Node ${machine.node}, ${machine.cpus} CPUs (${machine.cpuModel}), ${machine.memoryGiB} GiB memory. Load average (1, 5, 15 min) before the run: ${loadBefore.map((l) => fmt(l, 2)).join(', ')}; after: ${loadAfter.map((l) => fmt(l, 2)).join(', ')}. The machine is shared with other work: its load, not only this run's, is in the latency figures.

## Method

- **Server:** \`bench/serve-api.ts\` (\`buildApp\`, logger off) in its own Node process, not pinned to a CPU, on a fresh SQLite file with one shop, one product (stock raised so no phase runs out), one shipping method, one staff account and ${SHOPPERS} shoppers, each with its own client address (\`TRUST_PROXY=loopback\`, \`X-Forwarded-For\`), hold limits raised. Photo pool as sized for this machine: ${workers}.
- **Photo:** drawn by \`bench/lib/phone-photo.ts\` with sharp: ${fmt(processing.photoBytes / 1024 / 1024, 1)} MB JPEG (quality 90), 4032 × 3024 stored with EXIF orientation 6, camera make and model, a GPS position and a Display P3 profile; grain and coarser texture so that it costs what a real photo costs to decode and encode. Stored as ${processing.stored.width} × ${processing.stored.height} and the smaller sizes.
- **Processing cost:** one warm-up upload, then ${settings.processingRuns} uploads one at a time (\`POST /v1/seller/images\`, multipart). Per upload: the server process's CPU time (user + system, all threads, \`/proc/<pid>/stat\`) from before the request to its answer, and its peak resident memory (\`VmHWM\`, reset through \`/proc/<pid>/clear_refs\` just before${processing.peakMeasured ? '' : ': the reset failed, so the peak is since the start'}) less its resident memory before (\`VmRSS\`). The upload's reading, the multipart parsing and the database writes are in the figure with the image work.
- **Checkouts beside uploads:** ${settings.rounds} rounds, each a phase without uploads then a phase with ${settings.uploadsInFlight} uploads of the photo kept in flight by the staff account (each answered upload sent again at once; a 503 waits 200 ms). ${settings.checkoutLoops} shoppers check out at once, one checkout after another: \`POST /v1/pos/sales\` then \`POST /v1/pos/sales/invoice\` (cash on delivery), each with an \`Idempotency-Key\` (\`apps/api/src/proof/support/shoppers.ts\`). Before each phase the shop accepts the orders placed so far (written to the database between phases, as staff would confirm them), so no account piles up orders awaiting the shop and every phase's checkouts read as much as the last. A phase lasts ${settings.phaseSeconds} s; with uploads it starts 1.5 s after they do. A checkout counts when it started and ended inside its phase; its latency is the sale and the invoice together. p99 is over every counted checkout of all phases of a kind.

## Targets

| target | figure | |
| --- | --- | --- |
| CPU to prepare a 12-megapixel phone JPEG < ${TARGET_CPU_SECONDS} s | median ${fmt(cpuMedian, 2)} s, highest ${fmt(cpuMax, 2)} s (${processing.cpuSeconds.map((c) => fmt(c, 2)).join(', ')}) | ${verdict(cpuMax < TARGET_CPU_SECONDS)} |
| memory growth < ${TARGET_MEMORY_MB} MB | highest ${fmt(memoryMax)} MB (${processing.memoryGrowthMb.map((m) => fmt(m)).join(', ')}) | ${verdict(memoryMax < TARGET_MEMORY_MB)} |
| checkout p99 with ${settings.uploadsInFlight} uploads in flight ≤ ${TARGET_P99_RATIO} × without | ${fmt(p99Busy)} ms against ${fmt(p99Quiet)} ms: ${fmt(ratio, 2)} × | ${verdict(ratio <= TARGET_P99_RATIO)} |

An upload one at a time took ${fmt(median(processing.wallMs))} ms (median, wall clock, from the bench's request to the answer).

## Checkouts

| | checkouts | p50 ms | p99 ms |
| --- | --- | --- | --- |
| without uploads | ${latencies(quiet).length} | ${fmt(median(latencies(quiet)))} | ${fmt(p99Quiet)} |
| with ${settings.uploadsInFlight} uploads in flight | ${latencies(busy).length} | ${fmt(median(latencies(busy)))} | ${fmt(p99Busy)} |

During the phases with uploads, ${uploadsDone} photos were stored (median ${fmt(median(uploadMs))} ms from request to answer, queueing included), ${uploadsBusy} were answered 503 \`photoBusy\` and ${uploadsFailed} failed otherwise.

### Per phase

The target is read on the p99 over all phases of a kind. Round by round, the p99 with uploads was ${roundRatios.map((r) => `${fmt(r, 2)} ×`).join(', ')} the p99 without uploads of the same round (${roundRatios.filter((r) => r <= TARGET_P99_RATIO).length} of ${roundRatios.length} within ${TARGET_P99_RATIO} ×). Server CPU is the server process's share of one CPU over the phase (100 % is one core busy throughout).

| round | phase | checkouts | failed | p50 ms | p99 ms | max ms | p99 against the round without uploads | uploads stored / busy / failed | server CPU | load (1 min) |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
${phaseRows.join('\n')}
`;
}

async function main(): Promise<void> {
  const machine = describeMachine();
  const loadBefore = os.loadavg();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-photos-'));
  let server: ServerProcess | undefined;
  try {
    console.log('Photos bench: drawing a 12-megapixel phone photo, preparing the database…');
    const [photo, world] = await Promise.all([drawPhonePhoto(), prepareDatabase(dataDir)]);
    server = await startServer('bench/serve-api.ts', [], {
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'bench-photos-secret-bench-photos-secret',
      TRUST_PROXY: 'loopback',
      ...UNLIMITED_HOLDS,
    });
    const base = server.url;
    const sellerAuth = await signIn(base, world.seller.username, world.seller.password);
    const shoppers: Shopper[] = [];
    for (let i = 0; i < SHOPPERS; i++) {
      shoppers.push(await addShopper(base, world, i, `10.24.${i >> 8}.${i & 255}`));
    }

    console.log(`Processing cost (${settings.processingRuns} uploads, one at a time):`);
    const processing = await measureProcessing(server, sellerAuth, photo);

    // Warm the checkout path.
    for (let i = 0; i < 10; i++) await checkout(base, world, shoppers[i % shoppers.length]!);
    console.log(
      `Checkouts: ${settings.rounds} rounds of ${settings.phaseSeconds} s without, then with ${settings.uploadsInFlight} uploads in flight`,
    );
    const phases: Phase[] = [];
    for (let round = 1; round <= settings.rounds; round++) {
      for (const busy of [false, true]) {
        await acceptOrders(dataDir);
        const phase = await runPhase(server, world, shoppers, sellerAuth, photo, round, busy);
        const ms = phase.checkouts.map((c) => c.ms);
        console.log(
          `  round ${round} ${busy ? 'with uploads   ' : 'without uploads'}: ${ms.length} checkouts, p50 ${fmt(median(ms))} ms, p99 ${fmt(percentile(ms, 99))} ms${busy ? `; uploads stored ${phase.uploads.done}, busy ${phase.uploads.busy}, failed ${phase.uploads.failed}` : ''}`,
        );
        phases.push(phase);
      }
    }
    const text = report(machine, processing, phases, loadBefore, os.loadavg(), poolOf());
    const file = path.join(REPO_ROOT, 'bench/reports/photos.md');
    fs.writeFileSync(file, text);
    console.log(`\n${text}\nWritten to ${path.relative(REPO_ROOT, file)}`);
  } finally {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The photo pool the server sized for this machine (no PHOTO_* variable is set). */
function poolOf(): string {
  const { workers, queue, timeoutSeconds } = defaultPhotoPoolSettings();
  const threads = Math.max(1, Math.floor((os.availableParallelism() - 1) / workers));
  return `${workers} worker${workers === 1 ? '' : 's'} of ${threads} libvips thread${threads === 1 ? '' : 's'}, ${queue} waiting places, ${timeoutSeconds} s per photo`;
}

await main();
