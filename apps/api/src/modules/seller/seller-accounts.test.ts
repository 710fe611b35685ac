import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { LoginResponseSchema } from '@storefront/contract/auth';
import { SellerProfileResponseSchema } from '@storefront/contract/seller';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../db/connection';
import { migrateToLatest } from '../../db/migrate';
import { verifyPassword } from '../../lib/password';
import { addCustomer, loginRequest } from '../../test/account-fixtures';
import { addShop } from '../../test/fixtures';
import { createTestApp, parseBody, testDialects, type TestApp } from '../../test/harness';
import { addSeller } from './seller-accounts.service';

const run = promisify(execFile);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

describe.each(testDialects())('seller accounts on %s', (dialect) => {
  let t: TestApp;
  let shop: Awaited<ReturnType<typeof addShop>>;
  let slug: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    shop = await addShop(t.db, {
      name: 'Little Star Baby & Kids',
      hostName: 'little-star.localhost',
    });
    slug = (
      await t.db.kysely
        .selectFrom('shops')
        .select('slug')
        .where('guid', '=', shop.guid)
        .executeTakeFirstOrThrow()
    ).slug;
  });
  afterAll(() => t.close());

  const input = (over: Partial<Parameters<typeof addSeller>[1]> = {}) => ({
    shop: 'little-star.localhost',
    username: `staff-${Math.random().toString(36).slice(2, 8)}`,
    password: 'a-long-password',
    name: 'Ma Su Myat Noe',
    ...over,
  });

  it('creates a Seller of the shop, found by host (as typed in a browser) or slug', async () => {
    for (const shopName of ['little-star.localhost', 'http://Little-Star.localhost:8080/', slug]) {
      const created = await addSeller(t.db, input({ shop: shopName }));
      expect(created.shop).toMatchObject({ guid: shop.guid, name: 'Little Star Baby & Kids' });
      const user = await t.db.kysely
        .selectFrom('users')
        .innerJoin('persons', 'persons.guid', 'users.personGuid')
        .select(['users.role', 'users.shopGuid', 'users.passwordHash', 'persons.name'])
        .where('users.guid', '=', created.userGuid)
        .executeTakeFirstOrThrow();
      expect(user).toMatchObject({ role: 'Seller', shopGuid: shop.guid, name: 'Ma Su Myat Noe' });
      expect(user.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(user.passwordHash, 'a-long-password')).toBe(true);
    }
  });

  it('signs the new account in to its shop', async () => {
    const created = await addSeller(t.db, input({ phone: '+95 9 420 555 111' }));
    expect(created.phone).toBe('09420555111');
    for (const login of [created.username, '09420555111']) {
      const res = await loginRequest(t.app, login, 'a-long-password');
      expect(res.statusCode, res.body).toBe(200);
      const token = parseBody(LoginResponseSchema, res.body).data.access_token;
      const me = await t.app.inject({
        url: '/v1/seller/me',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(parseBody(SellerProfileResponseSchema, me.body).data.shop.guid).toBe(shop.guid);
    }
  });

  it('refuses an unknown shop, a taken username or phone, and bad input, creating nothing', async () => {
    const customer = await addCustomer(t.app);
    const taken = await addSeller(t.db, input());
    const count = async () =>
      Number(
        (
          await t.db.kysely
            .selectFrom('users')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const cases: [Parameters<typeof addSeller>[1], number, string][] = [
      [input({ shop: 'nowhere.localhost' }), 404, 'No shop is served at "nowhere.localhost"'],
      [input({ username: taken.username.toUpperCase() }), 409, 'is already taken'],
      [input({ username: customer.username }), 409, 'is already taken'],
      [input({ phone: customer.phone }), 409, 'belongs to another account'],
      [input({ phone: '12345' }), 400, 'valid Myanmar mobile number'],
      [input({ username: '09420555999' }), 400, 'cannot be a mobile number'],
      [input({ password: 'short' }), 400, 'at least 8 characters'],
      [input({ password: 'password1' }), 400, 'many people use'],
      [input({ name: '  ' }), 400, 'full name'],
    ];
    for (const [wanted, statusCode, message] of cases) {
      await expect(addSeller(t.db, wanted)).rejects.toMatchObject({
        statusCode,
        message: expect.stringContaining(message),
      });
    }
    expect(await count()).toBe(before);
    // Registration still makes shoppers only, whatever role it is sent.
    const registered = await addCustomer(t.app, { role: 'Seller' });
    const role = await t.db.kysely
      .selectFrom('users')
      .select(['role', 'shopGuid'])
      .where('guid', '=', registered.guid)
      .executeTakeFirstOrThrow();
    expect(role).toEqual({ role: 'Customer', shopGuid: null });
  });

  it('keeps accounts without a phone apart from each other and from phone logins', async () => {
    const a = await addSeller(t.db, input());
    const b = await addSeller(t.db, input());
    expect([a.phone, b.phone]).toEqual([null, null]);
    const stored = await t.db.kysely
      .selectFrom('persons')
      .innerJoin('users', 'users.personGuid', 'persons.guid')
      .select('persons.phone')
      .where('users.guid', '=', a.userGuid)
      .executeTakeFirstOrThrow();
    expect((await loginRequest(t.app, stored.phone, 'a-long-password')).statusCode).toBe(401);
    expect((await loginRequest(t.app, a.username, 'a-long-password')).statusCode).toBe(200);
  });
});

describe('npm run seller:add', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'seller-add-'));
    const db = openDatabase({ dialect: 'sqlite', file: path.join(dataDir, 'storefront.sqlite') });
    await migrateToLatest(db);
    await addShop(db, { name: 'Pansodan Books', hostName: 'pansodan-books.localhost' });
    await db.close();
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  const sellerAdd = (...args: string[]) => {
    // The fresh SQLite file, whatever database this shell points at.
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    return run('npm', ['run', '--silent', 'seller:add', '--', ...args], { cwd: repoRoot, env })
      .then(({ stdout, stderr }) => ({ code: 0, stdout, stderr }))
      .catch((error: { code: number; stdout: string; stderr: string }) => error);
  };
  const args = (shop: string) => [
    '--shop',
    shop,
    '--username',
    'daw-nwe',
    '--password',
    'books-pass-2024',
    '--name',
    'Daw Nwe Nwe Aye',
  ];

  it('creates a seller, then refuses the taken username and an unknown shop with exit code 1', async () => {
    const created = await sellerAdd(...args('pansodan-books.localhost'));
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout).toMatch(/Created seller daw-nwe \(Daw Nwe Nwe Aye\) for Pansodan Books/);

    const again = await sellerAdd(...args('pansodan-books.localhost'));
    expect(again.code).toBe(1);
    expect(again.stderr.trim()).toBe('seller:add: The username "daw-nwe" is already taken.');

    const unknown = await sellerAdd(...args('nowhere'));
    expect(unknown.code).toBe(1);
    expect(unknown.stderr.trim()).toBe(
      'seller:add: No shop is served at "nowhere" or has that slug.',
    );
  }, 60_000);
});
