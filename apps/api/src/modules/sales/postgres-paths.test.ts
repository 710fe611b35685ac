import { ErrorEnvelopeSchema } from '@storefront/contract/envelope';
import type { InvoiceCreateRequest } from '@storefront/contract/sales';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCustomer, type Customer } from '../../test/account-fixtures';
import { addProduct, variant } from '../../test/fixtures';
import { createTestApp, parseBody, testDialects, type TestApp } from '../../test/harness';
import {
  addAddressFor,
  addCheckoutWorld,
  mmkTotals,
  postInvoice,
  postSale,
  productStockOf,
  saleBody,
  saleOk,
  stockOf,
  type CheckoutWorld,
} from '../../test/sales-fixtures';
import { inTransaction } from '../../db/transaction';
import { sweep } from './sales.service';

/**
 * The concurrency paths of docs/decisions/0010 against the real database: a deadlock rerun by
 * `inTransaction`, sibling variants moving their product's sums at once, and an invoice racing
 * the sweep for a hold at its expiry instant. Nothing is mocked; the races are real.
 */

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Opens once `parties` callers have arrived (or after `timeoutMs`, so a broken interleaving
 * fails an assertion instead of hanging). Once open it stays open: a rerun passes straight on.
 */
function barrier(parties: number, timeoutMs: number) {
  let arrived = 0;
  let open!: () => void;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  const timer = setTimeout(() => open(), timeoutMs);
  return {
    async arrive() {
      arrived += 1;
      if (arrived >= parties) open();
      await opened;
    },
    dispose: () => clearTimeout(timer),
  };
}

/** A promise with its resolve function, to await something another call does. */
function settled() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const errorCode = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : 'none';

