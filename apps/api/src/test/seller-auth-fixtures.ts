import { randomUUID } from 'node:crypto';
import { LoginResponseSchema } from '@storefront/contract/auth';
import { SELLER_ROLE } from '@storefront/contract/seller';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connection';
import { hashPassword } from '../lib/password';
import { loginRequest, uniquePhone } from './account-fixtures';
import { parseBody } from './harness';

export interface Seller {
  guid: string;
  shopGuid: string;
  username: string;
  password: string;
  token: string;
  /** Headers carrying this seller's bearer token. */
  auth: { authorization: string };
}

/**
 * Shop staff of `shopGuid`, written straight to the database (staff never register
 * themselves), then signed in through POST v1/user/ for a real token.
 */
export async function addSeller(app: FastifyInstance, db: Db, shopGuid: string): Promise<Seller> {
  const id = randomUUID().slice(0, 8);
  const username = `seller_${id}`;
  const password = `pass-${id}-long`;
  const personGuid = randomUUID();
  const guid = randomUUID();
  const now = new Date().toISOString();
  await db.kysely
    .insertInto('persons')
    .values({
      guid: personGuid,
      name: `Seller ${id}`,
      phone: uniquePhone(),
      email: null,
      emailLower: null,
      address: null,
      avatarImageGuid: null,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  await db.kysely
    .insertInto('users')
    .values({
      guid,
      personGuid,
      username,
      usernameLower: username,
      passwordHash: await hashPassword(password),
      role: SELLER_ROLE,
      shopGuid,
      selfRegister: 0,
      createdAt: now,
      updatedAt: now,
    })
    .execute();
  const res = await loginRequest(app, username, password);
  if (res.statusCode !== 200) throw new Error(`seller login failed: ${res.body}`);
  const token = parseBody(LoginResponseSchema, res.body).data.access_token;
  return { guid, shopGuid, username, password, token, auth: { authorization: `Bearer ${token}` } };
}
