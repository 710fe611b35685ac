import {
  AdminShopListResponseSchema,
  AdminShopResponseSchema,
  type AdminShop,
  type ShopWriteInput,
} from '@storefront/contract/admin-shops';
import { AuditPageResponseSchema } from '@storefront/contract/admin-audit';
import { ProductDetailResponseSchema } from '@storefront/contract/catalog';
import { ErrorEnvelopeSchema } from '@storefront/contract/envelope';
import { SaleCreateResponseSchema } from '@storefront/contract/sales';
import { SellerImageResponseSchema } from '@storefront/contract/seller-catalog';
import { ShopInfoResponseSchema, ShopListResponseSchema } from '@storefront/contract/shop';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createTestApp, parseBody, testDialects, type TestApp } from '../../test/harness';
import { isRedisAvailable, TEST_REDIS_URL } from '../../test/redis-fixtures';
import {
  addCheckoutWorld,
  cashInvoice,
  postInvoice,
  postSale,
  saleBody,
  saleOk,
  type CheckoutWorld,
} from '../../test/sales-fixtures';
import { addImage, addShop } from '../../test/fixtures';
import {
  addBusinessOwner,
  addShopSeller,
  postStatus,
  type Seller,
} from '../../test/seller-fixtures';
import { drawPhoto, multipartBody } from '../images/test/phone-photos';

type Who = { auth: Record<string, string> } | null;

let serial = 0;
/** A valid body for a new shop with a slug no other test uses. */
function shopBody(over: Partial<ShopWriteInput> = {}): ShopWriteInput {
  serial += 1;
  const id = `${Date.now().toString(36)}${serial}`;
  return {
    name: `Golden Tea ${id}`,
    nameMm: 'ရွှေလက်ဖက်',
    slug: `golden-tea-${id}`,
    hostNames: [],
    primaryPhone: '09 450 012 345',
    address: 'No. 12, Anawrahta Road, Yangon',
    addressMm: 'အမှတ် ၁၂၊ အနော်ရထာလမ်း၊ ရန်ကုန်',
    facebookUrl: 'https://facebook.com/goldentea',
    viberUrl: 'viber://chat?number=%2B959450012345',
    logoImageGuid: null,
    bannerImageGuid: null,
    status: 'Open',
    cashOnDelivery: true,
    ...over,
  };
}

const shopInfo = async (app: FastifyInstance, hostName: string) => {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/pos/shop/shop_information',
    payload: { hostName },
  });
  expect(res.statusCode, res.body).toBe(200);
  return parseBody(ShopInfoResponseSchema, res.body).data;
};

