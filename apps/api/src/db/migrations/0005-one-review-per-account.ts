import { sql, type Kysely } from 'kysely';

const CHUNK = 500;

/**
 * One review per account and product (docs/decisions/0015-abuse-limits.md#reviews). Reviews an
 * account wrote before on a product it reviewed again are folded into its newest one (the
 * later `created_at`, then the greater guid, so every database folds alike), and those
 * products' ratings are counted again from what is left. Avatars that are not a public
 * picture of the account's own, a shop's logo say, are taken off profiles and reviews. Seeded
 * reviews have no account and stay as they are.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const folded = await sql<{ guid: string }>`
    select distinct product_guid as guid from reviews
    where user_guid is not null
    group by product_guid, user_guid
    having count(*) > 1
  `.execute(db);

  await sql`
    delete from reviews
    where user_guid is not null and exists (
      select 1 from reviews newer
      where newer.product_guid = reviews.product_guid
        and newer.user_guid = reviews.user_guid
        and (newer.created_at > reviews.created_at
          or (newer.created_at = reviews.created_at and newer.guid > reviews.guid))
    )
  `.execute(db);

  const productGuids = folded.rows.map((row) => row.guid);
  for (let start = 0; start < productGuids.length; start += CHUNK) {
    const chunk = productGuids.slice(start, start + CHUNK);
    await sql`
      update products set
        rating_count = (
          select count(rate_value) from reviews where reviews.product_guid = products.guid
        ),
        rating_avg_centi = coalesce((
          select round(avg(rate_value) * 100) from reviews
          where reviews.product_guid = products.guid
        ), 0)
      where guid in (${sql.join(chunk)})
    `.execute(db);
  }

  await sql`
    update persons set avatar_image_guid = null
    where avatar_image_guid is not null and not exists (
      select 1 from users
      join images on images.guid = persons.avatar_image_guid
      where users.person_guid = persons.guid
        and images.owner_guid = users.guid
        and images.is_public = 1
    )
  `.execute(db);
  await sql`
    update reviews set image_guid = null
    where user_guid is not null and image_guid is not null and not exists (
      select 1 from images
      where images.guid = reviews.image_guid
        and images.owner_guid = reviews.user_guid
        and images.is_public = 1
    )
  `.execute(db);

  // Racing posts meet here: the second becomes an edit of the first (reviews.repository.ts).
  await db.schema
    .createIndex('reviews_product_user')
    .on('reviews')
    .columns(['product_guid', 'user_guid'])
    .unique()
    .execute();
}
