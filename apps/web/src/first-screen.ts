/**
 * The first script a page runs, and the only one its HTML names (docs/architecture.md#first-screen).
 * The server has already drawn the page, so its code is not what the shopper waits for: the
 * page's stylesheet, its first-screen images and its first paint are. This asks for the app's
 * code only once those are done (or after FIRST_SCREEN_MAX_WAIT_MS), so that on a slow phone
 * network the code does not share the link with them, and then starts the app (main.tsx).
 *
 * It imports nothing, so that it stays one small file ahead of everything else; the names it
 * shares are written out: the build's (`data-modules`, vite.config.ts), the server's (the
 * `page-modules` meta, PAGE_MODULES_META in packages/contract/src/web-page.ts) and the
 * stylesheet's (the font mark, index.css); first-screen.test.ts checks the last two.
 *
 * It also keeps the taps that come before the app has taken over the page (docs/architecture.md#first-taps)
 * and plays them again once it has, and marks that moment (`hydrated`) for the web bench.
 */

/** The longest the app's code waits for the first screen; a slow image must not hold it. */
const FIRST_SCREEN_MAX_WAIT_MS = 3000;

const PAGE_MODULES_SELECTOR = 'meta[name="page-modules"]';
const MYANMAR_FONT_ATTRIBUTE = 'data-myanmar-font';
const APP_MODULES_SELECTOR = 'script[data-modules]';

/**
 * A control whose tap before hydration is kept and played again after it; the value names the
 * control on its page (the compare buttons carry their product's guid). Components write it as
 * EARLY_TAP_ATTRIBUTE (components/ui/early-tap.ts), which first-screen.test.ts compares.
 */
const EARLY_TAP_ATTRIBUTE = 'data-early-tap';
/** What a copy-link control copies: copied within the tap itself, as browsers like it. */
const COPY_TEXT_ATTRIBUTE = 'data-copy-text';
/** Set on <html> once the page is hydrated and the browser's storage read (app/browser-state.ts). */
const HYDRATED_ATTRIBUTE = 'data-hydrated';
/** The user timing the web bench reads: hydration done (bench/web.ts). */
const HYDRATED_MARK = 'hydrated';

/**
 * Whether React has been given the page (hydrateRoot marks its container). From then on a tap
 * is React's: it hydrates the tapped part at once and runs its handler.
 */
function isHandedToApp(): boolean {
  const root = document.getElementById('root');
  return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
}

/**
 * Until the app has the page, a tap on a marked control is kept (once per control); once the
 * page is hydrated, each kept control still on the page and enabled is clicked, which does what
 * the tap would have done. A copy-link tap copies at once too.
 */
function keepEarlyTaps(): void {
  const kept: string[] = [];
  function onTap(event: MouseEvent) {
    if (isHandedToApp() || !(event.target instanceof Element)) return;
    const control = event.target.closest<HTMLElement>(`[${EARLY_TAP_ATTRIBUTE}]`);
    const name = control?.getAttribute(EARLY_TAP_ATTRIBUTE);
    if (!control || !name) return;
    if (!kept.includes(name)) kept.push(name);
    control.setAttribute('aria-busy', 'true');
    const text = control.getAttribute(COPY_TEXT_ATTRIBUTE);
    if (text) void navigator.clipboard?.writeText(text).catch(() => undefined);
  }
  function playKeptTaps() {
    for (const name of kept) {
      const control = document.querySelector<HTMLElement>(
        `[${EARLY_TAP_ATTRIBUTE}="${CSS.escape(name)}"]`,
      );
      if (!control) continue;
      control.removeAttribute('aria-busy');
      if (!(control instanceof HTMLButtonElement && control.disabled)) control.click();
    }
  }
  document.addEventListener('click', onTap, true);
  const whenHydrated = new MutationObserver(() => {
    if (!document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)) return;
    whenHydrated.disconnect();
    performance.mark(HYDRATED_MARK);
    document.removeEventListener('click', onTap, true);
    // After the render that the restored storage brings (the compare list, say).
    requestAnimationFrame(() => setTimeout(playKeptTaps, 0));
  });
  whenHydrated.observe(document.documentElement, {
    attributes: true,
    attributeFilter: [HYDRATED_ATTRIBUTE],
  });
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** After the browser's first paint with content (text or an image), or at once where unknown. */
function firstContentfulPaint(): Promise<void> {
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint')
  )
    return nextTask();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/**
 * The share of the screen a picture must cover to hold the app's code back: the gallery's
 * picture, the banner and the product cards do; thumbnails, flags and logos, which the shopper
 * does not wait for, do not (docs/architecture.md#first-screen).
 */
