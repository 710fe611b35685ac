import { ProductDetailResponseSchema } from '@storefront/contract/catalog';
import { CreateReviewResponseSchema } from '@storefront/contract/reviews';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Customer } from '../../test/account-fixtures';
import { createTestApp, parseBody, testDialects, type TestApp } from '../../test/harness';
import {
  addCheckoutWorld,
  cashInvoice,
  saleBody,
  saleOk,
  type CheckoutWorld,
} from '../../test/sales-fixtures';
import { addShopSeller, moveOrder, teaSale } from '../../test/seller-fixtures';

// docs/decisions/0015-abuse-limits.md#reviews
describe.each(testDialects())('verified purchases on %s', (dialect) => {
  let t: TestApp;
  let w: CheckoutWorld;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    w = await addCheckoutWorld(t);
  });
  afterAll(() => t.close());

  const review = async (who: Customer, productGuid: string, text: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/pos/product/create_product_review',
      headers: who.auth,
      payload: { productGuid, review: text, rateValue: 5 },
    });
    expect(res.statusCode).toBe(200);
    return parseBody(CreateReviewResponseSchema, res.body).data;
  };
  /** Each listed review's text and whether it is marked a verified purchase. */
  const listed = async (productGuid: string) =>
    parseBody(
      ProductDetailResponseSchema,
      (await t.app.inject({ url: `/v1/pos/product/productvariantdetail/${productGuid}` })).body,
    ).data.shopReviewLists.map((r) => [r.review, r.verifiedPurchase]);

  it('marks the reviews of buyers whose order was delivered, and of no one else', async () => {
    const staff = await addShopSeller(t, w.shop.guid);
    const before = await review(w.bob, w.tea.guid, 'Smells fresh in the shop.');
    expect(before.verifiedPurchase).toBe(false);

    // Placed, paid, confirmed, shipped: the order may still be turned down or never arrive.
    const sale = await teaSale(t, w, w.bob, w.addresses.bobHome);
    expect(await listed(w.tea.guid)).toEqual([['Smells fresh in the shop.', false]]);
    await cashInvoice(t.app, w.bob, [sale]);
    expect(await listed(w.tea.guid)).toEqual([['Smells fresh in the shop.', false]]);
    await moveOrder(t.app, staff, sale, { status: 'Confirmed' }, { status: 'Shipping' });
    expect(await listed(w.tea.guid)).toEqual([['Smells fresh in the shop.', false]]);

    await moveOrder(t.app, staff, sale, { status: 'Delivered' });
    expect(await listed(w.tea.guid)).toEqual([['Smells fresh in the shop.', true]]);
    // Alice bought nothing of it: her review is not marked.
    await review(w.alice, w.tea.guid, 'Looks good.');
    expect(await listed(w.tea.guid)).toEqual([
      ['Looks good.', false],
      ['Smells fresh in the shop.', true],
    ]);
    // The answer to an edit says so too.
    expect((await review(w.bob, w.tea.guid, 'Fresh at home too.')).verifiedPurchase).toBe(true);

    // An order the shop rejected never counts.
    const rejected = await teaSale(t, w, w.alice, w.addresses.aliceHome);
    await cashInvoice(t.app, w.alice, [rejected]);
    await moveOrder(t.app, staff, rejected, { status: 'Rejected', note: 'Out of stock.' });
    expect(await listed(w.tea.guid)).toEqual([
      ['Fresh at home too.', true],
      ['Looks good.', false],
    ]);
  });

  it('counts an order of any option of the product, and only of that product', async () => {
    // Red, not Blue: 13,500 + tax 675 + Yangon Express 2,000.
    const sale = await saleOk(
      t.app,
      w.alice,
      saleBody({
        shopGuid: w.shop.guid,
        shippingGuid: w.shipping.express,
        contactGuid: w.addresses.aliceHome,
        items: [{ productGuid: w.longyi.red.guid, quantity: 1, addons: [] }],
        totalAmount: 16_175,
        totalShippingFees: 2_000,
      }),
    );
    await cashInvoice(t.app, w.alice, [sale]);
    const staff = await addShopSeller(t, w.shop.guid);
    await moveOrder(
      t.app,
      staff,
      sale,
      { status: 'Confirmed' },
      { status: 'Shipping' },
      { status: 'Delivered' },
    );
    expect((await review(w.alice, w.longyi.guid, 'Nice colour.')).verifiedPurchase).toBe(true);
    expect((await review(w.alice, w.book.guid, 'Never read it.')).verifiedPurchase).toBe(false);
  });
});
