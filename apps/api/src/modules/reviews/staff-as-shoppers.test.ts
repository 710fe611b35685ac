import { ErrorEnvelopeSchema } from '@storefront/contract/envelope';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Customer } from '../../test/account-fixtures';
import { createTestApp, parseBody, testDialects, type TestApp } from '../../test/harness';
import {
  addAddressFor,
  addCheckoutWorld,
  postSale,
  saleBody,
  type CheckoutWorld,
} from '../../test/sales-fixtures';
import { addShopSeller, type Seller } from '../../test/seller-fixtures';

// docs/decisions/0028-account-abuse.md#staff-are-not-shoppers-of-their-shop
describe.each(testDialects())('shop staff as shoppers on %s', (dialect) => {
  let t: TestApp;
  let w: CheckoutWorld;
  let staff: Seller;
  /** The staff account in the shape the checkout fixtures take. */
  let asBuyer: Customer;
  let staffHome: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    w = await addCheckoutWorld(t);
    staff = await addShopSeller(t, w.shop.guid);
    asBuyer = {
      ...staff,
      token: '',
      password: '',
      phone: '',
      email: `${staff.username}@example.com`,
    };
    staffHome = await addAddressFor(t.app, asBuyer, { townshipGuid: w.townships.kamayut });
  });
  afterAll(() => t.close());

  const review = (who: { auth: Customer['auth'] }, productGuid: string, rateValue: number) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/pos/product/create_product_review',
      headers: who.auth,
      payload: { productGuid, review: 'Best in town.', rateValue },
    });
  const ratingOf = (productGuid: string) =>
    t.db.kysely
      .selectFrom('products')
      .select(['ratingCount'])
      .where('guid', '=', productGuid)
      .executeTakeFirstOrThrow();

  it("refuses a staff account's review of its own shop's product and of a rival's", async () => {
    for (const [productGuid, stars] of [
      [w.tea.guid, 5],
      [w.book.guid, 1],
    ] as const) {
      const res = await review(staff, productGuid, stars);
      expect(res.statusCode).toBe(403);
      const error = parseBody(ErrorEnvelopeSchema, res.body);
      expect(error.code).toBe('staffCannotReview');
      expect(error.message).toBe('Shop staff accounts cannot write reviews.');
      expect((await ratingOf(productGuid)).ratingCount).toBe(0);
    }
    // A shopper's review still goes through.
    expect((await review(w.alice, w.book.guid, 4)).statusCode).toBe(200);
  });

  it('refuses a checkout at the shop the staff member works for, naming it', async () => {
    const res = await postSale(
      t.app,
      asBuyer,
      saleBody({
        shopGuid: w.shop.guid,
        shippingGuid: w.shipping.nationwide,
        contactGuid: staffHome,
        items: [{ productGuid: w.tea.variant.guid, quantity: 1, addons: [] }],
        totalAmount: 3_150 + 5_000,
        totalShippingFees: 5_000,
      }),
    );
    expect(res.statusCode).toBe(403);
    const error = parseBody(ErrorEnvelopeSchema, res.body);
    expect(error.code).toBe('staffOwnShop');
    expect(error.message).toBe(
      'You work at Shwe Longyi, so you cannot place orders there. You can still buy at other shops.',
    );
    const held = await t.db.kysely
      .selectFrom('sales')
      .select('guid')
      .where('buyerGuid', '=', staff.guid)
      .execute();
    expect(held).toEqual([]);
  });

  it('lets a staff member buy at another shop', async () => {
    const res = await postSale(
      t.app,
      asBuyer,
      saleBody({
        shopGuid: w.bookShop.guid,
        shippingGuid: w.shipping.post,
        contactGuid: staffHome,
        items: [{ productGuid: w.book.variant.guid, quantity: 1, addons: [] }],
        totalAmount: 9_900,
        totalShippingFees: 1_500,
      }),
    );
    expect(res.statusCode).toBe(200);
  });
});
