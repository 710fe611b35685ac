import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse, { NetworkRecords } from 'lighthouse';
import { longTasksAfterFcp } from './trace-tasks';

/**
 * One Lighthouse 12 run of a page in a fresh Chromium profile, with Lighthouse's default mobile
 * settings (its `mobileSlow4G` simulated throttling: 150 ms RTT, 1.6 Mbit/s, the CPU slowed 4×).
 *
 * Chromium is started here with `--remote-debugging-port` and Lighthouse drives it over that
 * port. A returning shopper's storage and cookies are written first by loading the origin once
 * in that browser (Playwright attached over the DevTools protocol), and Lighthouse is told not
 * to clear them (`disableStorageReset`). Either way the HTTP cache starts empty: what loads
 * first in the profile is a JSON answer, never a page's asset.
 */

/** What a visit finds in the browser before the page loads; none on a first visit. */
export interface VisitStorage {
  localStorage: Record<string, string>;
  /** Each sent with every request of the origin, or only under `path` when one is given. */
  cookies: Record<string, string | { value: string; path: string }>;
}

export interface LcpPhases {
  ttfbMs: number;
  loadDelayMs: number;
  loadTimeMs: number;
  renderDelayMs: number;
}

/** One request of a chain: where it went and when it ended after the navigation started. */
export interface ChainRequest {
  url: string;
  resourceType: string;
  /** Observed (unthrottled) end, ms after the navigation started. */
  endMs: number;
}

export interface VisitFigures {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** The element Lighthouse names as the largest paint, shortened. */
  lcpElement: string;
  /** The simulated LCP split into its phases, when Lighthouse could split it. */
  lcpPhases: LcpPhases | undefined;
  /**
   * The longest chain of requests, each started by the one before it (the document's parser, a
   * script's import or fetch, a stylesheet), that had ended before the largest paint was seen:
   * the sequential round trips that paint could have waited for.
   */
  chainBeforeLcp: ChainRequest[];
  /**
   * When the largest paint is an image: the requests that led to it, the document first
   * (Lighthouse's initiator path of the LCP image). Its own chain only: a page drawn by script
   * may have the image preloaded and still paint it only after its scripts and calls.
   */
  lcpImageChain: string[];
  /** Lighthouse's own critical-request-chains audit: documents, scripts, styles and fonts only. */
  criticalChain: { length: number; durationMs: number };
  /** The page's HTML as it came over the wire, and whether it came compressed. */
  documentBytes: number;
  documentCompressed: boolean;
  /**
   * Requests (and their bytes over the wire) that had ended when the first paint was observed.
   * Lighthouse's simulation counts those of high priority (stylesheets, fonts, scripts of
   * priority High, which module scripts and module preloads are; scripts only if they had run
   * by then) as holding up the first paint.
   */
  beforeFirstPaint: { requests: number; bytes: number };
  /** Main-thread time Lighthouse observed (unthrottled; the simulation scales it 4×). */
  mainThreadMs: number;
  /** Lighthouse's own measure of the machine's speed as the run began: higher is faster. */
  benchmarkIndex: number;
  /**
   * Main-thread tasks of 12.5 ms or more (observed; 50 ms once slowed 4×) that began after the
   * first contentful paint, added up: the blocking work a page does once it is on the screen
   * (bench/lib/trace-tasks.ts).
   */
  longTasksAfterFcpMs: number;
}

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--no-first-run',
  '--no-default-browser-check',
  '--disable-extensions',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-default-apps',
  '--disable-sync',
  '--disable-domain-reliability',
  '--disable-client-side-phishing-detection',
  '--metrics-recording-only',
  '--mute-audio',
  '--password-store=basic',
  '--use-mock-keychain',
];

interface Chromium {
  port: number;
  stop(): Promise<void>;
}

