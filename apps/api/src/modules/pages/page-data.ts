import type { Db } from '../../db/connection';
import { readDispatcher, type ReadRequest } from '../../lib/read-routes';
import type { CatalogCache } from '../../plugins/catalog-cache';
import { CATALOG_READS } from '../catalog/catalog.reads';
import { REGION_READS } from '../region/region.reads';
import { SHOP_READS } from '../shop/shop.reads';

/** A call as the web app's API client describes it (RTK Query's FetchArgs). */
export type PageCall = {
  url: string;
  method?: string;
  params?: Record<string, unknown>;
  body?: unknown;
};

/** The answer the endpoint would give: its JSON body, or its status and error body. */
export type PageCallAnswer =
  | { data: unknown }
  | { error: { status: number; data: unknown } }
  | { error: { status: 'CUSTOM_ERROR'; error: string; data?: undefined } };

/**
 * The routes a page's first screen may be drawn from: public reads that depend on their address
 * alone, registered from these same tables.
 */
export const PAGE_READS = [...REGION_READS, ...SHOP_READS, ...CATALOG_READS];

/**
 * The request the browser's API client would send for a call, as Fastify would parse it: the
 * params appended to the address as `fetchBaseQuery` does (URLSearchParams, undefined values
 * left out) and read back as the query, the body as JSON would carry it.
 */
export function requestOfCall(call: PageCall): ReadRequest {
  const url = addressOfCall(call);
  const at = url.indexOf('?');
  const query: Record<string, string | string[]> = {};
  if (at >= 0) {
    for (const [key, value] of new URLSearchParams(url.slice(at + 1))) {
      const seen = query[key];
      query[key] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
    }
  }
  return {
    method: call.method ?? 'GET',
    path: at >= 0 ? url.slice(0, at) : url,
    query,
    body: call.body === undefined ? undefined : (JSON.parse(JSON.stringify(call.body)) as unknown),
  };
}

/**
 * The address the browser's client asks for a call (`baseUrl` '/'), as the server reads it in
 * `request.url`: the catalog cache's key of the endpoint's answer.
 */
export function addressOfCall(call: PageCall): string {
  let url = `/${call.url.replace(/^\//, '')}`;
  if (call.params) {
    const defined = Object.entries(call.params).filter(([, value]) => value !== undefined);
    const search = new URLSearchParams(
      Object.fromEntries(defined) as unknown as Record<string, string>,
    );
    url += (url.includes('?') ? '&' : '?') + search.toString();
  }
  return url;
}

/** The catalog cache's kept answers, as a page's calls read and fill them. */
export type KeptAnswers = Pick<CatalogCache, 'keptAnswer' | 'keepAnswer' | 'clock'>;

/**
 * The GET reads, matched as the dispatcher matches them (the first whose address fits), with
 * whether the catalog cache keeps their endpoint's answers.
 */
const GET_READS = PAGE_READS.filter((read) => read.method === 'GET').map((read) => ({
  routeUrl: read.url,
  isKept: read.catalogCache === true,
  pattern: new RegExp(
    `^/${read.url
      .replace(/^\/|\/$/g, '')
      .split('/')
      .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/')}/?$`,
  ),
}));

/** The read the catalog cache keeps a GET of `path` for, if any. */
function keptReadOf(path: string) {
  const read = GET_READS.find((candidate) => candidate.pattern.test(path));
  return read?.isKept ? read : undefined;
}

/**
 * Answers the public calls a page makes for its first screen from the routes' own table
 * (PAGE_READS): the same address patterns, validation, answers, refusals and serialisation as
 * the endpoints, without an HTTP round trip (docs/architecture.md#page-calls). `cacheTags`
 * collects what each answer holds, as the catalog cache tags the endpoint's. A call no read
 * serves (anything signed in) is left to the browser: the page renders it as loading and the
 * browser asks once hydrated.
 *
 * With `answers` (the catalog cache), a call the endpoint's answer is kept for is answered from
 * the kept answer when there is one, and its own answer is kept for the endpoint and the next
 * page: a page miss costs no query for what another page or the JSON endpoint already read
 * (docs/decisions/0038-catalog-cache-by-memory.md).
 */
export function pageDataSource(db: Db, answers?: KeptAnswers) {
  const dispatch = readDispatcher(PAGE_READS);
  return async (call: PageCall, cacheTags: string[] = []): Promise<PageCallAnswer> => {
    const request = requestOfCall(call);
    const kept =
      answers && request.method.toUpperCase() === 'GET' ? keptReadOf(request.path) : undefined;
    const address = kept ? addressOfCall(call) : '';
    if (kept && answers) {
      const answer = answers.keptAnswer(address);
      if (answer) {
        cacheTags.push(...answer.tags);
        return { data: JSON.parse(answer.body.toString('utf8')) as unknown };
      }
    }
    const startedAt = answers?.clock ?? 0;
    const tags: string[] = [];
    const answered = await dispatch(db, request, tags);
    cacheTags.push(...tags);
    if (kept && answers && answered?.status === 200) {
      answers.keepAnswer(address, {
        body: Buffer.from(JSON.stringify(answered.body)),
        tags,
        routeUrl: kept.routeUrl,
        startedAt,
      });
    }
    if (!answered) {
      return {
        error: { status: 'CUSTOM_ERROR', error: `Not answered on the server: ${request.path}` },
      };
    }
    return answered.status >= 200 && answered.status < 300
      ? { data: answered.body }
      : { error: { status: answered.status, data: answered.body } };
  };
}
