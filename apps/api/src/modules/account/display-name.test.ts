import { UpdateProfileResponseSchema, UserBriefResponseSchema } from '@storefront/contract/account';
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
import { NAME_LIKE_A_SHOP } from './account.service';

// docs/decisions/0015-abuse-limits.md#reviews
describe.each(testDialects())('display names on %s', (dialect) => {
  let t: TestApp;
  let shopper: Customer;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const shop = await addShop(t.db, { name: 'Shwe Lahpet Grocery' });
    await t.db.kysely
      .updateTable('shops')
      .set({ nameMm: 'ရွှေလက်ဖက်' })
      .where('guid', '=', shop.guid)
      .execute();
    shopper = await addCustomer(t.app, { name: 'Ma Thida' });
  });
  afterAll(() => t.close());

  const updateName = (name: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/v1/person/updateProfile/${shopper.guid}`,
      headers: shopper.auth,
      payload: { name },
    });
  const nameNow = async () =>
    parseBody(
      UserBriefResponseSchema,
      (await t.app.inject({ url: '/v1/user/brief', headers: shopper.auth })).body,
    ).data.name;

  it('stores a profile name without bidi controls or zero-width characters', async () => {
    const res = await updateName('\u202eMa\u200b Thi\u200dda\u2066\u2069 \u200f');
    expect(res.statusCode).toBe(200);
    expect(parseBody(UpdateProfileResponseSchema, res.body).data.name).toBe('Ma Thida');
    expect(await nameNow()).toBe('Ma Thida');
  });

  it('stores a registration name without them too', async () => {
    const body = registrationBody({ name: '\u2067Ko\u2069 \ufeffZaw\u200c' });
    expect((await registerRequest(t.app, body)).statusCode).toBe(200);
    const person = await t.db.kysely
      .selectFrom('users')
      .innerJoin('persons', 'persons.guid', 'users.personGuid')
      .select('persons.name')
      .where('users.username', '=', body.username)
      .executeTakeFirstOrThrow();
    expect(person.name).toBe('Ko Zaw');
  });

  it.each([
    'Shwe Lahpet Grocery',
    'shwe lahpet   GROCERY',
    'Shwe\u200bLahpet\u202eGrocery',
    'Shwe Lahpet Grocery Official',
    'Admin: Shwe Lahpet Grocery Team',
    'ရွှေလက်ဖက်',
    'ရွှေလက်ဖက် ဆိုင်',
    'တရားဝင် ရွှေလက်ဖက်',
  ])("refuses %j as a profile name and as a registration name (a shop's)", async (name) => {
    const res = await updateName(name);
    expect(res.statusCode).toBe(400);
    expect(parseBody(ErrorEnvelopeSchema, res.body)).toMatchObject({
      field: 'name',
      message: NAME_LIKE_A_SHOP,
      code: 'nameLikeShop',
    });
    expect(await nameNow()).toBe('Ma Thida');

    const registered = await registerRequest(t.app, registrationBody({ name }));
    expect(registered.statusCode).toBe(400);
    expect(parseBody(ErrorEnvelopeSchema, registered.body)).toMatchObject({
      field: 'name',
      message: NAME_LIKE_A_SHOP,
      code: 'nameLikeShop',
    });
  });

  it.each(['Shwe Lahpet Grocery fan', 'Ko Shwe', 'ရွှေလက်ဖက် ကြိုက်သူ'])(
    'takes %j, which only shares words with a shop',
    async (name) => {
      expect((await updateName(name)).statusCode).toBe(200);
      expect(await nameNow()).toBe(name);
    },
  );
});
