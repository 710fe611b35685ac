import { randomUUID } from 'node:crypto';
import type { RegisterRequest } from '@storefront/contract/auth';
import { LoginResponseSchema } from '@storefront/contract/auth';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connection';
import { addImage } from './fixtures';
import { parseBody } from './harness';

let sequence = 0;
/** A mobile number no other fixture in this process uses: 097 and eight digits. */
export function uniquePhone(): string {
  sequence += 1;
  const tail = (Math.floor(Math.random() * 1e4) * 1e4 + sequence) % 1e8;
  return `097${String(tail).padStart(8, '0')}`;
}

export interface Customer {
  guid: string;
  token: string;
  username: string;
  password: string;
  name: string;
  phone: string;
  email: string;
  /** Headers carrying this customer's bearer token. */
  auth: { authorization: string };
}

/** A registration body with fresh, unique identities; `over` replaces any part of it. */
export function registrationBody(over: Partial<RegisterRequest> = {}): RegisterRequest {
  const id = randomUUID().slice(0, 8);
  return {
    name: `Customer ${id}`,
    role: 'Customer',
    username: `user_${id}`,
    password: `pass-${id}-long`,
    selfRegister: true,
    contact: {
      primaryPhone: uniquePhone(),
      email: `user.${id}@example.com`,
      addressType: 'Customer',
    },
    ...over,
  };
}

export function registerRequest(app: FastifyInstance, body: unknown, remoteAddress?: string) {
  return app.inject({
    method: 'POST',
    url: '/v1/person/create',
    payload: body as object,
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

export function loginRequest(
  app: FastifyInstance,
  username: string,
  password: string,
  remoteAddress?: string,
) {
  return app.inject({
    method: 'POST',
    url: '/v1/user/',
    payload: { username, password },
    ...(remoteAddress ? { remoteAddress } : {}),
  });
}

/** Registers a customer through the API and logs them in. */
export async function addCustomer(
  app: FastifyInstance,
  over: Partial<RegisterRequest> = {},
): Promise<Customer> {
  const body = registrationBody(over);
  const registered = await registerRequest(app, body);
  if (registered.statusCode !== 200) throw new Error(`register failed: ${registered.body}`);
  const res = await loginRequest(app, body.username, body.password);
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.body}`);
  const token = parseBody(LoginResponseSchema, res.body).data.access_token;
  const subject = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
    sub: string;
  };
  return {
    guid: subject.sub,
    token,
    username: body.username,
    password: body.password,
    name: body.name,
    phone: body.contact.primaryPhone,
    email: body.contact.email ?? '',
    auth: { authorization: `Bearer ${token}` },
  };
}

export async function addPromo(
  db: Db,
  over: Partial<{
    code: string;
    discountType: string;
    /** Stored hundredths: percent × 100 or MMK × 100 (docs/decisions/0002). */
    discountValue: number;
    startDate: string;
    endDate: string;
  }> = {},
) {
  const guid = randomUUID();
  await db.kysely
    .insertInto('promoCodes')
    .values({
      guid,
      code: over.code ?? `CODE${guid.slice(0, 6).toUpperCase()}`,
      description: 'A promotion',
      descriptionMm: 'ပရိုမိုးရှင်း',
      discountType: over.discountType ?? 'percentage',
      discountValue: over.discountValue ?? 1_000,
      startDate: over.startDate ?? '2026-01-01T00:00:00.000Z',
      endDate: over.endDate ?? '2026-12-31T00:00:00.000Z',
      createdAt: new Date().toISOString(),
    })
    .execute();
  return guid;
}

export async function addPaymentType(
  db: Db,
  paymentType: string,
  position: number,
  accounts: { paymentName: string; paymentPhone: string }[],
) {
  const guid = randomUUID();
  await db.kysely
    .insertInto('paymentTypes')
    .values({ guid, paymentType, imageGuid: await addImage(db, 'payment'), position })
    .execute();
  const accountGuids = accounts.map(() => randomUUID());
  if (accounts.length > 0) {
    await db.kysely
      .insertInto('paymentAccounts')
      .values(
        accounts.map((a, i) => ({
          guid: accountGuids[i]!,
          paymentTypeGuid: guid,
          ...a,
          position: i,
        })),
      )
      .execute();
  }
  return { guid, accountGuids };
}
