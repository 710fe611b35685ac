/**
 * The server's entry: renders a page of the shop as HTML, in the shopper's language and region
 * currency, with the answers it needs already in it (docs/architecture.md#server-rendering).
 * The API imports the build of this file (`dist-server/entry-server.js`) and calls `renderPage`
 * for every page request; main.tsx then hydrates what it rendered.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import type { CartLine } from '@storefront/commerce/cart-lines';
import type { ShopInfo } from '@storefront/contract/shop';
import { pageHeadOf, renderPageHead, scriptJson } from './app/page-head';
import { Providers } from './app/providers';
import { routerContextFor } from './app/route-data';
import { buildRoutes } from './app/router';
import { makeStore, type RootState } from './app/store';
import { prefetchRegions } from './features/region/api/get-regions';
import { prefetchShopList } from './api/shop-list';
import { createI18n } from './i18n/i18n';
import { basenameOf, splitLanguageAddress } from './i18n/language-address';
import { bcp47Of, LANGUAGE_FLAGS, type AppLanguage } from './i18n/languages';
import { api, type ServerQuery } from './lib/api';
import { readServerRequestWith } from './lib/host-name';
import { en } from './locales/en/index';
import { mm } from './locales/mm/index';

export type { ServerQuery };

/** What the server knows of a page request. */
export type PageRequest = {
  /** The page's absolute address, as the shopper asked for it. */
  url: string;
  /** The host the shop is served on, without port (docs/product.md#shop-by-host). */
  hostName: string;
  /**
   * The page's language: its address's (`/my/…`), else the `lang` cookie's, else the browser's
   * (docs/decisions/0035-language-addresses.md); and the shopper's region, from the `region`
   * cookie.
   */
  language: AppLanguage;
  /** What said the language: only a stored choice is the shopper's own. */
  languageSource: 'address' | 'chosen' | 'browser';
  regionGuid: string | null;
  /** The shop served on this host, or null (then the page shows the shop error). */
  shop: ShopInfo | null;
  /** The browser's `cart_count` cookie says its stored cart is empty (or it has none). */
  cartIsEmpty: boolean;
  /** On the cart page: the cart's lines, from the `cart_lines` cookie; else null. */
  cartLines: CartLine[] | null;
  /** Answers the page's calls through the API's services. */
  serverQuery: ServerQuery;
};

export type RenderedPage = {
  kind: 'page';
  status: number;
  /** `<html lang>`: the BCP 47 tag of the page's language. */
  htmlLang: 'en' | 'my';
  /** Title, description, canonical address, sharing tags and JSON-LD, as HTML. */
  head: string;
  /** The app's markup, for inside `<div id="root">`. */
  body: string;
  /** The state the page was rendered with, as JSON for the hydration data block. */
  data: string;
};

export type RenderedRedirect = { kind: 'redirect'; status: number; location: string };

/** What main.tsx reads back from the page's data block. */
export type HydrationData = {
  state: Omit<RootState, 'api'>;
  api: Pick<RootState, 'api'>;
  router: Pick<StaticHandlerContext, 'loaderData' | 'actionData'>;
};

const currentRequest = new AsyncLocalStorage<{ hostName: string; origin: string }>();
readServerRequestWith(() => currentRequest.getStore());

/**
 * One translator per language, each with every string: pages rendered at the same time
 * in different languages never switch each other's language.
 */
const translations = {
  en: createI18n('en', { en }),
  mm: createI18n('my', { en, my: mm }),
};

/** The router of English addresses, and of Burmese ones under their prefix (`/my/…`). */
const handlers = {
  en: createStaticHandler(buildRoutes()),
  mm: createStaticHandler(buildRoutes(), { basename: basenameOf('mm') }),
};

/** The state the server knows before any call: the shop, the language, the region. */
function initialState(request: PageRequest): Partial<RootState> {
  return {
    lang: {
      name: request.language,
      flag: LANGUAGE_FLAGS[request.language],
      // The shopper's choice is stored already; the others are shown, not stored (lang.slice.ts).
      ...(request.languageSource === 'chosen' ? {} : { source: request.languageSource }),
    },
    region: { guid: request.regionGuid },
    shopInfo: { info: request.shop, hostName: request.shop ? request.hostName : null },
    browser: { isRestored: false, cartKnownEmpty: request.cartIsEmpty, cartFromLines: false },
  };
}