describe.each(testDialects())('the business opens, edits and pauses shops on %s', (dialect) => {
  let t: TestApp;
  let w: CheckoutWorld;
  let owner: Awaited<ReturnType<typeof addBusinessOwner>>;
  let staff: Seller;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    // The shop a host nobody claims is served, on the base host itself.
    await addShop(t.db, { name: 'Yangon Mart', isDefault: true, hostName: 'localhost' });
    w = await addCheckoutWorld(t);
    owner = await addBusinessOwner(t);
    staff = await addShopSeller(t, w.shop.guid);
  });
  afterAll(() => t.close());

  const list = (who: Who = owner) =>
    t.app.inject({ method: 'GET', url: '/v1/admin/shops', headers: who?.auth ?? {} });
  const create = (body: unknown, who: Who = owner) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/admin/shops',
      headers: who?.auth ?? {},
      payload: body as object,
    });
  const edit = (shopGuid: string, body: unknown, who: Who = owner) =>
    t.app.inject({
      method: 'PUT',
      url: `/v1/admin/shops/${shopGuid}`,
      headers: who?.auth ?? {},
      payload: body as object,
    });
  const upload = async (who: Who = owner) => {
    const { payload, headers } = multipartBody(
      await drawPhoto({ width: 320, height: 200, format: 'jpeg' }),
    );
    return t.app.inject({
      method: 'POST',
      url: '/v1/admin/images',
      headers: { ...headers, ...(who?.auth ?? {}) },
      payload,
    });
  };
  const created = async (body: ShopWriteInput = shopBody()): Promise<AdminShop> => {
    const res = await create(body);
    expect(res.statusCode, res.body).toBe(200);
    return parseBody(AdminShopResponseSchema, res.body).data;
  };
  const refusal = (res: { statusCode: number; body: string }) => ({
    status: res.statusCode,
    ...parseBody(ErrorEnvelopeSchema, res.body),
  });
  /** The shop's write body as it is now, with changes. */
  const bodyOf = (shop: AdminShop, over: Partial<ShopWriteInput> = {}): ShopWriteInput => ({
    name: shop.name,
    nameMm: shop.nameMm,
    slug: shop.slug,
    hostNames: shop.hostNames,
    primaryPhone: shop.primaryPhone,
    address: shop.address,
    addressMm: shop.addressMm,
    facebookUrl: shop.facebookUrl,
    viberUrl: shop.viberUrl,
    logoImageGuid: shop.logoImageGuid,
    bannerImageGuid: shop.bannerImageGuid,
    status: shop.status,
    cashOnDelivery: shop.cashOnDelivery,
    ...over,
  });
  const adminShop = async (guid: string) => {
    const all = parseBody(AdminShopListResponseSchema, (await list()).body).data.items;
    return all.find((s) => s.guid === guid)!;
  };

  it('keeps every shop call from visitors (401), shoppers and staff (403)', async () => {
    const shop = await adminShop(w.shop.guid);
    const calls = [
      (who: Who) => list(who),
      (who: Who) => create(shopBody(), who),
      (who: Who) => edit(shop.guid, bodyOf(shop, { name: 'Taken over' }), who),
      (who: Who) => upload(who),
    ];
    for (const call of calls) {
      expect((await call(null)).statusCode).toBe(401);
      for (const who of [w.alice, staff]) {
        const res = await call(who);
        expect(res.statusCode).toBe(403);
        expect(refusal(res).message).toMatch(/owners only/);
      }
    }
    expect((await adminShop(w.shop.guid)).name).toBe('Shwe Longyi');
  });

  it('lists every shop with its host, status and counts', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const { items, baseHost } = parseBody(AdminShopListResponseSchema, res.body).data;
    expect(baseHost).toBe('localhost');
    expect(items.find((s) => s.guid === w.shop.guid)).toMatchObject({
      name: 'Shwe Longyi',
      status: 'Open',
      cashOnDelivery: true,
      productCount: 2,
      staffCount: 1,
      hostNames: [],
    });
    expect(items.find((s) => s.guid === w.bookShop.guid)?.productCount).toBe(1);
  });

  it('opens a shop on <slug>.<base host> and its extra host names, and writes the audit entry', async () => {
    const body = shopBody({ hostNames: ['WWW.Golden-Tea.example.', 'tea.example.com'] });
    const shop = await created(body);
    expect(shop).toMatchObject({
      name: body.name,
      slug: body.slug,
      hostName: `${body.slug}.localhost`,
      hostNames: ['golden-tea.example', 'tea.example.com'],
      primaryPhone: '09450012345',
      status: 'Open',
      cashOnDelivery: true,
      isDefault: false,
      productCount: 0,
    });
    for (const host of [
      `${body.slug}.localhost:8191`,
      'tea.example.com',
      'www.golden-tea.example',
    ]) {
      expect(await shopInfo(t.app, host)).toMatchObject({
        guid: shop.guid,
        isTakingOrders: true,
        facebookUrl: 'https://facebook.com/goldentea',
        viberUrl: body.viberUrl,
      });
    }
    const selector = parseBody(
      ShopListResponseSchema,
      (await t.app.inject({ url: '/v1/pos/shop/list' })).body,
    ).data.items;
    expect(selector.map((s) => s.guid)).toContain(shop.guid);

    const audit = parseBody(
      AuditPageResponseSchema,
      (await t.app.inject({ url: '/v1/admin/audit', headers: owner.auth })).body,
    ).data.items[0];
    expect(audit).toMatchObject({
      action: 'shop.create',
      actorGuid: owner.guid,
      entityGuid: shop.guid,
      shopGuid: shop.guid,
      before: null,
      after: { slug: body.slug, hostNames: ['golden-tea.example', 'tea.example.com'] },
    });
  });

  it('refuses each bad field with 400 naming it, and writes nothing', async () => {
    const count = async () =>
      (await t.db.kysely.selectFrom('shops').select('guid').execute()).length;
    const before = await count();
    const cases: [Partial<ShopWriteInput> | Record<string, unknown>, string][] = [
      [{ name: '   ' }, 'name'],
      [{ name: 'x'.repeat(121) }, 'name'],
      [{ nameMm: 'မ'.repeat(121) }, 'nameMm'],
      [{ slug: 'A' }, 'slug'],
      [{ slug: 'Upper-Case' }, 'slug'],
      [{ slug: '-edge' }, 'slug'],
      [{ slug: 'x'.repeat(41) }, 'slug'],
      [{ slug: 'dot.ted' }, 'slug'],
      [{ hostNames: ['not a host'] }, 'hostNames.0'],
      [{ hostNames: ['127.0.0.1'] }, 'hostNames.0'],
      [{ hostNames: ['singlelabel'] }, 'hostNames.0'],
      [{ hostNames: ['a.example.com', 'A.example.com'] }, 'hostNames'],
      [{ hostNames: Array.from({ length: 11 }, (_, i) => `h${i}.example.com`) }, 'hostNames'],
      [{ hostNames: 'one.example.com' }, 'hostNames'],
      [{ primaryPhone: '01 234 567' }, 'primaryPhone'],
      [{ primaryPhone: '+66 81 234 5678' }, 'primaryPhone'],
      [{ address: '' }, 'address'],
      [{ address: 'x'.repeat(301) }, 'address'],
      [{ facebookUrl: 'http://facebook.com/goldentea' }, 'facebookUrl'],
      [{ facebookUrl: 'https://facebook.com.evil.example/x' }, 'facebookUrl'],
      [{ facebookUrl: 'javascript:alert(1)' }, 'facebookUrl'],
      [{ facebookUrl: 'https://facebook.com/' }, 'facebookUrl'],
      [{ viberUrl: 'https://viber.example.com/x' }, 'viberUrl'],
      [{ viberUrl: 'javascript:alert(1)' }, 'viberUrl'],
      [{ viberUrl: 'viber://chat?number=1 onmouseover=x' }, 'viberUrl'],
      [{ logoImageGuid: 'not-a-guid' }, 'logoImageGuid'],
      [{ status: 'Closed' }, 'status'],
      [{ cashOnDelivery: 'yes' }, 'cashOnDelivery'],
      [{ currencyCode: 'USD' }, ''],
    ];
    for (const [over, field] of cases) {
      const res = await create({ ...shopBody(), ...over });
      const got = refusal(res);
      expect(got.status, JSON.stringify(over)).toBe(400);
      if (field) expect(got.field, JSON.stringify(over)).toBe(field);
      expect(got.message.length).toBeGreaterThan(5);
    }
    expect(await count()).toBe(before);
  });

  it('stores hostile text as text, in Unicode, without control characters', async () => {
    const shop = await created(
      shopBody({ name: '<script>alert(1)</script>\u0007 Tea', nameMm: '  ', addressMm: null }),
    );
    expect(shop.name).toBe('<script>alert(1)</script> Tea');
    expect(shop.nameMm).toBeNull();
    expect(shop.addressMm).toBeNull();
  });

  it('refuses a taken slug or host name (409 naming it), its own address as an extra one (400)', async () => {
    const first = await created(shopBody({ hostNames: ['first.example.com'] }));
    const sameSlug = refusal(await create(shopBody({ slug: first.slug })));
    expect(sameSlug).toMatchObject({ status: 409, field: 'slug' });
    const otherShopHost = (await adminShop(w.shop.guid)).hostName;
    for (const host of ['first.example.com', first.hostName, otherShopHost]) {
      const res = refusal(await create(shopBody({ hostNames: [host] })));
      expect(res, host).toMatchObject({ status: 409, field: 'hostNames' });
      expect(res.message).toContain(host);
    }
    const body = shopBody();
    const own = refusal(await create({ ...body, hostNames: [`${body.slug}.localhost`] }));
    expect(own).toMatchObject({ status: 400, field: 'hostNames' });
    // Its own names stay its own on an edit.
    const again = await edit(first.guid, bodyOf(first, { name: 'First, renamed' }));
    expect(again.statusCode, again.body).toBe(200);
  });

  it('takes uploaded pictures as logo and banner, and refuses anything else (422)', async () => {
    const res = await upload();
    expect(res.statusCode, res.body).toBe(200);
    const photo = parseBody(SellerImageResponseSchema, res.body).data;
    expect(photo.width).toBe(320);
    const shop = await created(
      shopBody({ logoImageGuid: photo.guid, bannerImageGuid: photo.guid }),
    );
    expect(shop).toMatchObject({ logoImageGuid: photo.guid, bannerImageGuid: photo.guid });

    const receipt = await addImage(t.db, 'receipt', false);
    for (const [field, guid] of [
      ['logoImageGuid', '9b2f4c1e-0000-4000-8000-000000000000'],
      ['bannerImageGuid', receipt],
    ] as const) {
      const got = refusal(await create(shopBody({ [field]: guid })));
      expect(got, field).toMatchObject({ status: 422, field });
    }
    const notAPicture = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/images',
      headers: { ...owner.auth, 'content-type': 'application/json' },
      payload: {},
    });
    expect(notAPicture.statusCode).toBeGreaterThanOrEqual(400);
    expect(notAPicture.statusCode).toBeLessThan(500);
  });

  it('edits a shop, with before and after in the audit log; an unknown shop is 404', async () => {
    const shop = await created();
    const res = await edit(
      shop.guid,
      bodyOf(shop, { slug: `${shop.slug}-x`, name: 'Renamed', hostNames: ['renamed.example.com'] }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const saved = parseBody(AdminShopResponseSchema, res.body).data;
    expect(saved).toMatchObject({
      name: 'Renamed',
      hostName: `${shop.slug}-x.localhost`,
      hostNames: ['renamed.example.com'],
    });
    // The old address no longer serves it: an unknown host gets the default shop.
    expect((await shopInfo(t.app, shop.hostName)).guid).not.toBe(shop.guid);
    expect((await shopInfo(t.app, 'renamed.example.com')).guid).toBe(shop.guid);

    const entry = parseBody(
      AuditPageResponseSchema,
      (await t.app.inject({ url: '/v1/admin/audit', headers: owner.auth })).body,
    ).data.items[0];
    expect(entry).toMatchObject({
      action: 'shop.update',
      entityGuid: shop.guid,
      before: { name: shop.name, slug: shop.slug },
      after: { name: 'Renamed', slug: `${shop.slug}-x` },
    });

    const missing = await edit('9b2f4c1e-0000-4000-8000-000000000000', bodyOf(shop));
    expect(missing.statusCode).toBe(404);
    expect((await edit('not-a-guid', bodyOf(shop))).statusCode).toBe(400);
  });

  it('keeps the default shop on the base host itself when it is edited', async () => {
    const fallback = await shopInfo(t.app, 'nobody-claims-this.example');
    const shop = await adminShop(fallback.guid);
    expect(shop).toMatchObject({ isDefault: true, hostName: 'localhost' });
    const res = await edit(shop.guid, bodyOf(shop, { name: `${shop.name} (edited)` }));
    expect(res.statusCode, res.body).toBe(200);
    expect(parseBody(AdminShopResponseSchema, res.body).data.hostName).toBe(shop.hostName);
  });

  it('pauses a shop: it says so, checkout refuses it, staff still finish its orders; reopening restores it', async () => {
    const shop = await adminShop(w.bookShop.guid);
    const bookSale = () =>
      postSale(
        t.app,
        w.alice,
        saleBody({
          shopGuid: w.bookShop.guid,
          shippingGuid: w.shipping.post,
          contactGuid: w.addresses.aliceHome,
          items: [{ productGuid: w.book.variant.guid, quantity: 1, addons: [] }],
          totalAmount: 8_000 + 400 + 1_500,
          totalShippingFees: 1_500,
        }),
      );
    const saleOf = (res: { statusCode: number; body: string }) => {
      expect(res.statusCode, res.body).toBe(200);
      return parseBody(SaleCreateResponseSchema, res.body).data;
    };
    // An order placed before the pause, and a sale held but not yet paid.
    const placed = saleOf(await bookSale());
    await cashInvoice(t.app, w.alice, [placed]);
    const held = saleOf(await bookSale());
    const bookStaff = await addShopSeller(t, w.bookShop.guid);

    const paused = await edit(shop.guid, bodyOf(shop, { status: 'Paused' }));
    expect(paused.statusCode, paused.body).toBe(200);

    expect(await shopInfo(t.app, shop.hostName)).toMatchObject({ isTakingOrders: false });
    const selector = parseBody(
      ShopListResponseSchema,
      (await t.app.inject({ url: '/v1/pos/shop/list' })).body,
    ).data.items;
    expect(selector.find((s) => s.guid === shop.guid)?.isTakingOrders).toBe(false);
    const detail = parseBody(
      ProductDetailResponseSchema,
      (await t.app.inject({ url: `/v1/pos/product/productvariantdetail/${w.book.guid}` })).body,
    ).data;
    expect(detail.shopLists[0]?.isTakingOrders).toBe(false);

    const refused = refusal(await bookSale());
    expect(refused).toMatchObject({ status: 409, code: 'shopPaused', field: 'shopGuid' });
    expect(refused.message).toMatch(/Pansodan Books is not taking orders now/);
    const unpaid = refusal(
      await postInvoice(t.app, w.alice, {
        paymentType: 'Cash on deli',
        accountName: '',
        accountNumber: '',
        currencyCode: 'MMK',
        screenShot: '',
        salesOrderId: [held],
      }),
    );
    expect(unpaid).toMatchObject({ status: 409, code: 'shopPaused' });

    const moved = await postStatus(t.app, bookStaff, placed, { status: 'Confirmed' });
    expect(moved.statusCode, moved.body).toBe(200);

    const reopened = await edit(shop.guid, bodyOf(shop, { status: 'Open' }));
    expect(reopened.statusCode).toBe(200);
    expect(await shopInfo(t.app, shop.hostName)).toMatchObject({ isTakingOrders: true });
    const again = await bookSale();
    expect(again.statusCode, again.body).toBe(200);
  });

  it('refuses a cash-on-delivery invoice for a shop that does not take it (422 naming the shop)', async () => {
    const shop = await adminShop(w.shop.guid);
    const off = await edit(shop.guid, bodyOf(shop, { cashOnDelivery: false }));
    expect(off.statusCode, off.body).toBe(200);
    expect(await shopInfo(t.app, shop.hostName)).toMatchObject({ cashOnDelivery: false });
    const teaBody = saleBody({
      shopGuid: w.shop.guid,
      shippingGuid: w.shipping.nationwide,
      contactGuid: w.addresses.aliceHome,
      items: [{ productGuid: w.tea.variant.guid, quantity: 1, addons: [] }],
      totalAmount: 3_150 + 5_000,
      totalShippingFees: 5_000,
    });
    const sale = await saleOk(t.app, w.bob, {
      ...teaBody,
      contact: { guid: w.addresses.bobHome, name: 'Bob' },
    });
    const cash = {
      paymentType: 'Cash on deli',
      accountName: '',
      accountNumber: '',
      currencyCode: 'MMK',
      screenShot: '',
      salesOrderId: [sale],
    };
    const refused = refusal(await postInvoice(t.app, w.bob, cash));
    expect(refused).toMatchObject({
      status: 422,
      field: 'paymentType',
      code: 'shopNoCashOnDelivery',
    });
    expect(refused.message).toContain('Shwe Longyi');

    const on = await edit(shop.guid, bodyOf(shop, { cashOnDelivery: true }));
    expect(on.statusCode).toBe(200);
    const paid = await postInvoice(t.app, w.bob, cash);
    expect(paid.statusCode, paid.body).toBe(200);
  });
});

