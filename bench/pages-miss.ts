/**
 * Server-rendered pages with the page cache off: what a page costs when it is drawn anew.
 *
 *   npx tsx bench/pages-miss.ts        (npm run bench -- pages-miss)
 *
 * An older build (BENCH_OLD_DIR, a built tree: `npm ci && npm run build` done there) and this
 * working tree's build (built by the caller: `npm run build`) each run as `npm start` runs them,
 * on a fresh DATA_DIR with the demo seed and `CATALOG_CACHE_TTL_MS=0`, so every request renders
 * its page, queries its data and compresses it (docs/architecture.md#benchmarks). Both servers
 * are pinned to one CPU and autocannon to the other (bench/lib/cpu-pinning.ts). Per page: a
 * warm-up, then measured rounds, old and new taking turns; CPU per page read from each server's
 * /proc/<pid>/stat. Then each build once more with `--cpu-prof` under the product page, for the
 * functions the time goes to. Writes bench/reports/pages-miss.md.
 *
 * Settings: BENCH_PAGES_CONNECTIONS (50), BENCH_PAGES_WARMUP_SECONDS (3), BENCH_PAGES_SECONDS
 * (6), BENCH_PAGES_ROUNDS (3), BENCH_PAGES_PORT (8450; old and new take it and the next),
 * BENCH_PAGES_ONLY (page names, comma-separated), BENCH_PAGES_PROFILE=0 (no profiles).
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBuiltServer, type BuiltServer } from './lib/built-server';
import { pinProcess, planCpuPlacement, type CpuPlacement } from './lib/cpu-pinning';
import { summarise, type CpuProfile, type ProfileSummary } from './lib/page-profile';
import { combineRounds, loadRun, waitUntilDrained, type Measurement } from './lib/load';
import { describeMachine, type Machine } from './lib/machine';

const ROOT = path.resolve(import.meta.dirname, '..');
const env = process.env;
const OLD_DIR = path.resolve(env.BENCH_OLD_DIR ?? path.join(ROOT, '..', 'bench-base'));
const PORT = Number(env.BENCH_PAGES_PORT ?? 8450);
const SETTINGS = {
  connections: Number(env.BENCH_PAGES_CONNECTIONS ?? 50),
  warmupSeconds: Number(env.BENCH_PAGES_WARMUP_SECONDS ?? 3),
  seconds: Number(env.BENCH_PAGES_SECONDS ?? 6),
  rounds: Number(env.BENCH_PAGES_ROUNDS ?? 3),
};
const ONLY = env.BENCH_PAGES_ONLY?.split(',').map((p) => p.trim());
const WITH_PROFILE = env.BENCH_PAGES_PROFILE !== '0';
const PROFILE_SECONDS = Number(env.BENCH_PAGES_PROFILE_SECONDS ?? 8);
/** Targets per page with the page cache off (docs/architecture.md#benchmarks). */
const TARGET = { cpuMs: 3, p99Ms: 50 };

/** As Chromium asks: a page is sent compressed to a browser that takes it. */
const BROWSER_HEADERS = {
  accept: 'text/html',
  'accept-encoding': 'gzip, deflate, br, zstd',
};

type Build = 'old' | 'new';
const BUILDS: Build[] = ['old', 'new'];

interface Page {
  name: string;
  path: string;
  headers: Record<string, string>;
  /** Text the rendered page must hold, so a fallback never passes for a render. */
  mustHold: string[];
}

interface Facts {
  productGuid: string;
  productName: string;
  productNameMm: string;
}

async function getData<T>(url: string): Promise<T> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
  return ((await res.json()) as { data: T }).data;
}

/** The newest product of the shop on `localhost` that has pictures: the product page measured. */
async function demoFacts(base: string): Promise<Facts> {
  const shops = await getData<{ items: { guid: string; hostName: string }[] }>(
    `${base}/v1/pos/shop/list`,
  );
  const shop = shops.items.find((s) => s.hostName === 'localhost');
  if (!shop) throw new Error(`${base}: no shop on localhost`);
  const list = await getData<{ items: { guid: string }[] }>(
    `${base}/v1/pos/shop/listShopProductNewArrival/${shop.guid}?first=0&max=12`,
  );
  for (const item of list.items) {
    const detail = await getData<{
      guid: string;
      name: string;
      nameMm?: string | null;
      imageItems: unknown[];
    }>(`${base}/v1/pos/product/productvariantdetail/${item.guid}`);
    if (detail.imageItems.length > 0)
      return {
        productGuid: detail.guid,
        productName: detail.name,
        productNameMm: detail.nameMm || detail.name,
      };
  }
  throw new Error(`${base}: no new product with pictures`);
}