/** Starts Chromium on a fresh profile; resolves once its DevTools port is known. */
async function launchChromium(executable: string): Promise<Chromium> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-web-chrome-'));
  const child: ChildProcess = spawn(
    executable,
    [...CHROME_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    // A process group of its own: stopping it stops Chromium's helpers too, not only the browser.
    { stdio: ['ignore', 'ignore', 'pipe'], detached: true },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        child.kill('SIGTERM');
      }
    }
    await exited;
    // Chromium's helpers may still be writing into the profile for a moment after it exits.
    try {
      fs.rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
    } catch (error) {
      console.warn(`!! left ${profile} behind: ${String(error)}`);
    }
  };
  try {
    const port = await new Promise<number>((resolve, reject) => {
      let seen = '';
      const timer = setTimeout(
        () => reject(new Error(`Chromium gave no DevTools port in 30 s:\n${seen}`)),
        30_000,
      );
      child.stderr?.setEncoding('utf8');
      child.stderr?.on('data', (chunk: string) => {
        seen += chunk;
        const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(seen);
        if (match) {
          clearTimeout(timer);
          resolve(Number(match[1]));
        }
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`Chromium exited (${code}) before listening:\n${seen}`));
      });
    });
    // Keep reading stderr so that a chatty Chromium never blocks on a full pipe.
    child.stderr?.resume();
    return { port, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Writes storage and cookies for `origin` into the running browser, then detaches. */
async function writeStorage(port: number, origin: string, storage: VisitStorage): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error('Chromium has no default context');
    await context.addCookies(
      Object.entries(storage.cookies).map(([name, cookie]) => {
        const common = { name, sameSite: 'Lax' as const };
        if (typeof cookie === 'string')
          return { ...common, value: encodeURIComponent(cookie), url: origin };
        const { hostname } = new URL(origin);
        return {
          ...common,
          value: encodeURIComponent(cookie.value),
          domain: hostname,
          path: cookie.path,
        };
      }),
    );
    const page = await context.newPage();
    // A JSON answer of the same origin: no script of the app runs, no asset is cached.
    await page.goto(new URL('/v1/currency/region', origin).href);
    await page.evaluate((entries) => {
      for (const [key, value] of entries) localStorage.setItem(key, value);
    }, Object.entries(storage.localStorage));
    await page.close();
  } finally {
    // Attached, not launched: this only detaches Playwright; Chromium keeps running.
    await browser.close();
  }
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
type Artifacts = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['artifacts'];

