import { chromium, type BrowserContext } from '@playwright/test';
import type { VisitStorage } from './lighthouse-visit';

/**
 * The hydration window of one page load: from the first contentful paint to the moment the page
 * is hydrated and answers taps (`<html data-hydrated>`, set once React has taken over the
 * server's markup and the browser's storage is read: apps/web/src/app/browser-state.ts; the new
 * build also marks it as the user timing `hydrated`). Between the two the page is on the screen
 * but only HTML (docs/architecture.md#first-taps).
 *
 * Lighthouse's simulated throttling loads the page at full speed and scales the figures after,
 * so the times a page itself records are unthrottled. Here the throttling is applied instead,
 * with Lighthouse's own mobile figures for it (`mobileSlow4G`, its devtools variant: 562.5 ms
 * round trip, 1.47 Mbit/s down, 0.68 Mbit/s up, the CPU slowed 4×), on a phone-sized screen,
 * in a fresh browser with an empty cache.
 */

export interface HydrationFigures {
  /** First contentful paint, ms after the navigation started. */
  fcpMs: number;
  /** `<html data-hydrated>` set, ms after the navigation started. */
  hydratedMs: number;
  /** hydratedMs − fcpMs. */
  windowMs: number;
}

/** Lighthouse's `mobileSlow4G`, devtools throttling (lighthouse/core/config/constants.js). */
const THROTTLING = {
  latencyMs: 150 * 3.75,
  downloadKbps: 1.6 * 1024 * 0.9,
  uploadKbps: 750 * 0.9,
  cpuSlowdown: 4,
};

const MOTO_G_POWER = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
};

async function writeStorage(context: BrowserContext, origin: string, storage: VisitStorage) {
  await context.addCookies(
    Object.entries(storage.cookies).map(([name, cookie]) => {
      const common = { name, sameSite: 'Lax' as const };
      if (typeof cookie === 'string')
        return { ...common, value: encodeURIComponent(cookie), url: origin };
      return {
        ...common,
        value: encodeURIComponent(cookie.value),
        domain: new URL(origin).hostname,
        path: cookie.path,
      };
    }),
  );
  await context.addInitScript((entries: [string, string][]) => {
    try {
      for (const [key, value] of entries) localStorage.setItem(key, value);
    } catch {
      // about:blank has no storage.
    }
  }, Object.entries(storage.localStorage));
}

/** One load of `url` on a throttled phone: when it painted and when it was hydrated. */
export async function hydrationWindow(
  url: string,
  storage: VisitStorage | undefined,
  chromePath: string,
): Promise<HydrationFigures> {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const context = await browser.newContext(MOTO_G_POWER);
    if (storage) await writeStorage(context, new URL(url).origin, storage);
    // Written down the moment the mark appears, before anything else the page does after it.
    await context.addInitScript(() => {
      const w = window as unknown as { benchHydratedAt?: number };
      new MutationObserver((_records, observer) => {
        if (!document.documentElement?.hasAttribute('data-hydrated')) return;
        w.benchHydratedAt ??= performance.now();
        observer.disconnect();
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-hydrated'] });
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: THROTTLING.latencyMs,
      downloadThroughput: (THROTTLING.downloadKbps * 1024) / 8,
      uploadThroughput: (THROTTLING.uploadKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLING.cpuSlowdown });
    const response = await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    if (response?.status() !== 200) throw new Error(`${url} answered ${response?.status()}`);
    await page.waitForFunction(
      () => (window as unknown as { benchHydratedAt?: number }).benchHydratedAt !== undefined,
      undefined,
      { timeout: 90_000, polling: 100 },
    );
    const { fcpMs, hydratedMs } = await page.evaluate(() => ({
      fcpMs: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
      hydratedMs: (window as unknown as { benchHydratedAt: number }).benchHydratedAt,
    }));
    if (Number.isNaN(fcpMs)) throw new Error(`${url}: no first contentful paint`);
    return { fcpMs, hydratedMs, windowMs: hydratedMs - fcpMs };
  } finally {
    await browser.close();
  }
}
