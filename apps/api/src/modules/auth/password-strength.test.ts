import { ErrorEnvelopeSchema } from '@storefront/contract/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addCustomer,
  registerRequest,
  registrationBody,
  type Customer,
} from '../../test/account-fixtures';
import { addShop } from '../../test/fixtures';
import { createTestApp, parseBody, testDialects, type TestApp } from '../../test/harness';
import { addSeller } from '../seller/seller-accounts.service';

// docs/decisions/0028-account-abuse.md#passwords
describe.each(testDialects())('password strength on %s', (dialect) => {
  let t: TestApp;
  let shopSlug: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const shop = await addShop(t.db, { name: 'Golden Lotus', hostName: 'golden-lotus.localhost' });
    shopSlug = (
      await t.db.kysely
        .selectFrom('shops')
        .select('slug')
        .where('guid', '=', shop.guid)
        .executeTakeFirstOrThrow()
    ).slug;
  });
  afterAll(() => t.close());

  const refusalOf = (body: string) => parseBody(ErrorEnvelopeSchema, body);

  it.each<[string, (username: string) => string, string[]]>([
    ['one letter over and over', () => 'aaaaaaaa', ['avoidRepeats']],
    ['the country and a count', () => 'myanmar123', ['avoidLocalWords']],
    ['a greeting and a year', () => 'Mingalar2024', ['avoidLocalWords']],
    ['the username itself', (username) => username, ['avoidOwnDetails']],
    ["the shop's name", () => 'goldenlotus1', ['avoidOwnDetails']],
  ])('refuses %s at registration, saying what would help', async (_name, password, hints) => {
    const body = registrationBody();
    const res = await registerRequest(t.app, { ...body, password: password(body.username) });
    expect(res.statusCode).toBe(400);
    const refusal = refusalOf(res.body);
    expect(refusal).toMatchObject({ field: 'password', code: 'weakPassword' });
    expect(refusal.hints).toEqual(expect.arrayContaining(hints));
    expect(refusal.message).toMatch(/^This password is too easy to guess\. /);
    const stored = await t.db.kysely
      .selectFrom('users')
      .select('guid')
      .where('usernameLower', '=', body.username.toLowerCase())
      .execute();
    expect(stored).toEqual([]);
  });

  it('takes a password of a few uncommon words', async () => {
    const res = await registerRequest(t.app, {
      ...registrationBody(),
      password: 'river-kettle-orbit',
    });
    expect(res.statusCode).toBe(200);
  });

  describe('changing a password', () => {
    let aye: Customer;
    beforeAll(async () => {
      aye = await addCustomer(t.app, { name: 'Aye Chan Moe' });
    });
    const change = (newPassword: string) =>
      t.app.inject({
        method: 'POST',
        url: '/v1/user/password',
        headers: aye.auth,
        payload: { currentPassword: aye.password, newPassword },
      });

    it('refuses one built on the account name or mobile number', async () => {
      for (const newPassword of ['ayechanmoe1', `${aye.phone}a`]) {
        const res = await change(newPassword);
        expect(res.statusCode).toBe(400);
        const refusal = refusalOf(res.body);
        expect(refusal).toMatchObject({ field: 'newPassword', code: 'weakPassword' });
        expect(refusal.hints).toContain('avoidOwnDetails');
      }
      expect((await change('teak-lantern-violet')).statusCode).toBe(200);
    });
  });

  it('refuses a weak staff password, one on the shop name included', async () => {
    const staff = (password: string) =>
      addSeller(t.db, {
        shop: shopSlug,
        username: `staff-${Math.random().toString(36).slice(2, 8)}`,
        password,
        name: 'Ko Zaw',
      });
    for (const password of ['goldenlotus', 'yangon2024', 'qwertyuiop1']) {
      await expect(staff(password)).rejects.toMatchObject({
        statusCode: 400,
        code: 'weakPassword',
        field: 'password',
      });
    }
    await expect(staff('copper-meadow-sail')).resolves.toMatchObject({ name: 'Ko Zaw' });
  });
});
