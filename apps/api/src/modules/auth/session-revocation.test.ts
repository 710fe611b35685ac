import { randomUUID } from 'node:crypto';
import { ChangePasswordResponseSchema, LogoutResponseSchema } from '@storefront/contract/auth';
import { ErrorEnvelopeSchema } from '@storefront/contract/envelope';
import type { LightMyRequestResponse } from 'fastify';
import { SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../lib/password';
import { addCustomer, loginRequest, type Customer } from '../../test/account-fixtures';
import { addShop } from '../../test/fixtures';
import { createTestApp, parseBody, testDialects, type TestApp } from '../../test/harness';
import { addSeller } from '../../test/seller-auth-fixtures';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from './auth.tokens';

const SECRET = 'test-secret-test-secret-test-secret-0123';
const LOGIN_REQUIRED = 'You need to login first!';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const errorOf = (res: LightMyRequestResponse) => parseBody(ErrorEnvelopeSchema, res.body);

/** A token signed the way this server signed them before versions were claimed: no `ver`. */
function tokenWithoutVersion(userGuid: string) {
  return new SignJWT({ role: 'Customer' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(userGuid)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(SECRET));
}

describe.each(testDialects())('logout and password change on %s', (dialect) => {
  let t: TestApp;
  const seen: LightMyRequestResponse[] = [];
  const passwords: string[] = [];
  const record = <R extends LightMyRequestResponse>(res: R): R => (seen.push(res), res);

  const brief = async (token: string) =>
    record(await t.app.inject({ url: '/v1/user/brief', headers: bearer(token) }));
  const logout = async (token?: string) =>
    record(
      await t.app.inject({
        method: 'POST',
        url: '/v1/user/logout',
        headers: token === undefined ? {} : bearer(token),
      }),
    );
  const changePassword = async (token: string, body: unknown) =>
    record(
      await t.app.inject({
        method: 'POST',
        url: '/v1/user/password',
        headers: bearer(token),
        payload: body as object,
      }),
    );
  const login = async (username: string, password: string) =>
    record(await loginRequest(t.app, username, password));
  const tokenOf = (res: LightMyRequestResponse) =>
    parseBody(ChangePasswordResponseSchema, res.body).data.access_token;
  const customer = async () => {
    const c = await addCustomer(t.app);
    passwords.push(c.password);
    return c;
  };
  const userRow = (guid: string) =>
    t.db.kysely
      .selectFrom('users')
      .select(['passwordHash', 'tokenVersion', 'updatedAt'])
      .where('guid', '=', guid)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterEach(() => {
    // No answer ever carries a password or a hash, whatever it was asked.
    for (const res of seen) {
      expect(res.body).not.toContain('$argon2');
      for (const p of passwords) expect(res.body).not.toContain(p);
    }
    seen.length = 0;
  });
  afterAll(() => t.close());

  describe('logout', () => {
    it("ends this token and the account's earlier ones, not another account's", async () => {
      const alice = await customer();
      const bob = await customer();
      const second = tokenOf(await login(alice.username, alice.password));
      expect((await brief(alice.token)).statusCode).toBe(200);

      const res = await logout(second);
      expect(res.statusCode).toBe(200);
      expect(parseBody(LogoutResponseSchema, res.body).message).toBe(
        'You have been logged out on every device.',
      );
      for (const token of [second, alice.token]) {
        const refused = await brief(token);
        expect(refused.statusCode).toBe(401);
        expect(errorOf(refused).message).toBe(LOGIN_REQUIRED);
      }
      // The ended token cannot log out again, or change the password.
      expect((await logout(second)).statusCode).toBe(401);
      expect(
        (
          await changePassword(second, {
            currentPassword: alice.password,
            newPassword: 'a-brand-new-password',
          })
        ).statusCode,
      ).toBe(401);
      expect((await brief(bob.token)).statusCode).toBe(200);
      // Logging in again gives a token that works.
      expect((await brief(tokenOf(await login(alice.username, alice.password)))).statusCode).toBe(
        200,
      );
    });

    it('accepts a token from before versions were claimed, until the account logs out', async () => {
      const carol = await customer();
      const old = await tokenWithoutVersion(carol.guid);
      expect((await brief(old)).statusCode).toBe(200);
      expect((await logout(carol.token)).statusCode).toBe(200);
      expect((await brief(old)).statusCode).toBe(401);
    });

    it('refuses a token claiming a version the account has not reached', async () => {
      const dan = await customer();
      const ahead = await new SignJWT({ role: 'Customer', ver: 1 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(dan.guid)
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode(SECRET));
      expect((await brief(ahead)).statusCode).toBe(401);
    });

    it('refuses a token whose role or shop is not the account’s', async () => {
      const erin = await customer();
      const asStaff = await new SignJWT({ role: 'Seller', shop: randomUUID(), ver: 0 })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(erin.guid)
        .setIssuer(TOKEN_ISSUER)
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode(SECRET));
      const me = async (token: string) =>
        record(await t.app.inject({ url: '/v1/seller/me', headers: bearer(token) }));
      expect((await me(asStaff)).statusCode).toBe(401);
      expect((await brief(asStaff)).statusCode).toBe(401);
      expect((await brief(erin.token)).statusCode).toBe(200);

      // A staff member moved to another shop: the token of the old shop no longer holds.
      const shop = await addShop(t.db);
      const other = await addShop(t.db);
      const seller = await addSeller(t.app, t.db, shop.guid);
      expect((await me(seller.token)).statusCode).toBe(200);
      await t.db.kysely
        .updateTable('users')
        .set({ shopGuid: other.guid })
        .where('guid', '=', seller.guid)
        .execute();
      expect((await me(seller.token)).statusCode).toBe(401);
    });

    it('needs a token', async () => {
      const res = await logout();
      expect(res.statusCode).toBe(401);
      expect(errorOf(res).message).toBe(LOGIN_REQUIRED);
    });
  });

  describe('password change', () => {
    let erin: Customer;
    beforeAll(async () => {
      erin = await customer();
    });

    it.each<[string, (current: string) => unknown, string, RegExp]>([
      [
        'a wrong current password',
        () => ({ currentPassword: 'not-my-password', newPassword: 'a-fine-new-password' }),
        'currentPassword',
        /^Your current password is not correct\.$/,
      ],
      [
        'no current password',
        () => ({ currentPassword: '', newPassword: 'a-fine-new-password' }),
        'currentPassword',
        /current password/,
      ],
      [
        'a short new password',
        (current) => ({ currentPassword: current, newPassword: 'short' }),
        'newPassword',
        /at least 8 characters/,
      ],
      [
        'a most used new password',
        (current) => ({ currentPassword: current, newPassword: 'Password1' }),
        'newPassword',
        /many people use/,
      ],
      [
        'a new password of only spaces',
        (current) => ({ currentPassword: current, newPassword: ' '.repeat(10) }),
        'newPassword',
        /only spaces/,
      ],
      [
        'the current password again',
        (current) => ({ currentPassword: current, newPassword: current }),
        'newPassword',
        /different from your current password/,
      ],
    ])(
      'refuses %s with a readable 400 and changes nothing',
      async (_name, body, field, message) => {
        const before = await userRow(erin.guid);
        const res = await changePassword(erin.token, body(erin.password));
        expect(res.statusCode).toBe(400);
        expect(errorOf(res)).toMatchObject({ field });
        expect(errorOf(res).message).toMatch(message);
        expect(await userRow(erin.guid)).toEqual(before);
        // Still signed in, still the same password: a refusal is not a lockout.
        expect((await brief(erin.token)).statusCode).toBe(200);
        expect((await login(erin.username, erin.password)).statusCode).toBe(200);
      },
    );

    it('with the right password: stores the new one, ends old tokens, answers a working one', async () => {
      const fay = await customer();
      const other = tokenOf(await login(fay.username, fay.password));
      const preVersion = await tokenWithoutVersion(fay.guid);
      const before = await userRow(fay.guid);
      const newPassword = `new-${fay.password}`;
      passwords.push(newPassword);

      const res = await changePassword(fay.token, { currentPassword: fay.password, newPassword });
      expect(res.statusCode).toBe(200);
      const answer = parseBody(ChangePasswordResponseSchema, res.body);
      expect(answer.data.token_type).toBe('Bearer');
      expect(answer.data.expires_in).toBeGreaterThan(0);

      const after = await userRow(fay.guid);
      expect(after.passwordHash).toMatch(/^\$argon2id\$/);
      expect(after.passwordHash).not.toBe(before.passwordHash);
      expect(after.tokenVersion).toBe(before.tokenVersion + 1);
      for (const token of [fay.token, other, preVersion]) {
        expect((await brief(token)).statusCode).toBe(401);
      }
      expect((await brief(answer.data.access_token)).statusCode).toBe(200);
      expect((await login(fay.username, fay.password)).statusCode).toBe(401);
      expect((await login(fay.username, newPassword)).statusCode).toBe(200);
    });

    it('keeps shop staff signed in as staff of their shop', async () => {
      const shop = await addShop(t.db);
      const seller = await addSeller(t.app, t.db, shop.guid);
      const known = 'staff-pass-for-this-test';
      passwords.push(known, `${known}-2`);
      await t.db.kysely
        .updateTable('users')
        .set({ passwordHash: await hashPassword(known) })
        .where('guid', '=', seller.guid)
        .execute();
      const res = await changePassword(seller.token, {
        currentPassword: known,
        newPassword: `${known}-2`,
      });
      expect(res.statusCode).toBe(200);
      const me = await t.app.inject({ url: '/v1/seller/me', headers: bearer(tokenOf(res)) });
      expect(me.statusCode).toBe(200);
      expect((await t.app.inject({ url: '/v1/seller/me', headers: seller.auth })).statusCode).toBe(
        401,
      );
    });

    it('lets only one of two changes made at once with the same token through', async () => {
      const gus = await customer();
      const [first, second] = [`first-${gus.password}`, `second-${gus.password}`];
      passwords.push(first, second);
      const statuses = await Promise.all(
        [first, second].map(
          async (newPassword) =>
            (await changePassword(gus.token, { currentPassword: gus.password, newPassword }))
              .statusCode,
        ),
      );
      expect(statuses.sort()).toEqual([200, 401]);
      const logins = [
        (await login(gus.username, first)).statusCode,
        (await login(gus.username, second)).statusCode,
      ];
      expect(logins.sort()).toEqual([200, 401]);
      expect((await userRow(gus.guid)).tokenVersion).toBe(1);
    });
  });

  it('documents both calls under auth, with the bearer requirement and each error', async () => {
    const doc = JSON.parse((await t.app.inject({ url: '/docs/json' })).body) as {
      paths: Record<
        string,
        Record<string, { tags?: string[]; security?: unknown; responses?: object }>
      >;
    };
    const logoutDoc = doc.paths['/v1/user/logout']?.post;
    const passwordDoc = doc.paths['/v1/user/password']?.post;
    expect(logoutDoc).toMatchObject({ tags: ['auth'], security: [{ bearer: [] }] });
    expect(passwordDoc).toMatchObject({ tags: ['auth'], security: [{ bearer: [] }] });
    expect(Object.keys(logoutDoc?.responses ?? {})).toEqual(['200', '401', '429']);
    expect(Object.keys(passwordDoc?.responses ?? {})).toEqual(['200', '400', '401', '429']);
  });
});

describe.each(testDialects())('password change rate limit on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, {
      rateLimit: {
        max: 1000,
        timeWindowMs: 60_000,
        loginMax: 3,
        loginAddressMax: 1000,
        registerMax: 1000,
      },
    });
  });
  afterAll(() => t.close());

  const attempt = (c: Customer, currentPassword: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/user/password',
      headers: c.auth,
      payload: { currentPassword, newPassword: `next-${c.password}` },
      remoteAddress,
    });

  it('limits attempts per account from any address, with a readable 429', async () => {
    const hana = await addCustomer(t.app);
    const ivy = await addCustomer(t.app);
    const statuses = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await attempt(hana, `guess-${i}-password`, `10.1.0.${i}`)).statusCode);
    }
    expect(statuses).toEqual([400, 400, 400]);
    // Even the right password waits now: guesses through a stolen token stop at the limit.
    const limited = await attempt(hana, hana.password, '10.1.0.9');
    expect(limited.statusCode).toBe(429);
    expect(parseBody(ErrorEnvelopeSchema, limited.body).message).toMatch(
      /^Too many requests\. Please try again in \d+ seconds\.$/,
    );
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await loginRequest(t.app, hana.username, hana.password)).statusCode).toBe(200);
    // Another account from the same address keeps its own budget.
    expect((await attempt(ivy, ivy.password, '10.1.0.1')).statusCode).toBe(200);
  });
});
