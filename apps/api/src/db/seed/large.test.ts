import { ProductListResponseSchema } from '@storefront/contract/catalog';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, parseBody, testDialects, type TestApp } from '../../test/harness';
import { generateLargeCatalog } from './large';

const UNTIL = new Date('2026-01-31T00:00:00Z');
const OPTIONS = { products: 300, shops: 3, until: UNTIL, batchSize: 120 };

describe.each(testDialects())('large catalog on %s', (dialect) => {
  const opened: TestApp[] = [];
  const open = async () => {
    const t = await createTestApp(dialect);
    opened.push(t);
    return t;
  };
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((t) => t.close()));
  });

  it('loads shops, products with variants and ratings that the list API serves', async () => {
    const t = await open();
    const summary = await generateLargeCatalog(t.db, OPTIONS);
    expect(summary.products).toBe(300);

    const shops = await t.db.kysely.selectFrom('shops').selectAll().execute();
    expect(shops).toHaveLength(3);
    const defaults = shops.filter((s) => s.isDefault === 1);
    expect(defaults.map((s) => s.hostName)).toEqual(['localhost']);

    const perProduct = await t.db.kysely
      .selectFrom('products')
      .leftJoin('variants', 'variants.productGuid', 'products.guid')
      .select((eb) => ['products.guid', eb.fn.count<number>('variants.guid').as('variants')])
      .groupBy('products.guid')
      .execute();
    expect(perProduct).toHaveLength(300);
    expect(perProduct.every((p) => Number(p.variants) >= 1 && Number(p.variants) <= 4)).toBe(true);

    const rated = await t.db.kysely
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('ratingCount', '>', 0)
      .executeTakeFirstOrThrow();
    expect(Number(rated.n)).toBeGreaterThan(30);

    const shop = defaults[0]!;
    const res = await t.app.inject(
      `/v1/pos/shop/listShopProductNewArrival/${shop.guid}?first=0&max=12`,
    );
    expect(res.statusCode).toBe(200);
    const page = parseBody(ProductListResponseSchema, res.body);
    expect(page.data.items).toHaveLength(12);
    expect(page.data.totalRecords).toBeGreaterThan(50);
  });

  it('draws the same catalog from the same arguments', async () => {
    const names = async () => {
      const t = await open();
      await generateLargeCatalog(t.db, OPTIONS);
      const rows = await t.db.kysely
        .selectFrom('products')
        .select(['guid', 'name', 'priceSellMinor'])
        .orderBy('guid')
        .execute();
      return rows;
    };
    expect(await names()).toEqual(await names());
  });

  it('refuses a database that already has shops', async () => {
    const t = await open();
    await generateLargeCatalog(t.db, { ...OPTIONS, products: 10 });
    await expect(generateLargeCatalog(t.db, OPTIONS)).rejects.toThrow(/empty database/);
  });
});
