import { randomUUID } from 'node:crypto';
import { ProductDetailResponseSchema } from '@storefront/contract/catalog';
import { ErrorEnvelopeSchema } from '@storefront/contract/envelope';
import { CreateReviewResponseSchema } from '@storefront/contract/reviews';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCustomer, type Customer } from '../../test/account-fixtures';
import { addCategoryTree, addProduct, addReview, addShop } from '../../test/fixtures';
import { createTestApp, parseBody, testDialects, type TestApp } from '../../test/harness';
import { REVIEW_WRITES_MAX } from './reviews.routes';
import { CHANGE_SHOP_LIKE_NAME } from './reviews.service';

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
    expect(review).toMatchObject({
      name: 'Daw Hla',
      review: 'Very fresh!',
      rateValue: 4,
      verifiedPurchase: false,
    });

    const after = await detail(product.guid);
    expect(after.rating).toBe(3);
    expect(after.ratingCount).toBe(2);
    expect(after.shopReviewLists[0]).toMatchObject({
      guid: review.guid,
      name: 'Daw Hla',
      review: 'Very fresh!',
      createdOn: review.createdOn,
      verifiedPurchase: false,
    });
    expect(after.shopReviewLists[0]!.createdOn).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  // docs/decisions/0015-abuse-limits.md#reviews
  it("edits the account's review when it writes again, counting its stars once", async () => {
    const product = await addProduct(t.db, shopGuid, categoryGuid);
    await addReview(t.db, product.guid, 2, 'Too sweet');
    const reviewer = await addCustomer(t.app, { name: 'U Ba' });
    const first = await post(
      { productGuid: product.guid, review: 'Great!', rateValue: 5 },
      reviewer,
    );
    expect(first.statusCode).toBe(200);
    const firstReview = parseBody(CreateReviewResponseSchema, first.body).data;
    expect([(await detail(product.guid)).rating, (await detail(product.guid)).ratingCount]).toEqual(
      [3.5, 2],
    );

    const second = await post(
      { productGuid: product.guid, review: 'Went stale in a week.', rateValue: 3 },
      reviewer,
    );
    expect(second.statusCode).toBe(200);
    const edited = parseBody(CreateReviewResponseSchema, second.body);
    expect(edited.message).toBe('Your review has been updated.');
    expect(edited.data).toMatchObject({
      guid: firstReview.guid,
      name: 'U Ba',
      review: 'Went stale in a week.',
      rateValue: 3,
    });
    expect(edited.data.createdOn! >= firstReview.createdOn!).toBe(true);
    let after = await detail(product.guid);
    expect([after.rating, after.ratingCount]).toEqual([2.5, 2]);
    expect(after.shopReviewLists.filter((r) => r.name === 'U Ba')).toEqual([edited.data]);
    expect(after.shopReviewLists[0]!.guid).toBe(firstReview.guid);

    // Words without stars change the words and keep the stars given before.
    const third = await post({ productGuid: product.guid, review: 'Still stale.' }, reviewer);
    expect(parseBody(CreateReviewResponseSchema, third.body).data).toMatchObject({
      guid: firstReview.guid,
      review: 'Still stale.',
      rateValue: 3,
    });
    after = await detail(product.guid);
    expect([after.rating, after.ratingCount, after.shopReviewLists.length]).toEqual([2.5, 2, 2]);
  });

  it('keeps one review when the same account posts three times at once', async () => {
    const product = await addProduct(t.db, shopGuid, categoryGuid);
    const reviewer = await addCustomer(t.app, { name: 'Daw Mya' });
    const answers = await Promise.all(
      [5, 1, 4].map((rateValue) =>
        post({ productGuid: product.guid, review: `${rateValue} stars`, rateValue }, reviewer),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
    const rows = await t.db.kysely
      .selectFrom('reviews')
      .select(['guid', 'rateValue', 'review'])
      .where('productGuid', '=', product.guid)
      .execute();
    expect(rows).toHaveLength(1);
    const guids = answers.map((res) => parseBody(CreateReviewResponseSchema, res.body).data.guid);
    expect(new Set(guids)).toEqual(new Set([rows[0]!.guid]));
    const after = await detail(product.guid);
    expect(after.ratingCount).toBe(1);
    expect(after.rating).toBe(rows[0]!.rateValue);
    expect(rows[0]!.review).toBe(`${rows[0]!.rateValue} stars`);
  });

  it('counts every account once when several review one product at once', async () => {
    const product = await addProduct(t.db, shopGuid, categoryGuid);
    const reviewers = await Promise.all(
      [1, 2, 3, 4, 5, 5].map(async (stars, i) => ({
        stars,
        who: await addCustomer(t.app, { name: `Reviewer ${i}` }),
      })),
    );
    const answers = await Promise.all(
      reviewers.flatMap(({ stars, who }) => [
        post({ productGuid: product.guid, review: 'First go', rateValue: stars }, who),
        post({ productGuid: product.guid, review: 'Second go', rateValue: stars }, who),
      ]),
    );
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
    const after = await detail(product.guid);
    // (1 + 2 + 3 + 4 + 5 + 5) / 6 = 3.33
    expect([after.rating, after.ratingCount, after.shopReviewLists.length]).toEqual([3.33, 6, 6]);
  });

  it(`takes ${REVIEW_WRITES_MAX} reviews from an account in ten minutes, then answers 429`, async () => {
    const product = await addProduct(t.db, shopGuid, categoryGuid);
    const other = await addProduct(t.db, shopGuid, categoryGuid);
    const [flooder, neighbour] = await Promise.all([
      addCustomer(t.app, { name: 'Ko Flood' }),
      addCustomer(t.app, { name: 'Ko Neighbour' }),
    ]);
    for (let i = 0; i < REVIEW_WRITES_MAX; i += 1) {
      const res = await post(
        {
          productGuid: i % 2 ? other.guid : product.guid,
          review: `Five stars #${i}`,
          rateValue: 5,
        },
        flooder,
      );
      expect(res.statusCode).toBe(200);
    }
    const refused = await post(
      { productGuid: product.guid, review: 'More', rateValue: 5 },
      flooder,
    );
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused.body).message).toBe(
      'You have written many reviews in a short time. Please try again in 10 minutes.',
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(500);
    expect((await detail(product.guid)).shopReviewLists.map((r) => r.review)).toEqual([
      'Five stars #8',
    ]);
    // Per account, not per address: another shopper on the same address still writes.
    expect(
      (await post({ productGuid: product.guid, review: 'Fresh.', rateValue: 4 }, neighbour))
        .statusCode,
    ).toBe(200);
  });

  it("will not sign with a shop-like name chosen before names were checked, nor a shop's logo", async () => {
    const shop = await addShop(t.db, { name: 'Golden Tea House' });
    const product = await addProduct(t.db, shopGuid, categoryGuid);
    const pretender = await addCustomer(t.app, { name: 'Ko Pretend' });
    const personOf = t.db.kysely
      .selectFrom('users')
      .select('personGuid')
      .where('guid', '=', pretender.guid);
    await t.db.kysely
      .updateTable('persons')
      .set({ name: 'Golden Tea House Official', avatarImageGuid: shop.logo })
      .where('guid', '=', personOf)
      .execute();
    const refused = await post({ productGuid: product.guid, review: 'Buy here!' }, pretender);
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused.body).message).toBe(CHANGE_SHOP_LIKE_NAME);

    await t.db.kysely
      .updateTable('persons')
      .set({ name: '\u202eKo\u200b Pretend' })
      .where('guid', '=', personOf)
      .execute();
    const res = await post({ productGuid: product.guid, review: 'Nice.' }, pretender);
    expect(res.statusCode).toBe(200);
    expect(parseBody(CreateReviewResponseSchema, res.body).data).toMatchObject({
      name: 'Ko Pretend',
      image: null,
    });
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
    [
      'a review of only invisible characters',
      { review: '\u200b\u200d\ufeff\u202e' },
      /write your review/,
    ],
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
