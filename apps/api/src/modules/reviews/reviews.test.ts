import { randomUUID } from 'node:crypto';
import { ProductDetailResponseSchema } from '@storefront/contract/catalog';
import { ErrorEnvelopeSchema } from '@storefront/contract/envelope';
import { CreateReviewResponseSchema } from '@storefront/contract/reviews';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCustomer, type Customer } from '../../test/account-fixtures';
import { addCategoryTree, addProduct, addReview, addShop } from '../../test/fixtures';
import { createTestApp, parseBody, testDialects, type TestApp } from '../../test/harness';

describe.each(testDialects())('product reviews on %s', (dialect) => {
  let t: TestApp;
  let author: Customer;
  let shopGuid: string;
  let categoryGuid: string;

  beforeAll(async () => {
    // The catalog cache is on here: a new review must show at once all the same (0009).
    t = await createTestApp(dialect, { catalogCacheTtlMs: 60_000 });
    shopGuid = (await addShop(t.db)).guid;
    categoryGuid = (await addCategoryTree(t.db)).leaves[0]!;
    author = await addCustomer(t.app, { name: 'Daw Hla' });
  });
  afterAll(() => t.close());

  const post = (payload: object, who: Customer | null = author) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/pos/product/create_product_review',
      headers: who ? who.auth : {},
      payload,
    });
  const detail = async (productGuid: string) =>
    parseBody(
      ProductDetailResponseSchema,
      (await t.app.inject({ url: `/v1/pos/product/productvariantdetail/${productGuid}` })).body,
    ).data;
  const errorOf = (body: string) => parseBody(ErrorEnvelopeSchema, body);

  it('signs the review with the author and shows it in the product detail at once', async () => {
    const product = await addProduct(t.db, shopGuid, categoryGuid);
    await addReview(t.db, product.guid, 2, 'Too sweet');
    expect((await detail(product.guid)).rating).toBe(2); // now cached

    const res = await post({ productGuid: product.guid, review: '  Very fresh!  ', rateValue: 4 });
    expect(res.statusCode).toBe(200);
    const review = parseBody(CreateReviewResponseSchema, res.body).data;
    expect(review).toMatchObject({ name: 'Daw Hla', review: 'Very fresh!', rateValue: 4 });

    const after = await detail(product.guid);
    expect(after.rating).toBe(3);
    expect(after.ratingCount).toBe(2);
    expect(after.shopReviewLists[0]).toMatchObject({
      guid: review.guid,
      name: 'Daw Hla',
      review: 'Very fresh!',
      createdOn: review.createdOn,
    });
    expect(after.shopReviewLists[0]!.createdOn).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('takes a review without stars, which leaves the rating alone', async () => {
    const product = await addProduct(t.db, shopGuid, categoryGuid);
    await addReview(t.db, product.guid, 5);
    const res = await post({ productGuid: product.guid, review: 'Arrived on time.' });
    expect(res.statusCode).toBe(200);
    expect(parseBody(CreateReviewResponseSchema, res.body).data.rateValue).toBeNull();
    const after = await detail(product.guid);
    expect([after.rating, after.ratingCount]).toEqual([5, 1]);
    expect(after.shopReviewLists.map((r) => r.review)).toContain('Arrived on time.');
  });

  it('answers 404 for an unknown product', async () => {
    const res = await post({ productGuid: randomUUID(), review: 'Hello' });
    expect(res.statusCode).toBe(404);
    expect(errorOf(res.body).message).toBe('Product not found.');
  });

  it.each<[string, object, RegExp]>([
    ['an empty review', { review: '   ' }, /write your review/],
    ['no review', {}, /write your review/],
    ['a review over 1000 characters', { review: 'x'.repeat(1001) }, /1000 characters/],
    ['six stars', { review: 'Great', rateValue: 6 }, /1 to 5/],
    ['half a star', { review: 'Great', rateValue: 3.5 }, /1 to 5/],
  ])('refuses %s with a 400', async (_name, payload, message) => {
    const product = await addProduct(t.db, shopGuid, categoryGuid);
    const res = await post({ productGuid: product.guid, ...payload });
    expect(res.statusCode).toBe(400);
    expect(errorOf(res.body).message).toMatch(message);
  });

  it('takes a review of exactly 1000 characters', async () => {
    const product = await addProduct(t.db, shopGuid, categoryGuid);
    expect((await post({ productGuid: product.guid, review: 'y'.repeat(1000) })).statusCode).toBe(
      200,
    );
  });

  it('needs a login', async () => {
    const product = await addProduct(t.db, shopGuid, categoryGuid);
    const res = await post({ productGuid: product.guid, review: 'Anonymous?' }, null);
    expect(res.statusCode).toBe(401);
    expect((await detail(product.guid)).shopReviewLists).toEqual([]);
  });
});
