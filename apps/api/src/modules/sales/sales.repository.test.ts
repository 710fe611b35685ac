import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialects, type TestApp } from '../../test/harness';
import {
  addCheckoutWorld,
  cashInvoice,
  expireSale,
  teaSaleOfNewShopper,
  type CheckoutWorld,
} from '../../test/sales-fixtures';
import { findHeldSales, findHeldUnits, findUnitsHeldBy } from './sales.repository';

describe.each(testDialects())('the stock a buyer holds, on %s', (dialect) => {
  let t: TestApp;
  let w: CheckoutWorld;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    w = await addCheckoutWorld(t);
  });
  afterAll(() => t.close());

  async function teaSale(quantity: number) {
    const { buyer, saleGuid } = await teaSaleOfNewShopper(t, w, quantity);
    return { buyer, buyerGuid: buyer.guid, saleGuid };
  }
  const now = () => new Date().toISOString();
  const tea = () => w.tea.variant.guid;

  it('an unpaid sale is held: listed with its units, and counted against the buyer', async () => {
    const { buyerGuid, saleGuid } = await teaSale(2);
    expect((await findHeldSales(t.db, buyerGuid, w.shop.guid)).map((s) => s.guid)).toEqual([
      saleGuid,
    ]);
    expect(await findHeldUnits(t.db, buyerGuid, w.shop.guid)).toEqual(new Map([[tea(), 2]]));
    expect(await findUnitsHeldBy(t.db, buyerGuid, now())).toEqual(new Map([[tea(), 2]]));
    // Another shop's checkout takes nothing back from this one.
    expect(await findHeldSales(t.db, buyerGuid, w.bookShop.guid)).toEqual([]);
    expect(await findHeldUnits(t.db, buyerGuid, w.bookShop.guid)).toEqual(new Map());
  });

  it('a paid sale is no longer an unpaid hold, but still counts until its shop acts', async () => {
    const { buyer, buyerGuid, saleGuid } = await teaSale(3);
    await cashInvoice(t.app, buyer, [saleGuid]);
    expect(await findHeldSales(t.db, buyerGuid, w.shop.guid)).toEqual([]);
    expect(await findHeldUnits(t.db, buyerGuid, w.shop.guid)).toEqual(new Map());
    expect(await findUnitsHeldBy(t.db, buyerGuid, now())).toEqual(new Map([[tea(), 3]]));
  });

  it('a hold that ran out stays an unpaid hold until the sweep, but no longer counts', async () => {
    const { buyerGuid, saleGuid } = await teaSale(1);
    await expireSale(t.db, saleGuid);
    expect((await findHeldSales(t.db, buyerGuid, w.shop.guid)).map((s) => s.guid)).toEqual([
      saleGuid,
    ]);
    expect(await findHeldUnits(t.db, buyerGuid, w.shop.guid)).toEqual(new Map([[tea(), 1]]));
    expect(await findUnitsHeldBy(t.db, buyerGuid, now())).toEqual(new Map());
  });
});