const LARGE_IMAGE_SHARE = 1 / 16;

function isLargeOnFirstScreen(image: HTMLImageElement): boolean {
  const box = image.getBoundingClientRect();
  const width = Math.min(box.right, window.innerWidth) - Math.max(box.left, 0);
  const height = Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0);
  return (
    width > 0 &&
    height > 0 &&
    width * height >= window.innerWidth * window.innerHeight * LARGE_IMAGE_SHARE
  );
}

/** The large images the shopper sees first that are still arriving: loaded (or failed). */
function firstScreenImages(): Promise<void> {
  const pending = Array.from(document.images).filter(
    (image) => !image.complete && image.loading !== 'lazy' && isLargeOnFirstScreen(image),
  );
  return Promise.all(
    pending.map(
      (image) =>
        new Promise<void>((resolve) => {
          image.addEventListener('load', () => resolve(), { once: true });
          image.addEventListener('error', () => resolve(), { once: true });
        }),
    ),
  ).then(() => undefined);
}

/** After the frame that paints what has just arrived: a frame callback runs before its paint. */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

async function firstScreenDrawn(): Promise<void> {
  // A page nobody sees is not painted: nothing to wait for.
  if (document.visibilityState === 'hidden') return;
  await firstContentfulPaint();
  await firstScreenImages();
  await afterNextPaint();
}

function modulePreload(href: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  // As the module scripts Vite writes: the preloaded copy is the one imported.
  link.crossOrigin = '';
  link.href = href;
  return link;
}

/**
 * The app's modules (the build's) and the page's own (the server's), all asked for at once in the
 * order given, biggest first (`biggestFirst`, packages/contract/src/web-page.ts), then imported in that
 * order: each imports what it needs, so the order only sets which file the browser asks for first.
 */
async function startApp(): Promise<void> {
  // A shop's Burmese words on an English page are drawn with the Burmese font from now on
  // (index.css): only they are styled again.
  document.documentElement.setAttribute(MYANMAR_FONT_ATTRIBUTE, '');
  const appModules = (
    document.querySelector<HTMLScriptElement>(APP_MODULES_SELECTOR)?.dataset.modules ?? ''
  )
    .split(' ')
    .filter(Boolean);
  const pageModules = (
    document.querySelector<HTMLMetaElement>(PAGE_MODULES_SELECTOR)?.content ?? ''
  )
    .split(' ')
    .filter(Boolean);
  document.head.append(...[...appModules, ...pageModules].map(modulePreload));
  for (const href of appModules) {
    await import(/* @vite-ignore */ href);
    // Each module runs in a task of its own: the biggest, asked for first, often arrives last,
    // when the others are in, and would otherwise run with them in one long task.
    await nextTask();
  }
}

keepEarlyTaps();

void Promise.race([
  // Whatever goes wrong while waiting, the app still starts.
  firstScreenDrawn().catch(() => undefined),
  new Promise<void>((resolve) => setTimeout(resolve, FIRST_SCREEN_MAX_WAIT_MS)),
])
  .then(startApp)
  .catch((error: unknown) => console.error("the app's code could not be loaded", error));
