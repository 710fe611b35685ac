import { ProductDetailResponseSchema } from '@storefront/contract/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addProduct, variant } from '../../test/fixtures';
import { createTestApp, parseBody, testDialects, type TestApp } from '../../test/harness';
import {
  addCheckoutWorld,
  expireSale,
  saleBody,
  saleOk,
  type CheckoutWorld,
} from '../../test/sales-fixtures';

/**
 * Kept catalog answers live until a write drops them (docs/architecture.md#caching): a hold
 * given back, expired or replaced by the account's next checkout of the shop, must drop the
 * answers of the products whose stock came back, or a product would read sold out for minutes.
 */
describe.each(testDialects())('holds given back drop their products’ answers on %s', (dialect) => {
  let t: TestApp;
  let w: CheckoutWorld;
  beforeAll(async () => {
    t = await createTestApp(dialect, { catalogCacheTtlMs: 600_000 });
    w = await addCheckoutWorld(t);
  });
  afterAll(() => t.close());

  async function addOneLeft(name: string) {
    const category = await t.db.kysely
      .selectFrom('categories')
      .select('guid')
      .where('level', '=', 3)
      .executeTakeFirstOrThrow();
    const product = await addProduct(t.db, w.shop.guid, category.guid, {
      name,
      variants: [variant({ name: 'Only', priceSell: 10_000, weightKg: 1, stockQty: 1 })],
    });
    return { productGuid: product.guid, variantGuid: product.variants[0]!.guid };
  }
  const orderOf = (variantGuid: string, contactGuid: string) =>
    saleBody({
      shopGuid: w.shop.guid,
      shippingGuid: w.shipping.nationwide,
      contactGuid,
      items: [{ productGuid: variantGuid, quantity: 1, addons: [] }],
      totalAmount: 10_500 + 5_000,
      totalShippingFees: 5_000,
    });
  const detail = async (productGuid: string) => {
    const res = await t.app.inject({ url: `/v1/pos/product/productvariantdetail/${productGuid}` });
    expect(res.statusCode, res.body).toBe(200);
    const { data } = parseBody(ProductDetailResponseSchema, res.body);
    return { cache: res.headers['x-cache'], stockQty: data.stockQty };
  };

  it('an expired hold released by the next checkout drops its product’s kept detail', async () => {
    const held = await addOneLeft('Held then expired');
    const other = await addOneLeft('Bought by someone else');
    const sale = await saleOk(t.app, w.alice, orderOf(held.variantGuid, w.addresses.aliceHome));
    await detail(held.productGuid);
    expect(await detail(held.productGuid)).toEqual({ cache: 'hit', stockQty: 0 });

    await expireSale(t.db, sale);
    // Bob's checkout of another product releases Alice's expired hold on its way.
    await saleOk(t.app, w.bob, orderOf(other.variantGuid, w.addresses.bobHome));
    expect(await detail(held.productGuid)).toEqual({ cache: 'miss', stockQty: 1 });
  });

  it('an unpaid sale replaced by the account’s next checkout of the shop drops its product’s detail', async () => {
    const first = await addOneLeft('In the first cart');
    const second = await addOneLeft('In the second cart');
    await saleOk(t.app, w.alice, orderOf(first.variantGuid, w.addresses.aliceHome));
    await detail(first.productGuid);
    expect(await detail(first.productGuid)).toEqual({ cache: 'hit', stockQty: 0 });

    await saleOk(t.app, w.alice, orderOf(second.variantGuid, w.addresses.aliceHome));
    expect(await detail(first.productGuid)).toEqual({ cache: 'miss', stockQty: 1 });
  });
});
