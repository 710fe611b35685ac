import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasMyanmarScript } from '@storefront/commerce/script';
import { LoginResponseSchema } from '@storefront/contract/auth';
import { ProductListResponseSchema } from '@storefront/contract/catalog';
import { SellerProfileResponseSchema } from '@storefront/contract/seller';
import { ShopInfoResponseSchema } from '@storefront/contract/shop';
import { loginRequest } from '../../test/account-fixtures';
import { createTestApp, parseBody, testDialects, type TestApp } from '../../test/harness';
import { verifyPassword } from '../../lib/password';
import { findEditionSuffixProblems, findLatinDigitProblems } from './data/myanmar-text';
import { seedDemoIfEmpty, type SeedResult } from './seed';

describe.each(testDialects())('demo catalog on %s', (dialect) => {
  let t: TestApp;
  let result: SeedResult | null;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    result = await seedDemoIfEmpty(t.db, { now: new Date('2026-11-01T00:00:00Z') });
  }, 180_000);
  afterAll(() => t.close());
  const k = () => t.db.kysely;

  it('seeds once: a second start leaves it alone', async () => {
    expect(result?.products).toBeGreaterThanOrEqual(200);
    expect(await seedDemoIfEmpty(t.db)).toBeNull();
    const count = await k()
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(result?.products);
  });

  it('has at least 5 shops with 30+ products each, one default on localhost', async () => {
    const shops = await k()
      .selectFrom('shops')
      .leftJoin('products', 'products.shopGuid', 'shops.guid')
      .select([
        'shops.hostName',
        'shops.isDefault',
        'shops.logoImageGuid',
        (eb) => eb.fn.count<number>('products.guid').as('n'),
      ])
      .groupBy(['shops.guid', 'shops.hostName', 'shops.isDefault', 'shops.logoImageGuid'])
      .execute();
    expect(shops.length).toBeGreaterThanOrEqual(5);
    for (const s of shops) {
      expect(Number(s.n), s.hostName).toBeGreaterThanOrEqual(30);
      expect(s.logoImageGuid).not.toBeNull();
    }
    expect(shops.filter((s) => s.isDefault === 1).map((s) => s.hostName)).toEqual(['localhost']);
    expect(
      shops.filter((s) => s.isDefault === 0).every((s) => s.hostName.endsWith('.localhost')),
    ).toBe(true);
  });

  it('has a three-level category tree: 4+ roots, each with 2+ children, each with 2+ leaves', async () => {
    const rows = await k()
      .selectFrom('categories')
      .select(['guid', 'parentGuid', 'level'])
      .execute();
    const childrenOf = (g: string) => rows.filter((r) => r.parentGuid === g);
    const roots = rows.filter((r) => r.level === 1);
    expect(roots.length).toBeGreaterThanOrEqual(4);
    for (const root of roots) {
      expect(childrenOf(root.guid).length).toBeGreaterThanOrEqual(2);
      for (const mid of childrenOf(root.guid))
        expect(childrenOf(mid.guid).length).toBeGreaterThanOrEqual(2);
    }
    const productCategoryLevels = await k()
      .selectFrom('products')
      .innerJoin('categories', 'categories.guid', 'products.categoryGuid')
      .select('categories.level')
      .distinct()
      .execute();
    expect(productCategoryLevels.map((r) => r.level)).toEqual([3]);
  });

  it('has the product variety the screens need', async () => {
    const p = await k()
      .selectFrom('products')
      .select([
        (eb) => eb.fn.countAll<number>().as('all'),
        sql<number>`sum(case when brand_name is null then 1 else 0 end)`.as('noBrand'),
        sql<number>`sum(case when description is null then 1 else 0 end)`.as('noDescription'),
        sql<number>`sum(case when price_sell1_minor is not null then 1 else 0 end)`.as(
          'discounted',
        ),
        sql<number>`sum(case when stock_qty = 0 and pre_sale_limit > 0 then 1 else 0 end)`.as(
          'preOrder',
        ),
        sql<number>`sum(case when stock_qty = 0 and pre_sale_limit = 0 then 1 else 0 end)`.as(
          'soldOut',
        ),
        sql<number>`sum(case when rating_count > 0 then 1 else 0 end)`.as('rated'),
      ])
      .executeTakeFirstOrThrow();
    for (const key of [
      'noBrand',
      'noDescription',
      'discounted',
      'preOrder',
      'soldOut',
      'rated',
    ] as const) {
      expect(Number(p[key]), key).toBeGreaterThan(0);
    }
    const withAddons = await k().selectFrom('addons').select('productGuid').distinct().execute();
    expect(withAddons.length).toBeGreaterThan(0);
    const imageCounts = await k()
      .selectFrom('productImages')
      .select(['productGuid', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('productGuid')
      .execute();
    expect(imageCounts.length).toBe(Number(p.all));
    expect(imageCounts.every((r) => Number(r.n) >= 2)).toBe(true);
    const burmese = await k().selectFrom('products').select('name').execute();
    expect(burmese.filter((r) => /[\u1000-\u109f]/.test(r.name)).length).toBeGreaterThanOrEqual(20);
  });

  it('writes Burmese as a Myanmar shop does: no English edition or Latin-digit year on a name, Myanmar digits in a description', async () => {
    const products = await k().selectFrom('products').select(['name', 'description']).execute();
    const burmeseNames = products.map((p) => p.name).filter(hasMyanmarScript);
    expect(burmeseNames.length).toBeGreaterThanOrEqual(20);
    expect(burmeseNames.flatMap(findEditionSuffixProblems)).toEqual([]);
    expect(
      products.flatMap((p) => findLatinDigitProblems(`${p.name} ${p.description ?? ''}`)),
    ).toEqual([]);
  });

  it('gives every shop its address in Burmese, answered with the shop record', async () => {
    const shops = await k().selectFrom('shops').select(['hostName', 'addressMm']).execute();
    expect(
      shops.filter((s) => !hasMyanmarScript(s.addressMm ?? '')).map((s) => s.hostName),
    ).toEqual([]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/pos/shop/shop_information',
      payload: { hostName: 'shwe-lahpet.localhost' },
    });
    expect(parseBody(ShopInfoResponseSchema, res.body).data.addressMm).toBe(
      'အမှတ် ၈၈၊ ၁၉ လမ်း၊ လသာမြို့နယ်၊ ရန်ကုန်မြို့',
    );
  });

  it('serves the drawn product images as WebP', async () => {
    const img = await k()
      .selectFrom('productImages')
      .innerJoin('images', 'images.guid', 'productImages.imageGuid')
      .select(['images.guid', 'images.contentType'])
      .executeTakeFirstOrThrow();
    const res = await t.app.inject({ url: `/v1/image/download/${img.guid}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect((await t.app.inject({ url: '/v1/image/download/placeholder' })).statusCode).toBe(200);
  });

  it('finds Burmese products by a Burmese fragment through the API', async () => {
    const shop = await k()
      .selectFrom('shops')
      .select('guid')
      .where('isDefault', '=', 1)
      .executeTakeFirstOrThrow();
    const burmeseName = (
      await k().selectFrom('products').select('name').where('shopGuid', '=', shop.guid).execute()
    )
      .map((r) => r.name)
      .find((n) => /[\u1000-\u109f]{4,}/.test(n));
    expect(burmeseName).toBeDefined();
    const fragment = [...burmeseName!.match(/[\u1000-\u109f]{4,}/)![0]].slice(0, 4).join('');
    const res = await t.app.inject({
      url: `/v1/pos/shop/listShopProduct/${shop.guid}?keyword=${encodeURIComponent(fragment)}`,
    });
    const data = parseBody(ProductListResponseSchema, res.body).data;
    expect(data.totalRecords).toBeGreaterThan(0);
    expect(data.items.every((i) => i.name.includes(fragment))).toBe(true);
  });

  it('has Myanmar and 5+ other regions, and every township of Yangon and Mandalay', async () => {
    const regions = await k()
      .selectFrom('regions')
      .select(['name', 'currencyCode', 'rateMicro'])
      .execute();
    expect(regions.length).toBeGreaterThanOrEqual(6);
    expect(regions.find((r) => r.currencyCode === 'MMK')?.rateMicro).toBe(1_000_000);
    const perDivision = await k()
      .selectFrom('townships')
      .select(['division', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('division')
      .execute();
    const n = Object.fromEntries(perDivision.map((r) => [r.division, Number(r.n)]));
    expect(n.Yangon).toBeGreaterThanOrEqual(44);
    expect(n.Mandalay).toBeGreaterThanOrEqual(28);
  });

  it('ships: most methods cover every Yangon township, one shop cannot, one method serves another region', async () => {
    const yangon = await k()
      .selectFrom('townships')
      .select('guid')
      .where('division', '=', 'Yangon')
      .execute();
    const methods = await k()
      .selectFrom('shippingMethods')
      .leftJoin(
        'shippingMethodTownships',
        'shippingMethodTownships.shippingMethodGuid',
        'shippingMethods.guid',
      )
      .select([
        'shippingMethods.guid',
        'shippingMethods.shopGuid',
        'shippingMethods.regionName',
        'shippingMethodTownships.townshipGuid',
      ])
      .execute();
    const townshipsByShop = new Map<string, Set<string>>();
    for (const m of methods) {
      const set = townshipsByShop.get(m.shopGuid) ?? new Set<string>();
      if (m.townshipGuid) set.add(m.townshipGuid);
      townshipsByShop.set(m.shopGuid, set);
    }
    const shopsCoveringYangon = [...townshipsByShop.values()].filter((s) =>
      yangon.every((y) => s.has(y.guid)),
    );
    const shopsMissingSome = [...townshipsByShop.values()].filter((s) =>
      yangon.some((y) => !s.has(y.guid)),
    );
    expect(shopsCoveringYangon.length).toBeGreaterThan(shopsMissingSome.length);
    expect(shopsMissingSome.length).toBeGreaterThanOrEqual(1);
    expect(new Set(methods.map((m) => m.regionName)).size).toBeGreaterThanOrEqual(2);
    const bands = await k()
      .selectFrom('shippingRates')
      .select(['fromGrams', 'toGrams', 'priceMinor'])
      .execute();
    expect(bands.every((b) => b.fromGrams <= b.toGrams && b.priceMinor > 0)).toBe(true);
  });

  it('has promotions of three types, current and expired, and four wallets with accounts', async () => {
    const promos = await k().selectFrom('promoCodes').select(['discountType', 'endDate']).execute();
    expect(new Set(promos.map((p) => p.discountType))).toEqual(
      new Set(['percentage', 'fixed_amount', 'free_shipping']),
    );
    const now = new Date().toISOString();
    expect(promos.some((p) => p.endDate < now)).toBe(true);
    expect(promos.some((p) => p.endDate > now)).toBe(true);
    const wallets = await k()
      .selectFrom('paymentTypes')
      .innerJoin('paymentAccounts', 'paymentAccounts.paymentTypeGuid', 'paymentTypes.guid')
      .select('paymentTypes.paymentType')
      .distinct()
      .execute();
    expect(wallets.map((w) => w.paymentType).sort()).toEqual([
      'AYA Pay',
      'CB Pay',
      'KBZPay',
      'WavePay',
    ]);
  });

  it('has the demo customer, with a hashed password and a saved Yangon address', async () => {
    const user = await k()
      .selectFrom('users')
      .select(['guid', 'passwordHash', 'role'])
      .where('usernameLower', '=', 'demo')
      .executeTakeFirstOrThrow();
    expect(user.role).toBe('Customer');
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(user.passwordHash, 'demo-pass-2024')).toBe(true);
    const addresses = await k()
      .selectFrom('addresses')
      .innerJoin('townships', 'townships.guid', 'addresses.townshipGuid')
      .select(['townships.division'])
      .where('ownerGuid', '=', user.guid)
      .execute();
    expect(addresses.some((a) => a.division === 'Yangon')).toBe(true);
  });

  it('has one staff login per shop, <slug>-seller, that signs in to that shop', async () => {
    const shops = await k().selectFrom('shops').select(['guid', 'slug', 'name']).execute();
    const sellers = await k()
      .selectFrom('users')
      .select(['username', 'shopGuid', 'passwordHash', 'selfRegister'])
      .where('role', '=', 'Seller')
      .execute();
    expect(sellers.map((s) => s.username).sort()).toEqual(
      shops.map((s) => `${s.slug}-seller`).sort(),
    );
    for (const seller of sellers) {
      const shop = shops.find((s) => s.guid === seller.shopGuid);
      expect(seller.username).toBe(`${shop?.slug}-seller`);
      expect(seller.selfRegister).toBe(0);
      expect(seller.passwordHash).toMatch(/^\$argon2id\$/);
    }
    const login = await loginRequest(t.app, 'little-star-seller', 'seller-pass-2024');
    expect(login.statusCode, login.body).toBe(200);
    const token = parseBody(LoginResponseSchema, login.body).data.access_token;
    const me = await t.app.inject({
      url: '/v1/seller/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode, me.body).toBe(200);
    expect(parseBody(SellerProfileResponseSchema, me.body).data).toMatchObject({
      username: 'little-star-seller',
      shop: { slug: 'little-star', name: 'Little Star Baby & Kids' },
    });
  });
});
