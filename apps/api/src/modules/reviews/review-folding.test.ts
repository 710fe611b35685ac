import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { up } from '../../db/migrations/0005-one-review-per-account';
import { addCustomer } from '../../test/account-fixtures';
import { addCategoryTree, addImage, addProduct, addReview, addShop } from '../../test/fixtures';
import { createTestApp, testDialects, type TestApp } from '../../test/harness';
import { refreshRatings } from './reviews.repository';

// Migration 0005 on reviews written before an account had one per product
// (docs/decisions/0015-abuse-limits.md#reviews).
describe.each(testDialects())('folding earlier reviews on %s', (dialect) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    // The database as it was before the migration: no unique index yet.
    await sql`drop index reviews_product_user`.execute(t.db.kysely);
  });
  afterAll(() => t.close());

  it("keeps each account's newest review per product, recounts ratings, drops borrowed avatars", async () => {
    const shop = await addShop(t.db);
    const category = (await addCategoryTree(t.db)).leaves[0]!;
    const [flooded, untouched] = await Promise.all([
      addProduct(t.db, shop.guid, category),
      addProduct(t.db, shop.guid, category),
    ]);
    const [flooder, honest] = await Promise.all([
      addCustomer(t.app, { name: 'Ko Flood' }),
      addCustomer(t.app, { name: 'Ma Honest' }),
    ]);
    const ownPicture = await addImage(t.db, 'avatar');
    await t.db.kysely
      .updateTable('images')
      .set({ ownerGuid: honest.guid })
      .where('guid', '=', ownPicture)
      .execute();

    const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 9, minute)).toISOString();
    const row = (
      productGuid: string,
      userGuid: string,
      rateValue: number | null,
      review: string,
      createdAt: string,
      imageGuid: string | null = null,
      guid: string = randomUUID(),
    ) => ({ guid, productGuid, userGuid, name: 'x', imageGuid, rateValue, review, createdAt });
    // Two written in the same instant: the greater guid is kept, on every database.
    const [lower, greater] = [
      '00000000-0000-4000-8000-00000000000a',
      '00000000-0000-4000-8000-00000000000b',
    ];
    await t.db.kysely
      .insertInto('reviews')
      .values([
        ...Array.from({ length: 30 }, (_, i) =>
          row(flooded.guid, flooder.guid, 5, `Best ever ${i}`, at(i), shop.logo),
        ),
        row(flooded.guid, flooder.guid, 4, 'Tie, lower guid', at(40), null, lower),
        row(flooded.guid, flooder.guid, 2, 'Tie, greater guid', at(40), shop.logo, greater),
        row(flooded.guid, honest.guid, 1, 'Stale', at(5), ownPicture),
        row(untouched.guid, flooder.guid, 5, 'Only one', at(1), shop.logo),
      ])
      .execute();
    await addReview(t.db, flooded.guid, 4, 'Seeded, no account', at(50));
    await refreshRatings(t.db, [flooded.guid, untouched.guid]);
    await t.db.kysely
      .updateTable('persons')
      .set({ avatarImageGuid: shop.logo })
      .where('guid', 'in', (eb) =>
        eb.selectFrom('users').select('personGuid').where('guid', '=', flooder.guid),
      )
      .execute();
    await t.db.kysely
      .updateTable('persons')
      .set({ avatarImageGuid: ownPicture })
      .where('guid', 'in', (eb) =>
        eb.selectFrom('users').select('personGuid').where('guid', '=', honest.guid),
      )
      .execute();

    await up(t.db.kysely as unknown as Kysely<unknown>);

    const reviews = await t.db.kysely
      .selectFrom('reviews')
      .select(['productGuid', 'userGuid', 'guid', 'review', 'imageGuid'])
      .where('productGuid', 'in', [flooded.guid, untouched.guid])
      .orderBy('review')
      .execute();
    expect(reviews.map((r) => [r.productGuid, r.review, r.imageGuid])).toEqual([
      [untouched.guid, 'Only one', null],
      [flooded.guid, 'Seeded, no account', null],
      [flooded.guid, 'Stale', ownPicture],
      [flooded.guid, 'Tie, greater guid', null],
    ]);
    const ratings = await t.db.kysely
      .selectFrom('products')
      .select(['guid', 'ratingAvgCenti', 'ratingCount'])
      .where('guid', 'in', [flooded.guid, untouched.guid])
      .execute();
    // (2 + 1 + 4) / 3 = 2.33; the untouched product keeps its 5 from one review.
    expect(ratings.find((r) => r.guid === flooded.guid)).toMatchObject({
      ratingAvgCenti: 233,
      ratingCount: 3,
    });
    expect(ratings.find((r) => r.guid === untouched.guid)).toMatchObject({
      ratingAvgCenti: 500,
      ratingCount: 1,
    });
    const avatars = await t.db.kysely
      .selectFrom('users')
      .innerJoin('persons', 'persons.guid', 'users.personGuid')
      .select(['users.guid', 'persons.avatarImageGuid'])
      .where('users.guid', 'in', [flooder.guid, honest.guid])
      .execute();
    expect(Object.fromEntries(avatars.map((a) => [a.guid, a.avatarImageGuid]))).toEqual({
      [flooder.guid]: null,
      [honest.guid]: ownPicture,
    });

    // And from now on the database itself refuses a second one.
    await expect(
      t.db.kysely
        .insertInto('reviews')
        .values(row(untouched.guid, flooder.guid, 1, 'Again', at(59)))
        .execute(),
    ).rejects.toThrow();
  });
});
