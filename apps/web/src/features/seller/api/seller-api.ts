import {
  fetchBaseQuery,
  type BaseQueryApi,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { api } from '../../../lib/api';
import { SHOP_HEADER } from '@storefront/contract/seller';
import {
  endSellerSession,
  getSellerShopChoice,
  getSellerToken,
  markPasswordChangeDue,
} from '../seller-session';

/**
 * The console's calls share the app's one RTK Query api (cache, middleware), with tags of their
 * own. `SellerSession` is on every console answer, so a new sign-in can drop whatever an earlier
 * staff member's session left in the cache.
 */
export const sellerApi = api.enhanceEndpoints({
  addTagTypes: [
    'SellerSession',
    'SellerOrders',
    'SellerOrder',
    'SellerProducts',
    'SellerProduct',
    'SellerStock',
    'SellerCodHolds',
    'AdminShops',
    'AdminStaff',
    'AdminAudit',
    'ConsoleNotifications',
    'ConsolePreferences',
  ],
});

/**
 * Every tag of the console's cache: an owner switching shops drops all of it, since each answer
 * spoke of the shop it was asked in.
 */
export const CONSOLE_TAGS = [
  'SellerSession',
  'SellerOrders',
  'SellerOrder',
  'SellerProducts',
  'SellerProduct',
  'SellerStock',
  'SellerCodHolds',
] as const;

/**
 * Sent without the app's base query: that one adds the shopper's token, and the shopper's
 * session ends on a 401 sent with it. Staff calls carry the staff token only, and a refused
 * staff token ends the staff session only.
 */
const rawQuery = fetchBaseQuery({ baseUrl: '/' });

/** The server no longer accepts this token (401), or it is not a staff token (403). */
function isRefusal(status: FetchBaseQueryError['status']): boolean {
  return status === 401 || status === 403;
}

/** The envelope's `code` of a refusal, if it has one. */
function codeOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('code' in body)) return undefined;
  const { code } = body as { code: unknown };
  return typeof code === 'string' ? code : undefined;
}

/**
 * What a refusal of the session's own token means: the account must choose its own password
 * first (the session stays, the console asks for it), was switched off by an owner, or is no
 * longer accepted at all.
 */
function onRefusal(code: string | undefined): void {
  if (code === 'mustChangePassword') markPasswordChangeDue();
  else endSellerSession(code === 'accountDisabled' ? 'disabled' : 'expired');
}

/** The staff token, and for an owner the shop chosen in the console's switcher. */
function consoleHeaders(init: HeadersInit | undefined, token: string): Headers {
  const headers = new Headers(init);
  headers.set('authorization', `Bearer ${token}`);
  const shopGuid = getSellerShopChoice();
  if (shopGuid) headers.set(SHOP_HEADER, shopGuid);
  return headers;
}

type SellerResult<T> =
  { data: T; error?: undefined } | { error: FetchBaseQueryError; data?: undefined };

/**
 * One console call with the staff's bearer token, answering the envelope's `data`. A refusal of
 * the token that is still the session's signs staff out (the console then shows /seller/login);
 * a refusal of an older token says nothing about the current session.
 */
export async function sellerRequest<T>(
  args: FetchArgs,
  queryApi: BaseQueryApi,
  extraOptions: object = {},
): Promise<SellerResult<T>> {
  const token = getSellerToken();
  if (!token) return { error: { status: 401, data: null } };
  const headers = consoleHeaders(args.headers as HeadersInit | undefined, token);
  const result = await rawQuery({ ...args, headers }, queryApi, extraOptions);
  if (result.error) {
    if (isRefusal(result.error.status) && getSellerToken() === token)
      onRefusal(codeOf(result.error.data));
    return { error: result.error };
  }
  return { data: (result.data as { data: T }).data };
}

/**
 * A console call outside RTK Query (the event stream, the receipt image), with the same token
 * and the same sign-out on refusal.
 */
export async function sellerFetch(path: string, init: RequestInit = {}): Promise<Response> {
  const token = getSellerToken();
  const headers = token ? consoleHeaders(init.headers, token) : new Headers(init.headers);
  const response = await fetch(path, { ...init, headers });
  if (isRefusal(response.status) && token !== null && getSellerToken() === token) {
    const body: unknown = await response
      .clone()
      .json()
      .catch(() => null);
    if (getSellerToken() === token) onRefusal(codeOf(body));
  }
  return response;
}
