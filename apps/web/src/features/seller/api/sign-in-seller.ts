import type { LoginRequest, LoginResponse } from '@storefront/contract/auth';
import type { SellerProfile } from '@storefront/contract/seller';
import { endSellerSession, getSellerToken, type SellerSession } from '../seller-session';

export type SignInResult =
  | { ok: true; session: SellerSession }
  /**
   * 'credentials': wrong username or password; 'not-staff': a shopper's account (403); 'failed':
   * any other refusal, with its HTTP status (absent when no answer came).
   */
  | {
      ok: false;
      reason: 'credentials' | 'not-staff' | 'unreachable' | 'failed';
      message: string;
      status?: number;
    };

async function messageOf(response: Response): Promise<string> {
  try {
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null && 'message' in body) {
      const { message } = body as { message: unknown };
      if (typeof message === 'string') return message;
    }
  } catch {
    // Not the envelope: the status says enough.
  }
  return String(response.status);
}

async function failed(response: Response): Promise<SignInResult> {
  return {
    ok: false,
    reason: 'failed',
    message: await messageOf(response),
    status: response.status,
  };
}

/**
 * Staff sign in through the shoppers' `POST v1/user/` and are then asked for with
 * `GET v1/seller/me`: a shopper's token gets 403 there, and is dropped at once. Plain fetch, not
 * the app's base query: the shopper's token must not ride along, and a wrong staff password
 * (401) must not read as the end of a shopper's session on this browser.
 */
export async function signInSeller(credentials: LoginRequest): Promise<SignInResult> {
  try {
    const login = await fetch('/v1/user/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(credentials),
    });
    if (login.status === 401 || login.status === 400 || login.status === 422) {
      return { ok: false, reason: 'credentials', message: await messageOf(login) };
    }
    if (!login.ok) return failed(login);
    const { data } = (await login.json()) as LoginResponse;
    const token = data.access_token;

    const me = await fetch('/v1/seller/me', { headers: { authorization: `Bearer ${token}` } });
    if (me.status === 403) return { ok: false, reason: 'not-staff', message: await messageOf(me) };
    if (!me.ok) return failed(me);
    const { data: profile } = (await me.json()) as { data: SellerProfile };
    return { ok: true, session: { token, profile } };
  } catch (error) {
    return {
      ok: false,
      reason: 'unreachable',
      message: error instanceof Error ? error.message : String(error),
    };
  }
}

/**
 * Signs staff out here at once, then asks the server to end the token and every earlier one of
 * the account (docs/decisions/0016-token-revocation.md), so a copy taken from this phone stops
 * working too. Whatever the answer — offline, an error — the session here is already gone.
 */
export function signOutSeller(): void {
  const token = getSellerToken();
  endSellerSession('signed-out');
  if (!token) return;
  fetch('/v1/user/logout', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    keepalive: true,
  }).catch(() => undefined);
}
