/**
 * Where a page's main thread goes after its first paint, English against Burmese: a Chrome trace
 * with the V8 sampling profiler of each load, on a CPU slowed 4× (as Lighthouse's mobile run
 * scales it), summed over the runs.
 *
 *   npx tsx bench/first-load-profile.ts <built tree> <path>[,<path>…] [runs]
 *
 * `{product}` in a path stands for the default shop's newest product.
 *
 * Starts the built server of the tree (`npm run build` done there) on BENCH_PROFILE_PORT (8394)
 * with a fresh demo seed, loads each path as a returning shopper in each language (region and
 * `lang` stored and in cookies), and prints per language: the long tasks after the first
 * contentful paint, the main thread's time after it by kind of work (script, style, layout,
 * paint…), and the functions that took the most of it (self time), `{lang}` marking the
 * path's language. The traces are kept in bench/.data/first-load-profile/.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { startBuiltServer } from './lib/built-server';
import { longTasksAfterFcp, type TraceEvent } from './lib/trace-tasks';

const [treeArg, pathsArg = '', runsArg] = process.argv.slice(2);
if (!treeArg || !pathsArg) throw new Error('usage: first-load-profile.ts <tree> <paths> [runs]');
const TREE = path.resolve(treeArg);
const RUNS = Number(runsArg ?? 3);
const PORT = Number(process.env.BENCH_PROFILE_PORT ?? 8394);
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const OUT = path.join(import.meta.dirname, '.data/first-load-profile');
const LANGS = ['en', 'mm'] as const;
/** How long after the load event the trace goes on: hydration is done well before. */
const SETTLE_MS = Number(process.env.BENCH_PROFILE_SETTLE_MS ?? 6000);

const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'blink.user_timing',
  'loading',
  'v8.execute',
  'toplevel',
  'disabled-by-default-v8.cpu_profiler',
];

type ProfileNode = {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
};
type ChunkData = {
  cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
  timeDeltas?: number[];
};

/**
 * Self time (ms) by function and by script from the V8 profile of the page's main thread (the
 * thread that painted), samples after the first paint only.
 */
function functionTimes(
  events: TraceEvent[],
  fcp: TraceEvent,
  into: Map<string, number>,
  byScript: Map<string, number>,
) {
  type Sampled = TraceEvent & { id?: string };
  const onMain = (e: Sampled) => e.pid === fcp.pid && e.tid === fcp.tid;
  const profiles = (events as Sampled[]).filter((e) => e.name === 'Profile' && onMain(e));
  for (const profile of profiles) {
    const nodes = new Map<number, ProfileNode>();
    let ts = (profile.args?.data as { startTime?: number } | undefined)?.startTime ?? profile.ts;
    const chunks = (events as Sampled[]).filter(
      (e) => e.name === 'ProfileChunk' && e.pid === fcp.pid && e.id === profile.id,
    );
    for (const chunk of chunks) {
      const data = chunk.args?.data as ChunkData | undefined;
      for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
      const samples = data?.cpuProfile?.samples ?? [];
      const deltas = data?.timeDeltas ?? [];
      samples.forEach((id, i) => {
        const delta = deltas[i] ?? 0;
        ts += delta;
        if (ts < fcp.ts) return;
        const frame = nodes.get(id)?.callFrame;
        if (!frame || frame.functionName === '(idle)') return;
        const where = frame.url ? frame.url.replace(/^https?:\/\/[^/]+/, '') : '';
        const name = `${frame.functionName || '(anonymous)'} ${where}:${frame.lineNumber + 1}`;
        const msSpent = Math.max(0, deltas[i + 1] ?? delta) / 1000;
        into.set(name, (into.get(name) ?? 0) + msSpent);
        const script = where || `(${frame.functionName || 'native'})`;
        byScript.set(script, (byScript.get(script) ?? 0) + msSpent);
      });
    }
  }
}

/** Main-thread time (ms) after the first paint by kind of work, top-level events' self time. */
function workKinds(events: TraceEvent[], fcp: TraceEvent, into: Map<string, number>) {
  const kinds: Record<string, string> = {
    FunctionCall: 'script',
    EvaluateScript: 'script',
    'v8.compileModule': 'script (compile)',
    'v8.compile': 'script (compile)',
    'V8.CompileCode': 'script (compile)',
    'v8.evaluateModule': 'script',
    TimerFire: 'script',
    EventDispatch: 'script',
    FireAnimationFrame: 'script',
    RunMicrotasks: 'script',
    UpdateLayoutTree: 'style',
    RecalculateStyles: 'style',
    ParseAuthorStyleSheet: 'style (parse)',
    Layout: 'layout',
    PrePaint: 'paint',
    Paint: 'paint',
    Layerize: 'paint',
    ParseHTML: 'HTML parse',
    GCEvent: 'garbage collection',
    MajorGC: 'garbage collection',
    MinorGC: 'garbage collection',
  };
  for (const e of events) {
    if (e.pid !== fcp.pid || e.tid !== fcp.tid || e.ph !== 'X' || e.ts < fcp.ts) continue;
    const kind = kinds[e.name];
    if (!kind) continue;
    into.set(kind, (into.get(kind) ?? 0) + (e.dur ?? 0) / 1000);
  }
}

