import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

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
  baseQuery: fetchBaseQuery({
    baseUrl: '/',
    prepareHeaders: (headers, { getState }) => {
      // docs/product.md#roles: the bearer token rides along when the shopper is logged in. The state is read
      // structurally because lib/ sits below app/ and cannot import the store's type.
      const token = (getState() as { auth?: { token?: string | null } }).auth?.token;
      if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
      return headers;
    },
  }),
  tagTypes: ['Region', 'Shop', 'Product', 'Category', 'User', 'Address', 'Review', 'Order'],
  endpoints: () => ({}),
});

/** Every response is `{ success, data, message }`; endpoints hand back `data` only. */
export function unwrap<T>(response: { data: T }): T {
  return response.data;
}

/**
 * A message a shopper can read from an RTK Query error: the server's own `message` when it sent
 * the envelope, otherwise the transport error.
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