function pagesOf(facts: Facts): Page[] {
  const english = { ...BROWSER_HEADERS, cookie: 'lang=en' };
  const pages: Page[] = [
    { name: 'home', path: '/', headers: english, mustHold: [] },
    { name: 'new-arrival', path: '/new-arrival', headers: english, mustHold: [] },
    { name: 'all-products', path: '/all-products', headers: english, mustHold: [] },
    {
      name: 'product',
      path: `/product-detail/${facts.productGuid}`,
      headers: english,
      mustHold: [facts.productName],
    },
    {
      name: 'product-mm',
      path: `/my/product-detail/${facts.productGuid}`,
      headers: { ...BROWSER_HEADERS },
      mustHold: [facts.productNameMm],
    },
  ];
  return pages.filter((p) => !ONLY || ONLY.includes(p.name));
}

/** Escapes as HTML text does: a name with `&` or `'` is written escaped in the page. */
function asHtmlText(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/'/g, '&#x27;')
    .replace(/"/g, '&quot;');
}

/** One page as a browser gets it: 200, compressed, rendered (the data block and its text). */
async function probe(base: string, page: Page): Promise<{ bytes: number; encoding: string }> {
  const res = await fetch(`${base}${page.path}`, { headers: page.headers });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`GET ${base}${page.path} answered ${res.status}`);
  if (!body.includes('id="page-data"'))
    throw new Error(`GET ${base}${page.path} is not a server-rendered page`);
  for (const text of page.mustHold)
    if (!body.includes(text) && !body.includes(asHtmlText(text)))
      throw new Error(`GET ${base}${page.path} does not hold "${text}"`);
  if (res.headers.get('x-cache') === 'hit')
    throw new Error(`GET ${base}${page.path} came from the page cache: it must be off`);
  return {
    bytes: Number(res.headers.get('content-length') ?? Buffer.byteLength(body)),
    encoding: res.headers.get('content-encoding') ?? 'none',
  };
}

interface Row {
  page: Page;
  sent: Record<Build, { bytes: number; encoding: string }>;
  result: Record<Build, Measurement>;
}