/** Only answers: a failed or unfinished call is made again by the browser. */
function answeredOnly(state: RootState): Pick<RootState, 'api'> {
  const queries = Object.fromEntries(
    Object.entries(state.api.queries).filter(([, entry]) => entry?.status === 'fulfilled'),
  );
  return { api: { ...state.api, queries, mutations: {} } };
}

/**
 * Where React writes the page: its chunks kept as they come, joined once at the end. React's
 * `pipe` needs no more of a stream than `write`, `end` and `on` (it writes everything at once
 * here, so it never waits for a drain), and a whole Node stream per page (a PassThrough and its
 * events per 4 KB chunk) cost more than the joining (docs/architecture.md#server-rendering).
 */
function collectingSink(done: (html: string) => void) {
  const chunks: Uint8Array[] = [];
  return {
    write(chunk: Uint8Array | string): boolean {
      chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : chunk);
      return true;
    },
    end(): void {
      done(Buffer.concat(chunks).toString('utf8'));
    },
    on(): void {
      // 'drain', 'error' and 'close' never come: nothing is buffered, nothing is closed early.
    },
  };
}

function renderToString(element: React.ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    let failure: unknown = null;
    const { pipe } = renderToPipeableStream(element, {
      // Never outline a finished Suspense boundary to be revealed by an inline script: the
      // page's Content-Security-Policy runs no inline script, and the whole page is ready at once.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // Every answer is in the store already, so everything is ready at once; waiting for all of
      // it gives crawlers and no-JavaScript readers the whole page, never a fallback.
      onAllReady() {
        const sink = collectingSink((html) => (failure ? reject(failure) : resolve(html)));
        pipe(sink as unknown as NodeJS.WritableStream);
      },
      onShellError: reject,
      onError(error) {
        failure ??= error;
      },
    });
  });
}

/** Renders the page `request` asks for, or says where to go instead. */
export function renderPage(request: PageRequest): Promise<RenderedPage | RenderedRedirect> {
  const { origin } = new URL(request.url);
  return currentRequest.run({ hostName: request.hostName, origin }, () => render(request));
}

async function render(request: PageRequest): Promise<RenderedPage | RenderedRedirect> {
  const store = makeStore({
    preloadedState: initialState(request),
    serverQuery: request.serverQuery,
  });
  // Every page's frame: prices need the regions, the header the shops.
  store.dispatch(prefetchRegions());
  store.dispatch(prefetchShopList());
  await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));

  const url = new URL(request.url);
  // The page's own address, without the language prefix: what the router's routes and the
  // head's addresses are written from.
  const split = splitLanguageAddress(url.pathname);
  const handler = handlers[split.language ?? 'en'];
  const pageUrl = new URL(`${url.origin}${split.path}${url.search}`);
  const context = await handler.query(new Request(request.url), {
    requestContext: routerContextFor(store, request.cartLines)(),
  });
  if (context instanceof Response) {
    return {
      kind: 'redirect',
      status: context.status,
      location: context.headers.get('location') ?? '/',
    };
  }
  await Promise.all(store.dispatch(api.util.getRunningQueriesThunk()));

  const state = store.getState();
  const leaf = context.matches.at(-1);
  const head = pageHeadOf({
    routePath: leaf?.route.index ? undefined : leaf?.route.path,
    params: leaf?.params ?? {},
    url: pageUrl,
    state,
    t: translations[request.language].fixedT(bcp47Of(request.language)),
    language: request.language,
  });

  const router = createStaticRouter(handler.dataRoutes, context);
  const body = await renderToString(
    <StrictMode>
      <Providers store={store} i18nInstance={translations[request.language]}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
  );

  const { api: _answers, ...slices } = state;
  const data: HydrationData = {
    state: slices,
    api: answeredOnly(state),
    router: { loaderData: context.loaderData, actionData: context.actionData },
  };
  return {
    kind: 'page',
    status: context.statusCode !== 200 ? context.statusCode : head.status,
    htmlLang: bcp47Of(request.language),
    head: renderPageHead(head),
    body,
    data: scriptJson(data),
  };
}
