import { ErrorEnvelopeSchema } from '@storefront/contract/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCustomer, type Customer } from '../../test/account-fixtures';
import { createTestApp, parseBody, testDialects, type TestApp } from '../../test/harness';
import {
  addAddressFor,
  addCheckoutWorld,
  cashInvoice,
  postInvoice,
  postSale,
  saleBody,
  saleOk,
  type CheckoutWorld,
} from '../../test/sales-fixtures';
import { addShopSeller, moveOrder, teaSale } from '../../test/seller-fixtures';

describe.each(testDialects())('what one account may hold on %s', (dialect) => {
  let t: TestApp;
  let w: CheckoutWorld;
  beforeAll(async () => {
    t = await createTestApp(dialect, {
      holdLimits: { maxHeldUnitsPerOption: 5, maxHeldUnits: 7, maxOrdersAwaitingShops: 2 },
    });
    w = await addCheckoutWorld(t);
  });
  afterAll(() => t.close());

  const errorOf = (body: string) => parseBody(ErrorEnvelopeSchema, body);
  const expiryOf = async (saleGuid: string) =>
    (
      await t.db.kysely
        .selectFrom('sales')
        .select('expiresAt')
        .where('guid', '=', saleGuid)
        .executeTakeFirstOrThrow()
    ).expiresAt;
  /** `quantity` Books (8,000 each) by B Post (1,500), unpaid. */
  const bookSale = (who: Customer, contactGuid: string, quantity: number) =>
    postSale(
      t.app,
      who,
      saleBody({
        shopGuid: w.bookShop.guid,
        shippingGuid: w.shipping.post,
        contactGuid,
        items: [{ productGuid: w.book.variant.guid, quantity, addons: [] }],
        totalAmount: quantity * 8_400 + 1_500,
        totalShippingFees: 1_500,
      }),
    );
  const freshShopper = async () => {
    const who = await addCustomer(t.app);
    const home = await addAddressFor(t.app, who, { townshipGuid: w.townships.kamayut });
    return { who, home };
  };

  it('never extends a hold by sending the checkout again', async () => {
    const first = await teaSale(t, w, w.alice, w.addresses.aliceHome);
    const firstExpiry = await expiryOf(first);
    await new Promise((r) => setTimeout(r, 20));
    const again = await teaSale(t, w, w.alice, w.addresses.aliceHome, 2);
    expect(again).not.toBe(first);
    expect(await expiryOf(again)).toBe(firstExpiry);
  });

  it('limits the units of one option an account holds, saying how many more fit', async () => {
    const { who, home } = await freshShopper();
    const tooMany = await postSale(
      t.app,
      who,
      saleBody({
        shopGuid: w.shop.guid,
        shippingGuid: w.shipping.nationwide,
        contactGuid: home,
        items: [{ productGuid: w.tea.variant.guid, quantity: 6, addons: [] }],
        totalAmount: 6 * 3_150 + 5_000,
        totalShippingFees: 5_000,
      }),
    );
    expect(tooMany.statusCode).toBe(409);
    expect(errorOf(tooMany.body).message).toMatch(/at most 5 of .*you can add 5 more now/);
    await teaSale(t, w, who, home, 5);
  });

  it('limits the units held across shops', async () => {
    const { who, home } = await freshShopper();
    await teaSale(t, w, who, home, 5);
    const books = await bookSale(who, home, 3);
    expect(books.statusCode).toBe(409);
    expect(errorOf(books.body).message).toMatch(/at most 7 items .*you can add 2 more now/);
    expect((await bookSale(who, home, 2)).statusCode).toBe(200);
  });

  it('limits placed orders waiting for shops, cash on delivery included, until a shop acts', async () => {
    const { who, home } = await freshShopper();
    const one = await teaSale(t, w, who, home);
    await cashInvoice(t.app, who, [one]);
    const two = await teaSale(t, w, who, home);
    await cashInvoice(t.app, who, [two]);

    const third = await postSale(
      t.app,
      who,
      saleBody({
        shopGuid: w.shop.guid,
        shippingGuid: w.shipping.nationwide,
        contactGuid: home,
        items: [{ productGuid: w.tea.variant.guid, quantity: 1, addons: [] }],
        totalAmount: 8_150,
        totalShippingFees: 5_000,
      }),
    );
    expect(third.statusCode).toBe(409);
    expect(errorOf(third.body).message).toMatch(/2 orders waiting for the shops/);

    // Once the shop accepts one, the shopper may order again.
    const seller = await addShopSeller(t, w.shop.guid);
    await moveOrder(t.app, seller, one, { status: 'Confirmed', note: '' });
    await teaSale(t, w, who, home);
  });

  it('holds the waiting-orders limit when invoices race', async () => {
    const { who, home } = await freshShopper();
    const first = await teaSale(t, w, who, home);
    await cashInvoice(t.app, who, [first]);
    const tea = await teaSale(t, w, who, home);
    const book = await saleOk(
      t.app,
      who,
      saleBody({
        shopGuid: w.bookShop.guid,
        shippingGuid: w.shipping.post,
        contactGuid: home,
        items: [{ productGuid: w.book.variant.guid, quantity: 1, addons: [] }],
        totalAmount: 9_900,
        totalShippingFees: 1_500,
      }),
    );
    const cash = (saleGuid: string) =>
      postInvoice(t.app, who, {
        paymentType: 'Cash on deli',
        accountName: '',
        accountNumber: '',
        currencyCode: 'MMK',
        screenShot: '',
        salesOrderId: [saleGuid],
      });
    const statuses = (await Promise.all([cash(tea), cash(book)])).map((r) => r.statusCode);
    expect(statuses.sort()).toEqual([200, 409]);
  });
});
