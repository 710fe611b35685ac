import { ErrorEnvelopeSchema } from '@storefront/contract/envelope';
import { ShopInfoResponseSchema, ShopListResponseSchema } from '@storefront/contract/shop';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addShop } from '../../test/fixtures';
import { createTestApp, parseBody, testDialects, type TestApp } from '../../test/harness';
import { normalizeHostName } from './shop.service';

describe('normalizeHostName', () => {
  it.each([
    ['Golden.Localhost:8080', 'golden.localhost'],
    ['www.shop.example.com.', 'shop.example.com'],
    ['[::1]:8080', '[::1]'],
    ['  LOCALHOST ', 'localhost'],
  ])('%s → %s', (input, expected) => expect(normalizeHostName(input)).toBe(expected));
});

describe.each(testDialects())('shops on %s', (dialect) => {
  let t: TestApp;
  let main: { guid: string };
  let golden: { guid: string };
  beforeAll(async () => {
    t = await createTestApp(dialect);
    main = await addShop(t.db, { name: 'Main Shop', hostName: 'localhost', isDefault: true });
    golden = await addShop(t.db, {
      name: 'Golden Tea',
      nameMm: 'ရွှေ လက်ဖက်',
      hostName: 'golden.localhost',
      website: null,
    });
  });
  afterAll(() => t.close());

  const info = (hostName: unknown) =>
    t.app.inject({ method: 'POST', url: '/v1/pos/shop/shop_information', payload: { hostName } });

  it('finds a shop by its host, ignoring case and port', async () => {
    const res = await info('Golden.localhost:8080');
    expect(res.statusCode).toBe(200);
    const shop = parseBody(ShopInfoResponseSchema, res.body).data;
    expect(shop).toMatchObject({
      guid: golden.guid,
      name: 'Golden Tea',
      website: null,
      hostName: 'golden.localhost',
    });
    expect(shop.avartarPhoto).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves the default shop on an unknown host', async () => {
    const shop = parseBody(ShopInfoResponseSchema, (await info('127.0.0.1')).body).data;
    expect(shop.guid).toBe(main.guid);
  });

  it.each([[''], ['   '], [42], ['x'.repeat(300)]])(
    'refuses hostName %j with a 400',
    async (hostName) => {
      const res = await info(hostName);
      expect(res.statusCode).toBe(400);
      expect(parseBody(ErrorEnvelopeSchema, res.body).message).toMatch(/hostName/);
    },
  );

  it('refuses a body that is not JSON with a 400, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/pos/shop/shop_information',
      headers: { 'content-type': 'application/json' },
      payload: '{"hostName":',
    });
    expect(res.statusCode).toBe(400);
    expect(parseBody(ErrorEnvelopeSchema, res.body).success).toBe(false);
  });

  it('lists every shop, the default first, with its Burmese name when it has one', async () => {
    const res = await t.app.inject({ url: '/v1/pos/shop/list' });
    const items = parseBody(ShopListResponseSchema, res.body).data.items;
    expect(items.map((s) => s.name)).toEqual(['Main Shop', 'Golden Tea']);
    expect(items[0]).toEqual({
      guid: main.guid,
      name: 'Main Shop',
      nameMm: null,
      hostName: 'localhost',
      isTakingOrders: true,
      cashOnDelivery: true,
    });
    expect(items[1]).toEqual({
      guid: golden.guid,
      name: 'Golden Tea',
      nameMm: 'ရွှေ လက်ဖက်',
      hostName: 'golden.localhost',
      isTakingOrders: true,
      cashOnDelivery: true,
    });
  });
});
