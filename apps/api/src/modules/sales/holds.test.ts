import { randomUUID } from 'node:crypto';
import { ErrorEnvelopeSchema } from '@storefront/contract/envelope';
import {
  InvoiceCreateResponseSchema,
  OrderListResponseSchema,
  SaleCreateResponseSchema,
} from '@storefront/contract/sales';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCustomer, type Customer } from '../../test/account-fixtures';
import { addProduct, variant } from '../../test/fixtures';
import { createTestApp, parseBody, testDialects, type TestApp } from '../../test/harness';
import {
  addAddressFor,
  addCheckoutWorld,
  expireSale,
  postInvoice,
  postSale,
  productStockOf,
  saleBody,
  saleOk,
  stockOf,
  type CheckoutWorld,
} from '../../test/sales-fixtures';
import { sweep } from './sales.service';

describe.each(testDialects())('stock holds, idempotency and expiry on %s', (dialect) => {
  let t: TestApp;
  let w: CheckoutWorld;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    w = await addCheckoutWorld(t);
  });
  afterAll(() => t.close());

  /** A product of its own per test, so each test's stock figures are its own. */
  async function addLimitedProduct(stockQty: number, preSaleLimit = 0) {
    const category = await t.db.kysely
      .selectFrom('categories')
      .select('guid')
      .where('level', '=', 3)
      .executeTakeFirstOrThrow();
    const product = await addProduct(t.db, w.shop.guid, category.guid, {
      name: 'Limited edition',
      variants: [variant({ name: 'Only', priceSell: 10_000, weightKg: 1, stockQty, preSaleLimit })],
    });
    return { productGuid: product.guid, variantGuid: product.variants[0]!.guid };
  }
  /** `quantity` × 10,000 MMK by Nationwide (5,000). */
  const limitedOrder = (variantGuid: string, contactGuid: string, quantity = 1) =>
    saleBody({
      shopGuid: w.shop.guid,
      shippingGuid: w.shipping.nationwide,
      contactGuid,
      items: [{ productGuid: variantGuid, quantity, addons: [] }],
      totalAmount: quantity * 10_500 + 5_000,
      totalShippingFees: 5_000,
    });
  const cash = (salesOrderId: string[]) => ({
    paymentType: 'Cash on deli',
    accountName: '',
    accountNumber: '',
    currencyCode: 'MMK',
    screenShot: '',
    salesOrderId,
  });
  const countSales = async (variantGuid: string) =>
    Number(
      (
        await t.db.kysely
          .selectFrom('saleItems')
          .innerJoin('sales', 'sales.guid', 'saleItems.saleGuid')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('saleItems.variantGuid', '=', variantGuid)
          .where('sales.status', '=', 'Pending')
          .executeTakeFirstOrThrow()
      ).n,
    );
  const statusOf = async (saleGuid: string) =>
    (
      await t.db.kysely
        .selectFrom('sales')
        .select('status')
        .where('guid', '=', saleGuid)
        .executeTakeFirstOrThrow()
    ).status;

  it('sells the last 5 units to exactly 5 of 20 buyers checking out at once', async () => {
    const limited = await addLimitedProduct(5);
    const buyers: { who: Customer; address: string }[] = [];
    for (let i = 0; i < 20; i += 1) {
      const who = await addCustomer(t.app);
      buyers.push({
        who,
        address: await addAddressFor(t.app, who, { townshipGuid: w.townships.bahan }),
      });
    }
    const answers = await Promise.all(
      buyers.map(({ who, address }) =>
        postSale(t.app, who, limitedOrder(limited.variantGuid, address)),
      ),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(15);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(parseBody(ErrorEnvelopeSchema, refused.body).message).toMatch(
        /Limited edition \(Only\) is out of stock|Only \d of Limited edition/,
      );
    }
    expect(await countSales(limited.variantGuid)).toBe(5);
    expect(await stockOf(t.db, limited.variantGuid)).toEqual({ stockQty: 0, preSaleLimit: 0 });
    expect(await productStockOf(t.db, limited.productGuid)).toMatchObject({
      stockQty: 0,
      preSaleLimit: 0,
    });
  });

  it('lets a buyer check out again the last unit their own unpaid sale holds', async () => {
    const limited = await addLimitedProduct(1);
    const first = await saleOk(
      t.app,
      w.bob,
      limitedOrder(limited.variantGuid, w.addresses.bobHome),
    );
    const again = await postSale(
      t.app,
      w.bob,
      limitedOrder(limited.variantGuid, w.addresses.bobHome),
    );
    expect(again.statusCode, again.body).toBe(200);
    expect(await statusOf(first)).toBe('Cancelled');
    expect(await countSales(limited.variantGuid)).toBe(1);
    expect(await stockOf(t.db, limited.variantGuid)).toEqual({ stockQty: 0, preSaleLimit: 0 });
  });

  it('answers a retried sale with the first answer, never a second sale', async () => {
    const limited = await addLimitedProduct(10);
    const body = limitedOrder(limited.variantGuid, w.addresses.bobHome, 2);
    const key = { 'idempotency-key': randomUUID() };
    const first = await postSale(t.app, w.bob, body, key);
    expect(first.statusCode).toBe(200);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await postSale(t.app, w.bob, body, key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(parseBody(SaleCreateResponseSchema, again.body).data).toBe(
      parseBody(SaleCreateResponseSchema, first.body).data,
    );
    expect(await countSales(limited.variantGuid)).toBe(1);
    expect((await stockOf(t.db, limited.variantGuid)).stockQty).toBe(8);

    // The same key with another body is a client mistake, not a replay.
    const changed = await postSale(
      t.app,
      w.bob,
      limitedOrder(limited.variantGuid, w.addresses.bobHome, 3),
      key,
    );
    expect(changed.statusCode).toBe(422);
    expect(parseBody(ErrorEnvelopeSchema, changed.body).message).toMatch(/different request/);
    // Keys are per user: Alice's identical key is her own.
    const alices = await postSale(
      t.app,
      w.alice,
      limitedOrder(limited.variantGuid, w.addresses.aliceHome, 2),
      key,
    );
    expect(alices.statusCode).toBe(200);
    expect(alices.headers['idempotent-replayed']).toBeUndefined();
  });

  it('makes one sale of five identical requests sent at once', async () => {
    const limited = await addLimitedProduct(10);
    const buyer = await addCustomer(t.app);
    const address = await addAddressFor(t.app, buyer, { townshipGuid: w.townships.kamayut });
    const body = limitedOrder(limited.variantGuid, address);
    const key = { 'idempotency-key': `retry-${randomUUID()}` };
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => postSale(t.app, buyer, body, key)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    const ids = new Set(answers.map((a) => parseBody(SaleCreateResponseSchema, a.body).data));
    expect(ids.size).toBe(1);
    expect(await countSales(limited.variantGuid)).toBe(1);
    expect((await stockOf(t.db, limited.variantGuid)).stockQty).toBe(9);
  });

  it('answers a retried invoice with the first invoice', async () => {
    const limited = await addLimitedProduct(10);
    const sale = await saleOk(
      t.app,
      w.alice,
      limitedOrder(limited.variantGuid, w.addresses.aliceHome),
    );
    const key = { 'idempotency-key': randomUUID() };
    const first = await postInvoice(t.app, w.alice, cash([sale]), key);
    expect(first.statusCode).toBe(200);
    const again = await postInvoice(t.app, w.alice, cash([sale]), key);
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const invoiceNo = parseBody(InvoiceCreateResponseSchema, first.body).data.invoiceNo;
    expect(parseBody(InvoiceCreateResponseSchema, again.body).data.invoiceNo).toBe(invoiceNo);
    const invoices = await t.db.kysely
      .selectFrom('invoices')
      .innerJoin('sales', 'sales.invoiceGuid', 'invoices.guid')
      .select('invoices.invoiceNo')
      .where('sales.guid', '=', sale)
      .execute();
    expect(invoices).toEqual([{ invoiceNo }]);
    // Without the key the same request is a new attempt, refused since it is paid.
    expect((await postInvoice(t.app, w.alice, cash([sale]))).statusCode).toBe(409);
  });

  it('refuses a malformed Idempotency-Key', async () => {
    const limited = await addLimitedProduct(1);
    const res = await postSale(
      t.app,
      w.bob,
      limitedOrder(limited.variantGuid, w.addresses.bobHome),
      { 'idempotency-key': 'has spaces in it' },
    );
    expect(res.statusCode).toBe(400);
    expect(parseBody(ErrorEnvelopeSchema, res.body).message).toMatch(/Idempotency-Key/);
    expect(await countSales(limited.variantGuid)).toBe(0);
  });

  it('releases an expired hold at the next checkout, and never lets it become an order', async () => {
    const limited = await addLimitedProduct(1);
    const held = await saleOk(
      t.app,
      w.alice,
      limitedOrder(limited.variantGuid, w.addresses.aliceHome),
    );
    // While Alice's hold lasts, Bob cannot have the unit.
    const blocked = await postSale(
      t.app,
      w.bob,
      limitedOrder(limited.variantGuid, w.addresses.bobHome),
    );
    expect(blocked.statusCode).toBe(409);

    await expireSale(t.db, held);
    const bobs = await postSale(
      t.app,
      w.bob,
      limitedOrder(limited.variantGuid, w.addresses.bobHome),
    );
    expect(bobs.statusCode, bobs.body).toBe(200);
    expect(await statusOf(held)).toBe('Expired');
    expect(await stockOf(t.db, limited.variantGuid)).toEqual({ stockQty: 0, preSaleLimit: 0 });

    const late = await postInvoice(t.app, w.alice, cash([held]));
    expect(late.statusCode).toBe(409);
    const orders = parseBody(
      OrderListResponseSchema,
      (await t.app.inject({ url: '/v1/pos/sales/invoice/list', headers: w.alice.auth })).body,
    ).data;
    expect(orders.items).toHaveLength(orders.totalCount);
    const tied = await t.db.kysely
      .selectFrom('sales')
      .select('invoiceGuid')
      .where('guid', '=', held)
      .executeTakeFirstOrThrow();
    expect(tied.invoiceGuid).toBeNull();
  });

  it('the sweep gives expired units back to stock and pre-sale as they were taken', async () => {
    const limited = await addLimitedProduct(2, 3);
    const before = await productStockOf(t.db, limited.productGuid);
    const sale = await saleOk(
      t.app,
      w.alice,
      limitedOrder(limited.variantGuid, w.addresses.aliceHome, 4),
    );
    expect(await stockOf(t.db, limited.variantGuid)).toEqual({ stockQty: 0, preSaleLimit: 1 });
    // Not yet expired: the sweep leaves it alone.
    await sweep(t.db, new Date());
    expect(await statusOf(sale)).toBe('Pending');

    await expireSale(t.db, sale);
    expect(await sweep(t.db, new Date())).toBeGreaterThanOrEqual(1);
    expect(await statusOf(sale)).toBe('Expired');
    expect(await stockOf(t.db, limited.variantGuid)).toEqual({ stockQty: 2, preSaleLimit: 3 });
    expect(await productStockOf(t.db, limited.productGuid)).toMatchObject({
      stockQty: before.stockQty,
      preSaleLimit: before.preSaleLimit,
    });
    // Released once only: a second sweep changes nothing.
    await sweep(t.db, new Date());
    expect(await stockOf(t.db, limited.variantGuid)).toEqual({ stockQty: 2, preSaleLimit: 3 });
  });

  it('the sweep forgets idempotency keys after a day', async () => {
    const old = new Date(Date.now() - 25 * 60 * 60 * 1000).toISOString();
    await t.db.kysely
      .insertInto('idempotencyKeys')
      .values({
        userGuid: w.bob.guid,
        route: 'sale',
        key: 'old-key',
        requestHash: 'x',
        statusCode: 200,
        responseJson: '{}',
        createdAt: old,
      })
      .execute();
    await sweep(t.db, new Date());
    const left = await t.db.kysely
      .selectFrom('idempotencyKeys')
      .select('key')
      .where('key', '=', 'old-key')
      .execute();
    expect(left).toEqual([]);
  });
});
