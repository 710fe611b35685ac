import { randomUUID } from 'node:crypto';
import { AuditPageResponseSchema, type AuditEntry } from '@storefront/contract/admin-audit';
import {
  StaffAccountResponseSchema,
  StaffListResponseSchema,
} from '@storefront/contract/admin-staff';
import { ChangePasswordResponseSchema, LoginResponseSchema } from '@storefront/contract/auth';
import { ErrorEnvelopeSchema } from '@storefront/contract/envelope';
import { SellerProfileResponseSchema, SHOP_HEADER } from '@storefront/contract/seller';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { isRedisAvailable, TEST_REDIS_URL } from '../../test/redis-fixtures';
import { addCustomer, loginRequest, uniquePhone, type Customer } from '../../test/account-fixtures';
import { closeDroppingConnections, listen, openStream } from '../../test/event-stream-fixtures';
import { addShop } from '../../test/fixtures';
import { createTestApp, parseBody, testDialects, type TestApp } from '../../test/harness';
import { addBusinessOwner, addShopSeller, type Seller } from '../../test/seller-fixtures';

type Owner = Awaited<ReturnType<typeof addBusinessOwner>>;
type Headers = Record<string, string>;

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const errorOf = (res: LightMyRequestResponse) => parseBody(ErrorEnvelopeSchema, res.body);
const accountOf = (res: LightMyRequestResponse) =>
  parseBody(StaffAccountResponseSchema, res.body).data;

