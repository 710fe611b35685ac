import { ErrorEnvelopeSchema } from '@storefront/contract/envelope';
import {
  StockAdjustedResponseSchema,
  StockHistoryResponseSchema,
} from '@storefront/contract/seller-catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCustomer, type Customer } from '../../test/account-fixtures';
import {
  adjustStock,
  createdProduct,
  productBody,
  stockHistoryOf,
} from '../../test/catalog-fixtures';
import { createTestApp, parseBody, testDialects, type TestApp } from '../../test/harness';
import {
  addAddressFor,
  addCheckoutWorld,
  cashInvoice,
  expireSale,
  postSale,
  productStockOf,
  saleBody,
  saleOk,
  stockOf,
  type CheckoutWorld,
} from '../../test/sales-fixtures';
import { addShopSeller, moveOrder, type Seller } from '../../test/seller-fixtures';
import { sweep } from '../sales/sales.service';

describe.each(testDialects())('stock of an option on %s', (dialect) => {
  let t: TestApp;
  let w: CheckoutWorld;
  let staff: Seller;
  let category: string;
  let buyers: { who: Customer; address: string }[];

  beforeAll(async () => {
    t = await createTestApp(dialect);
    w = await addCheckoutWorld(t);
    staff = await addShopSeller(t, w.shop.guid);
    const row = await t.db.kysely
      .selectFrom('products')
      .select('categoryGuid')
      .where('guid', '=', w.longyi.guid)
      .executeTakeFirstOrThrow();
    category = row.categoryGuid;
    // Each buyer checks out once at a time: a buyer's new sale of a shop replaces their unpaid one.
    buyers = [];
    for (let i = 0; i < 10; i++) {
      const who = await addCustomer(t.app);
      buyers.push({
        who,
        address: await addAddressFor(t.app, who, { townshipGuid: w.townships.bahan }),
      });
    }
  });
  afterAll(() => t.close());

  /** A product of one option with `stock` units, 1,000 MMK each, 0.1 kg. */
  async function optionWith(stock: number) {
    const product = await createdProduct(
      t.app,
      staff,
      productBody(category, {
        variants: [{ name: 'Only', priceSell: 1_000, weight: 0.1, stockQty: stock, sku: null }],
      }),
    );
    return { product: product.guid, option: product.variants[0]!.guid };
  }

  /** One unit of the option by Nationwide delivery (5,000). */
  function buyOne(buyer: { who: Customer; address: string }, option: string) {
    return postSale(
      t.app,
      buyer.who,
      saleBody({
        shopGuid: w.shop.guid,
        shippingGuid: w.shipping.nationwide,
        contactGuid: buyer.address,
        items: [{ productGuid: option, quantity: 1, addons: [] }],
        totalAmount: 1_050 + 5_000,
        totalShippingFees: 5_000,
      }),
    );
  }

  it('adds and takes away units with a reason, on the option and its product', async () => {
    const { product, option } = await optionWith(10);
    const added = await adjustStock(t.app, staff, option, 5, 'received');
    expect(added.statusCode).toBe(200);
    const answer = parseBody(StockAdjustedResponseSchema, added.body).data;
    expect(answer).toMatchObject({ variantGuid: option, stockQty: 15, preSaleLimit: 0 });
    expect(answer.move).toMatchObject({
      reason: 'received',
      delta: 5,
      stockBefore: 10,
      stockAfter: 15,
      actorName: staff.name,
    });
    const taken = await adjustStock(t.app, staff, option, -3, 'damaged');
    expect(parseBody(StockAdjustedResponseSchema, taken.body).data.stockQty).toBe(12);
    expect((await stockOf(t.db, option)).stockQty).toBe(12);
    expect((await productStockOf(t.db, product)).stockQty).toBe(12);
  });

  it('refuses to take away more than there is, saying how many there are, and changes nothing', async () => {
    const { option } = await optionWith(4);
    const res = await adjustStock(t.app, staff, option, -5, 'counted');
    expect(res.statusCode).toBe(409);
    const error = parseBody(ErrorEnvelopeSchema, res.body);
    expect(error).toMatchObject({ code: 'stockBelowZero', field: 'delta' });
    expect(error.message).toContain('Only 4 in stock');
    expect((await stockOf(t.db, option)).stockQty).toBe(4);
    for (const [delta, reason] of [
      [0, 'received'],
      [1.5, 'received'],
      [2_000_000, 'received'],
      [1, 'stolen'],
      [1, 'checkout'],
    ] as const) {
      const bad = await adjustStock(t.app, staff, option, delta, reason);
      expect(bad.statusCode, `${delta} ${reason}`).toBe(400);
    }
  });

  it('counts every adjustment racing checkouts: the final figure is exact', async () => {
    const { product, option } = await optionWith(50);
    const adjustments = [
      ...Array.from({ length: 10 }, () => adjustStock(t.app, staff, option, 3, 'received')),
      ...Array.from({ length: 10 }, () => adjustStock(t.app, staff, option, -2, 'damaged')),
    ];
    const checkouts = buyers.map((buyer) => buyOne(buyer, option));
    const [adjusted, sold] = await Promise.all([Promise.all(adjustments), Promise.all(checkouts)]);
    expect(adjusted.map((r) => r.statusCode)).toEqual(adjusted.map(() => 200));
    expect(sold.map((r) => r.statusCode)).toEqual(sold.map(() => 200));
    const expected = 50 + 10 * 3 - 10 * 2 - buyers.length;
    expect((await stockOf(t.db, option)).stockQty).toBe(expected);
    expect((await productStockOf(t.db, product)).stockQty).toBe(expected);
    // The history adds up to the same figure.
    const moves = await t.db.kysely
      .selectFrom('stockMoves')
      .select(['delta', 'reason'])
      .where('variantGuid', '=', option)
      .execute();
    expect(moves.reduce((n, m) => n + m.delta, 0)).toBe(expected);
    expect(moves.filter((m) => m.reason === 'checkout')).toHaveLength(buyers.length);
    await releaseAll(sold.map((r) => JSON.parse(r.body).data as string));
  });

  it('never goes below zero when take-aways and checkouts race for the last units', async () => {
    const { product, option } = await optionWith(6);
    const takeAways = Array.from({ length: 8 }, () =>
      adjustStock(t.app, staff, option, -1, 'counted'),
    );
    const checkouts = buyers.map((buyer) => buyOne(buyer, option));
    const [adjusted, sold] = await Promise.all([Promise.all(takeAways), Promise.all(checkouts)]);
    const tookAway = adjusted.filter((r) => r.statusCode === 200).length;
    const bought = sold.filter((r) => r.statusCode === 200).length;
    expect([...adjusted, ...sold].every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(
      true,
    );
    expect(tookAway + bought).toBe(6);
    expect((await stockOf(t.db, option)).stockQty).toBe(0);
    expect((await productStockOf(t.db, product)).stockQty).toBe(0);
    await releaseAll(
      sold.filter((r) => r.statusCode === 200).map((r) => JSON.parse(r.body).data as string),
    );
  });

  it('lists every move with who, why, before and after, and the order of a checkout, expiry or rejection', async () => {
    const { option } = await optionWith(8);
    const [first, second] = buyers as [(typeof buyers)[0], (typeof buyers)[0]];
    await adjustStock(t.app, staff, option, 4, 'received');
    // An order that staff reject: its units come back.
    const rejected = await saleOk(t.app, first.who, (await saleOf(first, option, 2)) as object);
    const invoice = await cashInvoice(t.app, first.who, [rejected]);
    await moveOrder(t.app, staff, rejected, { status: 'Rejected', note: 'Out of this colour' });
    // A checkout never paid: its hold runs out.
    const held = await saleOk(t.app, second.who, (await saleOf(second, option, 3)) as object);
    await expireSale(t.db, held);
    await sweep(t.db, new Date());

    const res = await stockHistoryOf(t.app, staff, option);
    expect(res.statusCode).toBe(200);
    const history = parseBody(StockHistoryResponseSchema, res.body).data;
    expect(history).toMatchObject({ variantGuid: option, name: 'Only', stockQty: 12 });
    expect(history.totalCount).toBe(6);
    const byReason = (reason: string) => history.items.filter((m) => m.reason === reason);
    expect(byReason('created')[0]).toMatchObject({ delta: 8, stockBefore: 0, stockAfter: 8 });
    expect(byReason('received')[0]).toMatchObject({ delta: 4, stockBefore: 8, stockAfter: 12 });
    expect(
      byReason('checkout')
        .map((m) => m.delta)
        .sort((a, b) => a - b),
    ).toEqual([-3, -2]);
    expect(byReason('checkout').find((m) => m.delta === -2)).toMatchObject({
      invoiceNo: invoice.invoiceNo,
      actorName: first.who.name,
    });
    expect(byReason('rejected')[0]).toMatchObject({
      delta: 2,
      invoiceNo: invoice.invoiceNo,
      actorName: staff.name,
    });
    expect(byReason('expired')[0]).toMatchObject({ delta: 3, invoiceNo: null });
    // Newest first, paged.
    const page = parseBody(
      StockHistoryResponseSchema,
      (await stockHistoryOf(t.app, staff, option, '?first=0&max=2')).body,
    ).data;
    expect(page.items).toHaveLength(2);
    expect(page.items[0]!.createdOn >= page.items[1]!.createdOn).toBe(true);
  });

  async function saleOf(buyer: { address: string }, option: string, quantity: number) {
    return saleBody({
      shopGuid: w.shop.guid,
      shippingGuid: w.shipping.nationwide,
      contactGuid: buyer.address,
      items: [{ productGuid: option, quantity, addons: [] }],
      totalAmount: quantity * 1_050 + 5_000,
      totalShippingFees: 5_000,
    });
  }

  /** Lets the buyers check out again in the next test: their unpaid sales run out now. */
  async function releaseAll(saleGuids: string[]) {
    for (const guid of saleGuids) await expireSale(t.db, guid);
    await sweep(t.db, new Date());
  }
});
