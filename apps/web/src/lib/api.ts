import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { createAction, type SerializedError } from '@reduxjs/toolkit';

/**
 * How the server answers a page's calls while it renders the page: through the API's own
 * services, without an HTTP round trip to itself (docs/architecture.md#server-rendering). It
 * answers as the endpoint would, `{ data }` with the whole envelope or `{ error }`.
 */
export type ServerQuery = (
  args: FetchArgs,
) => Promise<{ data: unknown } | { error: FetchBaseQueryError }>;

/** The store's thunk argument: the server's query on the server, nothing in the browser. */
export type ApiExtra = { serverQuery?: ServerQuery } | undefined;

/** The cached answers the server rendered the page with, handed to the browser's store. */
export const serverAnswersReceived = createAction<unknown>('api/serverAnswersReceived');

const fetchQuery = fetchBaseQuery({
  baseUrl: '/',
  prepareHeaders: (headers, { getState }) => {
    // docs/product.md#roles: the bearer token rides along when the shopper is logged in. The state is read
    // structurally because lib/ sits below app/ and cannot import the store's type.
    const token = (getState() as { auth?: { token?: string | null } }).auth?.token;
    if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
    return headers;
  },
});

const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = (
  args,
  queryApi,
  extraOptions,
) => {
  const serverQuery = (queryApi.extra as ApiExtra)?.serverQuery;
  if (!serverQuery) return fetchQuery(args, queryApi, extraOptions);
  return serverQuery(typeof args === 'string' ? { url: args } : args);
};

/**
 * The one RTK Query api. Every feature injects its endpoints (features/<area>/api/*), so the
 * cache, middleware and tag types are shared. The API is served from the same origin as the
 * app, hence the relative base URL.
 *
 * Wire types come from `@storefront/contract` as types only (`import type`): the schemas stay
 * on the server, so zod never reaches the shopper's phone.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  // A server-rendered page's answers, so that hydration asks for none of them again.
  extractRehydrationInfo(action, { reducerPath }) {
    if (!serverAnswersReceived.match(action)) return undefined;
    // The payload is the server store's state, made with this same api.
    return (action.payload as Record<string, never>)[reducerPath];
  },
  tagTypes: ['Region', 'Shop', 'Product', 'Category', 'User', 'Address', 'Review', 'Order'],
  endpoints: () => ({}),
});

/** Every response is `{ success, data, message }`; endpoints hand back `data` only. */
export function unwrap<T>(response: { data: T }): T {
  return response.data;
}

/**
 * The server's own `message` when it answered with the error envelope, else '' (no answer, or
 * an answer that is not the envelope): the shopper is then told the reason in words of the app's
 * (`errors.reasons`, useErrorText), never a transport error such as 'TypeError: Failed to fetch'.
 */
export function serverMessageOf(error: FetchBaseQueryError | SerializedError | undefined): string {
  if (!error || !('status' in error)) return '';
  const data: unknown = error.data;
  if (typeof data === 'object' && data !== null && 'message' in data) {
    const { message } = data as { message: unknown };
    if (typeof message === 'string') return message;
  }
  return '';
}

/**
 * A message from an RTK Query error: the server's own `message` when it sent the envelope,
 * otherwise the transport error (for logs and tests; a shopper is shown serverMessageOf's).
 */
export function errorMessageOf(error: FetchBaseQueryError | SerializedError | undefined): string {
  if (!error) return '';
  if ('status' in error) {
    const data: unknown = error.data;
    if (typeof data === 'object' && data !== null && 'message' in data) {
      const { message } = data as { message: unknown };
      if (typeof message === 'string' && message) return message;
    }
    if ('error' in error && typeof error.error === 'string') return error.error;
    return String(error.status);
  }
  return error.message ?? 'Unknown error';
}