describe.each(testDialects())('staff accounts managed by owners on %s', (dialect) => {
  let t: TestApp;
  let base: string;
  let owner: Owner;
  let otherOwner: Owner;
  let shop: { guid: string; name: string };
  let otherShop: { guid: string; name: string };
  let staff: Seller;
  let alice: Customer;
  const seen: LightMyRequestResponse[] = [];
  const secrets: string[] = [];
  const streams: Array<{ abort: () => void }> = [];

  const call = async (method: 'GET' | 'POST', url: string, headers: Headers, payload?: object) => {
    const res = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    seen.push(res);
    return res;
  };
  const login = async (username: string, password: string) => {
    const res = await loginRequest(t.app, username, password);
    seen.push(res);
    return res;
  };
  const tokenOf = (res: LightMyRequestResponse) =>
    parseBody(LoginResponseSchema, res.body).data.access_token;
  const auditPage = async () =>
    parseBody(
      AuditPageResponseSchema,
      (await call('GET', '/v1/admin/audit?max=100', owner.auth)).body,
    ).data;
  const auditOf = async (entityGuid: string): Promise<AuditEntry[]> =>
    (await auditPage()).items.filter((e) => e.entityGuid === entityGuid);

  /** A new staff member of `shop` through the owner's call; their first password. */
  const newStaff = async (over: Record<string, unknown> = {}) => {
    const id = randomUUID().slice(0, 8);
    const password = `monsoon-harbour-${id}`;
    secrets.push(password);
    const res = await call('POST', '/v1/admin/staff', owner.auth, {
      shopGuid: shop.guid,
      name: `Ma Hla ${id}`,
      username: `hla-${id}`,
      phone: uniquePhone(),
      password,
      ...over,
    });
    expect(res.statusCode, res.body).toBe(200);
    return { account: accountOf(res), password };
  };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    shop = await addShop(t.db, { name: 'Ruby Mart' });
    otherShop = await addShop(t.db, { name: 'Jade Books' });
    owner = await addBusinessOwner(t);
    otherOwner = await addBusinessOwner(t);
    staff = await addShopSeller(t, shop.guid);
    alice = await addCustomer(t.app);
    base = await listen(t.app);
  });
  afterEach(() => {
    for (const s of streams.splice(0)) s.abort();
    // No answer ever carries a password or a hash.
    for (const res of seen.splice(0)) {
      expect(res.body).not.toContain('$argon2');
      for (const secret of secrets) expect(res.body).not.toContain(secret);
    }
  });
  afterAll(() => closeDroppingConnections(t.app, () => t.close()));

  it('keeps every staff call from visitors (401), staff and shoppers (403)', async () => {
    const target = randomUUID();
    const routes: Array<['GET' | 'POST', string, object?]> = [
      ['GET', '/v1/admin/staff'],
      [
        'POST',
        '/v1/admin/staff',
        { shopGuid: shop.guid, name: 'X', username: 'xx-y', password: 'river-stone-lantern-9' },
      ],
      ['POST', `/v1/admin/staff/${target}/disable`],
      ['POST', `/v1/admin/staff/${target}/enable`],
      ['POST', `/v1/admin/staff/${target}/password`, { password: 'river-stone-lantern-9' }],
    ];
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, {}, payload)).statusCode, url).toBe(401);
      for (const who of [staff.auth, alice.auth]) {
        const res = await call(method, url, who, payload);
        expect(res.statusCode, url).toBe(403);
        expect(errorOf(res).message).toMatch(/owners only/);
      }
    }
    // Nothing was written by the refused calls.
    expect(await auditOf(target)).toEqual([]);
    const list = parseBody(
      StaffListResponseSchema,
      (await call('GET', '/v1/admin/staff', owner.auth)).body,
    );
    expect(list.data.items.some((a) => a.username === 'xx-y')).toBe(false);
  });

  it("lists a shop's staff, or every staff account and owner, never a shopper", async () => {
    const all = parseBody(
      StaffListResponseSchema,
      (await call('GET', '/v1/admin/staff', owner.auth)).body,
    ).data.items;
    const names = all.map((a) => a.username);
    expect(names).toEqual(
      expect.arrayContaining([owner.username, otherOwner.username, staff.username]),
    );
    expect(names).not.toContain(alice.username);
    expect(all.find((a) => a.guid === staff.guid)).toMatchObject({
      role: 'Seller',
      shop: { guid: shop.guid, name: 'Ruby Mart' },
      disabled: false,
      mustChangePassword: false,
    });
    expect(all.find((a) => a.guid === owner.guid)).toMatchObject({ role: 'Owner', shop: null });

    const inShop = parseBody(
      StaffListResponseSchema,
      (await call('GET', `/v1/admin/staff?shopGuid=${shop.guid}`, owner.auth)).body,
    ).data.items;
    expect(inShop.length).toBeGreaterThan(0);
    expect(inShop.every((a) => a.shop?.guid === shop.guid)).toBe(true);
    expect(
      (await call('GET', `/v1/admin/staff?shopGuid=${otherShop.guid}`, owner.auth)).statusCode,
    ).toBe(200);

    expect(
      (await call('GET', `/v1/admin/staff?shopGuid=${randomUUID()}`, owner.auth)).statusCode,
    ).toBe(404);
    const bad = await call(
      'GET',
      `/v1/admin/staff?shopGuid=${encodeURIComponent("' or 1=1 --")}`,
      owner.auth,
    );
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).message).toMatch(/shopGuid/);
  });

  it('new staff: signs in, must change the password first, then works in its own shop only', async () => {
    const { account, password } = await newStaff({ name: '  Ko Aung <b>Min</b>  ' });
    expect(account).toMatchObject({
      role: 'Seller',
      shop: { guid: shop.guid },
      mustChangePassword: true,
      disabled: false,
    });

    // The first sign-in succeeds as anyone's.
    const first = await login(account.username, password);
    expect(first.statusCode).toBe(200);
    const token = tokenOf(first);

    const me = await call('GET', '/v1/seller/me', bearer(token));
    expect(me.statusCode).toBe(200);
    expect(parseBody(SellerProfileResponseSchema, me.body).data).toMatchObject({
      mustChangePassword: true,
      shop: { guid: shop.guid },
    });
    for (const url of ['/v1/seller/orders', '/v1/seller/products', '/v1/seller/cod-holds']) {
      const refused = await call('GET', url, bearer(token));
      expect(refused.statusCode, url).toBe(403);
      expect(errorOf(refused)).toMatchObject({ code: 'mustChangePassword' });
      expect(errorOf(refused).message).toMatch(/choose your own password/);
    }
    const stream = await openStream(base, token);
    streams.push(stream);
    expect(stream.response.status).toBe(403);

    // The change: a fresh token, the flag cleared, the console open.
    const newPassword = `own-choice-${randomUUID().slice(0, 8)}-tea`;
    secrets.push(newPassword);
    const changed = await call('POST', '/v1/user/password', bearer(token), {
      currentPassword: password,
      newPassword,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const fresh = parseBody(ChangePasswordResponseSchema, changed.body).data.access_token;
    expect((await call('GET', '/v1/seller/orders', bearer(token))).statusCode).toBe(401);
    expect((await call('GET', '/v1/seller/orders', bearer(fresh))).statusCode).toBe(200);
    const meAfter = await call('GET', '/v1/seller/me', bearer(fresh));
    expect(parseBody(SellerProfileResponseSchema, meAfter.body).data.mustChangePassword).toBe(
      false,
    );

    // The header naming another shop changes nothing for a staff token.
    const elsewhere = await call('GET', '/v1/seller/me', {
      ...bearer(fresh),
      [SHOP_HEADER]: otherShop.guid,
    });
    expect(parseBody(SellerProfileResponseSchema, elsewhere.body).data.shop.guid).toBe(shop.guid);

    // The audit entry: created, after only, no password in it.
    const entries = await auditOf(account.guid);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'staff.create',
      actorGuid: owner.guid,
      shopGuid: shop.guid,
      before: null,
      after: { username: account.username, name: 'Ko Aung <b>Min</b>', mustChangePassword: true },
    });
    const json = JSON.stringify(entries[0]);
    expect(json).not.toContain(password);
    expect(json).not.toMatch(/argon2|hash/i);
  });

  it('refuses bad input with a 4xx naming the field, and writes nothing', async () => {
    const before = (await auditPage()).totalCount;
    const valid = {
      shopGuid: shop.guid,
      name: 'Daw Khin',
      username: `khin-${randomUUID().slice(0, 6)}`,
      phone: uniquePhone(),
      password: 'golden-pagoda-rain-77',
    };
    const cases: Array<[object, number, string]> = [
      [{ ...valid, shopGuid: randomUUID() }, 404, 'shopGuid'],
      [{ ...valid, shopGuid: 'not-a-guid' }, 400, 'shopGuid'],
      [{ ...valid, username: staff.username }, 409, 'username'],
      [{ ...valid, username: 'a'.repeat(5000) }, 400, 'username'],
      [{ ...valid, username: '09420000111' }, 400, 'username'],
      [{ ...valid, name: '   ' }, 400, 'name'],
      [{ ...valid, name: 'n'.repeat(10_000) }, 400, 'name'],
      [{ ...valid, phone: '12345' }, 400, 'phone'],
      [{ ...valid, password: 'password123' }, 400, 'password'],
      [{ ...valid, password: 'Ruby Mart 1' }, 400, 'password'],
      [{ ...valid, password: 'x'.repeat(100_000) }, 400, 'password'],
      [{ ...valid, name: 42 }, 400, 'name'],
    ];
    for (const [body, status, field] of cases) {
      const res = await call('POST', '/v1/admin/staff', owner.auth, body);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(errorOf(res).field ?? errorOf(res).message, res.body).toContain(field);
    }
    const weak = await call('POST', '/v1/admin/staff', owner.auth, {
      ...valid,
      password: 'password123',
    });
    expect(errorOf(weak).code).toBe('weakPassword');
    expect((await auditPage()).totalCount).toBe(before);
    const taken = parseBody(
      StaffListResponseSchema,
      (await call('GET', '/v1/admin/staff', owner.auth)).body,
    );
    expect(taken.data.items.some((a) => a.username === valid.username)).toBe(false);
  });

  it('switching off ends the tokens and an open event stream at once; switching on lets the password in again', async () => {
    const { account, password } = await newStaff();
    const token = tokenOf(await login(account.username, password));
    const newPassword = `jasmine-road-${randomUUID().slice(0, 8)}`;
    secrets.push(newPassword);
    const changed = await call('POST', '/v1/user/password', bearer(token), {
      currentPassword: password,
      newPassword,
    });
    const working = parseBody(ChangePasswordResponseSchema, changed.body).data.access_token;

    const stream = await openStream(base, working);
    streams.push(stream);
    expect(stream.response.status).toBe(200);
    await stream.readUntil(/^: connected\n\n/);

    const off = await call('POST', `/v1/admin/staff/${account.guid}/disable`, owner.auth);
    expect(off.statusCode, off.body).toBe(200);
    expect(accountOf(off).disabled).toBe(true);
    // The stream ends now, not at the next keep-alive (20 s).
    const ended = await Promise.race([
      stream.ended().then(() => 'ended'),
      new Promise((resolve) => setTimeout(() => resolve('still open'), 3_000)),
    ]);
    expect(ended).toBe('ended');

    const refused = await call('GET', '/v1/seller/orders', bearer(working));
    expect(refused.statusCode).toBe(401);
    expect(errorOf(refused)).toMatchObject({ code: 'accountDisabled' });
    const loginOff = await login(account.username, newPassword);
    expect(loginOff.statusCode).toBe(403);
    expect(errorOf(loginOff).message).toMatch(/switched off/);
    // A wrong password still hears only the usual failure.
    expect((await login(account.username, 'not-the-password-at-all')).statusCode).toBe(401);

    // Twice is the same: nothing more is written.
    expect(
      (await call('POST', `/v1/admin/staff/${account.guid}/disable`, owner.auth)).statusCode,
    ).toBe(200);

    const on = await call('POST', `/v1/admin/staff/${account.guid}/enable`, owner.auth);
    expect(on.statusCode).toBe(200);
    expect(accountOf(on).disabled).toBe(false);
    // The old token stays ended; the password signs in again.
    expect((await call('GET', '/v1/seller/orders', bearer(working))).statusCode).toBe(401);
    const again = await login(account.username, newPassword);
    expect(again.statusCode).toBe(200);
    expect((await call('GET', '/v1/seller/orders', bearer(tokenOf(again)))).statusCode).toBe(200);

    const entries = await auditOf(account.guid);
    expect(entries.map((e) => e.action)).toEqual(['staff.enable', 'staff.disable', 'staff.create']);
    expect(entries[1]).toMatchObject({
      actorGuid: owner.guid,
      shopGuid: shop.guid,
      before: { disabled: false },
      after: { disabled: true },
    });
    expect(entries[0]).toMatchObject({ before: { disabled: true }, after: { disabled: false } });
  });

  it('a reset password ends every token and the open stream, and must be changed again', async () => {
    const { account, password } = await newStaff();
    const token = tokenOf(await login(account.username, password));
    const own = `lotus-lake-${randomUUID().slice(0, 8)}`;
    secrets.push(own);
    const working = parseBody(
      ChangePasswordResponseSchema,
      (
        await call('POST', '/v1/user/password', bearer(token), {
          currentPassword: password,
          newPassword: own,
        })
      ).body,
    ).data.access_token;
    const stream = await openStream(base, working);
    streams.push(stream);
    await stream.readUntil(/^: connected\n\n/);

    const weak = await call('POST', `/v1/admin/staff/${account.guid}/password`, owner.auth, {
      password: 'qwerty123',
    });
    expect(weak.statusCode).toBe(400);
    expect(errorOf(weak)).toMatchObject({ field: 'password', code: 'weakPassword' });
    expect((await call('GET', '/v1/seller/orders', bearer(working))).statusCode).toBe(200);

    const reset = `teak-bridge-${randomUUID().slice(0, 8)}`;
    secrets.push(reset);
    const res = await call('POST', `/v1/admin/staff/${account.guid}/password`, owner.auth, {
      password: reset,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(accountOf(res).mustChangePassword).toBe(true);
    await stream.ended();
    expect((await call('GET', '/v1/seller/orders', bearer(working))).statusCode).toBe(401);
    expect((await login(account.username, own)).statusCode).toBe(401);
    const next = await login(account.username, reset);
    expect(next.statusCode).toBe(200);
    const me = await call('GET', '/v1/seller/me', bearer(tokenOf(next)));
    expect(parseBody(SellerProfileResponseSchema, me.body).data.mustChangePassword).toBe(true);
    expect((await call('GET', '/v1/seller/orders', bearer(tokenOf(next)))).statusCode).toBe(403);

    const [entry] = await auditOf(account.guid);
    expect(entry).toMatchObject({
      action: 'staff.password',
      before: { mustChangePassword: false },
      after: { mustChangePassword: true, passwordReset: true },
    });
    expect(JSON.stringify(entry)).not.toContain(reset);
  });

  it('never touches a shopper, the owner itself or another owner', async () => {
    const before = (await auditPage()).totalCount;
    for (const verb of ['disable', 'enable']) {
      expect(
        (await call('POST', `/v1/admin/staff/${alice.guid}/${verb}`, owner.auth)).statusCode,
      ).toBe(404);
      expect(
        (await call('POST', `/v1/admin/staff/${randomUUID()}/${verb}`, owner.auth)).statusCode,
      ).toBe(404);
      expect(
        (await call('POST', `/v1/admin/staff/not-a-guid/${verb}`, owner.auth)).statusCode,
      ).toBe(400);
      const self = await call('POST', `/v1/admin/staff/${owner.guid}/${verb}`, owner.auth);
      expect(self.statusCode).toBe(409);
      expect(errorOf(self).message).toMatch(/your own account/);
      expect(
        (await call('POST', `/v1/admin/staff/${otherOwner.guid}/${verb}`, owner.auth)).statusCode,
      ).toBe(409);
    }
    const body = { password: 'quiet-monsoon-bell-5' };
    expect(
      (await call('POST', `/v1/admin/staff/${alice.guid}/password`, owner.auth, body)).statusCode,
    ).toBe(404);
    expect(
      (await call('POST', `/v1/admin/staff/${owner.guid}/password`, owner.auth, body)).statusCode,
    ).toBe(409);
    expect(
      (await call('POST', `/v1/admin/staff/${otherOwner.guid}/password`, owner.auth, body))
        .statusCode,
    ).toBe(409);
    expect((await call('GET', '/v1/user/brief', alice.auth)).statusCode).toBe(200);
    expect((await call('GET', '/v1/admin/staff', otherOwner.auth)).statusCode).toBe(200);
    expect((await auditPage()).totalCount).toBe(before);
  });
});

