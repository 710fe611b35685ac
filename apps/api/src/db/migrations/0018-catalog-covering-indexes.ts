import { sql, type Kysely } from 'kysely';

/**
 * Indexes the catalog's one-statement reads go through (docs/decisions/0036-compiled-response-serializers.md).
 * A list page reads its guids in the list's order from one of 0001's indexes alone, each led
 * by the shop and the active flag and ending in the guid. What those left out:
 * - a keyword search in the shop's default order (by name): on SQLite the shop's names are
 *   scanned in that order with the lower-cased search text beside them, so the matches come
 *   out sorted, from the index alone;
 * - on PostgreSQL a search narrowed to the shop inside its trigram index (a GIN index on the
 *   shop and the search text, with btree_gin), rather than every shop's matches fetched and
 *   then filtered by shop;
 * - a product's latest reviews, in the order the detail shows them, without a sort.
 */
export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  if (dialect === 'sqlite') {
    await db.schema
      .createIndex('products_shop_name_search')
      .on('products')
      .columns(['shop_guid', 'is_active', 'name', 'guid', 'search_text'])
      .execute();
  } else {
    await sql`create extension if not exists btree_gin with schema public`.execute(db);
    await sql`create index products_shop_search_trgm on products using gin (shop_guid, search_text public.gin_trgm_ops)`.execute(
      db,
    );
  }
  await db.schema
    .createIndex('reviews_product_latest')
    .on('reviews')
    .columns(['product_guid', 'created_at desc', 'guid'])
    .execute();
}
