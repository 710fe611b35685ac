import { randomUUID } from 'node:crypto';
import {
  AddressCreateResponseSchema,
  AddressDeleteResponseSchema,
  AddressListResponseSchema,
  AddressUpdateResponseSchema,
  type Address,
} from '@storefront/contract/account';
import { ErrorEnvelopeSchema } from '@storefront/contract/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCustomer, type Customer } from '../../test/account-fixtures';
import { createTestApp, parseBody, testDialects, type TestApp } from '../../test/harness';
import { addRegion, addTownship } from '../../test/region-fixtures';

describe.each(testDialects())('address book on %s', (dialect) => {
  let t: TestApp;
  let alice: Customer;
  let bob: Customer;
  let myanmar: string;
  let kamayut: string;
  let bahan: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    myanmar = await addRegion(t.db, 'Myanmar', 'MMK', 1, 0);
    await addRegion(t.db, 'Thailand', 'THB', 60, 1);
    kamayut = await addTownship(t.db, 'Kamayut');
    bahan = await addTownship(t.db, 'Bahan');
    alice = await addCustomer(t.app);
    bob = await addCustomer(t.app);
  });
  afterAll(() => t.close());

  const form = (over: Record<string, unknown> = {}) => ({
    name: 'Aung Aung',
    address: 'No. 35, Room 4B',
    street: 'Hledan Road',
    township: 'Kamayut',
    townshipGuid: kamayut,
    country: 'Myanmar',
    countryGuid: myanmar,
    primaryPhone: '09 765 432 100',
    otherPhones: '',
    email: 'aung@example.com',
    comment: 'Call at the gate.',
    addressType: 'Customer',
    ...over,
  });
  const create = (who: Customer, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/address_book/create',
      headers: who.auth,
      payload,
    });
  const createOk = async (who: Customer, over: Record<string, unknown> = {}) => {
    const res = await create(who, { ownerGuid: who.guid, ...form(over) });
    expect(res.statusCode, res.body).toBe(200);
    return parseBody(AddressCreateResponseSchema, res.body).data.guid;
  };
  const list = async (who: Customer, guid: string | undefined = who.guid) =>
    t.app.inject({
      url: `/v1/address_book/list_all_address${guid ? `?guid=${guid}` : ''}`,
      headers: who.auth,
    });
  const listOk = async (who: Customer): Promise<Address[]> =>
    parseBody(AddressListResponseSchema, (await list(who)).body).data.items;
  const update = (who: Customer, payload: object) =>
    t.app.inject({
      method: 'PUT',
      url: '/v1/address_book/update',
      headers: who.auth,
      payload,
    });
  const remove = (who: Customer, guid: string) =>
    t.app.inject({ method: 'DELETE', url: `/v1/address_book/delete/${guid}`, headers: who.auth });
  const errorOf = (body: string) => parseBody(ErrorEnvelopeSchema, body);

  it('saves a Myanmar address with its township, region and normalised phone', async () => {
    const res = await create(alice, { ownerGuid: alice.guid, ...form({ country: 'myanmar ' }) });
    expect(res.statusCode).toBe(200);
    const created = parseBody(AddressCreateResponseSchema, res.body);
    expect(created.message).toBe('Address saved.');
    const saved = (await listOk(alice)).find((a) => a.guid === created.data.guid);
    expect(saved).toMatchObject({
      ownerGuid: alice.guid,
      name: 'Aung Aung',
      township: 'Kamayut',
      townshipGuid: kamayut,
      country: 'Myanmar',
      countryGuid: myanmar,
      regionName: 'Myanmar',
      primaryPhone: '09765432100',
      otherPhones: '',
      email: 'aung@example.com',
      comment: 'Call at the gate.',
      addressType: 'Customer',
    });
  });

  it('keeps no invisible characters in what the shop reads, and refuses a name of only them', async () => {
    // docs/product.md#visible-text
    const blank = await create(alice, {
      ownerGuid: alice.guid,
      ...form({ name: '\u200b\u200c\u202e' }),
    });
    expect(blank.statusCode).toBe(400);
    expect(errorOf(blank.body)).toMatchObject({ field: 'name', message: 'Please enter the name.' });
    const guid = await createOk(alice, {
      name: '\u202eAung\u200d Aung',
      street: 'Hledan\ufeff Road',
      comment: 'Call at \u2066the gate\u2069.',
    });
    const saved = (await listOk(alice)).find((a) => a.guid === guid);
    expect(saved).toMatchObject({
      name: 'Aung Aung',
      street: 'Hledan Road',
      comment: 'Call at the gate.',
    });
  });

  it('takes the township name from the township, not from the form', async () => {
    const guid = await createOk(alice, { township: 'Somewhere Else', townshipGuid: bahan });
    expect((await listOk(alice)).find((a) => a.guid === guid)?.township).toBe('Bahan');
  });

  it('clears the township outside Myanmar and keeps foreign phone numbers', async () => {
    const guid = await createOk(alice, {
      country: 'thailand',
      countryGuid: null,
      primaryPhone: '+66 81 234 5678',
      otherPhones: null,
      comment: null,
    });
    expect((await listOk(alice)).find((a) => a.guid === guid)).toMatchObject({
      country: 'Thailand',
      regionName: 'Thailand',
      township: null,
      townshipGuid: null,
      primaryPhone: '+66 81 234 5678',
      comment: '',
    });
  });

  it.each<[string, Record<string, unknown>, RegExp]>([
    ['no township in Myanmar', { township: '', townshipGuid: '' }, /choose a township/],
    [
      'no township in MYANMAR (any case)',
      { country: 'MYANMAR', countryGuid: null, township: null, townshipGuid: null },
      /choose a township/,
    ],
    ['an unknown township', { township: null, townshipGuid: randomUUID() }, /township/],
    ['a township that is not an id', { townshipGuid: 'Kamayut' }, /township/],
    ['an unknown country', { country: 'Atlantis', countryGuid: null }, /country from the list/],
    ['no name', { name: ' ' }, /enter the name/],
    ['no street', { street: undefined }, /enter the street/],
    ['no address', { address: '' }, /enter the address/],
    ['no country', { country: '' }, /enter the country/],
    ['no primary phone', { primaryPhone: '' }, /primary phone/],
    ['an invalid phone', { primaryPhone: 'call me' }, /valid phone number/],
    ['no e-mail', { email: '' }, /e-mail/],
    ['an invalid e-mail', { email: 'aung@' }, /valid e-mail/],
    ['a comment over 500', { comment: 'x'.repeat(501) }, /500 characters/],
  ])('refuses %s with a readable 400', async (_name, over, message) => {
    const res = await create(alice, form(over));
    expect(res.statusCode).toBe(400);
    expect(errorOf(res.body).message).toMatch(message);
  });

  it('lists your addresses newest first, without asking for a guid too', async () => {
    const older = await createOk(bob, { name: 'Older' });
    await new Promise((r) => setTimeout(r, 5));
    const newer = await createOk(bob, { name: 'Newer' });
    const items = await listOk(bob);
    expect(items.map((a) => a.guid)).toEqual([newer, older]);
    const noGuid = parseBody(AddressListResponseSchema, (await list(bob, undefined)).body);
    expect(noGuid.data.items.map((a) => a.guid)).toEqual([newer, older]);
  });

  it('updates your own address and answers its guid', async () => {
    const guid = await createOk(alice, { name: 'Before' });
    const res = await update(alice, { guid, ...form({ name: 'After', street: 'Pyay Road' }) });
    expect(res.statusCode).toBe(200);
    const answer = parseBody(AddressUpdateResponseSchema, res.body);
    expect(answer.data).toBe(guid);
    expect((await listOk(alice)).find((a) => a.guid === guid)).toMatchObject({
      name: 'After',
      street: 'Pyay Road',
      ownerGuid: alice.guid,
    });
  });

  it('deletes your own address and answers its guid', async () => {
    const guid = await createOk(alice, { name: 'Temporary' });
    const res = await remove(alice, guid);
    expect(res.statusCode).toBe(200);
    const answer = parseBody(AddressDeleteResponseSchema, res.body);
    expect(answer).toMatchObject({ data: guid, message: 'Address deleted.' });
    expect((await listOk(alice)).some((a) => a.guid === guid)).toBe(false);
    expect((await remove(alice, guid)).statusCode).toBe(404);
  });

  describe("another user's addresses", () => {
    let alicesAddress: string;
    beforeAll(async () => {
      alicesAddress = await createOk(alice, { name: 'Alice private' });
    });
    const alicesRow = () =>
      t.db.kysely
        .selectFrom('addresses')
        .selectAll()
        .where('guid', '=', alicesAddress)
        .executeTakeFirst();

    it('cannot be listed (403)', async () => {
      const res = await list(bob, alice.guid);
      expect(res.statusCode).toBe(403);
      expect(errorOf(res.body).message).toBe('You can only see your own addresses.');
    });

    it('cannot be added to (403)', async () => {
      const before = (await listOk(alice)).length;
      const res = await create(bob, { ownerGuid: alice.guid, ...form() });
      expect(res.statusCode).toBe(403);
      expect((await listOk(alice)).length).toBe(before);
    });

    it('cannot be updated: 404, as if it did not exist', async () => {
      const before = await alicesRow();
      const res = await update(bob, { guid: alicesAddress, ...form({ name: 'Hijacked' }) });
      expect(res.statusCode).toBe(404);
      expect(errorOf(res.body).message).toBe('Address not found.');
      expect(await alicesRow()).toEqual(before);
    });

    it('cannot be deleted: 404, and it stays', async () => {
      const res = await remove(bob, alicesAddress);
      expect(res.statusCode).toBe(404);
      expect(await alicesRow()).toBeDefined();
    });

    it('answers a missing address the same way', async () => {
      const missing = await update(bob, { guid: randomUUID(), ...form() });
      expect(missing.statusCode).toBe(404);
      expect(missing.body).toBe((await update(bob, { guid: alicesAddress, ...form() })).body);
    });
  });
});
