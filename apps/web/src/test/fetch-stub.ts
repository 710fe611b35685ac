import { vi } from 'vitest';
import { productCard, productPage, REGIONS, SHOP_INFO, SHOP_LIST } from './fixtures';

export type Handler = (request: Request) => Response | Promise<Response> | unknown;

/** A JSON response; anything a handler returns that is not a Response becomes 200 JSON. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

export function ok<T>(data: T) {
  return { success: true, data, message: 'OK' };
}

/** The error envelope; `field` and `code` when the refusal names the field or has a word of its own. */
export function failure(
  message: string,
  status = 400,
  extra: { field?: string; code?: string; hints?: string[] } = {},
): Response {
  return json({ success: false, data: null, message, ...extra }, status);
}

/** The calls the shell makes on every page, answered with contract-shaped data. */
export function defaultHandlers(): Record<string, Handler> {
  return {
    'GET /v1/currency/region': () => ok({ items: REGIONS }),
    'GET /v1/pos/shop/list': () => ok({ items: SHOP_LIST }),
    'POST /v1/pos/shop/shop_information': () => ok(SHOP_INFO),
    [`GET /v1/pos/shop/listShopProductNewArrival/${SHOP_INFO.guid}`]: () =>
      productPage([productCard(), productCard()]),
    [`GET /v1/pos/shop/listShopProductBestSeller/${SHOP_INFO.guid}`]: () =>
      productPage([productCard()]),
  };
}

/**
 * Replaces fetch with handlers keyed 'METHOD /path' (query string ignored). Unknown calls fail
 * the way the API does (404 envelope), so a test never reaches the network.
 */
export function stubApi(overrides: Record<string, Handler> = {}) {
  const handlers = { ...defaultHandlers(), ...overrides };
  const calls: Request[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    calls.push(request.clone());
    const url = new URL(request.url);
    const handler = handlers[`${request.method} ${url.pathname}`];
    if (!handler) return failure(`No stub for ${request.method} ${url.pathname}`, 404);
    const result = await handler(request);
    return result instanceof Response ? result : json(result);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
