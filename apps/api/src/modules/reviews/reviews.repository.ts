import type { Review } from '@storefront/contract/catalog';
import { sql } from 'kysely';
import { inChunks } from '../../db/chunks';
import type { Db } from '../../db/connection';
import { inTransaction } from '../../db/transaction';

/**
 * The name a review is signed with and the avatar beside it, from the author's own profile.
 * The avatar only when it is a public picture the author uploaded: one chosen before that rule
 * (a shop's logo) is left off (docs/decisions/0015-abuse-limits.md#reviews).
 */
export async function findReviewer(db: Db, userGuid: string) {
  return db.kysely
    .selectFrom('users')
    .innerJoin('persons', 'persons.guid', 'users.personGuid')
    .leftJoin('images', (join) =>
      join
        .onRef('images.guid', '=', 'persons.avatarImageGuid')
        .onRef('images.ownerGuid', '=', 'users.guid')
        .on('images.isPublic', '=', 1),
    )
    .select(['persons.name', 'users.role', 'images.guid as avatarImageGuid'])
    .where('users.guid', '=', userGuid)
    .executeTakeFirst();
}

/**
 * Of the given accounts, those that received an order containing the product, in any option:
 * its shop marked it Delivered. A placed, paid or shipped order may still be rejected or never
 * arrive (docs/decisions/0028-account-abuse.md). Statuses are compared without case, as the
 * order life cycle reads them (packages/commerce/src/order-status.ts).
 */
export async function findVerifiedBuyers(
  db: Db,
  productGuid: string,
  userGuids: readonly string[],
): Promise<Set<string>> {
  if (userGuids.length === 0) return new Set();
  const rows = await db.kysely
    .selectFrom('sales')
    .innerJoin('saleItems', 'saleItems.saleGuid', 'sales.guid')
    .select('sales.buyerGuid')
    .distinct()
    .where('sales.buyerGuid', 'in', [...new Set(userGuids)])
    .where('saleItems.productGuid', '=', productGuid)
    .where('sales.invoiceGuid', 'is not', null)
    .where((eb) => eb(eb.fn('lower', ['sales.status']), '=', 'delivered'))
    .execute();
  return new Set(rows.map((row) => row.buyerGuid));
}

/**
 * Recomputes the kept mean rating and count of the given products from their reviews: after a
 * review is written here, and after the seeds write theirs.
 */
export async function refreshRatings(db: Db, productGuids: string[]): Promise<void> {
  await inChunks(productGuids, (chunk) =>
    db.kysely
      .updateTable('products')
      .set({
        ratingCount: sql`(select count(rate_value) from reviews where reviews.product_guid = products.guid)`,
        ratingAvgCenti: sql`coalesce((select round(avg(rate_value) * 100) from reviews where reviews.product_guid = products.guid), 0)`,
      })
      .where('guid', 'in', chunk)
      .execute(),
  );
}

/**
 * On PostgreSQL the product's row is locked for the rest of the transaction, so reviews of one
 * product are written one after another and each recount sees every review committed before
 * it; SQLite runs one write transaction at a time anyway. False when there is no such product
 * on sale.
 */
async function lockActiveProduct(trx: Db, productGuid: string): Promise<boolean> {
  let query = trx.kysely
    .selectFrom('products')
    .select('guid')
    .where('guid', '=', productGuid)
    .where('isActive', '=', 1);
  if (trx.dialect === 'postgres') query = query.forUpdate();
  return (await query.executeTakeFirst()) !== undefined;
}

export interface NewReview {
  guid: string;
  productGuid: string;
  userGuid: string;
  name: string;
  imageGuid: string | null;
  rateValue: number | null;
  review: string;
  createdAt: string;
}

/**
 * Writes the review and refreshes the product's kept rating in one transaction. An account
 * has one review per product (the unique index of migration 0005): writing again, even in a
 * race with itself, edits that review's text, signature and time, and its stars when new ones
 * are given. `isEdit` tells which happened; undefined when the product is not on sale.
 */
export async function saveReview(
  db: Db,
  review: NewReview,
): Promise<{ review: Review; isEdit: boolean } | undefined> {
  return inTransaction(db, async (trx) => {
    if (!(await lockActiveProduct(trx, review.productGuid))) return undefined;
    const saved = await trx.kysely
      .insertInto('reviews')
      .values(review)
      .onConflict((oc) =>
        oc.columns(['productGuid', 'userGuid']).doUpdateSet((eb) => ({
          name: eb.ref('excluded.name'),
          imageGuid: eb.ref('excluded.imageGuid'),
          review: eb.ref('excluded.review'),
          rateValue: eb.fn.coalesce(eb.ref('excluded.rateValue'), eb.ref('reviews.rateValue')),
          createdAt: eb.ref('excluded.createdAt'),
        })),
      )
      .returning(['guid', 'name', 'imageGuid', 'review', 'rateValue', 'createdAt'])
      .executeTakeFirstOrThrow();
    await refreshRatings(trx, [review.productGuid]);
    const verified = await findVerifiedBuyers(trx, review.productGuid, [review.userGuid]);
    return {
      isEdit: saved.guid !== review.guid,
      review: {
        guid: saved.guid,
        name: saved.name,
        image: saved.imageGuid,
        review: saved.review,
        rateValue: saved.rateValue,
        createdOn: saved.createdAt,
        verifiedPurchase: verified.has(review.userGuid),
      },
    };
  });
}