const hasRedis = await isRedisAvailable();

describe.runIf(hasRedis).each(testDialects())('switching off through Redis on %s', (dialect) => {
  let t: TestApp;
  let other: FastifyInstance;
  beforeAll(async () => {
    // Two instances of one database, told of revocations through Redis.
    t = await createTestApp(dialect, { redisUrl: TEST_REDIS_URL });
    other = await buildApp({ config: t.app.config, db: t.db, logger: false });
    await other.ready();
  });
  afterAll(async () => {
    await closeDroppingConnections(other, () => other.close());
    await t.close();
  });

  it("ends the account's order stream held open by another instance at once", async () => {
    const shop = await addShop(t.db);
    const owner = await addBusinessOwner(t);
    const staff = await addShopSeller(t, shop.guid);
    const token = staff.auth.authorization.slice('Bearer '.length);
    const stream = await openStream(await listen(other), token);
    try {
      await stream.readUntil(/^: connected\n\n/);
      const off = await t.app.inject({
        method: 'POST',
        url: `/v1/admin/staff/${staff.guid}/disable`,
        headers: owner.auth,
      });
      expect(off.statusCode, off.body).toBe(200);
      // Well before the next keep-alive check (20 s): the other instance heard it.
      const ended = await Promise.race([
        stream.ended().then(() => 'ended'),
        new Promise((resolve) => setTimeout(() => resolve('still open'), 3_000)),
      ]);
      expect(ended).toBe('ended');
    } finally {
      stream.abort();
    }
  });
});
