import type { Review } from '@storefront/contract/catalog';
import type { Db } from '../../db/connection';
import { refreshRatings } from '../../db/seed/writer';

export async function isActiveProduct(db: Db, productGuid: string): Promise<boolean> {
  const row = await db.kysely
    .selectFrom('products')
    .select('guid')
    .where('guid', '=', productGuid)
    .where('isActive', '=', 1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The name and avatar a review is signed with: the author's own profile. */
export async function findReviewer(db: Db, userGuid: string) {
  return db.kysely
    .selectFrom('users')
    .innerJoin('persons', 'persons.guid', 'users.personGuid')
    .select(['persons.name', 'persons.avatarImageGuid'])
    .where('users.guid', '=', userGuid)
    .executeTakeFirst();
}

/** Writes the review and refreshes the product's kept rating in the same transaction. */
export async function insertReview(
  db: Db,
  review: {
    guid: string;
    productGuid: string;
    userGuid: string;
    name: string;
    imageGuid: string | null;
    rateValue: number | null;
    review: string;
    createdAt: string;
  },
): Promise<Review> {
  await db.kysely.transaction().execute(async (trx) => {
    await trx.insertInto('reviews').values(review).execute();
    await refreshRatings({ ...db, kysely: trx }, [review.productGuid]);
  });
  return {
    guid: review.guid,
    name: review.name,
    image: review.imageGuid,
    review: review.review,
    rateValue: review.rateValue,
    createdOn: review.createdAt,
  };
}
