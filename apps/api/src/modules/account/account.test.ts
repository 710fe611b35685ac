import { randomUUID } from 'node:crypto';
import {
  UpdateProfileResponseSchema,
  UserBriefResponseSchema,
  type UpdateProfileRequest,
} from '@storefront/contract/account';
import { ErrorEnvelopeSchema } from '@storefront/contract/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normalizeUserText } from '../../lib/text';
import { addCustomer, uniquePhone, type Customer } from '../../test/account-fixtures';
import { addImage, addShop } from '../../test/fixtures';
import { createTestApp, parseBody, testDialects, type TestApp } from '../../test/harness';

describe.each(testDialects())('profile on %s', (dialect) => {
  let t: TestApp;
  let alice: Customer;
  let bob: Customer;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    alice = await addCustomer(t.app, { name: 'Alice Aye' });
    bob = await addCustomer(t.app, { name: 'Bob Bo' });
  });
  afterAll(() => t.close());

  const update = (who: Customer, guid: string, payload: UpdateProfileRequest | object) =>
    t.app.inject({
      method: 'PUT',
      url: `/v1/person/updateProfile/${guid}`,
      headers: who.auth,
      payload,
    });
  const briefOf = async (who: Customer) =>
    parseBody(
      UserBriefResponseSchema,
      (await t.app.inject({ url: '/v1/user/brief', headers: who.auth })).body,
    ).data;
  const errorOf = (body: string) => parseBody(ErrorEnvelopeSchema, body);
  /** A picture the account uploaded itself. */
  const addOwnImage = async (owner: Customer, kind = 'avatar', isPublic = true) => {
    const guid = await addImage(t.db, kind, isPublic);
    await t.db.kysely
      .updateTable('images')
      .set({ ownerGuid: owner.guid })
      .where('guid', '=', guid)
      .execute();
    return guid;
  };

  it('changes your own profile and answers the updated user', async () => {
    const image = await addOwnImage(alice);
    const phone = uniquePhone();
    const res = await update(alice, alice.guid, {
      name: ' Alice Aye Aye ',
      phone: `+95 ${phone.slice(1)}`,
      email: 'Alice.New@Example.com',
      address: 'No. 5, Pyay Road',
      avatar: image,
    });
    expect(res.statusCode).toBe(200);
    const data = parseBody(UpdateProfileResponseSchema, res.body).data;
    expect(data).toEqual({
      guid: alice.guid,
      username: alice.username,
      name: 'Alice Aye Aye',
      phone,
      email: 'Alice.New@Example.com',
      address: 'No. 5, Pyay Road',
      avatar: image,
    });
    expect(await briefOf(alice)).toEqual(data);
    alice.phone = phone;
    alice.email = 'Alice.New@Example.com';
  });

  it('keeps fields that are left out, clears those sent empty, normalises Zawgyi', async () => {
    const zawgyi = 'ေမာင္ေမာင္ လက္ဖက္';
    const res = await update(alice, alice.guid, {
      name: zawgyi,
      email: '',
      avatar: null,
      // The web app sends its whole user record back; unknown fields are ignored.
      guid: bob.guid,
      role: 'Admin',
    });
    expect(res.statusCode).toBe(200);
    const data = parseBody(UpdateProfileResponseSchema, res.body).data;
    expect(data).toMatchObject({
      guid: alice.guid,
      name: normalizeUserText(zawgyi),
      phone: alice.phone,
      email: null,
      address: 'No. 5, Pyay Road',
      avatar: null,
    });
    alice.email = '';
  });

  it("refuses a phone or e-mail that is someone else's with a 409", async () => {
    const phone = await update(alice, alice.guid, { phone: `9${bob.phone.slice(2)}` });
    expect(phone.statusCode).toBe(409);
    expect(errorOf(phone.body)).toMatchObject({ field: 'phone' });
    expect(errorOf(phone.body).message).toMatch(/mobile number is already registered/);
    const email = await update(alice, alice.guid, { email: bob.email.toUpperCase() });
    expect(email.statusCode).toBe(409);
    expect(errorOf(email.body)).toMatchObject({ field: 'email' });
    // Your own values are no conflict.
    expect((await update(bob, bob.guid, { phone: bob.phone, email: bob.email })).statusCode).toBe(
      200,
    );
  });

  it.each<[string, object, RegExp]>([
    ['an invalid mobile number', { phone: '12345' }, /valid Myanmar mobile number/],
    ['an empty name', { name: '   ' }, /enter your name/],
    ['an invalid e-mail', { email: 'nope' }, /valid e-mail/],
    ['an unknown avatar', { avatar: randomUUID() }, /avatar image does not exist/],
    ['an avatar that is not an id', { avatar: '../etc/passwd' }, /image id/],
  ])('refuses %s with a 400', async (_name, payload, message) => {
    const res = await update(alice, alice.guid, payload);
    expect(res.statusCode).toBe(400);
    expect(errorOf(res.body).message).toMatch(message);
  });

  it("refuses to change another user's profile with a 403, and changes nothing", async () => {
    const before = await briefOf(alice);
    const res = await update(bob, alice.guid, { name: 'Hacked' });
    expect(res.statusCode).toBe(403);
    expect(errorOf(res.body).message).toBe('You can only change your own profile.');
    expect(await briefOf(alice)).toEqual(before);
  });

  it('refuses a private image of someone else as an avatar', async () => {
    const receipt = await addImage(t.db, 'receipt', false);
    const res = await update(alice, alice.guid, { avatar: receipt });
    expect(res.statusCode).toBe(400);
  });

  it.each<[string, () => Promise<string>]>([
    ["a shop's logo", async () => (await addShop(t.db)).logo],
    ["another shopper's picture", () => addOwnImage(bob)],
    ['your own receipt', () => addOwnImage(alice, 'receipt', false)],
    ['a public picture nobody uploaded', () => addImage(t.db, 'product')],
  ])('refuses %s as an avatar and keeps the one you had', async (_name, imageOf) => {
    const own = await addOwnImage(alice);
    expect((await update(alice, alice.guid, { avatar: own })).statusCode).toBe(200);
    const res = await update(alice, alice.guid, { avatar: await imageOf() });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res.body)).toMatchObject({
      field: 'avatar',
      message: 'Please choose a picture you uploaded yourself as your avatar.',
    });
    expect((await briefOf(alice)).avatar).toBe(own);
  });

  it('refuses a malformed guid with a 400', async () => {
    const res = await update(alice, 'not-a-guid', { name: 'x' });
    expect(res.statusCode).toBe(400);
  });

  it('shows each user their own brief record', async () => {
    expect((await briefOf(bob)).guid).toBe(bob.guid);
    expect((await briefOf(alice)).guid).toBe(alice.guid);
  });
});
