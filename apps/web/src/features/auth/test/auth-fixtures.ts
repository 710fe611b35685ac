import type { UserBrief } from '@storefront/contract/account';
import type { LoginResponse } from '@storefront/contract/auth';
import { failure, ok, type Handler } from '../../../test/fetch-stub';

export function userBrief(overrides: Partial<UserBrief> = {}): UserBrief {
  return {
    guid: '5a0c7e1d-3b2f-4c6a-9d8e-000000000001',
    username: 'ayeaye',
    name: 'Aye Aye Khin',
    phone: '09791234567',
    email: 'aye@example.com',
    address: null,
    avatar: null,
    ...overrides,
  };
}

export function loginAnswer(token: string): LoginResponse {
  return ok({
    access_token: token,
    token_type: 'Bearer' as const,
    expires_in: 604800,
  }) as LoginResponse;
}

/** The token a request carried, or null. */
export function bearerOf(request: Request): string | null {
  const header = request.headers.get('authorization');
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : null;
}

/**
 * A tiny stand-in for the accounts of the API: `POST v1/user/` hands out a token for a known
 * username and password, `GET v1/user/brief` answers the user that token belongs to, and 401
 * (as the server does) for anything else.
 */
export function accountHandlers(
  accounts: Array<{ username: string; password: string; token: string; user: UserBrief }>,
): Record<string, Handler> {
  return {
    'POST /v1/user/': async (request) => {
      const body = (await request.json()) as { username: string; password: string };
      const account = accounts.find(
        (a) => a.username === body.username && a.password === body.password,
      );
      return account ? loginAnswer(account.token) : failure('Login Failed!', 401);
    },
    'GET /v1/user/brief': (request) => {
      const account = accounts.find((a) => a.token === bearerOf(request));
      return account ? ok(account.user) : failure('You need to login first!', 401);
    },
  };
}
