import {
  AdminShippingResponseSchema,
  ShippingPreviewResponseSchema,
  type AdminShippingMethod,
  type AdminShippingPut,
} from '@storefront/contract/admin-shipping';
import { AuditPageResponseSchema } from '@storefront/contract/admin-audit';
import { ProductDetailResponseSchema } from '@storefront/contract/catalog';
import { ErrorEnvelopeSchema } from '@storefront/contract/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, parseBody, testDialects, type TestApp } from '../../test/harness';
import {
  addCheckoutWorld,
  postSale,
  saleBody,
  type CheckoutWorld,
} from '../../test/sales-fixtures';
import { addBusinessOwner, addShopSeller, type Seller } from '../../test/seller-fixtures';

describe.each(testDialects())('owners run a shop’s delivery fees on %s', (dialect) => {
  let t: TestApp;
  let w: CheckoutWorld;
  let owner: Awaited<ReturnType<typeof addBusinessOwner>>;
  let staff: Seller;

  beforeAll(async () => {
    // No catalog cache: a product page read after a save shows the save at once.
    t = await createTestApp(dialect, { catalogCacheTtlMs: 0 });
    w = await addCheckoutWorld(t);
    owner = await addBusinessOwner(t);
    staff = await addShopSeller(t, w.shop.guid);
  });
  afterAll(() => t.close());

  const url = (shopGuid: string = w.bookShop.guid) => `/v1/admin/shops/${shopGuid}/shipping`;
  const get = (shopGuid?: string, headers: Record<string, string> = owner.auth) =>
    t.app.inject({ method: 'GET', url: url(shopGuid), headers });
  const put = (payload: unknown, shopGuid?: string, headers: Record<string, string> = owner.auth) =>
    t.app.inject({ method: 'PUT', url: url(shopGuid), headers, payload: payload as object });
  const methodsOf = async (shopGuid?: string): Promise<AdminShippingMethod[]> =>
    parseBody(AdminShippingResponseSchema, (await get(shopGuid)).body).data.methods;
  const asInput = (methods: AdminShippingMethod[]): AdminShippingPut => ({
    methods: methods.map((m) => ({
      guid: m.guid,
      name: m.name,
      nameMm: m.nameMm,
      region: m.region,
      enabled: m.enabled,
      townships: [...m.townships],
      bands: m.bands.map((b) => ({ ...b })),
    })),
  });
  const refusal = (res: { statusCode: number; body: string }) => ({
    status: res.statusCode,
    ...parseBody(ErrorEnvelopeSchema, res.body),
  });
  /** One Book (8,000, 0.3 kg) by the given method: 8,000 + 400 tax + fee. */
  const bookSale = (shippingGuid: string, fee: number) =>
    postSale(
      t.app,
      w.alice,
      saleBody({
        shopGuid: w.bookShop.guid,
        shippingGuid,
        contactGuid: w.addresses.aliceHome,
        items: [{ productGuid: w.book.variant.guid, quantity: 1, addons: [] }],
        totalAmount: 8_400 + fee,
        totalShippingFees: fee,
      }),
    );

  it('keeps every call from visitors (401), shoppers and staff (403)', async () => {
    const preview = `${url()}/preview?weightGrams=10&townshipGuid=${w.townships.bahan}`;
    for (const [method, path] of [
      ['GET', url()],
      ['PUT', url()],
      ['GET', preview],
    ] as const) {
      const payload = method === 'PUT' ? { methods: [] } : undefined;
      expect((await t.app.inject({ method, url: path, payload })).statusCode).toBe(401);
      for (const headers of [w.alice.auth, staff.auth]) {
        const res = await t.app.inject({ method, url: path, headers, payload });
        expect(res.statusCode, `${method} ${path}`).toBe(403);
      }
    }
  });

  it('answers 404 for a shop that does not exist, 400 for an id that is not one', async () => {
    expect((await get('9b2f4c1e-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await put({ methods: [] }, '9b2f4c1e-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    );
    expect((await get('not-a-shop')).statusCode).toBe(400);
  });

  it('lists the shop’s methods in grams and MMK, with whether orders use them', async () => {
    const methods = await methodsOf();
    expect(methods).toEqual([
      {
        guid: w.shipping.post,
        name: 'B Post',
        nameMm: '',
        region: 'Myanmar',
        currencyCode: 'MMK',
        enabled: true,
        townships: [],
        bands: [{ fromGrams: 0, toGrams: 10_000, fee: 1_500 }],
        inUse: false,
      },
    ]);
  });

  it('a fee change re-prices the next checkout; the old fee is refused with both figures (409)', async () => {
    expect((await bookSale(w.shipping.post, 1_500)).statusCode).toBe(200);
    const input = asInput(await methodsOf());
    input.methods[0]!.bands = [
      { fromGrams: 0, toGrams: 2_000, fee: 2_250.5 },
      { fromGrams: 2_001, toGrams: 10_000, fee: 4_000 },
    ];
    input.methods[0]!.nameMm = 'ဘီပို့';
    const res = await put(input);
    expect(res.statusCode, res.body).toBe(200);
    const saved = parseBody(AdminShippingResponseSchema, res.body).data.methods[0]!;
    expect(saved).toMatchObject({ guid: w.shipping.post, nameMm: 'ဘီပို့', inUse: true });

    const stale = await bookSale(w.shipping.post, 1_500);
    expect(refusal(stale)).toMatchObject({
      status: 409,
      field: 'totalShippingFees',
      code: 'shippingFeeChanged',
      hints: ['1500', '2250.5'],
    });
    expect((await bookSale(w.shipping.post, 2_250.5)).statusCode).toBe(200);

    // The product page carries the new bands (kg and MMK).
    const page = await t.app.inject({
      url: `/v1/pos/product/productvariantdetail/${w.book.guid}`,
      headers: w.alice.auth,
    });
    const detail = parseBody(ProductDetailResponseSchema, page.body).data;
    expect(JSON.stringify(detail)).toContain('2250.5');
  });

  it.each<[string, (input: AdminShippingPut) => void, string, RegExp]>([
    ['an empty name', (i) => (i.methods[0]!.name = ' '), 'methods[0].name', /name/],
    [
      'a band that overlaps the one before',
      (i) => (i.methods[0]!.bands[1]!.fromGrams = 1_500),
      'methods[0].bands[1]',
      /Band 2 starts at 1500 g, inside band 1/,
    ],
    [
      'a band that leaves a gap',
      (i) => (i.methods[0]!.bands[1]!.fromGrams = 2_500),
      'methods[0].bands[1]',
      /Band 2 .* no fee\. Start it at 2001 g/,
    ],
    [
      'bands that do not start at 0 g',
      (i) => (i.methods[0]!.bands[0]!.fromGrams = 100),
      'methods[0].bands[0]',
      /must start at 0 g/,
    ],
    ['no band', (i) => (i.methods[0]!.bands = []), 'methods[0].bands', /from 1 to 50/],
    ['a negative fee', (i) => (i.methods[0]!.bands[0]!.fee = -5), 'methods[0].bands[0]', /fee/],
    ['an absurd fee', (i) => (i.methods[0]!.bands[0]!.fee = 1e12), 'methods[0].bands[0]', /fee/],
    [
      'an absurd weight',
      (i) => (i.methods[0]!.bands[1]!.toGrams = 5e9),
      'methods[0].bands[1]',
      /whole grams/,
    ],
    [
      'an unknown township',
      (i) => (i.methods[0]!.townships = ['9b2f4c1e-0000-4000-8000-000000000000']),
      'methods[0].townships[0]',
      /not a known township/,
    ],
    [
      'a region we do not deliver in',
      (i) => (i.methods[0]!.region = 'Atlantis'),
      'methods[0].region',
      /not a region/,
    ],
    [
      "another shop's method id",
      (i) => (i.methods[0]!.guid = w.shipping.express),
      'methods[0].guid',
      /not one of this shop/,
    ],
  ])(
    'refuses %s (422 naming the field), changing nothing',
    async (_name, change, field, message) => {
      const before = await methodsOf();
      const input = asInput(before);
      change(input);
      const res = await put(input);
      expect(refusal(res)).toMatchObject({ status: 422, field });
      expect(refusal(res).message).toMatch(message);
      expect(await methodsOf()).toEqual(before);
    },
  );

  it('refuses malformed bodies with a 400, never a 5xx', async () => {
    for (const payload of [
      {},
      { methods: [{ name: 'x' }] },
      {
        methods: [
          {
            name: 'x',
            region: 'Myanmar',
            enabled: true,
            townships: [],
            bands: [{ fromGrams: 'a', toGrams: 1, fee: 1 }],
          },
        ],
      },
      {
        methods: [
          { name: 'x'.repeat(501), region: 'Myanmar', enabled: true, townships: [], bands: [] },
        ],
      },
    ]) {
      expect((await put(payload)).statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
    }
  });

  it('adds a method for some townships, previews fees, and hides a removed method orders use', async () => {
    const [post] = await methodsOf();
    const res = await put({
      methods: [
        asInput([post!]).methods[0],
        {
          name: 'Bahan Bike',
          nameMm: 'ဗဟန်း ဆိုင်ကယ်',
          region: 'myanmar',
          enabled: true,
          townships: [w.townships.bahan],
          bands: [{ fromGrams: 0, toGrams: 3_000, fee: 1_000 }],
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const [, bike] = parseBody(AdminShippingResponseSchema, res.body).data.methods;
    expect(bike).toMatchObject({ region: 'Myanmar', townships: [w.townships.bahan], inUse: false });

    const preview = async (weightGrams: number | string, township: string) => {
      const r = await t.app.inject({
        url: `${url()}/preview?weightGrams=${weightGrams}&townshipGuid=${township}`,
        headers: owner.auth,
      });
      return { status: r.statusCode, body: r.body };
    };
    const items = (body: string) =>
      parseBody(ShippingPreviewResponseSchema, body).data.items.map((i) => [
        i.name,
        i.fee,
        i.bandIndex,
      ]);
    expect(items((await preview(2_500, w.townships.bahan)).body)).toEqual([
      ['B Post', 4_000, 1],
      ['Bahan Bike', 1_000, 0],
    ]);
    expect(items((await preview(2_500, w.townships.kamayut)).body)).toEqual([['B Post', 4_000, 1]]);
    expect(items((await preview(5_000, w.townships.bahan)).body)).toEqual([['B Post', 4_000, 1]]);
    expect((await preview(-1, w.townships.bahan)).status).toBe(400);
    expect((await preview('heavy', w.townships.bahan)).status).toBe(400);
    expect((await preview(10, '9b2f4c1e-0000-4000-8000-000000000000')).status).toBe(404);

    // B Post has orders: left out, it is hidden, not deleted; Bahan Bike has none: deleted.
    const onlyNew = await put({
      methods: [
        {
          name: 'Courier',
          region: 'Myanmar',
          enabled: true,
          townships: [],
          bands: [{ fromGrams: 0, toGrams: 30_000, fee: 3_000 }],
        },
      ],
    });
    expect(onlyNew.statusCode, onlyNew.body).toBe(200);
    expect((await methodsOf()).map((m) => m.name)).toEqual(['Courier']);
    const rows = await t.db.kysely
      .selectFrom('shippingMethods')
      .select(['guid', 'removedAt'])
      .where('shopGuid', '=', w.bookShop.guid)
      .execute();
    expect(rows.find((r) => r.guid === w.shipping.post)?.removedAt).not.toBeNull();
    expect(rows.find((r) => r.guid === bike!.guid)).toBeUndefined();
    expect(rows).toHaveLength(2);
    // Checkout no longer takes it; the orders that used it still read whole.
    expect(refusal(await bookSale(w.shipping.post, 2_250.5))).toMatchObject({
      status: 400,
      field: 'shippingGuid',
    });
    const used = await t.db.kysely
      .selectFrom('sales')
      .innerJoin('shippingMethods', 'shippingMethods.guid', 'sales.shippingMethodGuid')
      .select('shippingMethods.name')
      .where('sales.shopGuid', '=', w.bookShop.guid)
      .execute();
    expect(used.map((u) => u.name)).toEqual(['B Post', 'B Post']);
  });

  it('a method switched off is not offered at checkout', async () => {
    const input = asInput(await methodsOf());
    input.methods[0]!.enabled = false;
    expect((await put(input)).statusCode).toBe(200);
    const courier = (await methodsOf())[0]!;
    expect(courier.enabled).toBe(false);
    expect(refusal(await bookSale(courier.guid, 3_000))).toMatchObject({
      status: 400,
      field: 'shippingGuid',
    });
    input.methods[0]!.enabled = true;
    expect((await put(input)).statusCode).toBe(200);
    expect((await bookSale(courier.guid, 3_000)).statusCode).toBe(200);
  });

  it('writes each save into the audit log, with the shop and the methods before and after', async () => {
    const res = await t.app.inject({ url: '/v1/admin/audit?max=100', headers: owner.auth });
    const entries = parseBody(AuditPageResponseSchema, res.body).data.items.filter(
      (e) => e.action === 'shipping.update',
    );
    expect(entries).toHaveLength(5);
    expect(entries[0]).toMatchObject({ shopGuid: w.bookShop.guid, actorGuid: owner.guid });
    // As saved: the sale made since then only turned inUse on.
    const saved = (entries[0]!.after as { methods: AdminShippingMethod[] }).methods;
    expect(saved).toEqual((await methodsOf()).map((m) => ({ ...m, inUse: false })));
    expect((entries[0]!.before as { methods: AdminShippingMethod[] }).methods[0]!.enabled).toBe(
      false,
    );
  });
  it('two saves at the same moment: one wins, the other is saved after it or refused with 409', async () => {
    const input = asInput(await methodsOf());
    input.methods[0]!.townships = [w.townships.bahan, w.townships.kamayut];
    input.methods[0]!.bands = [{ fromGrams: 0, toGrams: 1_000, fee: 1_234 }];
    const answers = await Promise.all([put(input), put(input)]);
    const statuses = answers.map((a) => a.statusCode);
    expect(
      statuses.every((status) => status === 200 || status === 409),
      statuses.join(),
    ).toBe(true);
    expect(statuses).toContain(200);
    const [saved] = await methodsOf();
    expect(saved).toMatchObject({ bands: [{ fromGrams: 0, toGrams: 1_000, fee: 1_234 }] });
    expect([...saved!.townships].sort()).toEqual([w.townships.bahan, w.townships.kamayut].sort());
  });
});
