import {
  formatMmkApproximation,
  mmkApproximation,
  mmkRateOf,
  type CurrencyRate,
} from '@storefront/commerce/currency';
import { RegionListResponseSchema } from '@storefront/contract/region';
import { SellerOrderDetailResponseSchema } from '@storefront/contract/seller';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REGIONS } from '../../db/seed/data/regions';
import { createTestApp, parseBody, testDialects, type TestApp } from '../../test/harness';
import { addRegion } from '../../test/region-fixtures';
import { addCheckoutWorld, cashInvoice, type CheckoutWorld } from '../../test/sales-fixtures';
import { addShopSeller, getSellerOrder, teaSale, type Seller } from '../../test/seller-fixtures';

/**
 * docs/product.md#money-display: the MMK figure staff see beside an order in another currency
 * (the console works it out from the rate the order detail carries) is the figure the shopper
 * sees beside the same amount (worked out from the regions the API lists), for every region the
 * demo seed defines.
 */
describe.each(testDialects())('the MMK approximation of staff and shopper on %s', (dialect) => {
  let t: TestApp;
  let w: CheckoutWorld;
  let staff: Seller;
  let saleGuid: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    w = await addCheckoutWorld(t);
    staff = await addShopSeller(t, w.shop.guid);
    saleGuid = await teaSale(t, w, w.alice, w.addresses.aliceHome, 2);
    await cashInvoice(t.app, w.alice, [saleGuid]);
    // The seed's regions, in the seed's order, in place of the checkout world's.
    await t.db.kysely.deleteFrom('regions').execute();
    for (const [position, region] of REGIONS.entries())
      await addRegion(t.db, region.name, region.currencyCode, region.rate, position);
  });
  afterAll(() => t.close());

  async function shopperRegions(): Promise<CurrencyRate[]> {
    const res = await t.app.inject({ url: '/v1/currency/region' });
    expect(res.statusCode).toBe(200);
    return parseBody(RegionListResponseSchema, res.body).data.items;
  }

  /** The order as staff get it, priced in `currencyCode`. */
  async function staffOrder(currencyCode: string) {
    await t.db.kysely
      .updateTable('sales')
      .set({ currencyCode })
      .where('guid', '=', saleGuid)
      .execute();
    const res = await getSellerOrder(t.app, staff, saleGuid);
    expect(res.statusCode).toBe(200);
    return parseBody(SellerOrderDetailResponseSchema, res.body).data;
  }

  it.each(REGIONS.map((region) => [region.key, region.currencyCode] as const))(
    '%s (%s): staff and shopper show one MMK figure',
    async (_key, currencyCode) => {
      const regions = await shopperRegions();
      // Codes as a shop might type them, too: the lookup ignores letter case.
      for (const code of [currencyCode, currencyCode.toLowerCase()]) {
        const order = await staffOrder(code);
        const shopperRate = mmkRateOf(code, regions);
        expect(order.mmkRate).toBe(shopperRate);
        for (const locale of ['en', 'my']) {
          const staffFigure = formatMmkApproximation(
            order.totalAmount,
            order.currencyCode,
            order.mmkRate,
            locale,
          );
          const shopperFigure = formatMmkApproximation(
            order.totalAmount,
            code,
            shopperRate,
            locale,
          );
          expect(staffFigure).toBe(shopperFigure);
          if (currencyCode === 'MMK') expect(staffFigure).toBeNull();
          else expect(staffFigure).not.toBeNull();
        }
        // Any amount in this currency: the same rule and formula on both sides.
        fc.assert(
          fc.property(
            fc.integer({ min: 0, max: 100_000_000_000 }),
            fc.constantFrom('en', 'my'),
            (minor, locale) => {
              const amount = minor / 100;
              expect(mmkApproximation(amount, code, order.mmkRate)).toBe(
                mmkApproximation(amount, code, shopperRate),
              );
              expect(formatMmkApproximation(amount, code, order.mmkRate, locale)).toBe(
                formatMmkApproximation(amount, code, shopperRate, locale),
              );
            },
          ),
          { numRuns: 300 },
        );
      }
    },
  );
});
