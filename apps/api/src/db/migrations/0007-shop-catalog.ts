import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../connection';

/**
 * The shop catalog that staff run from the console (docs/decisions/0023-shop-catalog.md):
 * - products gain a Burmese name and description, a status (Draft, Active, Archived; `is_active`
 *   stays the shoppers' flag, kept equal to status = 'Active' by every write) and a version that
 *   every save raises, so a save from a stale copy is refused;
 * - options gain a SKU unique within the shop (the shop is copied onto the option for the
 *   index), and options and addons a removal mark: one that orders point at is hidden, not
 *   deleted, so an order keeps its lines;
 * - every change of an option's stock is a row of `stock_moves` (who, why, before and after);
 * - a shop sets the figure at or under which an option counts as low on stock;
 * - an order line keeps the product's Burmese name as it was when it was placed;
 * - an uploaded photo is kept in the sizes shoppers' pages ask for (`image_renditions`) and
 *   belongs to the shop that uploaded it.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const s = db.schema;
  const binary = dialect === 'postgres' ? 'bytea' : 'blob';

  await s.alterTable('products').addColumn('name_mm', 'text').execute();
  await s.alterTable('products').addColumn('description_mm', 'text').execute();
  await s
    .alterTable('products')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('Active'))
    .execute();
  await s
    .alterTable('products')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await sql`update products set status = case when is_active = 1 then 'Active' else 'Archived' end`.execute(
    db,
  );
  // The console's list: a shop's products by status, newest first, and the counts per status.
  await s
    .createIndex('products_shop_status')
    .on('products')
    .columns(['shop_guid', 'status', 'created_at', 'guid'])
    .execute();

  await s.alterTable('variants').addColumn('sku', 'text').execute();
  await s.alterTable('variants').addColumn('shop_guid', 'text').execute();
  await s.alterTable('variants').addColumn('removed_at', 'text').execute();
  await sql`update variants set shop_guid = (select shop_guid from products where products.guid = variants.product_guid)`.execute(
    db,
  );
  // NULLs are distinct in a unique index on both databases: options without a SKU never clash.
  await s
    .createIndex('variants_shop_sku')
    .on('variants')
    .columns(['shop_guid', 'sku'])
    .unique()
    .execute();

  await s.alterTable('addons').addColumn('removed_at', 'text').execute();

  await s
    .alterTable('shops')
    .addColumn('low_stock_threshold', 'integer', (c) => c.notNull().defaultTo(5))
    .execute();

  await s.alterTable('sale_items').addColumn('product_name_mm', 'text').execute();

  await s
    .createTable('stock_moves')
    .addColumn('guid', 'text', (c) => c.primaryKey())
    .addColumn('variant_guid', 'text', (c) => c.notNull().references('variants.guid'))
    .addColumn('product_guid', 'text', (c) => c.notNull())
    .addColumn('shop_guid', 'text', (c) => c.notNull())
    // Units of stock the move added (negative: took away) and the stock it left.
    .addColumn('delta', 'integer', (c) => c.notNull())
    .addColumn('stock_after', 'integer', (c) => c.notNull())
    // Pre-order units the move took or gave back, and the pre-order limit it left.
    .addColumn('pre_sale_delta', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('pre_sale_after', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('actor_guid', 'text', (c) => c.references('users.guid'))
    .addColumn('sale_guid', 'text', (c) => c.references('sales.guid'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await s
    .createIndex('stock_moves_variant')
    .on('stock_moves')
    .columns(['variant_guid', 'created_at'])
    .execute();

  await s.alterTable('images').addColumn('shop_guid', 'text').execute();
  await s
    .createTable('image_renditions')
    .addColumn('image_guid', 'text', (c) =>
      c.notNull().references('images.guid').onDelete('cascade'),
    )
    // 'webp' at a width for pages, 'share' for the JPEG that link previews show.
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('bytes', sql.raw(binary), (c) => c.notNull())
    .addColumn('byte_size', 'integer', (c) => c.notNull())
    .addColumn('etag', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('image_renditions_pk', ['image_guid', 'kind', 'width'])
    .execute();
}
