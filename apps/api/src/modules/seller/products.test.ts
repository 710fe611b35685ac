import { randomUUID } from 'node:crypto';
import {
  ProductDetailResponseSchema,
  ProductListResponseSchema,
} from '@storefront/contract/catalog';
import { ErrorEnvelopeSchema } from '@storefront/contract/envelope';
import { OrderDetailResponseSchema } from '@storefront/contract/sales';
import {
  SellerProductDeletedResponseSchema,
  SellerProductListResponseSchema,
  SellerProductResponseSchema,
  SellerProductSavedResponseSchema,
} from '@storefront/contract/seller-catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addShopPhoto,
  createdProduct,
  getSellerProduct,
  listSellerProducts,
  postProduct,
  productBody,
  putProduct,
  updateBodyOf,
} from '../../test/catalog-fixtures';
import { addImage } from '../../test/fixtures';
import { createTestApp, parseBody, testDialects, type TestApp } from '../../test/harness';
import {
  addCheckoutWorld,
  cashInvoice,
  saleBody,
  saleOk,
  type CheckoutWorld,
} from '../../test/sales-fixtures';
import { addShopSeller, type Seller } from '../../test/seller-fixtures';

const errorOf = (body: string) => parseBody(ErrorEnvelopeSchema, body);

describe.each(testDialects())('shop catalog in the console on %s', (dialect) => {
  let t: TestApp;
  let w: CheckoutWorld;
  let staff: Seller;
  let bookStaff: Seller;
  let category: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    w = await addCheckoutWorld(t);
    staff = await addShopSeller(t, w.shop.guid);
    bookStaff = await addShopSeller(t, w.bookShop.guid);
    const longyi = await t.db.kysely
      .selectFrom('products')
      .select('categoryGuid')
      .where('guid', '=', w.longyi.guid)
      .executeTakeFirstOrThrow();
    category = longyi.categoryGuid;
  });
  afterAll(() => t.close());

  const shopperDetail = (guid: string) =>
    t.app.inject({ url: `/v1/pos/product/productvariantdetail/${guid}` });
  const shopperSearch = (shopGuid: string, keyword: string) =>
    t.app.inject({
      url: `/v1/pos/shop/listShopProduct/${shopGuid}?first=0&max=50&keyword=${encodeURIComponent(keyword)}`,
    });

  describe('who may call what', () => {
    it('refuses every catalog call without a token (401) and with a shopper token (403)', async () => {
      const product = await createdProduct(t.app, staff, productBody(category));
      const variant = product.variants[0]!.guid;
      const calls = [
        { method: 'GET' as const, url: '/v1/seller/products' },
        { method: 'GET' as const, url: `/v1/seller/products/${product.guid}` },
        { method: 'POST' as const, url: '/v1/seller/products', payload: productBody(category) },
        {
          method: 'PUT' as const,
          url: `/v1/seller/products/${product.guid}`,
          payload: updateBodyOf(product),
        },
        { method: 'DELETE' as const, url: `/v1/seller/products/${product.guid}` },
        {
          method: 'POST' as const,
          url: `/v1/seller/variants/${variant}/stock`,
          payload: { delta: 1, reason: 'received' },
        },
        { method: 'GET' as const, url: `/v1/seller/variants/${variant}/stock-history` },
      ];
      for (const call of calls) {
        const anonymous = await t.app.inject(call);
        expect(anonymous.statusCode, call.url).toBe(401);
        const shopper = await t.app.inject({ ...call, headers: w.alice.auth });
        expect(shopper.statusCode, `${call.method} ${call.url}`).toBe(403);
        expect(errorOf(shopper.body).message).toMatch(/shop staff only/);
      }
      // Nothing changed on the way.
      const after = parseBody(
        SellerProductResponseSchema,
        (await getSellerProduct(t.app, staff, product.guid)).body,
      ).data;
      expect(after.version).toBe(product.version);
      expect(after.variants[0]!.stockQty).toBe(10);
    });

    it("answers another shop's staff as if the product, option or photo did not exist", async () => {
      const product = await createdProduct(t.app, staff, productBody(category));
      const variant = product.variants[0]!.guid;
      const calls = [
        { method: 'GET' as const, url: `/v1/seller/products/${product.guid}` },
        {
          method: 'PUT' as const,
          url: `/v1/seller/products/${product.guid}`,
          payload: updateBodyOf({ ...product, name: 'Taken over' }),
        },
        { method: 'DELETE' as const, url: `/v1/seller/products/${product.guid}` },
        {
          method: 'POST' as const,
          url: `/v1/seller/variants/${variant}/stock`,
          payload: { delta: -5, reason: 'damaged' },
        },
        { method: 'GET' as const, url: `/v1/seller/variants/${variant}/stock-history` },
      ];
      for (const call of calls) {
        const res = await t.app.inject({ ...call, headers: bookStaff.auth });
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(404);
        ErrorEnvelopeSchema.parse(JSON.parse(res.body));
      }
      // Their own list does not show it either.
      const list = parseBody(
        SellerProductListResponseSchema,
        (await listSellerProducts(t.app, bookStaff, `?keyword=${product.variants[0]!.sku}`)).body,
      ).data;
      expect(list.items).toEqual([]);

      // Our photo in their product, or theirs in ours, is a photo that is not there.
      const ourPhoto = await addShopPhoto(t.db, w.shop.guid);
      const stolen = await postProduct(
        t.app,
        bookStaff,
        productBody(category, { images: [ourPhoto] }),
      );
      expect(stolen.statusCode).toBe(404);
      expect(errorOf(stolen.body)).toMatchObject({ field: 'images.0', code: 'unknownImage' });
      const theirs = await addShopPhoto(t.db, w.bookShop.guid);
      const onOption = productBody(category);
      onOption.variants[1]!.images = [theirs];
      const res = await postProduct(t.app, staff, onOption);
      expect(res.statusCode).toBe(404);
      expect(errorOf(res.body)).toMatchObject({
        field: 'variants.1.images.0',
        code: 'unknownImage',
      });
      // A public picture of nobody's (a shop logo) is not a photo staff may take either.
      const logo = await addImage(t.db, 'logo');
      expect(
        (await postProduct(t.app, staff, productBody(category, { images: [logo] }))).statusCode,
      ).toBe(404);

      const after = parseBody(
        SellerProductResponseSchema,
        (await getSellerProduct(t.app, staff, product.guid)).body,
      ).data;
      expect(after).toMatchObject({ name: product.name, version: product.version });
      expect(after.variants[0]!.stockQty).toBe(10);
    });
  });

  describe('a product from the form', () => {
    it('is stored as sent, with its photos in order, and shoppers see it in either language', async () => {
      const [cover, second, optionPhoto] = await Promise.all([
        addShopPhoto(t.db, w.shop.guid),
        addShopPhoto(t.db, w.shop.guid),
        addShopPhoto(t.db, w.shop.guid),
      ]);
      const body = productBody(category, { images: [cover, second] });
      body.variants[1]!.images = [optionPhoto];
      const saved = await createdProduct(t.app, staff, body);
      expect(saved).toMatchObject({
        name: body.name,
        nameMm: body.nameMm,
        description: 'Soft cotton.\nWoven in Amarapura.',
        status: 'Active',
        images: [cover, second],
        version: 1,
        hasOrders: false,
        currencyCode: 'MMK',
        zawgyiConverted: [],
      });
      expect(
        saved.variants.map((v) => [
          v.name,
          v.priceSell,
          v.priceSell1,
          v.weight,
          v.stockQty,
          v.preSaleLimit,
        ]),
      ).toEqual([
        ['Blue', 12_000, null, 0.4, 10, 0],
        ['Red', 15_000, 13_500, 0.5, 2, 3],
      ]);
      expect(saved.variants[1]!.images).toEqual([optionPhoto]);
      expect(saved.addons.map((a) => [a.name, a.price])).toEqual([['Gift wrap', 1_000]]);

      const detail = parseBody(
        ProductDetailResponseSchema,
        (await shopperDetail(saved.guid)).body,
      ).data;
      expect(detail).toMatchObject({
        name: body.name,
        nameMm: body.nameMm,
        descriptionMm: 'ချည်သားပျော့။',
        priceSell: 12_000,
        stockQty: 12,
        preSaleLimit: 3,
        imageItems: [{ image: cover }, { image: second }],
      });
      // Found by either name, as shoppers type it.
      for (const keyword of [(body.nameMm as string).slice(0, 6), 'cotton LONGYI', 'shwe chi']) {
        const found = parseBody(
          ProductListResponseSchema,
          (await shopperSearch(w.shop.guid, keyword)).body,
        ).data;
        expect(
          found.items.map((i) => i.guid),
          keyword,
        ).toContain(saved.guid);
        expect(found.items.find((i) => i.guid === saved.guid)?.nameMm).toBe(body.nameMm);
      }
    });

    it('stores Burmese typed in Zawgyi as Unicode and says which fields it converted', async () => {
      // 'မင်္ဂလာပါ' typed on a Zawgyi keyboard, as the existing normaliser's tests use it.
      const zawgyi = 'မဂၤလာပါ';
      const body = productBody(category, { nameMm: zawgyi, descriptionMm: `${zawgyi} ခင္ဗ်ာ` });
      body.variants[0]!.name = 'အျပာ';
      const saved = await createdProduct(t.app, staff, body);
      expect(saved.nameMm).toBe('မင်္ဂလာပါ');
      expect(saved.variants[0]!.name).toBe('အပြာ');
      expect(saved.zawgyiConverted).toEqual(['nameMm', 'descriptionMm', 'variants.0.name']);
      const found = parseBody(
        ProductListResponseSchema,
        (await shopperSearch(w.shop.guid, 'မင်္ဂလာ')).body,
      ).data;
      expect(found.items.map((i) => i.guid)).toContain(saved.guid);
    });

    it('refuses each broken rule with a 4xx naming the field, and writes nothing', async () => {
      const before = await countProducts();
      const other = await createdProduct(t.app, staff, productBody(category));
      const takenSku = other.variants[0]!.sku!;
      const cases: [string, (b: ReturnType<typeof productBody>) => unknown, number, string][] = [
        ['no name', (b) => ({ ...b, name: '   ' }), 400, 'name'],
        ['an invisible name', (b) => ({ ...b, name: '\u200b\u202e' }), 400, 'name'],
        ['a name too long', (b) => ({ ...b, name: 'x'.repeat(201) }), 400, 'name'],
        ['no options', (b) => ({ ...b, variants: [] }), 400, 'variants'],
        [
          'a negative price',
          (b) => withOption(b, 0, { priceSell: -1 }),
          400,
          'variants.0.priceSell',
        ],
        [
          'a price as text',
          (b) => withOption(b, 0, { priceSell: '12000' }),
          400,
          'variants.0.priceSell',
        ],
        [
          'a discount not lower',
          (b) => withOption(b, 1, { priceSell1: 15_000 }),
          400,
          'variants.1.priceSell1',
        ],
        [
          'an absurd stock',
          (b) => withOption(b, 0, { stockQty: 1e12 }),
          400,
          'variants.0.stockQty',
        ],
        [
          'a fraction of a unit',
          (b) => withOption(b, 0, { stockQty: 1.5 }),
          400,
          'variants.0.stockQty',
        ],
        [
          'a third decimal',
          (b) => withOption(b, 0, { priceSell: 1.005 }),
          400,
          'variants.0.priceSell',
        ],
        [
          'a SKU twice',
          (b) => withOption(b, 1, { sku: b.variants[0]!.sku }),
          400,
          'variants.1.sku',
        ],
        [
          'another product’s SKU',
          (b) => withOption(b, 1, { sku: takenSku }),
          422,
          'variants.1.sku',
        ],
        ['an unknown category', (b) => ({ ...b, categoryGuid: randomUUID() }), 422, 'categoryGuid'],
        ['a made-up status', (b) => ({ ...b, status: 'Live' }), 400, 'status'],
        [
          'a photo twice',
          (b) => ({ ...b, images: [b.categoryGuid, b.categoryGuid] }),
          400,
          'images',
        ],
        [
          'too many options',
          (b) => ({ ...b, variants: Array.from({ length: 51 }, () => b.variants[0]) }),
          400,
          'variants',
        ],
        [
          'an option id on a new product',
          (b) => withOption(b, 0, { guid: randomUUID() }),
          400,
          'variants.0.guid',
        ],
      ];
      for (const [name, change, status, field] of cases) {
        const res = await postProduct(t.app, staff, change(productBody(category)));
        expect(res.statusCode, name).toBe(status);
        expect(errorOf(res.body).field, name).toBe(field);
        expect(errorOf(res.body).message.length, name).toBeGreaterThan(10);
      }
      expect(await countProducts()).toBe(before + 1);
    });

    it('refuses a save from a stale copy instead of overwriting the newer one', async () => {
      const product = await createdProduct(t.app, staff, productBody(category));
      const mine = updateBodyOf({ ...product, name: 'Longyi, my change' });
      const theirs = updateBodyOf({ ...product, name: 'Longyi, their change' });
      const first = await putProduct(t.app, staff, product.guid, theirs);
      expect(first.statusCode).toBe(200);
      expect(parseBody(SellerProductSavedResponseSchema, first.body).data.version).toBe(2);
      const second = await putProduct(t.app, staff, product.guid, mine);
      expect(second.statusCode).toBe(409);
      expect(errorOf(second.body)).toMatchObject({ code: 'productConflict', field: 'version' });
      const stored = parseBody(
        SellerProductResponseSchema,
        (await getSellerProduct(t.app, staff, product.guid)).body,
      ).data;
      expect(stored).toMatchObject({ name: 'Longyi, their change', version: 2 });
    });

    it('gives exactly one of two saves racing from the same copy', async () => {
      const product = await createdProduct(t.app, staff, productBody(category));
      const answers = await Promise.all(
        ['A', 'B', 'C', 'D'].map((n) =>
          putProduct(t.app, staff, product.guid, updateBodyOf({ ...product, name: `Racer ${n}` })),
        ),
      );
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409]);
      const stored = parseBody(
        SellerProductResponseSchema,
        (await getSellerProduct(t.app, staff, product.guid)).body,
      ).data;
      expect(stored.version).toBe(2);
    });

    it('never takes stock from a save: an existing option keeps its count whatever the form held', async () => {
      const product = await createdProduct(t.app, staff, productBody(category));
      const body = updateBodyOf(product);
      body.variants[0]!.stockQty = 9_999;
      body.variants[0]!.priceSell = 11_000;
      const saved = parseBody(
        SellerProductSavedResponseSchema,
        (await putProduct(t.app, staff, product.guid, body)).body,
      ).data;
      expect(saved.variants[0]).toMatchObject({ priceSell: 11_000, stockQty: 10 });
    });

    it('lets two options swap their SKUs, and refuses an option id of another product', async () => {
      const product = await createdProduct(t.app, staff, productBody(category));
      const [blueSku, redSku] = product.variants.map((v) => v.sku);
      const body = updateBodyOf(product);
      body.variants = [
        { ...product.variants[0]!, sku: redSku },
        { ...product.variants[1]!, sku: blueSku },
      ];
      const swapped = await putProduct(t.app, staff, product.guid, body);
      expect(swapped.statusCode, swapped.body).toBe(200);
      const saved = parseBody(SellerProductSavedResponseSchema, swapped.body).data;
      expect(saved.variants.map((v) => v.sku)).toEqual([redSku, blueSku]);

      const forged = updateBodyOf(saved);
      forged.variants[0]!.guid = w.tea.variant.guid;
      const res = await putProduct(t.app, staff, product.guid, forged);
      expect(res.statusCode).toBe(404);
      expect(errorOf(res.body).field).toBe('variants.0.guid');
    });
  });

  describe('options, archive and delete keep orders whole', () => {
    it('hides an ordered option it removes, deletes one never ordered, and the order reads as placed', async () => {
      const product = await createdProduct(t.app, staff, productBody(category));
      const [blue, red] = product.variants as [
        (typeof product.variants)[0],
        (typeof product.variants)[0],
      ];
      const sale = await saleOk(
        t.app,
        w.bob,
        saleBody({
          shopGuid: w.shop.guid,
          shippingGuid: w.shipping.nationwide,
          contactGuid: w.addresses.bobHome,
          items: [{ productGuid: blue.guid, quantity: 1, addons: [] }],
          totalAmount: 12_600 + 5_000,
          totalShippingFees: 5_000,
        }),
      );
      const invoice = await cashInvoice(t.app, w.bob, [sale]);

      // Blue (ordered) and Red (never ordered) both go; a new Green comes.
      const body = updateBodyOf({ ...product, name: 'Renamed longyi' });
      body.variants = [{ name: 'Green', priceSell: 14_000, weight: 0.4, stockQty: 4, sku: null }];
      const saved = parseBody(
        SellerProductSavedResponseSchema,
        (await putProduct(t.app, staff, product.guid, body)).body,
      ).data;
      expect(saved.variants.map((v) => v.name)).toEqual(['Green']);
      expect(saved.hasOrders).toBe(true);

      const rows = await t.db.kysely
        .selectFrom('variants')
        .select(['guid', 'removedAt', 'sku'])
        .where('productGuid', '=', product.guid)
        .execute();
      expect(rows.find((r) => r.guid === blue.guid)).toMatchObject({ sku: null });
      expect(rows.find((r) => r.guid === blue.guid)?.removedAt).not.toBeNull();
      expect(rows.find((r) => r.guid === red.guid)).toBeUndefined();

      // Shoppers no longer see or buy Blue; the product's sums are Green's alone.
      const detail = parseBody(
        ProductDetailResponseSchema,
        (await shopperDetail(product.guid)).body,
      ).data;
      expect(detail.variantDetailItems.map((v) => v.name)).toEqual(['Green']);
      expect(detail.stockQty).toBe(4);
      const again = await t.app.inject({
        method: 'POST',
        url: '/v1/pos/sales/?access=website',
        headers: w.bob.auth,
        payload: saleBody({
          shopGuid: w.shop.guid,
          shippingGuid: w.shipping.nationwide,
          contactGuid: w.addresses.bobHome,
          items: [{ productGuid: blue.guid, quantity: 1, addons: [] }],
          totalAmount: 12_600 + 5_000,
          totalShippingFees: 5_000,
        }),
      });
      expect(again.statusCode).toBe(400);

      // The order keeps the name and price it was placed with.
      const order = parseBody(
        OrderDetailResponseSchema,
        (
          await t.app.inject({
            url: `/v1/pos/sales/invoice/${invoice.invoiceNo}`,
            headers: w.bob.auth,
          })
        ).body,
      ).data;
      const line = order.productInfo.flatMap((block) => block.item)[0]!;
      expect(line).toMatchObject({
        variantName: 'Blue',
        price: 12_000,
        productNameMm: product.nameMm,
      });
    });

    it('archives a product out of the shop (detail 404, lists, sitemap) and brings it back', async () => {
      const product = await createdProduct(t.app, staff, productBody(category));
      const host = await t.db.kysely
        .selectFrom('shops')
        .select('hostName')
        .where('guid', '=', w.shop.guid)
        .executeTakeFirstOrThrow();
      const sitemap = () => t.app.inject({ url: '/sitemap.xml', headers: { host: host.hostName } });
      expect((await sitemap()).body).toContain(product.guid);

      const archived = await putProduct(
        t.app,
        staff,
        product.guid,
        updateBodyOf({ ...product, status: 'Archived' }),
      );
      expect(archived.statusCode).toBe(200);
      expect((await shopperDetail(product.guid)).statusCode).toBe(404);
      const listed = parseBody(
        ProductListResponseSchema,
        (await shopperSearch(w.shop.guid, product.name)).body,
      ).data;
      expect(listed.items).toEqual([]);
      expect((await sitemap()).body).not.toContain(product.guid);
      // Staff still find it, under Archived.
      const staffList = parseBody(
        SellerProductListResponseSchema,
        (
          await listSellerProducts(
            t.app,
            staff,
            `?status=Archived&keyword=${encodeURIComponent(product.name)}`,
          )
        ).body,
      ).data;
      expect(staffList.items.map((i) => i.guid)).toEqual([product.guid]);

      const back = parseBody(SellerProductSavedResponseSchema, archived.body).data;
      await putProduct(t.app, staff, product.guid, updateBodyOf({ ...back, status: 'Active' }));
      expect((await shopperDetail(product.guid)).statusCode).toBe(200);
    });

    it('deletes only a draft that no order includes', async () => {
      const draft = await createdProduct(t.app, staff, productBody(category, { status: 'Draft' }));
      expect((await shopperDetail(draft.guid)).statusCode).toBe(404);
      const active = await createdProduct(t.app, staff, productBody(category));
      const remove = (guid: string, who = staff) =>
        t.app.inject({ method: 'DELETE', url: `/v1/seller/products/${guid}`, headers: who.auth });

      const refused = await remove(active.guid);
      expect(refused.statusCode).toBe(409);
      expect(errorOf(refused.body).code).toBe('notDraft');

      // A draft that was on sale once and has an order stays.
      const sale = await saleOk(
        t.app,
        w.bob,
        saleBody({
          shopGuid: w.shop.guid,
          shippingGuid: w.shipping.nationwide,
          contactGuid: w.addresses.bobHome,
          items: [{ productGuid: active.variants[0]!.guid, quantity: 1, addons: [] }],
          totalAmount: 12_600 + 5_000,
          totalShippingFees: 5_000,
        }),
      );
      await cashInvoice(t.app, w.bob, [sale]);
      const drafted = parseBody(
        SellerProductSavedResponseSchema,
        (await putProduct(t.app, staff, active.guid, updateBodyOf({ ...active, status: 'Draft' })))
          .body,
      ).data;
      expect(drafted.hasOrders).toBe(true);
      const ordered = await remove(active.guid);
      expect(ordered.statusCode).toBe(409);
      expect(errorOf(ordered.body).code).toBe('hasOrders');

      const deleted = await remove(draft.guid);
      expect(deleted.statusCode).toBe(200);
      expect(parseBody(SellerProductDeletedResponseSchema, deleted.body).data.guid).toBe(
        draft.guid,
      );
      expect((await getSellerProduct(t.app, staff, draft.guid)).statusCode).toBe(404);
      const leftovers = await t.db.kysely
        .selectFrom('variants')
        .select('guid')
        .where('productGuid', '=', draft.guid)
        .execute();
      expect(leftovers).toEqual([]);
    });
  });

  describe('the list', () => {
    it('searches by either name, brand or SKU, filters by status and stock, sorts and pages', async () => {
      // A shop of its own, so the counts are this test's alone.
      const own = await addShopSeller(t, w.bookShop.guid);
      const id = randomUUID().slice(0, 5);
      const make = (name: string, over: Parameters<typeof productBody>[1] = {}) =>
        createdProduct(
          t.app,
          own,
          productBody(category, { name: `${name} ${id}`, nameMm: `${name}-မြန်မာ ${id}`, ...over }),
        );
      const soldOut = await make('Alpha', {
        variants: [{ name: 'One', priceSell: 500, weight: 0.1, stockQty: 0, sku: `A-${id}` }],
      });
      const low = await make('Bravo', {
        variants: [
          { name: 'One', priceSell: 900, weight: 0.1, stockQty: 3, sku: `B-${id}` },
          { name: 'Two', priceSell: 700, priceSell1: 650, weight: 0.1, stockQty: 50, sku: null },
        ],
      });
      const draft = await make('Charlie', {
        status: 'Draft',
        brandName: `Brandy${id}`,
        variants: [{ name: 'One', priceSell: 100, weight: 0.1, stockQty: 40, sku: `C-${id}` }],
      });
      const ids = async (query: string) =>
        parseBody(
          SellerProductListResponseSchema,
          (await listSellerProducts(t.app, own, query)).body,
        ).data;

      expect(
        (await ids(`?keyword=${encodeURIComponent(`Bravo-မြန်မာ ${id}`)}`)).items.map((i) => i.guid),
      ).toEqual([low.guid]);
      expect((await ids(`?keyword=brandy${id}`)).items.map((i) => i.guid)).toEqual([draft.guid]);
      expect((await ids(`?keyword=c-${id}`)).items.map((i) => i.guid)).toEqual([draft.guid]);

      const mine = await ids(`?keyword=${id}&sort=name`);
      expect(mine.items.map((i) => i.guid)).toEqual([soldOut.guid, low.guid, draft.guid]);
      expect(mine.lowStockThreshold).toBe(5);
      const bravo = mine.items[1]!;
      expect(bravo).toMatchObject({
        priceMin: 650,
        priceMax: 900,
        stockQty: 53,
        variantCount: 2,
        soldOutCount: 0,
        lowStockCount: 1,
      });
      expect(mine.items[0]).toMatchObject({ soldOutCount: 1, lowStockCount: 0 });

      expect((await ids(`?keyword=${id}&stock=soldOut`)).items.map((i) => i.guid)).toEqual([
        soldOut.guid,
      ]);
      expect((await ids(`?keyword=${id}&stock=low`)).items.map((i) => i.guid)).toEqual([low.guid]);
      expect((await ids(`?keyword=${id}&status=Draft`)).items.map((i) => i.guid)).toEqual([
        draft.guid,
      ]);
      expect((await ids(`?keyword=${id}&sort=price`)).items.map((i) => i.guid)).toEqual([
        draft.guid,
        soldOut.guid,
        low.guid,
      ]);
      expect((await ids(`?keyword=${id}&sort=stock`)).items.map((i) => i.guid)).toEqual([
        soldOut.guid,
        draft.guid,
        low.guid,
      ]);
      expect((await ids(`?keyword=${id}&sort=newest`)).items.map((i) => i.guid)).toEqual([
        draft.guid,
        low.guid,
        soldOut.guid,
      ]);
      const page2 = await ids(`?keyword=${id}&sort=name&first=2&max=2`);
      expect(page2.items.map((i) => i.guid)).toEqual([draft.guid]);
      expect(page2.totalCount).toBe(3);
      // Counts per status are the shop's whatever the filter.
      expect(page2.counts.Draft).toBeGreaterThanOrEqual(1);
      expect(page2.counts.Active).toBeGreaterThanOrEqual(2);

      for (const bad of [
        '?sort=cheapest',
        '?status=Live',
        '?stock=none',
        '?max=500',
        `?keyword=${'x'.repeat(101)}`,
      ]) {
        expect((await listSellerProducts(t.app, own, bad)).statusCode, bad).toBe(400);
      }
    });
  });

  async function countProducts(): Promise<number> {
    const row = await t.db.kysely
      .selectFrom('products')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }
});

function withOption(
  body: ReturnType<typeof productBody>,
  index: number,
  change: Record<string, unknown>,
): unknown {
  return {
    ...body,
    variants: body.variants.map((v, i) => (i === index ? { ...v, ...change } : v)),
  };
}