async function measure(servers: Record<Build, BuiltServer>, pages: Page[]): Promise<Row[]> {
  const rows: Row[] = [];
  for (const page of pages) {
    const sent = {
      old: await probe(servers.old.url, page),
      new: await probe(servers.new.url, page),
    };
    for (const build of BUILDS) {
      process.stdout.write(`${page.name} · ${build}: warm-up… `);
      await loadRun(
        servers[build].url,
        [page.path],
        SETTINGS.connections,
        SETTINGS.warmupSeconds,
        undefined,
        page.headers,
      );
      await waitUntilDrained(servers[build].url, page.path);
      console.log('done');
    }
    const rounds: Record<Build, Measurement[]> = { old: [], new: [] };
    for (let round = 0; round < SETTINGS.rounds; round++) {
      // Old and new take turns: a burst from a neighbour on the shared machine hits both alike.
      for (const build of round % 2 === 0 ? BUILDS : [...BUILDS].reverse()) {
        const result = await loadRun(
          servers[build].url,
          [page.path],
          SETTINGS.connections,
          SETTINGS.seconds,
          servers[build].pid,
          page.headers,
        );
        await waitUntilDrained(servers[build].url, page.path);
        console.log(
          `${page.name} · ${build} · round ${round + 1}: ${fmt(result.requestsPerSecond)} req/s, ` +
            `CPU ${fmt((result.serverCpuUs ?? Number.NaN) / 1000, 2)} ms/page, ` +
            `p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, non-2xx ${result.non2xx}`,
        );
        rounds[build].push(result);
      }
    }
    rows.push({
      page,
      sent,
      result: { old: combineRounds(rounds.old), new: combineRounds(rounds.new) },
    });
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------
// CPU profiles
// ---------------------------------------------------------------------------------------------

/**
 * The built server of `root` with `--cpu-prof` (which NODE_OPTIONS may not carry, so it is
 * started here rather than by startBuiltServer, with the same settings), on its own fresh data
 * folder, under `page` for PROFILE_SECONDS after a warm-up. The profile is written as it exits
 * (SIGTERM: it stops itself); its start and seed are left out of the summary.
 */
async function profileBuild(
  root: string,
  port: number,
  page: Page,
  placement: CpuPlacement | undefined,
): Promise<{ summary: ProfileSummary; requests: number }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pages-prof-'));
  const dataDir = path.join(dir, 'data');
  fs.mkdirSync(dataDir);
  const child = spawn(
    process.execPath,
    ['--cpu-prof', `--cpu-prof-dir=${dir}`, 'apps/api/dist/server.js'],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        SHUTDOWN_DRAIN_MS: '0',
        CATALOG_CACHE_TTL_MS: '0',
      },
      stdio: 'ignore',
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
  };
  stopOnExit.push(stop);
  try {
    const url = `http://localhost:${port}`;
    const deadline = Date.now() + 5 * 60_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`${root}: the profiled server exited`);
      if (Date.now() > deadline) throw new Error(`${root}: the profiled server never answered`);
      const ok = await fetch(`${url}/healthz`).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    if (placement && child.pid) pinProcess(child.pid, placement.serverCpus);
    const warm = await loadRun(url, [page.path], SETTINGS.connections, 2, undefined, page.headers);
    await waitUntilDrained(url, page.path);
    const result = await loadRun(
      url,
      [page.path],
      SETTINGS.connections,
      PROFILE_SECONDS,
      undefined,
      page.headers,
    );
    await stop();
    const file = fs.readdirSync(dir).find((f) => f.endsWith('.cpuprofile'));
    if (!file) throw new Error(`${root}: the server wrote no CPU profile`);
    const profile = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as CpuProfile;
    const summary = summarise(profile, [path.join(root, 'apps/api/dist/server.js')]);
    // The warm-up's pages are in the profile too (from the first render on).
    return { summary, requests: result.requests + warm.requests };
  } finally {
    await stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

// ---------------------------------------------------------------------------------------------
// Report
// ---------------------------------------------------------------------------------------------

const fmt = (n: number, digits = 0) =>
  Number.isFinite(n)
    ? n.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits })
    : 'n/a';
const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
const cpuMs = (m: Measurement) => (m.serverCpuUs ?? Number.NaN) / 1000;
const loadavg = (l: number[]) => l.map((x) => x.toFixed(2)).join(', ');
const meetsCpu = (m: Measurement) => cpuMs(m) <= TARGET.cpuMs;
const meetsP99 = (m: Measurement) => m.p99Ms < TARGET.p99Ms && m.non2xx === 0 && m.errors === 0;

function commitOf(dir: string): string {
  try {
    return execFileSync('git', ['-C', dir, 'rev-parse', '--short', 'HEAD'], {
      encoding: 'utf8',
    }).trim();
  } catch {
    return 'unknown';
  }
}

function command(): string {
  const set = Object.keys(env)
    .filter((k) => k.startsWith('BENCH_'))
    .sort()
    .map((k) => `${k}=${env[k]}`);
  return [...set, 'npx tsx bench/pages-miss.ts'].join(' ');
}

function profileSection(
  title: string,
  profile: { summary: ProfileSummary; requests: number },
): string[] {
  const perPage = (ms: number) => fmt(ms / Math.max(1, profile.requests), 2);
  return [
    `### ${title}`,
    '',
    `${fmt(profile.summary.totalMs)} ms of CPU sampled (idle left out) over ${fmt(profile.requests)} pages: ${perPage(profile.summary.totalMs)} ms a page (the profiler adds its own cost).`,
    '',
    line(['work (self time of its code)', 'ms a page', 'share']),
    line(['---', '---:', '---:']),
    ...profile.summary.groups.map((g) =>
      line([g.name, perPage(g.ms), `${fmt(g.share * 100, 1)} %`]),
    ),
    '',
    line(['source (self time)', 'ms a page', 'share']),
    line(['---', '---:', '---:']),
    ...profile.summary.sources.map((t) =>
      line([`\`${t.source}\``, perPage(t.ms), `${fmt(t.share * 100, 1)} %`]),
    ),
    '',
    line(['top frames (self time)', 'ms a page', 'share']),
    line(['---', '---:', '---:']),
    ...profile.summary.top.map((t) =>
      line([`\`${t.frame}\``, perPage(t.ms), `${fmt(t.share * 100, 1)} %`]),
    ),
    '',
  ];
}

