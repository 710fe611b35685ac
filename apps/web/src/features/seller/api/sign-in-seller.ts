import type { LoginRequest, LoginResponse } from '@storefront/contract/auth';
import type { SellerProfile } from '@storefront/contract/seller';
import {
  endSellerSession,
  getSellerSession,
  getSellerToken,
  startSellerSession,
  type SellerSession,
} from '../seller-session';

export type SignInResult =
  | { ok: true; session: SellerSession }
  /**
   * 'credentials': wrong username or password; 'not-staff': a shopper's account (403);
   * 'disabled': the right password of an account an owner switched off (403); 'failed': any
   * other refusal, with its HTTP status (absent when no answer came).
   */
  | {
      ok: false;
      reason: 'credentials' | 'not-staff' | 'disabled' | 'unreachable' | 'failed';
      message: string;
      status?: number;
    };

type Refusal = { message: string; code?: string; hints?: string[] };

async function refusalOf(response: Response): Promise<Refusal> {
  try {
    const body: unknown = await response.json();
    if (typeof body === 'object' && body !== null && 'message' in body) {
      const { message, code, hints } = body as {
        message: unknown;
        code?: unknown;
        hints?: unknown;
      };
      if (typeof message === 'string') {
        return {
          message,
          ...(typeof code === 'string' ? { code } : {}),
          ...(Array.isArray(hints)
            ? { hints: hints.filter((h): h is string => typeof h === 'string') }
            : {}),
        };
      }
    }
  } catch {
    // Not the envelope: the status says enough.
  }
  return { message: String(response.status) };
}

async function messageOf(response: Response): Promise<string> {
  return (await refusalOf(response)).message;
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
    if (login.status === 403) {
      const refusal = await refusalOf(login);
      if (refusal.code === 'accountDisabled') {
        return { ok: false, reason: 'disabled', message: refusal.message };
      }
      return { ok: false, reason: 'failed', message: refusal.message, status: 403 };
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

export type PasswordChangeResult =
  | { ok: true }
  /**
   * 'current': the current password is not right; 'weak': the new one is easy to guess (the
   * server's `hints`); 'same': it is the current one; 'failed': any other refusal or no answer.
   */
  | {
      ok: false;
      reason: 'current' | 'weak' | 'same' | 'failed';
      message: string;
      hints: string[];
    };

/**
 * The signed-in staff member chooses their own password (`POST v1/user/password`): the server
 * ends every earlier token and answers a fresh one, which becomes the session's; the profile is
 * read again, so the console opens once the server no longer asks for a new password.
 */
export async function changeSellerPassword(body: {
  currentPassword: string;
  newPassword: string;
}): Promise<PasswordChangeResult> {
  const token = getSellerToken();
  if (!token) return { ok: false, reason: 'failed', message: '401', hints: [] };
  try {
    const response = await fetch('/v1/user/password', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    if (!response.ok) {
      const refusal = await refusalOf(response);
      if (response.status === 401 && getSellerToken() === token) endSellerSession('expired');
      const reason =
        refusal.code === 'weakPassword'
          ? 'weak'
          : /current password is not correct/i.test(refusal.message)
            ? 'current'
            : /different from your current/i.test(refusal.message)
              ? 'same'
              : 'failed';
      return { ok: false, reason, message: refusal.message, hints: refusal.hints ?? [] };
    }
    const { data } = (await response.json()) as LoginResponse;
    const me = await fetch('/v1/seller/me', {
      headers: { authorization: `Bearer ${data.access_token}` },
    });
    const session = getSellerSession();
    if (!me.ok || !session) {
      if (session) startSellerSession({ ...session, token: data.access_token });
      return { ok: true };
    }
    const { data: profile } = (await me.json()) as { data: SellerProfile };
    startSellerSession({ token: data.access_token, profile });
    return { ok: true };
  } catch (error) {
    return {
      ok: false,
      reason: 'failed',
      message: error instanceof Error ? error.message : String(error),
      hints: [],
    };
  }
}
