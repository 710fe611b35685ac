import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialects, type TestApp } from '../../test/harness';
import {
  addCheckoutWorld,
  cashInvoice,
  mmkTotals,
  teaSaleOfNewShopper,
  type CheckoutWorld,
} from '../../test/sales-fixtures';
import { fromMinor } from '../../lib/money';
import { parseSnapshot } from './contact';
import { SALE_DETAIL_COLUMNS } from './orders.repository';

describe.each(testDialects())('the sale detail columns on %s', (dialect) => {
  let t: TestApp;
  let w: CheckoutWorld;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    w = await addCheckoutWorld(t);
  });
  afterAll(() => t.close());

  it("read a placed sale's figures, choices and address as they were at checkout", async () => {
    const { buyer, saleGuid } = await teaSaleOfNewShopper(t, w, 2, 'Ring the bell twice');
    const totals = mmkTotals(2 * 3_000, 5_000);
    await cashInvoice(t.app, buyer, [saleGuid]);

    const row = await t.db.kysely
      .selectFrom('sales')
      .select(SALE_DETAIL_COLUMNS)
      .where('sales.guid', '=', saleGuid)
      .executeTakeFirstOrThrow();
    expect(Object.keys(row).sort()).toEqual(
      SALE_DETAIL_COLUMNS.map((column) => column.slice('sales.'.length)).sort(),
    );
    expect(row).toMatchObject({
      guid: saleGuid,
      status: 'Pending',
      currencyCode: 'MMK',
      promoCode: null,
      remark: 'Ring the bell twice',
    });
    expect(fromMinor(Number(row.subTotalMinor))).toBe(totals.subTotal);
    expect(fromMinor(Number(row.taxMinor))).toBe(totals.tax);
    expect(fromMinor(Number(row.shippingFeeMinor))).toBe(totals.shipping);
    expect(fromMinor(Number(row.totalAmountMinor))).toBe(totals.total);
    expect(Number(row.discountMinor)).toBe(0);
    expect(parseSnapshot(row.contactJson)?.township).toBe('Bahan');
  });
});
