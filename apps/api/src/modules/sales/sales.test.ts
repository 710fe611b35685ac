import { randomUUID } from 'node:crypto';
import { ErrorEnvelopeSchema } from '@storefront/contract/envelope';
import { OrderListResponseSchema, SaleCreateResponseSchema } from '@storefront/contract/sales';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, parseBody, testDialects, type TestApp } from '../../test/harness';
import {
  addCheckoutWorld,
  mmkTotals,
  postSale,
  productStockOf,
  saleBody,
  saleOk,
  stockOf,
  type CheckoutWorld,
} from '../../test/sales-fixtures';

describe.each(testDialects())('checkout sales on %s', (dialect) => {
  let t: TestApp;
  let w: CheckoutWorld;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    w = await addCheckoutWorld(t);
  });
  afterAll(() => t.close());

  const errorOf = (body: string) => parseBody(ErrorEnvelopeSchema, body);
  const salesCount = async () =>
    Number(
      (
        await t.db.kysely
          .selectFrom('sales')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const saleRow = (guid: string) =>
    t.db.kysely.selectFrom('sales').selectAll().where('guid', '=', guid).executeTakeFirstOrThrow();

  /**
   * Blue × 2 with gift wrap × 2, and one Tea leaf, to Alice's Kamayut home by Yangon Express:
   * 1.05 kg falls in the 1–5 kg band (3,500); sub total 24,000 + 2,000 + 3,000 = 29,000.
   */
  const homeOrder = () => {
    const totals = mmkTotals(29_000, 3_500);
    return saleBody({
      shopGuid: w.shop.guid,
      shippingGuid: w.shipping.express,
      contactGuid: w.addresses.aliceHome,
      items: [
        {
          productGuid: w.longyi.blue.guid,
          quantity: 2,
          productName: 'Longyi',
          addons: [{ addonGuid: w.longyi.giftWrap.guid, addonQuantity: 2, addonPrice: 1 }],
        },
        { productGuid: w.tea.variant.guid, quantity: 1, productName: 'Tea leaf', addons: [] },
      ],
      totalAmount: totals.total,
      totalShippingFees: totals.shipping,
      remark: 'Please call before coming.',
      deliveryType: 'On Hand',
    });
  };

  it('recomputes the sale from the catalog and stores it, holding the stock', async () => {
    expect(mmkTotals(29_000, 3_500).total).toBe(33_950);
    const before = await stockOf(t.db, w.longyi.blue.guid);
    const started = Date.now();
    const res = await postSale(t.app, w.alice, homeOrder());
    expect(res.statusCode, res.body).toBe(200);
    const created = parseBody(SaleCreateResponseSchema, res.body);
    expect(created.success).toBe(true);

    const sale = await saleRow(created.data);
    expect(sale).toMatchObject({
      buyerGuid: w.alice.guid,
      shopGuid: w.shop.guid,
      shippingMethodGuid: w.shipping.express,
      invoiceGuid: null,
      status: 'Pending',
      currencyCode: 'MMK',
      subTotalMinor: 2_900_000,
      taxMinor: 145_000,
      shippingFeeMinor: 350_000,
      totalAmountMinor: 3_395_000,
      totalWeightGrams: 1_050,
      remark: 'Please call before coming.',
      service: 'Warranty Service',
      deliveryType: 'On Hand',
    });
    // The hold lasts 15 minutes from now.
    const holdMs = Date.parse(sale.expiresAt) - started;
    expect(holdMs).toBeGreaterThan(14 * 60_000);
    expect(holdMs).toBeLessThan(16 * 60_000);
    // The saved address is what the order keeps, not what the browser sent.
    expect(JSON.parse(sale.contactJson)).toMatchObject({
      guid: w.addresses.aliceHome,
      name: w.alice.name,
      township: 'Kamayut',
      townshipGuid: w.townships.kamayut,
      primaryPhone: '09765432100',
    });

    const items = await t.db.kysely
      .selectFrom('saleItems')
      .selectAll()
      .where('saleGuid', '=', created.data)
      .orderBy('position')
      .execute();
    expect(
      items.map((i) => [
        i.variantName,
        i.quantity,
        i.unitPriceMinor,
        i.lineTotalMinor,
        i.weightGrams,
      ]),
    ).toEqual([
      ['Blue', 2, 1_200_000, 2_400_000, 800],
      ['250 g', 1, 300_000, 300_000, 250],
    ]);
    expect(items[0]!.imageGuid).toBe(w.longyi.blueImage);
    const addons = await t.db.kysely
      .selectFrom('saleItemAddons')
      .selectAll()
      .where('saleItemGuid', '=', items[0]!.guid)
      .execute();
    expect(
      addons.map((a) => [a.addonName, a.quantity, a.unitPriceMinor, a.lineTotalMinor]),
    ).toEqual([['Gift wrap', 2, 100_000, 200_000]]);

    expect(await stockOf(t.db, w.longyi.blue.guid)).toEqual({
      stockQty: before.stockQty - 2,
      preSaleLimit: 0,
    });
    // A sale without an invoice is not an order.
    const orders = await t.app.inject({ url: '/v1/pos/sales/invoice/list', headers: w.alice.auth });
    expect(parseBody(OrderListResponseSchema, orders.body).data.totalCount).toBe(0);
  });

  it('takes pre-sale units once the stock runs out, and keeps the products sums in step', async () => {
    const product = await productStockOf(t.db, w.longyi.guid);
    // Red is discounted to 13,500: 3 × 13,500 = 40,500, 1.5 kg by Yangon Express.
    const totals = mmkTotals(40_500, 3_500);
    const guid = await saleOk(
      t.app,
      w.bob,
      saleBody({
        shopGuid: w.shop.guid,
        shippingGuid: w.shipping.express,
        contactGuid: w.addresses.bobHome,
        items: [{ productGuid: w.longyi.red.guid, quantity: 3, addons: [] }],
        totalAmount: totals.total,
        totalShippingFees: totals.shipping,
      }),
    );
    expect(await stockOf(t.db, w.longyi.red.guid)).toEqual({ stockQty: 0, preSaleLimit: 2 });
    const line = await t.db.kysely
      .selectFrom('saleItems')
      .select(['quantity', 'preSaleQuantity', 'unitPriceMinor'])
      .where('saleGuid', '=', guid)
      .executeTakeFirstOrThrow();
    expect(line).toEqual({ quantity: 3, preSaleQuantity: 1, unitPriceMinor: 1_350_000 });
    expect(await productStockOf(t.db, w.longyi.guid)).toMatchObject({
      stockQty: product.stockQty - 2,
      preSaleLimit: product.preSaleLimit - 1,
    });
  });

  it("prices the sale in the shopper's currency, the fee converted from MMK", async () => {
    // 12,000 MMK is 200 THB; tax 10 THB; Bangkok Air's 9,000 MMK is 150 THB.
    const guid = await saleOk(
      t.app,
      w.alice,
      saleBody({
        shopGuid: w.shop.guid,
        shippingGuid: w.shipping.bangkok,
        contactGuid: w.addresses.aliceBangkok,
        currencyCode: 'thb',
        items: [{ productGuid: w.longyi.blue.guid, quantity: 1, addons: [] }],
        totalAmount: 360,
        totalShippingFees: 150,
      }),
    );
    expect(await saleRow(guid)).toMatchObject({
      currencyCode: 'THB',
      subTotalMinor: 20_000,
      taxMinor: 1_000,
      shippingFeeMinor: 15_000,
      totalAmountMinor: 36_000,
    });
  });

  it('refuses a request without a login', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/pos/sales/?access=website',
      payload: homeOrder(),
    });
    expect(res.statusCode).toBe(401);
    expect(errorOf(res.body).message).toBe('You need to login first!');
  });

  type Tamper = (body: ReturnType<typeof homeOrder>) => object;
  const line0 = (body: ReturnType<typeof homeOrder>, over: object) => ({
    ...body,
    items: [{ ...body.items[0]!, ...over }, ...body.items.slice(1)],
  });
  it.each<[string, Tamper, number, RegExp, string?]>([
    [
      'a lowered total',
      (b) => ({ ...b, totalAmount: 32_950, paidAmount: 32_950 }),
      400,
      /order total is 33,950 MMK, not 32,950 MMK/,
      'totalAmount',
    ],
    [
      'a lowered shipping fee',
      (b) => ({ ...b, totalShippingFees: 2_000 }),
      409,
      /shipping fee is 3,500 MMK, not 2,000 MMK/,
      'totalShippingFees',
    ],
    ['a paid amount below the total', (b) => ({ ...b, paidAmount: 1 }), 400, /paidAmount/],
    ['a zero quantity', (b) => line0(b, { quantity: 0 }), 400, /at least 1/, 'items.0.quantity'],
    ['a negative quantity', (b) => line0(b, { quantity: -2 }), 400, /at least 1/],
    ['a fractional quantity', (b) => line0(b, { quantity: 1.5 }), 400, /whole number/],
    [
      'more than stock and pre-sale',
      (b) => ({ ...b, items: [{ productGuid: w.longyi.red.guid, quantity: 6, addons: [] }] }),
      409,
      /Only \d of Longyi \(Red\) can be ordered now/,
    ],
    [
      'an unknown variant',
      (b) => line0(b, { productGuid: randomUUID() }),
      400,
      /no longer sold/,
      'items.0.productGuid',
    ],
    [
      "another shop's product",
      (b) => line0(b, { productGuid: w.book.variant.guid }),
      400,
      /Book \(Paperback\) is not sold by Shwe Longyi/,
    ],
    [
      "another product's addon",
      (b) => ({
        ...b,
        items: [
          b.items[0]!,
          { ...b.items[1]!, addons: [{ addonGuid: w.longyi.giftWrap.guid, addonQuantity: 1 }] },
        ],
      }),
      400,
      /cannot be ordered with Tea leaf/,
      'items.1.addons.0.addonGuid',
    ],
    [
      'more addons than units',
      (b) => line0(b, { addons: [{ addonGuid: w.longyi.giftWrap.guid, addonQuantity: 3 }] }),
      400,
      /Gift wrap can be ordered at most 2 times with Longyi/,
    ],
    ['an unknown shop', (b) => ({ ...b, shopGuid: randomUUID() }), 400, /shop does not exist/],
    [
      "another shop's shipping method",
      (b) => ({ ...b, shippingGuid: w.shipping.post }),
      400,
      /not offered by Shwe Longyi/,
      'shippingGuid',
    ],
    [
      'a township the method does not serve',
      (b) => ({ ...b, contact: { guid: w.addresses.aliceOutskirts } }),
      400,
      /Yangon Express does not deliver to the chosen address/,
      'shippingGuid',
    ],
    [
      'a method of another region',
      (b) => ({ ...b, shippingGuid: w.shipping.bangkok }),
      400,
      /Bangkok Air does not deliver/,
    ],
    [
      'a parcel heavier than every band',
      (b) => ({ ...b, shippingGuid: w.shipping.bike }),
      400,
      /Bike does not take parcels of 1\.05 kg/,
      'shippingGuid',
    ],
    [
      "someone else's address",
      (b) => ({ ...b, contact: { guid: w.addresses.bobHome } }),
      400,
      /saved addresses/,
      'contact',
    ],
    [
      'an address that is not saved',
      (b) => ({ ...b, contact: { name: 'Typed in' } }),
      400,
      /choose one of your saved addresses/,
      'contact.guid',
    ],
    ['no shipping method', (b) => ({ ...b, shippingGuid: '' }), 400, /choose a shipping method/],
    ['a discount', (b) => ({ ...b, discountAmount: 500 }), 400, /Discounts cannot be applied/],
    ['no items', (b) => ({ ...b, items: [] }), 400, /There is no item in your cart/],
    [
      'the same option twice',
      (b) => ({ ...b, items: [b.items[1]!, b.items[1]!] }),
      400,
      /listed twice/,
    ],
    ['an unknown currency', (b) => ({ ...b, currencyCode: 'EUR' }), 400, /priced in EUR/],
    ['a wrong access', (b) => b, 400, /access must be 'website'/],
  ])('refuses %s and stores nothing', async (name, tamper, status, message, field) => {
    const sales = await salesCount();
    const blue = await stockOf(t.db, w.longyi.blue.guid);
    const red = await stockOf(t.db, w.longyi.red.guid);
    const res =
      name === 'a wrong access'
        ? await t.app.inject({
            method: 'POST',
            url: '/v1/pos/sales/?access=app',
            headers: w.alice.auth,
            payload: homeOrder(),
          })
        : await postSale(t.app, w.alice, tamper(homeOrder()));
    expect(res.statusCode, res.body).toBe(status);
    const error = errorOf(res.body);
    expect(error.message).toMatch(message);
    if (field) expect(error.field).toBe(field);
    expect(await salesCount()).toBe(sales);
    expect(await stockOf(t.db, w.longyi.blue.guid)).toEqual(blue);
    expect(await stockOf(t.db, w.longyi.red.guid)).toEqual(red);
  });

  it('names a short item and an item no longer sold by codes, for pages that word them', async () => {
    const short = await postSale(t.app, w.alice, {
      ...homeOrder(),
      items: [{ productGuid: w.longyi.red.guid, quantity: 6, addons: [] }],
    });
    expect(short.statusCode, short.body).toBe(409);
    const shortError = errorOf(short.body);
    expect(shortError.code).toBe('lowStock');
    const [label, left] = shortError.hints ?? [];
    expect(label).toBe('Longyi (Red)');
    expect(shortError.message).toContain(`Only ${left} of Longyi (Red)`);

    const gone = await postSale(t.app, w.alice, line0(homeOrder(), { productGuid: randomUUID() }));
    expect(gone.statusCode).toBe(400);
    expect(errorOf(gone.body)).toMatchObject({ code: 'itemNotSold', field: 'items.0.productGuid' });
  });

  it("a buyer's new sale of a shop releases their previous unpaid one", async () => {
    const first = await saleOk(t.app, w.alice, homeOrder());
    const held = await stockOf(t.db, w.longyi.blue.guid);
    const second = await saleOk(t.app, w.alice, homeOrder());
    expect(second).not.toBe(first);
    expect((await saleRow(first)).status).toBe('Cancelled');
    expect((await saleRow(second)).status).toBe('Pending');
    // The first sale's 2 units came back before the second took 2: nothing more is held.
    expect(await stockOf(t.db, w.longyi.blue.guid)).toEqual(held);
  });
});