describe.each(testDialects())('concurrent checkout paths on %s', (dialect) => {
  let t: TestApp;
  let w: CheckoutWorld;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    w = await addCheckoutWorld(t);
  });
  afterAll(() => t.close());

  async function addOwnProduct(name: string, variants: { name: string; stockQty: number }[]) {
    const category = await t.db.kysely
      .selectFrom('categories')
      .select('guid')
      .where('level', '=', 3)
      .executeTakeFirstOrThrow();
    const product = await addProduct(t.db, w.shop.guid, category.guid, {
      name,
      variants: variants.map((v) =>
        variant({ name: v.name, priceSell: 10_000, weightKg: 1, stockQty: v.stockQty }),
      ),
    });
    return { productGuid: product.guid, variantGuids: product.variants.map((v) => v.guid) };
  }

  async function addBuyer(): Promise<{ who: Customer; address: string }> {
    const who = await addCustomer(t.app);
    return { who, address: await addAddressFor(t.app, who, { townshipGuid: w.townships.bahan }) };
  }

  // SQLite has one connection and runs one transaction at a time: two transactions cannot
  // hold a lock each, so the deadlock path exists on PostgreSQL only.
  it.runIf(dialect === 'postgres')(
    'reruns the transaction PostgreSQL aborts as a deadlock, and both finally commit',
    async () => {
      const own = await addOwnProduct('Deadlock pair', [
        { name: 'A', stockQty: 100 },
        { name: 'B', stockQty: 100 },
      ]);
      const [a, b] = own.variantGuids as [string, string];
      const bothHoldTheirFirstRow = barrier(2, 5_000);
      const attempts = { first: 0, second: 0 };
      const failures: string[] = [];
      const add = (
        trx: Parameters<Parameters<typeof inTransaction>[1]>[0],
        guid: string,
        n: number,
      ) =>
        trx.kysely
          .updateTable('variants')
          .set((eb) => ({ stockQty: eb('stockQty', '+', n) }))
          .where('guid', '=', guid)
          .execute();
      // A rerun starts once the other call is over. Run at once, it can take its first row
      // back before the waiting survivor gets it and deadlock a second time.
      const over = { first: settled(), second: settled() };
      /** Adds `n` to `first` then to `second`, holding `first`'s row lock in between. */
      const crossing = (who: 'first' | 'second', first: string, second: string, n: number) =>
        inTransaction(t.db, async (trx) => {
          attempts[who] += 1;
          if (attempts[who] > 1) await over[who === 'first' ? 'second' : 'first'].promise;
          try {
            await add(trx, first, n);
            await bothHoldTheirFirstRow.arrive();
            await add(trx, second, n);
          } catch (error) {
            failures.push(errorCode(error));
            throw error;
          }
        }).finally(() => over[who].resolve());
      try {
        await Promise.all([crossing('first', a, b, 1), crossing('second', b, a, 10)]);
      } finally {
        bothHoldTheirFirstRow.dispose();
      }
      // PostgreSQL broke the cycle by aborting exactly one of them, which ran again.
      expect(failures).toEqual(['40P01']);
      expect(attempts.first + attempts.second).toBe(3);
      expect(await stockOf(t.db, a)).toMatchObject({ stockQty: 111 });
      expect(await stockOf(t.db, b)).toMatchObject({ stockQty: 111 });
    },
    20_000,
  );

  it("keeps a product's sums equal to its variants' when sibling variants sell at once", async () => {
    const initial = {
      blue: await stockOf(t.db, w.longyi.blue.guid),
      red: await stockOf(t.db, w.longyi.red.guid),
    };
    // Blue: 10 in stock, 8 buyers of 2 each. Red: 2 in stock + 3 pre-sale, 8 buyers of 1.
    const blueTotals = mmkTotals(24_000, 5_000);
    const redTotals = mmkTotals(13_500, 5_000);
    const orders = [
      ...Array.from({ length: 8 }, () => ({
        variant: 'blue' as const,
        quantity: 2,
        totals: blueTotals,
      })),
      ...Array.from({ length: 8 }, () => ({
        variant: 'red' as const,
        quantity: 1,
        totals: redTotals,
      })),
    ];
    const buyers = await Promise.all(orders.map(() => addBuyer()));
    // Interleave the two variants so their checkouts overlap.
    const order = orders.map((_, i) => (i % 2 === 0 ? i / 2 : 8 + (i - 1) / 2));
    const answers = await Promise.all(
      order.map(async (i) => {
        const { variant: which, quantity, totals } = orders[i]!;
        const { who, address } = buyers[i]!;
        const res = await postSale(
          t.app,
          who,
          saleBody({
            shopGuid: w.shop.guid,
            shippingGuid: w.shipping.nationwide,
            contactGuid: address,
            items: [{ productGuid: w.longyi[which].guid, quantity, addons: [] }],
            totalAmount: totals.total,
            totalShippingFees: totals.shipping,
          }),
        );
        return { which, quantity, status: res.statusCode, body: res.body };
      }),
    );
    for (const a of answers) expect([200, 409], a.body).toContain(a.status);
    const taken = (which: 'blue' | 'red') =>
      answers
        .filter((a) => a.which === which && a.status === 200)
        .reduce((n, a) => n + a.quantity, 0);
    // Every unit there was is sold, and no more: no spurious refusal, no oversell.
    expect(taken('blue')).toBe(initial.blue.stockQty + initial.blue.preSaleLimit);
    expect(taken('red')).toBe(initial.red.stockQty + initial.red.preSaleLimit);

    const blue = await stockOf(t.db, w.longyi.blue.guid);
    const red = await stockOf(t.db, w.longyi.red.guid);
    expect(blue).toEqual({ stockQty: 0, preSaleLimit: 0 });
    expect(red).toEqual({ stockQty: 0, preSaleLimit: 0 });
    // The acknowledged sales' lines account for exactly what each variant lost.
    const lines = await t.db.kysely
      .selectFrom('saleItems')
      .innerJoin('sales', 'sales.guid', 'saleItems.saleGuid')
      .select(['saleItems.variantGuid', 'saleItems.quantity', 'saleItems.preSaleQuantity'])
      .where('sales.status', '=', 'Pending')
      .where('saleItems.productGuid', '=', w.longyi.guid)
      .execute();
    const fromLines = (guid: string) => {
      const mine = lines.filter((l) => l.variantGuid === guid);
      return {
        stock: mine.reduce((n, l) => n + l.quantity - l.preSaleQuantity, 0),
        preSale: mine.reduce((n, l) => n + l.preSaleQuantity, 0),
      };
    };
    expect(fromLines(w.longyi.blue.guid)).toEqual({
      stock: initial.blue.stockQty - blue.stockQty,
      preSale: initial.blue.preSaleLimit - blue.preSaleLimit,
    });
    expect(fromLines(w.longyi.red.guid)).toEqual({
      stock: initial.red.stockQty - red.stockQty,
      preSale: initial.red.preSaleLimit - red.preSaleLimit,
    });
    const sums = await t.db.kysely
      .selectFrom('variants')
      .select((eb) => [
        eb.fn.sum<number>('stockQty').as('stockQty'),
        eb.fn.sum<number>('preSaleLimit').as('preSaleLimit'),
      ])
      .where('productGuid', '=', w.longyi.guid)
      .executeTakeFirstOrThrow();
    expect(await productStockOf(t.db, w.longyi.guid)).toMatchObject({
      stockQty: Number(sums.stockQty),
      preSaleLimit: Number(sums.preSaleLimit),
    });
  }, 20_000);

  it('lets exactly one of an invoice and the sweep win a hold at its expiry instant', async () => {
    const own = await addOwnProduct('Boundary', [{ name: 'Only', stockQty: 100 }]);
    const variantGuid = own.variantGuids[0]!;
    const { who, address } = await addBuyer();
    const totals = mmkTotals(20_000, 5_000);
    const body = saleBody({
      shopGuid: w.shop.guid,
      shippingGuid: w.shipping.nationwide,
      contactGuid: address,
      items: [{ productGuid: variantGuid, quantity: 2, addons: [] }],
      totalAmount: totals.total,
      totalShippingFees: totals.shipping,
    });
    const invoiceBody = (saleGuid: string): InvoiceCreateRequest => ({
      paymentType: 'Cash on deli',
      accountName: '',
      accountNumber: '',
      currencyCode: 'MMK',
      screenShot: '',
      salesOrderId: [saleGuid],
    });

    let stock = (await stockOf(t.db, variantGuid)).stockQty;
    const product = await productStockOf(t.db, own.productGuid);
    const outcomes = { invoiced: 0, released: 0 };
    for (let round = 0; round < 10; round += 1) {
      const sale = await saleOk(t.app, who, body);
      expect((await stockOf(t.db, variantGuid)).stockQty).toBe(stock - 2);
      // The hold ends a moment from now: the invoice, sent now, is in time; the sweep is run
      // as of that moment, when the hold has run out. Both may act; the database decides.
      const boundary = new Date(Date.now() + 2_000);
      await t.db.kysely
        .updateTable('sales')
        .set({ expiresAt: boundary.toISOString() })
        .where('guid', '=', sale)
        .execute();
      // The invoice does more before its transaction than the sweep does: the sweep starts
      // 0 to 9 ms later, round by round, so that each side wins some of the rounds.
      const [invoice, released] = await Promise.all([
        postInvoice(t.app, who, invoiceBody(sale)),
        sleep(round).then(() => sweep(t.db, boundary)),
      ]);
      const row = await t.db.kysely
        .selectFrom('sales')
        .select(['status', 'invoiceGuid'])
        .where('guid', '=', sale)
        .executeTakeFirstOrThrow();
      const now = await stockOf(t.db, variantGuid);
      if (invoice.statusCode === 200) {
        outcomes.invoiced += 1;
        expect(released, 'the sweep released an invoiced sale').toBe(0);
        expect(row.status).toBe('Pending');
        expect(row.invoiceGuid).not.toBeNull();
        // The units stay taken: the sale is an order now.
        expect(now.stockQty).toBe(stock - 2);
        stock -= 2;
      } else {
        outcomes.released += 1;
        expect(invoice.statusCode, invoice.body).toBe(409);
        expect(parseBody(ErrorEnvelopeSchema, invoice.body).message).toMatch(/expired/);
        expect(released).toBe(1);
        expect(row).toEqual({ status: 'Expired', invoiceGuid: null });
        expect(now.stockQty).toBe(stock);
      }
    }
    expect(outcomes.invoiced + outcomes.released).toBe(10);
    // No invoice survives for a sale it did not tie: one per invoiced round.
    const invoices = await t.db.kysely
      .selectFrom('invoices')
      .select('guid')
      .where('buyerGuid', '=', who.guid)
      .execute();
    expect(invoices).toHaveLength(outcomes.invoiced);
    expect(await productStockOf(t.db, own.productGuid)).toMatchObject({
      stockQty: product.stockQty - 2 * outcomes.invoiced,
      preSaleLimit: product.preSaleLimit,
    });
  }, 20_000);
});
