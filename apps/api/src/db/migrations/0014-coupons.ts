import { sql, type Kysely } from 'kysely';

/**
 * Coupon codes owners manage (docs/decisions/0032-coupons.md): a coupon may be for one shop, have
 * a minimum order, a total limit and a per-account limit, and is archived rather than erased
 * once a sale used it. `used_count` is raised by a guarded UPDATE in the sale's transaction;
 * `coupon_redemptions` keeps which sale holds a use, so a sale that ends without becoming an
 * order gives it back. A sale keeps the code and the discount it got.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('promo_codes').addColumn('shop_guid', 'text').execute();
  await db.schema.alterTable('promo_codes').addColumn('min_order_minor', 'bigint').execute();
  await db.schema.alterTable('promo_codes').addColumn('max_uses', 'integer').execute();
  await db.schema.alterTable('promo_codes').addColumn('max_uses_per_account', 'integer').execute();
  await db.schema
    .alterTable('promo_codes')
    .addColumn('used_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('promo_codes').addColumn('archived_at', 'text').execute();
  await db.schema.alterTable('promo_codes').addColumn('updated_at', 'text').execute();
  // Codes are unique whatever their case; stored upper-case, so upper(code) matches the seed's.
  await sql`create unique index promo_codes_code_upper on promo_codes (upper(code))`.execute(db);

  await db.schema
    .createTable('coupon_redemptions')
    .addColumn('sale_guid', 'text', (c) => c.primaryKey())
    .addColumn('promo_guid', 'text', (c) => c.notNull())
    .addColumn('user_guid', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    // Set when the sale ended without becoming an order (expired, replaced, rejected): the use
    // went back. The row stays, so a coupon any sale ever used is archived, not erased.
    .addColumn('released_at', 'text')
    .execute();
  await db.schema
    .createIndex('coupon_redemptions_promo_user')
    .on('coupon_redemptions')
    .columns(['promo_guid', 'user_guid'])
    .execute();

  await db.schema.alterTable('sales').addColumn('promo_code', 'text').execute();
  await db.schema.alterTable('sales').addColumn('discount_type', 'text').execute();
  await db.schema
    .alterTable('sales')
    .addColumn('discount_minor', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('invoices')
    .addColumn('discount_minor', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
}