function numeric(lhr: Lhr, id: string): number {
  const value = lhr.audits[id]?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse gave no ${id}`);
  return value;
}

interface ListDetails {
  type: 'list';
  items: { type: string; items?: Record<string, unknown>[] }[];
}

function lcpElementOf(lhr: Lhr): { element: string; phases: LcpPhases | undefined } {
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    ListDetails | undefined;
  const tables = details?.type === 'list' ? details.items : [];
  const node = tables[0]?.items?.[0]?.node as
    { nodeLabel?: string; snippet?: string; selector?: string } | undefined;
  const snippet = (node?.snippet ?? '').replace(/\s+/g, ' ');
  const tag = /^<([a-z0-9-]+)/i.exec(snippet)?.[1] ?? '?';
  const label = (node?.nodeLabel ?? '').replace(/\s+/g, ' ').slice(0, 60);
  const element = node ? `<${tag}> ${label}`.trim() : 'not found';
  const rows = tables[1]?.items ?? [];
  const timing = (i: number) => Number(rows[i]?.timing ?? NaN);
  const phases =
    rows.length === 4
      ? {
          ttfbMs: timing(0),
          loadDelayMs: timing(1),
          loadTimeMs: timing(2),
          renderDelayMs: timing(3),
        }
      : undefined;
  return { element, phases };
}

/**
 * The chain of requests before the largest paint, from the DevTools log: each request's
 * initiator (the document's parser, the stack of the script that imported or fetched it, the
 * stylesheet) as Lighthouse's own network records resolve it. Of the requests that had ended
 * when the largest paint was observed, the one at the end of the longest such chain wins.
 */
async function chainBeforeLcp(lhr: Lhr, artifacts: Artifacts): Promise<ChainRequest[]> {
  const metrics = lhr.audits.metrics?.details as
    | { items?: { observedTimeOriginTs?: number; observedLargestContentfulPaintTs?: number }[] }
    | undefined;
  const origin = metrics?.items?.[0]?.observedTimeOriginTs;
  const lcpTs = metrics?.items?.[0]?.observedLargestContentfulPaintTs;
  if (origin === undefined || lcpTs === undefined) return [];
  const records = await NetworkRecords.request(artifacts.DevtoolsLog, {
    computedCache: new Map(),
  });
  type Rec = (typeof records)[number];
  const chainOf = (record: Rec): Rec[] => {
    const chain: Rec[] = [];
    for (let r: Rec | undefined = record; r && !chain.includes(r); r = r.initiatorRequest)
      chain.unshift(r);
    return chain;
  };
  let best: Rec[] = [];
  for (const record of records) {
    if (record.url.startsWith('data:') || record.failed) continue;
    // Network times are ms on the same monotonic clock as the trace's µs timestamps.
    if (record.networkEndTime * 1000 > lcpTs) continue;
    const chain = chainOf(record);
    const last = best.at(-1);
    if (
      chain.length > best.length ||
      (chain.length === best.length && last && record.networkEndTime > last.networkEndTime)
    )
      best = chain;
  }
  return best.map((r) => ({
    url: r.url,
    resourceType: r.resourceType ?? 'Other',
    endMs: Math.round((r.networkEndTime * 1000 - origin) / 1000),
  }));
}

function criticalChainOf(lhr: Lhr): { length: number; durationMs: number } {
  const details = lhr.audits['critical-request-chains']?.details as
    { longestChain?: { length: number; duration: number } } | undefined;
  return {
    length: details?.longestChain?.length ?? 0,
    durationMs: Math.round(details?.longestChain?.duration ?? 0),
  };
}

/**
 * Runs Lighthouse on `url`; with `saveReportTo`, its full JSON report is written there too,
 * for a closer look at one run.
 */
function lcpImageChainOf(lhr: Lhr): string[] {
  const details = lhr.audits['prioritize-lcp-image']?.details as
    { debugData?: { initiatorPath?: { url: string }[] } } | undefined;
  return (details?.debugData?.initiatorPath ?? []).map((step) => step.url).reverse();
}

type NetworkRow = {
  url: string;
  resourceType?: string;
  transferSize?: number;
  networkRequestTime?: number;
  networkEndTime?: number;
};

function networkRows(lhr: Lhr): NetworkRow[] {
  const details = lhr.audits['network-requests']?.details as { items?: NetworkRow[] } | undefined;
  return details?.items ?? [];
}

function beforeFirstPaintOf(lhr: Lhr): { requests: number; bytes: number } {
  const metrics = lhr.audits.metrics?.details as
    { items?: { observedFirstContentfulPaint?: number }[] } | undefined;
  const fcp = metrics?.items?.[0]?.observedFirstContentfulPaint;
  const rows = networkRows(lhr);
  const start = rows.find((r) => r.resourceType === 'Document')?.networkRequestTime;
  if (fcp === undefined || start === undefined) return { requests: NaN, bytes: NaN };
  const done = rows.filter(
    (r) => r.networkEndTime !== undefined && r.networkEndTime - start <= fcp,
  );
  return { requests: done.length, bytes: done.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) };
}

function documentOf(lhr: Lhr): { bytes: number; compressed: boolean } {
  const details = { items: networkRows(lhr) };
  const doc = details?.items?.find((i) => i.resourceType === 'Document');
  const latency = lhr.audits['document-latency-insight']?.details as
    { items?: { usesCompression?: { value?: boolean } } } | undefined;
  return {
    bytes: doc?.transferSize ?? NaN,
    compressed: latency?.items?.usesCompression?.value !== false,
  };
}

export async function lighthouseVisit(
  url: string,
  storage: VisitStorage | undefined,
  chromePath: string,
  saveReportTo?: string,
): Promise<VisitFigures> {
  const browser = await launchChromium(chromePath);
  try {
    if (storage) await writeStorage(browser.port, new URL(url).origin, storage);
    const result = await lighthouse(url, {
      port: browser.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // A returning shopper keeps what was written above; a first visit has nothing to keep.
      disableStorageReset: storage !== undefined,
    });
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    const { lhr, artifacts } = result;
    if (saveReportTo) {
      fs.mkdirSync(path.dirname(saveReportTo), { recursive: true });
      fs.writeFileSync(saveReportTo, JSON.stringify(lhr));
      // The trace beside it, for a look at the main thread's tasks (bench/trace-tasks.ts).
      fs.writeFileSync(
        saveReportTo.replace(/\.json$/, '.trace.json'),
        JSON.stringify(artifacts.Trace),
      );
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message} (${url})`);
    const { element, phases } = lcpElementOf(lhr);
    const doc = documentOf(lhr);
    return {
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: numeric(lhr, 'largest-contentful-paint'),
      tbtMs: numeric(lhr, 'total-blocking-time'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      fcpMs: numeric(lhr, 'first-contentful-paint'),
      lcpElement: element,
      lcpPhases: phases,
      chainBeforeLcp: await chainBeforeLcp(lhr, artifacts),
      lcpImageChain: lcpImageChainOf(lhr),
      criticalChain: criticalChainOf(lhr),
      documentBytes: doc.bytes,
      documentCompressed: doc.compressed,
      beforeFirstPaint: beforeFirstPaintOf(lhr),
      mainThreadMs: lhr.audits['mainthread-work-breakdown']?.numericValue ?? NaN,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      longTasksAfterFcpMs: longTasksAfterFcp(artifacts.Trace.traceEvents)?.totalMs ?? NaN,
    };
  } finally {
    await browser.stop();
  }
}
