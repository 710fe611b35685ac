import { randomUUID } from 'node:crypto';
import { ErrorEnvelopeSchema } from '@storefront/contract/envelope';
import {
  ImportResponseSchema,
  SellerProductResponseSchema,
  type ImportIssue,
} from '@storefront/contract/seller-catalog';
import { parse } from 'csv-parse/sync';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createdProduct, getSellerProduct, productBody } from '../../test/catalog-fixtures';
import { createTestApp, parseBody, testDialects, type TestApp } from '../../test/harness';
import { addCheckoutWorld, type CheckoutWorld } from '../../test/sales-fixtures';
import { addShopSeller, type Seller } from '../../test/seller-fixtures';

type Caller = { auth: { authorization: string } } | null;

const HEADER = [
  'product_key',
  'name',
  'name_mm',
  'description',
  'brand',
  'category',
  'status',
  'option_name',
  'sku',
  'price',
  'discounted_price',
  'weight_grams',
  'stock',
  'pre_order_limit',
] as const;
type Cell = (typeof HEADER)[number];

/** A CSV as a spreadsheet saves it, written here by hand rather than by the export's writer. */
function csvOf(rows: Partial<Record<Cell, string | number>>[], header: readonly string[] = HEADER) {
  const quote = (v: string | number | undefined) => {
    const text = v === undefined ? '' : String(v);
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return [
    header.join(','),
    ...rows.map((r) => header.map((h) => quote(r[h as Cell])).join(',')),
  ].join('\r\n');
}

function importFile(
  app: FastifyInstance,
  who: Caller,
  body: string | Buffer,
  dryRun?: boolean,
  contentType = 'text/csv',
) {
  return app.inject({
    method: 'POST',
    url: `/v1/seller/products/import${dryRun === undefined ? '' : `?dryRun=${dryRun}`}`,
    headers: { ...(who?.auth ?? {}), 'content-type': contentType },
    payload: body,
  });
}

function exportFile(app: FastifyInstance, who: Caller) {
  return app.inject({ url: '/v1/seller/products/export', headers: who?.auth ?? {} });
}

/** The export's rows by column, read back with the same parser the import uses. */
function rowsOf(csv: string): Record<string, string>[] {
  return parse(csv, { bom: true, columns: true }) as Record<string, string>[];
}

/** The export as a CSV again, after changes to its rows. */
function csvFromRows(rows: Record<string, string>[]): string {
  return csvOf(rows, Object.keys(rows[0]!));
}

const where = (issues: ImportIssue[]) => issues.map((i) => [i.row, i.column, i.code]);

describe.each(testDialects())('catalog import and export on %s', (dialect) => {
  let t: TestApp;
  let w: CheckoutWorld;
  let staff: Seller;
  let bookStaff: Seller;
  let leaf: { guid: string; path: string; pathMm: string };

  beforeAll(async () => {
    t = await createTestApp(dialect);
    w = await addCheckoutWorld(t);
    staff = await addShopSeller(t, w.shop.guid);
    bookStaff = await addShopSeller(t, w.bookShop.guid);
    const category = await t.db.kysely
      .selectFrom('products')
      .select('categoryGuid')
      .where('guid', '=', w.longyi.guid)
      .executeTakeFirstOrThrow();
    const names = [];
    for (let guid: string | null = category.categoryGuid; guid;) {
      const c = await t.db.kysely
        .selectFrom('categories')
        .select(['name', 'nameMm', 'parentGuid'])
        .where('guid', '=', guid)
        .executeTakeFirstOrThrow();
      names.unshift(c);
      guid = c.parentGuid;
    }
    leaf = {
      guid: category.categoryGuid,
      path: names.map((n) => n.name).join(' > '),
      pathMm: names.map((n) => n.nameMm).join(' > '),
    };
  });
  afterAll(() => t.close());

  const result = (res: { statusCode: number; body: string }) => {
    expect(res.statusCode, res.body).toBe(200);
    return parseBody(ImportResponseSchema, res.body);
  };

  async function counts() {
    const n = async (table: 'products' | 'variants' | 'stockMoves') =>
      Number(
        (
          await t.db.kysely
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return {
      products: await n('products'),
      variants: await n('variants'),
      moves: await n('stockMoves'),
    };
  }

  async function productOf(shopGuid: string, name: string) {
    return t.db.kysely
      .selectFrom('products')
      .selectAll()
      .where('shopGuid', '=', shopGuid)
      .where('name', '=', name)
      .execute();
  }

  async function sellerProduct(guid: string, who: Seller = staff) {
    return parseBody(SellerProductResponseSchema, (await getSellerProduct(t.app, who, guid)).body)
      .data;
  }

  it('refuses import and export without a token (401) and with a shopper’s token (403)', async () => {
    const file = csvOf([
      { product_key: 'x', name: 'X', category: leaf.guid, option_name: 'A', price: 1 },
    ]);
    const before = await counts();
    for (const who of [null, w.alice] as Caller[]) {
      const status = who ? 403 : 401;
      const imported = await importFile(t.app, who, file, false);
      expect(imported.statusCode).toBe(status);
      ErrorEnvelopeSchema.parse(JSON.parse(imported.body));
      const exported = await exportFile(t.app, who);
      expect(exported.statusCode).toBe(status);
      expect(exported.body).not.toContain('Longyi');
    }
    expect(await counts()).toEqual(before);
  });

  it('creates new products with their options, grouping rows by product_key, stock as moves', async () => {
    const id = randomUUID().slice(0, 6);
    const file = csvOf([
      {
        product_key: 'tea',
        name: `Lahpet ${id}`,
        name_mm: 'လက်ဖက်',
        description: 'Pickled tea leaves,\nfrom Shan State.',
        brand: 'Shwe',
        category: leaf.path.toUpperCase(),
        status: 'active',
        option_name: '100 g',
        sku: `T-${id}-1`,
        price: '3,500',
        weight_grams: 100,
        stock: 20,
      },
      {
        product_key: 'soap',
        name: `Thanaka soap ${id}`,
        category: `  ${leaf.pathMm.replace(/ > /g, '>')} `,
        option_name: 'Bar',
        price: 1200,
        discounted_price: 999.5,
        stock: '၅',
        pre_order_limit: 4,
      },
      // The tea's second option, after another product: rows group by key, not by place.
      {
        product_key: 'tea',
        option_name: '250 g',
        sku: `T-${id}-2`,
        price: 8000,
        weight_grams: 250,
      },
    ]);
    const before = await counts();
    const preview = result(await importFile(t.app, staff, file));
    expect(preview.data).toMatchObject({
      dryRun: true,
      rows: 3,
      created: 2,
      updated: 0,
      errors: [],
    });
    expect(preview.message).toMatch(/Nothing has been saved/);
    expect(await counts()).toEqual(before);

    const done = result(await importFile(t.app, staff, file, false));
    expect(done.data).toMatchObject({ dryRun: false, rows: 3, created: 2, updated: 0, errors: [] });
    const after = await counts();
    expect(after).toEqual({
      products: before.products + 2,
      variants: before.variants + 3,
      // 20 and 5 in stock, 4 pre-orders; the 250 g starts with nothing and has no move.
      moves: before.moves + 2,
    });

    const [tea] = await productOf(w.shop.guid, `Lahpet ${id}`);
    const teaProduct = await sellerProduct(tea!.guid);
    expect(teaProduct).toMatchObject({
      nameMm: 'လက်ဖက်',
      description: 'Pickled tea leaves,\nfrom Shan State.',
      brandName: 'Shwe',
      categoryGuid: leaf.guid,
      status: 'Active',
      version: 1,
    });
    expect(
      teaProduct.variants.map((v) => [v.name, v.sku, v.priceSell, v.weight, v.stockQty]),
    ).toEqual([
      ['100 g', `T-${id}-1`, 3_500, 0.1, 20],
      ['250 g', `T-${id}-2`, 8_000, 0.25, 0],
    ]);
    const [soap] = await productOf(w.shop.guid, `Thanaka soap ${id}`);
    const soapProduct = await sellerProduct(soap!.guid);
    expect(soapProduct).toMatchObject({ status: 'Draft', categoryGuid: leaf.guid, nameMm: null });
    expect(soapProduct.variants[0]).toMatchObject({
      priceSell: 1_200,
      priceSell1: 999.5,
      stockQty: 5,
      preSaleLimit: 4,
      sku: null,
    });
    const moves = await t.db.kysely
      .selectFrom('stockMoves')
      .select(['reason', 'delta', 'preSaleDelta', 'actorGuid'])
      .where('productGuid', 'in', [tea!.guid, soap!.guid])
      .execute();
    expect(moves.map((m) => [m.reason, m.delta, m.preSaleDelta, m.actorGuid]).sort()).toEqual([
      ['created', 20, 0, staff.guid],
      ['created', 5, 4, staff.guid],
    ]);
    // Shoppers see the active one, found by its Burmese name.
    const found = await t.app.inject({
      url: `/v1/pos/shop/listShopProduct/${w.shop.guid}?first=0&max=50&keyword=${encodeURIComponent('လက်ဖက်')}`,
    });
    expect(found.body).toContain(tea!.guid);
  });

  it('names the row and column of every problem, and a preview or commit with one writes nothing', async () => {
    const q = await createdProduct(t.app, staff, productBody(leaf.guid));
    const r = await createdProduct(t.app, staff, productBody(leaf.guid));
    const qSku = q.variants[0]!.sku!;
    const rSku = r.variants[0]!.sku!;
    const ok = { category: leaf.path, option_name: 'One', price: 100 };
    const file = csvOf([
      /* 2 */ { product_key: 'k1', name: 'Tea', ...ok, sku: 'E-1', price: 'abc' },
      /* 3 */ { product_key: 'k1', option_name: 'Big', sku: 'E-2', price: 100, stock: '1.5' },
      /* 4 */ {
        product_key: 'k2',
        name: 'Soap',
        ...ok,
        category: 'Nowhere > Else',
        status: 'Live',
      },
      /* 5 */ { product_key: 'k3', name: ' ', ...ok, price: -5 },
      /* 6 */ { product_key: 'k4', name: 'Rice', ...ok, price: 2_000_000_000 },
      /* 7 */ { product_key: 'k5', name: 'Oil', ...ok, discounted_price: 100 },
      /* 8 */ { product_key: 'k6', name: 'Salt', ...ok, sku: 'E-1' },
      /* 9 */ { product_key: w.longyi.guid, name: 'Longyi', ...ok, sku: qSku },
      /* 10 */ { product_key: 'k8', name: 'x'.repeat(201), ...ok },
      /* 11 */ { product_key: 'k9', name: 'Fish', ...ok, sku: rSku },
      /* 12 */ { product_key: 'k9', option_name: 'B', price: 1, sku: q.variants[1]!.sku! },
      /* 13 */ { product_key: 'k10', name: 'Milk', ...ok },
      /* 14 */ { product_key: 'k10', name: 'Other milk', option_name: 'Two', price: 1 },
      /* 15 */ { product_key: 'k11', name: 'Sugar', ...ok, price: 1.005 },
      /* 16 */ { product_key: 'k12', name: 'Egg', option_name: 'A', price: 1 },
      /* 17 */ { product_key: 'k13', name: 'Bean', ...ok, weight_grams: 2_000_000 },
      /* 18 */ { product_key: '', name: 'Keyless', ...ok },
      /* 19 */ { product_key: 'k14', name: 'Fine', ...ok },
    ]);
    const before = await counts();
    const preview = result(await importFile(t.app, staff, file, true));
    expect(where(preview.data.errors)).toEqual([
      [2, 'price', 'notANumber'],
      [3, 'stock', 'notAWholeNumber'],
      [4, 'category', 'unknownCategory'],
      [4, 'status', 'unknownStatus'],
      [5, 'name', 'missingName'],
      [5, 'price', 'negative'],
      [6, 'price', 'tooLarge'],
      [7, 'discounted_price', 'discountNotLower'],
      [8, 'sku', 'duplicateSku'],
      [9, 'sku', 'skuTaken'],
      [10, 'name', 'tooLong'],
      [12, 'product_key', 'productMismatch'],
      [14, 'name', 'conflictingValue'],
      [15, 'price', 'tooManyDecimals'],
      [16, 'category', 'missingValue'],
      [17, 'weight_grams', 'tooLarge'],
      [18, 'product_key', 'missingValue'],
    ]);
    for (const e of preview.data.errors) expect(e.message.length, e.code).toBeGreaterThan(15);
    expect(preview.data.errors.find((e) => e.code === 'tooLong')?.params).toEqual({ max: 200 });
    expect(preview.data.errors.find((e) => e.code === 'duplicateSku')?.params).toMatchObject({
      firstRow: 2,
    });
    expect(preview.message).toMatch(/17 problems/);

    const commit = result(await importFile(t.app, staff, file, false));
    expect(commit.data).toMatchObject({ created: 0, updated: 0, unchanged: 0 });
    expect(commit.data.errors).toEqual(preview.data.errors);
    expect(commit.message).toMatch(/Nothing was imported/);
    expect(await counts()).toEqual(before);
    expect(await sellerProduct(q.guid)).toMatchObject({ version: 1, name: q.name });
  });

  it('writes nothing when a single row of a good file is wrong', async () => {
    const id = randomUUID().slice(0, 6);
    const good = [1, 2, 3].map((n) => ({
      product_key: `p${n}`,
      name: `Good ${id} ${n}`,
      category: leaf.guid,
      option_name: 'One',
      price: 1_000 * n,
      stock: 5,
    }));
    const file = csvOf([...good, { ...good[0]!, product_key: 'p4', name: `Bad ${id}`, stock: -1 }]);
    const before = await counts();
    const commit = result(await importFile(t.app, staff, file, false));
    expect(where(commit.data.errors)).toEqual([[5, 'stock', 'negative']]);
    expect(commit.data).toMatchObject({ created: 0, updated: 0 });
    expect(await counts()).toEqual(before);
    expect(await productOf(w.shop.guid, `Good ${id} 1`)).toEqual([]);
  });

  it('refuses a file it cannot read with one clear error: header, size, encoding, quotes', async () => {
    const before = await counts();
    const cases: [string, string | Buffer, [number, string | null, string][]][] = [
      ['an empty file', '', [[1, null, 'emptyFile']]],
      ['a header alone', `${HEADER.join(',')}\r\n`, [[1, null, 'emptyFile']]],
      [
        'a missing column',
        csvOf(
          [{ product_key: 'a', name: 'A', option_name: 'B' }],
          ['product_key', 'name', 'option_name'],
        ),
        [[1, 'price', 'missingColumn']],
      ],
      [
        'an unknown column',
        csvOf(
          [{ product_key: 'a', name: 'A', option_name: 'B', price: 1 }],
          ['product_key', 'name', 'option_name', 'price', 'colour'],
        ),
        [[1, 'colour', 'unknownColumn']],
      ],
      [
        'an unclosed quote',
        `${HEADER.join(',')}\r\nk,"Longyi,,,,,,A,,1\r\nk2,B,,,,,,A,,1\r\n`,
        [[2, null, 'malformedFile']],
      ],
      [
        'a column named twice',
        'product_key,name,option_name,price,Price\r\na,A,B,1,2\r\n',
        [[1, 'price', 'duplicateColumn']],
      ],
      [
        'a cell beyond the header',
        'product_key,name,option_name,price\r\na,A,B,1\r\nb,B,C,1,,surprise\r\n',
        [[3, null, 'extraCells']],
      ],
      [
        'a UTF-16 file, as Excel’s "Unicode Text"',
        Buffer.concat([
          Buffer.from([0xff, 0xfe]),
          Buffer.from('product_key,name,option_name,price\r\na,လက်ဖက်,A,1\r\n', 'utf16le'),
        ]),
        [[1, null, 'badEncoding']],
      ],
      [
        'an Excel workbook sent as it is',
        Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 6, 0]), Buffer.alloc(64)]),
        [[1, null, 'badEncoding']],
      ],
      [
        'a Windows-1252 file',
        Buffer.from('product_key,name,option_name,price\r\na,Caf\xe9,A,1\r\n', 'latin1'),
        [[1, null, 'badEncoding']],
      ],
      [
        'too many rows',
        csvOf(
          Array.from({ length: 10_001 }, (_, i) => ({
            product_key: `k${i}`,
            name: 'N',
            option_name: 'A',
            price: 1,
          })),
        ),
        [[10_002, null, 'tooManyRows']],
      ],
    ];
    for (const [name, body, expected] of cases) {
      const commit = result(await importFile(t.app, staff, body, false));
      expect(where(commit.data.errors), name).toEqual(expected);
      expect(commit.data.errors[0]!.message.length, name).toBeGreaterThan(20);
    }
    const utf16 = result(await importFile(t.app, staff, Buffer.from([0xff, 0xfe, 0x41, 0])));
    expect(utf16.data.errors[0]!.message).toMatch(/UTF-16.*CSV UTF-8/);
    const workbook = result(
      await importFile(t.app, staff, Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0])),
    );
    expect(workbook.data.errors[0]!.message).toMatch(/Excel workbook \(\.xlsx\).*CSV UTF-8/);
    expect(await counts()).toEqual(before);

    // Not a CSV at all, or over the size limit: refused before the import reads it.
    expect((await importFile(t.app, staff, '{"a":1}', false, 'application/json')).statusCode).toBe(
      415,
    );
    const huge = await importFile(t.app, staff, Buffer.alloc(9 * 1024 * 1024, 0x41), false);
    expect(huge.statusCode).toBe(413);
    ErrorEnvelopeSchema.parse(JSON.parse(huge.body));
    expect(
      (await importFile(t.app, staff, csvOf([]), false, 'text/csv')).statusCode,
      'no rows is an answer, not a failure',
    ).toBe(200);
  });

  it('refuses a product of more than 50 options on its first row', async () => {
    const before = await counts();
    const file = csvOf(
      Array.from({ length: 51 }, (_, i) => ({
        product_key: 'many',
        name: i === 0 ? 'Many options' : '',
        category: i === 0 ? leaf.guid : '',
        option_name: `Option ${i}`,
        price: 100,
      })),
    );
    const commit = result(await importFile(t.app, staff, file, false));
    expect(where(commit.data.errors)).toEqual([[2, 'option_name', 'tooManyOptions']]);
    expect(commit.data.errors[0]!.params).toEqual({ max: 50 });
    expect(await counts()).toEqual(before);
  });

  it('tells the catalog caches, so shoppers see an imported price at once', async () => {
    const cached = await createTestApp(dialect, { catalogCacheTtlMs: 60_000 });
    try {
      const world = await addCheckoutWorld(cached);
      const seller = await addShopSeller(cached, world.shop.guid);
      const { categoryGuid } = await cached.db.kysely
        .selectFrom('products')
        .select('categoryGuid')
        .where('guid', '=', world.longyi.guid)
        .executeTakeFirstOrThrow();
      const product = await createdProduct(cached.app, seller, productBody(categoryGuid));
      const detail = async () =>
        JSON.parse(
          (await cached.app.inject({ url: `/v1/pos/product/productvariantdetail/${product.guid}` }))
            .body,
        ).data.variantDetailItems.map((v: { priceSell: number }) => v.priceSell);
      expect(await detail()).toEqual([12_000, 15_000]);
      const file = csvOf(
        [
          {
            product_key: product.guid,
            name: product.name,
            option_name: 'Blue',
            sku: product.variants[0]!.sku!,
            price: 11_000,
          },
        ],
        ['product_key', 'name', 'option_name', 'sku', 'price'],
      );
      // A preview changes nothing, cached or not.
      result(await importFile(cached.app, seller, file, true));
      expect(await detail()).toEqual([12_000, 15_000]);
      expect(result(await importFile(cached.app, seller, file, false)).data.updated).toBe(1);
      expect(await detail()).toEqual([11_000, 15_000]);
    } finally {
      await cached.close();
    }
  });

  it('stores Burmese typed in Zawgyi as Unicode and warns on each converted cell', async () => {
    const id = randomUUID().slice(0, 6);
    const file = csvOf([
      {
        product_key: 'z',
        name: `Greeting ${id}`,
        // 'မင်္ဂလာပါ' and 'အပြာ' typed on a Zawgyi keyboard.
        name_mm: 'မဂၤလာပါ',
        category: leaf.guid,
        option_name: 'အျပာ',
        price: 100,
      },
    ]);
    const done = result(await importFile(t.app, staff, file, false));
    expect(done.data.errors).toEqual([]);
    expect(where(done.data.warnings)).toEqual([
      [2, 'name_mm', 'zawgyiConverted'],
      [2, 'option_name', 'zawgyiConverted'],
    ]);
    const [stored] = await productOf(w.shop.guid, `Greeting ${id}`);
    const product = await sellerProduct(stored!.guid);
    expect(product.nameMm).toBe('မင်္ဂလာပါ');
    expect(product.variants[0]!.name).toBe('အပြာ');
  });

  it('exports every live option of the shop with a BOM, Burmese intact and formulas neutralised', async () => {
    const formula = await createdProduct(
      t.app,
      staff,
      productBody(leaf.guid, {
        name: '=HYPERLINK("http://example.invalid","Click")',
        brandName: '@evil',
        description: '+1 spicy',
        status: 'Archived',
      }),
    );
    const res = await exportFile(t.app, staff);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    const slug = await t.db.kysely
      .selectFrom('shops')
      .select('slug')
      .where('guid', '=', w.shop.guid)
      .executeTakeFirstOrThrow();
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(`^attachment; filename="${slug.slug}-products-\\d{4}-\\d{2}-\\d{2}\\.csv"$`),
    );
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.body.split('\r\n')[0]).toBe(
      '\ufeffproduct_key,name,name_mm,description,description_mm,brand,category,status,option_name,sku,price,discounted_price,weight_grams,stock,pre_order_limit',
    );

    const rows = rowsOf(res.body);
    const live = await t.db.kysely
      .selectFrom('variants')
      .select('guid')
      .where('shopGuid', '=', w.shop.guid)
      .where('removedAt', 'is', null)
      .execute();
    expect(rows).toHaveLength(live.length);
    const mine = rows.filter((r) => r.product_key === formula.guid);
    expect(mine).toHaveLength(2);
    expect(mine[0]).toMatchObject({
      name: `'=HYPERLINK("http://example.invalid","Click")`,
      brand: "'@evil",
      description: "'+1 spicy",
      name_mm: formula.nameMm,
      category: leaf.path,
      status: 'Archived',
      option_name: 'Blue',
      sku: formula.variants[0]!.sku,
      price: '12000',
      discounted_price: '',
      weight_grams: '400',
      stock: '10',
    });
    // The product's columns once, on its first row.
    expect(mine[1]).toMatchObject({
      name: '',
      category: '',
      option_name: 'Red',
      discounted_price: '13500',
    });
    // Another shop's products are not in it.
    expect(rows.some((r) => r.product_key === w.book.guid)).toBe(false);
    expect(res.body).not.toContain(w.book.guid);

    // Read back, it changes nothing: every product is unchanged, the formula is text again.
    const again = result(await importFile(t.app, staff, res.body, false));
    expect(again.data).toMatchObject({ created: 0, updated: 0, errors: [], warnings: [] });
    const products = new Set(rows.map((r) => r.product_key)).size;
    expect(again.data.unchanged).toBe(products);
    expect(await sellerProduct(formula.guid)).toMatchObject({
      name: formula.name,
      brandName: '@evil',
      version: 1,
    });
  });

  it('updates by SKU from an edited export: prices and Burmese names change, stock does not', async () => {
    const product = await createdProduct(t.app, staff, productBody(leaf.guid));
    const untouched = await createdProduct(t.app, staff, productBody(leaf.guid));
    const before = await counts();
    const rows = rowsOf((await exportFile(t.app, staff)).body);
    const blue = rows.find((r) => r.sku === product.variants[0]!.sku)!;
    const first = rows.find((r) => r.product_key === product.guid)!;
    first.name_mm = 'ချည်လုံချည် အသစ်';
    blue.price = '12500';
    blue.stock = '999';
    // A new option of the product, by its key.
    const added = {
      ...blue,
      name: '',
      name_mm: '',
      option_name: 'Green',
      sku: '',
      price: '9000',
      stock: '7',
    };
    for (const key of Object.keys(added)) {
      if (['product_key', 'option_name', 'sku', 'price', 'stock', 'weight_grams'].includes(key))
        continue;
      (added as Record<string, string>)[key] = '';
    }
    rows.push(added);
    const file = csvFromRows(rows);

    const preview = result(await importFile(t.app, staff, file));
    expect(preview.data).toMatchObject({ created: 0, updated: 1, errors: [] });
    expect(await counts()).toEqual(before);

    const done = result(await importFile(t.app, staff, file, false));
    expect(done.data).toMatchObject({ created: 0, updated: 1, errors: [] });
    expect(done.data.unchanged).toBeGreaterThan(1);
    const blueRow = rows.indexOf(blue) + 2;
    expect(where(done.data.warnings)).toEqual([[blueRow, 'stock', 'stockIgnored']]);
    expect(done.data.warnings[0]!.params).toEqual({ stock: 10, value: 999 });

    const saved = await sellerProduct(product.guid);
    expect(saved).toMatchObject({ nameMm: 'ချည်လုံချည် အသစ်', version: 2, addons: product.addons });
    expect(saved.variants.map((v) => [v.name, v.priceSell, v.stockQty, v.sku])).toEqual([
      ['Blue', 12_500, 10, product.variants[0]!.sku],
      ['Red', 15_000, 2, product.variants[1]!.sku],
      ['Green', 9_000, 7, null],
    ]);
    // Only Green's starting stock moved; the other product was not written.
    expect(await counts()).toEqual({
      ...before,
      variants: before.variants + 1,
      moves: before.moves + 1,
    });
    expect((await sellerProduct(untouched.guid)).version).toBe(1);

    // A form open on the product before the import now saves into a conflict.
    const stale = await t.app.inject({
      method: 'PUT',
      url: `/v1/seller/products/${product.guid}`,
      headers: staff.auth,
      payload: { ...productBody(leaf.guid), version: 1 },
    });
    expect(stale.statusCode).toBe(409);
  });

  it('cannot see or touch another shop’s products through a file', async () => {
    const ours = await createdProduct(t.app, staff, productBody(leaf.guid));
    const theirsBefore = await counts();
    const file = csvOf([
      {
        product_key: ours.guid,
        name: 'Taken over',
        category: leaf.guid,
        status: 'Archived',
        option_name: 'Blue',
        // Our SKU: SKUs are the shop's own, so in their shop it is free.
        sku: ours.variants[0]!.sku!,
        price: 1,
      },
    ]);
    const done = result(await importFile(t.app, bookStaff, file, false));
    expect(done.data).toMatchObject({ created: 1, updated: 0, errors: [] });
    expect(await counts()).toMatchObject({ products: theirsBefore.products + 1 });
    const [created] = await productOf(w.bookShop.guid, 'Taken over');
    expect(created!.guid).not.toBe(ours.guid);
    expect(await sellerProduct(ours.guid)).toMatchObject({
      name: ours.name,
      status: 'Active',
      version: 1,
    });
    const theirExport = rowsOf((await exportFile(t.app, bookStaff)).body);
    expect(theirExport.map((r) => r.product_key)).not.toContain(ours.guid);
    expect(theirExport.map((r) => r.product_key)).toContain(created!.guid);
  });
});
