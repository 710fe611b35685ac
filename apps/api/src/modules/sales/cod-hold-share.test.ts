import { CodHoldsResponseSchema } from '@storefront/contract/cod-holds';
import { ErrorEnvelopeSchema } from '@storefront/contract/envelope';
import { CASH_ON_DELIVERY } from '@storefront/contract/sales';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCustomer, type Customer } from '../../test/account-fixtures';
import { addProduct, addShop, variant } from '../../test/fixtures';
import { createTestApp, parseBody, testDialects, type TestApp } from '../../test/harness';
import {
  addAddressFor,
  addCheckoutWorld,
  cashInvoice,
  postInvoice,
  receiptImage,
  saleBody,
  saleOk,
  stockOf,
  type CheckoutWorld,
} from '../../test/sales-fixtures';
import { addShopSeller, moveOrder, type Seller } from '../../test/seller-fixtures';

/**
 * docs/decisions/0027-abuse-caps.md#cod-share: open cash-on-delivery orders, from any number
 * of accounts, hold at most the shop's share of an option's remaining stock.
 */
describe.each(testDialects())('cash-on-delivery hold share on %s', (dialect) => {
  let t: TestApp;
  let w: CheckoutWorld;
  let staff: Seller;
  let categoryGuid: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    w = await addCheckoutWorld(t);
    staff = await addShopSeller(t, w.shop.guid);
    // Test shops allow all of it (fixtures.ts); this one uses the shops' default.
    expect((await setShare(staff.auth, 50)).statusCode).toBe(200);
    categoryGuid = (
      await t.db.kysely.selectFrom('categories').select('guid').executeTakeFirstOrThrow()
    ).guid;
  });
  afterAll(() => t.close());

  const errorOf = (body: string) => parseBody(ErrorEnvelopeSchema, body);

  /** An option of the first shop with `stockQty` units, 1,000 each. */
  const addOption = async (stockQty: number) => {
    const product = await addProduct(t.db, w.shop.guid, categoryGuid, {
      name: 'Htamein',
      variants: [variant({ name: 'Green', priceSell: 1_000, weightKg: 0.1, stockQty })],
    });
    return product.variants[0]!.guid;
  };
  const freshShopper = async () => {
    const who = await addCustomer(t.app);
    const home = await addAddressFor(t.app, who, { townshipGuid: w.townships.kamayut });
    return { who, home };
  };
  /** An unpaid checkout of `quantity` units of the option; its sale id. */
  const checkout = (who: Customer, home: string, variantGuid: string, quantity: number) =>
    saleOk(
      t.app,
      who,
      saleBody({
        shopGuid: w.shop.guid,
        shippingGuid: w.shipping.nationwide,
        contactGuid: home,
        items: [{ productGuid: variantGuid, quantity, addons: [] }],
        totalAmount: quantity * 1_050 + 5_000,
        totalShippingFees: 5_000,
      }),
    );
  const cod = (who: Customer, saleGuid: string) =>
    postInvoice(t.app, who, {
      paymentType: CASH_ON_DELIVERY,
      accountName: '',
      accountNumber: '',
      currencyCode: 'MMK',
      screenShot: '',
      salesOrderId: [saleGuid],
    });
  const codHolds = (auth: { authorization: string }) =>
    t.app.inject({ url: '/v1/seller/cod-holds', headers: auth });
  const setShare = (auth: { authorization: string }, sharePercent: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: '/v1/seller/cod-holds',
      headers: auth,
      payload: { sharePercent },
    });

  it('two fresh accounts cannot hold the last 44 units cash on delivery; a wallet still can', async () => {
    const option = await addOption(44);
    const first = await freshShopper();
    await cashInvoice(t.app, first.who, [await checkout(first.who, first.home, option, 22)]);

    const second = await freshShopper();
    const secondSale = await checkout(second.who, second.home, option, 22);
    const refused = await cod(second.who, secondSale);
    expect(refused.statusCode).toBe(409);
    const error = errorOf(refused.body);
    expect(error.code).toBe('codHoldShare');
    expect(error.message).toMatch(/Htamein \(Green\)/);
    expect(error.message).toMatch(/wallet/);
    // Nothing of the refused order was written: it can still be paid by wallet.
    const wallet = await postInvoice(t.app, second.who, {
      paymentType: 'KBZPay',
      accountName: 'Ko Aung',
      accountNumber: '09250111222',
      currencyCode: 'MMK',
      screenShot: (await receiptImage('png')).toString('base64'),
      salesOrderId: [secondSale],
    });
    expect(wallet.statusCode, wallet.body).toBe(200);
    expect((await stockOf(t.db, option)).stockQty).toBe(0);
  });

  it('a smaller cash-on-delivery order fits, and the refusal says how many', async () => {
    const option = await addOption(44);
    const first = await freshShopper();
    await cashInvoice(t.app, first.who, [await checkout(first.who, first.home, option, 20)]);
    const second = await freshShopper();
    // 20 held and 4 more would be 24 of 44: over half.
    const tooMany = await cod(second.who, await checkout(second.who, second.home, option, 4));
    expect(tooMany.statusCode).toBe(409);
    expect(errorOf(tooMany.body).message).toMatch(/you can order 2 with cash on delivery now/);
    // Checking out again replaces the unpaid order, and 2 fit.
    const fits = await cod(second.who, await checkout(second.who, second.home, option, 2));
    expect(fits.statusCode, fits.body).toBe(200);
  });

  it("staff list the shop's open cash-on-delivery orders, biggest first, and set the share", async () => {
    const option = await addOption(100);
    const small = await freshShopper();
    const big = await freshShopper();
    const smallOrder = await cashInvoice(t.app, small.who, [
      await checkout(small.who, small.home, option, 3),
    ]);
    const bigOrder = await cashInvoice(t.app, big.who, [
      await checkout(big.who, big.home, option, 30),
    ]);
    const listed = parseBody(CodHoldsResponseSchema, (await codHolds(staff.auth)).body).data;
    expect(listed.sharePercent).toBe(50);
    const mine = listed.orders.filter((o) =>
      [smallOrder.invoiceNo, bigOrder.invoiceNo].includes(o.invoiceNo),
    );
    expect(mine.map((o) => o.unitsHeld)).toEqual([30, 3]);
    expect(mine[0]?.largestOption).toEqual({ label: 'Htamein (Green)', units: 30 });
    const units = listed.orders.map((o) => o.unitsHeld);
    expect(units).toEqual([...units].sort((a, b) => b - a));

    // Once the shop accepts it, an order holds nothing more of the share.
    await moveOrder(t.app, staff, bigOrder.salesOrderId[0]!, { status: 'Confirmed', note: '' });
    const after = parseBody(CodHoldsResponseSchema, (await codHolds(staff.auth)).body).data;
    expect(after.orders.some((o) => o.invoiceNo === bigOrder.invoiceNo)).toBe(false);

    // Staff of another shop see theirs, set theirs; shoppers neither.
    const otherStaff = await addShopSeller(t, w.bookShop.guid);
    const theirs = parseBody(CodHoldsResponseSchema, (await codHolds(otherStaff.auth)).body).data;
    expect(theirs.orders.some((o) => o.invoiceNo === smallOrder.invoiceNo)).toBe(false);
    expect((await codHolds(w.alice.auth)).statusCode).toBe(403);
    expect((await setShare(w.alice.auth, 100)).statusCode).toBe(403);
    expect((await setShare(staff.auth, 101)).statusCode).toBe(400);
    expect((await setShare(staff.auth, 12.5)).statusCode).toBe(400);
    const saved = await setShare(otherStaff.auth, 80);
    expect(saved.statusCode).toBe(200);
    expect(
      parseBody(CodHoldsResponseSchema, (await codHolds(staff.auth)).body).data.sharePercent,
    ).toBe(50);
    expect(
      parseBody(CodHoldsResponseSchema, (await codHolds(otherStaff.auth)).body).data.sharePercent,
    ).toBe(80);
  });

  it('a new shop lets cash-on-delivery orders hold half of what remains', async () => {
    const shop = await addShop(t.db, { codHoldSharePercent: null });
    const shopStaff = await addShopSeller(t, shop.guid);
    const listed = parseBody(CodHoldsResponseSchema, (await codHolds(shopStaff.auth)).body).data;
    expect(listed).toEqual({ sharePercent: 50, orders: [] });
  });

  it('a shop that allows all of it lets cash-on-delivery orders hold it all', async () => {
    const option = await addOption(10);
    expect((await setShare(staff.auth, 100)).statusCode).toBe(200);
    try {
      const first = await freshShopper();
      const second = await freshShopper();
      await cashInvoice(t.app, first.who, [await checkout(first.who, first.home, option, 5)]);
      const rest = await cod(second.who, await checkout(second.who, second.home, option, 5));
      expect(rest.statusCode, rest.body).toBe(200);
    } finally {
      await setShare(staff.auth, 50);
    }
  });

  it('concurrent cash-on-delivery orders from several accounts never pass the share', async () => {
    // 40 units; four shoppers each check out 8 (32 held unpaid, 8 free), then all pay cash on
    // delivery at once. One order of 8 holds 8 of the 16 remaining: the share. A second would
    // hold 16 of 16.
    const option = await addOption(40);
    const shoppers = await Promise.all([1, 2, 3, 4].map(() => freshShopper()));
    const sales: string[] = [];
    for (const { who, home } of shoppers) sales.push(await checkout(who, home, option, 8));
    const answers = await Promise.all(shoppers.map(({ who }, i) => cod(who, sales[i]!)));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses, answers.map((a) => a.body).join('\n')).toEqual([200, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(errorOf(refused.body).code).toBe('codHoldShare');
    }
  });
});