function report(input: {
  machine: Machine;
  started: Date;
  minutes: number;
  loadBefore: number[];
  loadAfter: number[];
  placement: CpuPlacement | undefined;
  facts: Facts;
  rows: Row[];
  profiles: Record<Build, { summary: ProfileSummary; requests: number }> | null;
}): string {
  const { rows, machine: m } = input;
  const head = [
    'page',
    'build',
    'sent bytes',
    'req/s',
    'CPU ms/page',
    'p50 ms',
    'p99 ms',
    'non-2xx',
    'errors',
    `CPU ≤ ${TARGET.cpuMs} ms`,
    `p99 < ${TARGET.p99Ms} ms`,
  ];
  const table = [
    line(head),
    line(head.map((_, i) => (i < 2 ? '---' : '---:'))),
    ...rows.flatMap((r) =>
      BUILDS.map((b) => {
        const x = r.result[b];
        return line([
          `\`${r.page.path.replace(/([0-9a-f]{8})-[0-9a-f-]{27}/, '$1…')}\``,
          b,
          `${fmt(r.sent[b].bytes)} (${r.sent[b].encoding})`,
          fmt(x.requestsPerSecond),
          fmt(cpuMs(x), 2),
          x.p50Ms,
          x.p99Ms,
          x.non2xx,
          x.errors,
          meetsCpu(x) ? 'met' : 'not met',
          meetsP99(x) ? 'met' : 'not met',
        ]);
      }),
    ),
  ];
  const ratioHead = ['page', 'CPU/page new/old', 'req/s new/old', 'p50 new/old', 'p99 new/old'];
  const ratios = [
    line(ratioHead),
    line(ratioHead.map((_, i) => (i === 0 ? '---' : '---:'))),
    ...rows.map((r) =>
      line([
        r.page.name,
        fmt(cpuMs(r.result.new) / cpuMs(r.result.old), 2),
        fmt(r.result.new.requestsPerSecond / r.result.old.requestsPerSecond, 2),
        fmt(r.result.new.p50Ms / Math.max(1, r.result.old.p50Ms), 2),
        fmt(r.result.new.p99Ms / Math.max(1, r.result.old.p99Ms), 2),
      ]),
    ),
  ];
  const cpuMet = rows.every((r) => meetsCpu(r.result.new));
  const p99Met = rows.every((r) => meetsP99(r.result.new));
  return [
    '# Server-rendered pages with the page cache off',
    '',
    `Run ${input.started.toISOString()}, ${fmt(input.minutes, 1)} min. Machine: ${m.cpus} × ${m.cpuModel}, ${m.memoryGiB} GiB, Node ${m.node}.`,
    `Shared and noisy: load average ${loadavg(input.loadBefore)} (1, 5, 15 min) at the start, ${loadavg(input.loadAfter)} at the end.`,
    '',
    `Command: \`${command()}\` (after \`npm run build\` in this tree).`,
    '',
    `- Old: \`${OLD_DIR}\` at \`${commitOf(OLD_DIR)}\`; new: this tree at \`${commitOf(ROOT)}\`. Each \`node apps/api/dist/server.js\` on a fresh DATA_DIR with the demo seed, \`CATALOG_CACHE_TTL_MS=0\` (no catalog or page cache: every request renders).`,
    `- ${input.placement ? `autocannon pinned to CPU ${input.placement.loadCpus}, both servers to CPU ${input.placement.serverCpus} (\`taskset\`)` : 'not pinned: autocannon and the servers share every CPU'}.`,
    `- Per page: ${SETTINGS.connections} connections, ${SETTINGS.warmupSeconds} s warm-up per build, then ${SETTINGS.rounds} measured rounds of ${SETTINGS.seconds} s per build, old and new taking turns; medians of the rounds. CPU ms/page: the server process's user + system time from /proc/<pid>/stat over a round, divided by its answers.`,
    `- Requests as Chromium sends them (\`accept-encoding: gzip, deflate, br, zstd\`): the page is compressed on every request. English pages carry \`lang=en\`; the Burmese product page is its \`/my/\` address. Product: ${input.facts.productName} (\`${input.facts.productGuid}\`).`,
    '',
    '## Figures',
    '',
    ...table,
    '',
    '## New against old',
    '',
    ...ratios,
    '',
    '## Targets (new build)',
    '',
    `- At most ${TARGET.cpuMs} ms of server CPU per page at the median: **${cpuMet ? 'met' : 'not met'}** (${rows.map((r) => `${r.page.name} ${fmt(cpuMs(r.result.new), 2)} ms`).join(', ')}).`,
    `- p99 under ${TARGET.p99Ms} ms at ${SETTINGS.connections} connections: **${p99Met ? 'met' : 'not met'}** (${rows.map((r) => `${r.page.name} ${r.result.new.p99Ms} ms`).join(', ')}).`,
    `  With ${SETTINGS.connections} connections each waiting for its answer before asking again, one core answers them in turn: a page of c ms of CPU is answered after about ${SETTINGS.connections} × c ms on average (Little's law), so a p99 under ${TARGET.p99Ms} ms at ${SETTINGS.connections} connections needs about ${fmt(TARGET.p99Ms / SETTINGS.connections, 1)} ms of CPU a page or less, whatever else is done.`,
    '',
    ...(input.profiles
      ? [
          '## Where the time goes (`--cpu-prof`, product page, English)',
          '',
          `Each build once more on a fresh server started as \`node --cpu-prof apps/api/dist/server.js\`, ${SETTINGS.connections} connections for ${PROFILE_SECONDS} s after a 2 s warm-up; the samples from the first render on (the warm-up's pages included, the start and seed left out).`,
          '',
          ...profileSection('Old build', input.profiles.old),
          ...profileSection('New build', input.profiles.new),
        ]
      : []),
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------

const running: BuiltServer[] = [];
const stopOnExit: (() => Promise<void>)[] = [];
async function start(root: string, port: number): Promise<BuiltServer> {
  const server = await startBuiltServer(root, port, { CATALOG_CACHE_TTL_MS: '0' });
  running.push(server);
  return server;
}

async function main(): Promise<void> {
  const started = new Date();
  const loadBefore = os.loadavg();
  // Before this process is pinned to one CPU, which it would then report as the machine's.
  const machine = describeMachine();
  if (!fs.existsSync(path.join(OLD_DIR, 'apps/api/dist/server.js')))
    throw new Error(`${OLD_DIR}: no built server (set BENCH_OLD_DIR to a built tree)`);
  if (!fs.existsSync(path.join(ROOT, 'apps/api/dist/server.js')))
    throw new Error('this tree is not built: npm run build');
  console.log(`Pages with the cache off: old ${OLD_DIR} against this tree (${ROOT})`);
  // One after the other: two first starts at once would seed side by side on the shared CPUs.
  const servers = { old: await start(OLD_DIR, PORT), new: await start(ROOT, PORT + 1) };
  const placement = planCpuPlacement();
  if (placement) {
    pinProcess(process.pid, placement.loadCpus);
    for (const s of Object.values(servers)) pinProcess(s.pid, placement.serverCpus);
  }
  const facts = await demoFacts(servers.new.url);
  const oldFacts = await demoFacts(servers.old.url);
  if (oldFacts.productGuid !== facts.productGuid)
    throw new Error(`the seeds' products differ: ${oldFacts.productGuid}, ${facts.productGuid}`);
  const pages = pagesOf(facts);
  const rows = await measure(servers, pages);
  for (const s of Object.values(servers)) await s.stop();

  let profiles: Record<Build, { summary: ProfileSummary; requests: number }> | null = null;
  const product = pagesOf(facts).find((p) => p.name === 'product')!;
  if (WITH_PROFILE) {
    console.log('Profiling the product page, old then new…');
    profiles = {
      old: await profileBuild(OLD_DIR, PORT, product, placement),
      new: await profileBuild(ROOT, PORT + 1, product, placement),
    };
  }

  const text = report({
    machine,
    started,
    minutes: (Date.now() - started.getTime()) / 60_000,
    loadBefore,
    loadAfter: os.loadavg(),
    placement,
    facts,
    rows,
    profiles,
  });
  const out = path.join(ROOT, 'bench/reports/pages-miss.md');
  fs.writeFileSync(out, `${text}\n`);
  console.log(`\n${text}\nReport: ${path.relative(ROOT, out)}`);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n!! ${signal}: stopping the servers this run started`);
    void Promise.all([
      ...running.map((s) => s.stop()),
      ...stopOnExit.map((stop) => stop()),
    ]).finally(() => process.exit(1));
  });
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : String(error));
    process.exitCode = 1;
  })
  .finally(() => Promise.all(running.map((s) => s.stop())));