const hasRedis = await isRedisAvailable();

/**
 * Shops are found by host on every request, and the pages and answers that show a shop are
 * cached per instance: a shop write must reach every instance at once
 * (docs/decisions/0030-shops.md).
 */
describe.runIf(hasRedis).each(testDialects())('a shop write on every instance on %s', (dialect) => {
  let t: TestApp;
  let second: FastifyInstance;
  let w: CheckoutWorld;
  let owner: Awaited<ReturnType<typeof addBusinessOwner>>;
  let heardEverything = 0;

  beforeAll(async () => {
    t = await createTestApp(dialect, { catalogCacheTtlMs: 60_000, redisUrl: TEST_REDIS_URL });
    second = await buildApp({ config: t.app.config, db: t.db, logger: false });
    second.catalogCache.onInvalidate((tags, fromPeer) => {
      if (fromPeer && tags === null) heardEverything += 1;
    });
    await second.ready();
    w = await addCheckoutWorld(t);
    owner = await addBusinessOwner(t);
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  async function heardOnSecond(count: number) {
    for (let waited = 0; heardEverything < count; waited += 20) {
      if (waited > 5_000) throw new Error('the second instance never heard of the shop write');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('serves a new shop on its host from another instance, and a pause drops its cached answers there', async () => {
    const detailUrl = `/v1/pos/product/productvariantdetail/${w.book.guid}`;
    // The second instance has the book's detail cached, its shop taking orders.
    expect((await second.inject({ url: detailUrl })).headers['x-cache']).toBe('miss');
    expect((await second.inject({ url: detailUrl })).headers['x-cache']).toBe('hit');

    const body = shopBody({ hostNames: ['second.example.com'] });
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/admin/shops',
      headers: owner.auth,
      payload: body,
    });
    expect(res.statusCode, res.body).toBe(200);
    const shop = parseBody(AdminShopResponseSchema, res.body).data;
    await heardOnSecond(1);
    expect((await shopInfo(second, `${body.slug}.localhost`)).guid).toBe(shop.guid);
    expect((await shopInfo(second, 'second.example.com')).guid).toBe(shop.guid);
    const selector = parseBody(
      ShopListResponseSchema,
      (await second.inject({ url: '/v1/pos/shop/list' })).body,
    ).data.items;
    expect(selector.map((s) => s.guid)).toContain(shop.guid);

    const book = (
      await t.app
        .inject({ url: '/v1/admin/shops', headers: owner.auth })
        .then((r) => parseBody(AdminShopListResponseSchema, r.body))
    ).data.items.find((s) => s.guid === w.bookShop.guid)!;
    const paused = await t.app.inject({
      method: 'PUT',
      url: `/v1/admin/shops/${book.guid}`,
      headers: owner.auth,
      payload: {
        name: book.name,
        nameMm: book.nameMm,
        slug: book.slug,
        hostNames: book.hostNames,
        primaryPhone: book.primaryPhone,
        address: book.address,
        addressMm: book.addressMm,
        facebookUrl: null,
        viberUrl: null,
        logoImageGuid: book.logoImageGuid,
        bannerImageGuid: null,
        status: 'Paused',
        cashOnDelivery: true,
      },
    });
    expect(paused.statusCode, paused.body).toBe(200);
    await heardOnSecond(2);
    const detail = await second.inject({ url: detailUrl });
    expect(detail.headers['x-cache']).toBe('miss');
    expect(
      parseBody(ProductDetailResponseSchema, detail.body).data.shopLists[0]?.isTakingOrders,
    ).toBe(false);
  });
});