function top(map: Map<string, number>, n: number, runs: number): string[] {
  return [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, msTotal]) => `  ${(msTotal / runs).toFixed(1).padStart(7)} ms  ${name}`);
}

async function main() {
  fs.mkdirSync(OUT, { recursive: true });
  const server = await startBuiltServer(TREE, PORT);
  try {
    const regions = (await (await fetch(`${server.url}/v1/currency/region`)).json()) as {
      data: { items: { guid: string; currencyCode: string }[] };
    };
    const region = regions.data.items.find((r) => r.currencyCode === 'MMK')!.guid;
    // `{product}` in a path: the newest product of the default shop.
    const shops = (await (await fetch(`${server.url}/v1/pos/shop/list`)).json()) as {
      data: { items: { guid: string; hostName: string }[] };
    };
    const shop = shops.data.items.find((s) => s.hostName === 'localhost')!.guid;
    const newest = (await (
      await fetch(`${server.url}/v1/pos/shop/listShopProductNewArrival/${shop}?first=0&max=1`)
    ).json()) as { data: { items: { guid: string }[] } };
    const product = newest.data.items[0]!.guid;
    const browser = await chromium.launch({ executablePath: CHROME, args: ['--no-sandbox'] });
    for (const pagePath of pathsArg.split(',').map((p) => p.replace('{product}', product))) {
      for (const lang of LANGS) {
        const tasks: number[] = [];
        const kinds = new Map<string, number>();
        const functions = new Map<string, number>();
        const scripts = new Map<string, number>();
        for (let i = 0; i < RUNS; i++) {
          const context = await browser.newContext({
            viewport: { width: 412, height: 823 },
            isMobile: true,
          });
          await context.addCookies([
            { name: 'lang', value: lang, url: server.url },
            { name: 'region', value: region, url: server.url },
          ]);
          await context.addInitScript(
            ([l, r]) => {
              localStorage.setItem('lang', JSON.stringify({ name: l, flag: '' }));
              localStorage.setItem('region', r!);
            },
            [lang, region],
          );
          const page = await context.newPage();
          const cdp = await context.newCDPSession(page);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
          await browser.startTracing(page, { categories: CATEGORIES });
          await page.goto(`${server.url}${pagePath}`, { waitUntil: 'load' });
          // A plain wait: Playwright's own waiting runs its script in the page, which the
          // profile would count.
          await page.waitForTimeout(SETTLE_MS);
          const buffer = await browser.stopTracing();
          if (!(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))))
            console.warn(`!! ${pagePath} ${lang}: not hydrated ${SETTLE_MS} ms after the load`);
          await context.close();
          const name = `${pagePath.replace(/[^a-z0-9]+/gi, '_')}-${lang}-${i + 1}.trace.json`;
          fs.writeFileSync(path.join(OUT, name), buffer);
          const parsed = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] };
          const events = parsed.traceEvents;
          // The CPU is slowed here, so a long task is 50 ms as it runs.
          const found = longTasksAfterFcp(events, 50);
          const fcp = events.find((e) => e.name === 'firstContentfulPaint');
          if (!found || !fcp) throw new Error(`${pagePath} ${lang}: no first contentful paint`);
          tasks.push(found.totalMs);
          workKinds(events, fcp, kinds);
          functionTimes(events, fcp, functions, scripts);
        }
        console.log(
          `\n${pagePath} · ${lang}: long tasks after FCP (≥ 50 ms at 4×) ${tasks.map((t) => t.toFixed(0)).join(' · ')} ms`,
        );
        console.log(' main thread after FCP by kind (mean per load):');
        console.log(top(kinds, 12, RUNS).join('\n'));
        console.log(' scripts, self time after FCP (mean per load):');
        console.log(top(scripts, 12, RUNS).join('\n'));
        console.log(' functions, self time after FCP (mean per load):');
        console.log(top(functions, 25, RUNS).join('\n'));
      }
    }
    await browser.close();
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
