import type { APIRequestContext } from '@playwright/test';
import { LoginResponseSchema, type RegisterRequest } from '@storefront/contract/auth';
import { expect } from './fixtures';

/** A customer registered and logged in through the API, for one test alone. */
export type Shopper = {
  name: string;
  username: string;
  password: string;
  phone: string;
  /** '' when registered without one (docs/product.md#registration: e-mail is optional). */
  email: string;
  token: string;
  /** The bearer header of docs/product.md#roles, for API calls made as this shopper. */
  auth: { authorization: string };
};

let serial = 0;

/**
 * Registers a new customer and logs them in. The username, mobile number (09 7xx xxx xxx) and
 * e-mail are unique to this call, so no test depends on another's accounts.
 */
export async function registerShopper(
  request: APIRequestContext,
  { name = 'Hnin Wai', withEmail = true }: { name?: string; withEmail?: boolean } = {},
): Promise<Shopper> {
  serial += 1;
  const suffix = `${Date.now().toString(36)}${serial}${Math.floor(Math.random() * 1e4)}`;
  const phone = `097${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
  const email = withEmail ? `shopper-${suffix}@example.com` : '';
  const register: RegisterRequest = {
    name,
    role: 'Customer',
    username: `shopper_${suffix}`,
    password: `e2e-pass-${suffix}`,
    selfRegister: true,
    contact: { primaryPhone: phone, email, addressType: 'Customer' },
  };
  const created = await request.post('/v1/person/create', { data: register });
  expect(created.status(), await created.text()).toBe(200);
  const login = await request.post('/v1/user/', {
    data: { username: register.username, password: register.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const token = LoginResponseSchema.parse(await login.json()).data.access_token;
  return {
    name,
    username: register.username,
    password: register.password,
    phone,
    email,
    token,
    auth: { authorization: `Bearer ${token}` },
  };
}
