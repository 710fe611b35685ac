import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../connection';

/**
 * The whole schema of docs/product.md#records. One set of statements for both databases: only the binary
 * column type and the trigram search index differ.
 */
export async function up(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  const binary = dialect === 'postgres' ? 'bytea' : 'blob';
  const s = db.schema;

  await s
    .createTable('images')
    .addColumn('guid', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('bytes', sql.raw(binary), (c) => c.notNull())
    .addColumn('byte_size', 'integer', (c) => c.notNull())
    .addColumn('etag', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('is_public', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('owner_guid', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await s
    .createTable('regions')
    .addColumn('guid', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('name_mm', 'text', (c) => c.notNull())
    .addColumn('currency_code', 'text', (c) => c.notNull())
    .addColumn('rate_micro', 'bigint', (c) => c.notNull().check(sql`rate_micro > 0`))
    .addColumn('flag_image_guid', 'text', (c) => c.notNull().references('images.guid'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();

  await s
    .createTable('townships')
    .addColumn('guid', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_mm', 'text', (c) => c.notNull())
    .addColumn('division', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();

  await s
    .createTable('shops')
    .addColumn('guid', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_mm', 'text')
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('host_name', 'text', (c) => c.notNull().unique())
    .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('logo_image_guid', 'text', (c) => c.references('images.guid'))
    .addColumn('banner_image_guid', 'text', (c) => c.references('images.guid'))
    .addColumn('website', 'text')
    .addColumn('primary_phone', 'text', (c) => c.notNull())
    .addColumn('other_phones', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('street', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('currency_code', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await s
    .createTable('persons')
    .addColumn('guid', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text')
    .addColumn('email_lower', 'text', (c) => c.unique())
    .addColumn('address', 'text')
    .addColumn('avatar_image_guid', 'text', (c) => c.references('images.guid'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await s
    .createTable('users')
    .addColumn('guid', 'text', (c) => c.primaryKey())
    .addColumn('person_guid', 'text', (c) => c.notNull().unique().references('persons.guid'))
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('username_lower', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('self_register', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await s
    .createTable('addresses')
    .addColumn('guid', 'text', (c) => c.primaryKey())
    .addColumn('owner_guid', 'text', (c) =>
      c.notNull().references('users.guid').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('street', 'text', (c) => c.notNull())
    .addColumn('township_guid', 'text', (c) => c.references('townships.guid'))
    .addColumn('township', 'text')
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('country_guid', 'text')
    .addColumn('region_name', 'text', (c) => c.notNull())
    .addColumn('primary_phone', 'text', (c) => c.notNull())
    .addColumn('other_phones', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('comment', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('address_type', 'text', (c) => c.notNull().defaultTo('Customer'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await s
    .createIndex('addresses_owner')
    .on('addresses')
    .columns(['owner_guid', 'created_at'])
    .execute();

  await s
    .createTable('categories')
    .addColumn('guid', 'text', (c) => c.primaryKey())
    .addColumn('parent_guid', 'text', (c) => c.references('categories.guid'))
    .addColumn('level', 'integer', (c) => c.notNull().check(sql`level between 1 and 3`))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_mm', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await s
    .createIndex('categories_parent')
    .on('categories')
    .columns(['parent_guid', 'position'])
    .execute();

  await s
    .createTable('products')
    .addColumn('guid', 'text', (c) => c.primaryKey())
    .addColumn('shop_guid', 'text', (c) => c.notNull().references('shops.guid'))
    .addColumn('category_guid', 'text', (c) => c.notNull().references('categories.guid'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('brand_name', 'text')
    .addColumn('currency_code', 'text', (c) => c.notNull())
    .addColumn('price_sell_minor', 'bigint', (c) => c.notNull().check(sql`price_sell_minor >= 0`))
    .addColumn('price_sell1_minor', 'bigint', (c) => c.check(sql`price_sell1_minor >= 0`))
    .addColumn('price_effective_minor', 'bigint', (c) => c.notNull())
    .addColumn('stock_qty', 'integer', (c) => c.notNull())
    .addColumn('pre_sale_limit', 'integer', (c) => c.notNull())
    .addColumn('rating_avg_centi', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('rating_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sold_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('random_key', 'integer', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    // The first product image, kept here so list pages need no per-row image lookup.
    .addColumn('cover_image_guid', 'text')
    .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // One index per list order of docs/product.md#calls-catalog, each led by the shop and the active flag, so a list page
  // is one range scan and its count is answered from the index alone. Queries break ties in
  // the direction of the sort, so each ascending index also serves the descending order
  // (read backwards).
  const productIndexes: [string, string[]][] = [
    ['products_shop_new', ['shop_guid', 'is_active', 'created_at', 'guid']],
    ['products_shop_best', ['shop_guid', 'is_active', 'sold_count', 'created_at', 'guid']],
    ['products_shop_rated', ['shop_guid', 'is_active', 'rating_avg_centi', 'rating_count', 'guid']],
    ['products_shop_name', ['shop_guid', 'is_active', 'name', 'guid']],
    ['products_shop_price', ['shop_guid', 'is_active', 'price_effective_minor', 'guid']],
    ['products_shop_random', ['shop_guid', 'is_active', 'random_key', 'guid']],
    ['products_category', ['category_guid', 'shop_guid']],
  ];
  for (const [name, columns] of productIndexes) {
    await s.createIndex(name).on('products').columns(columns).execute();
  }

  await s
    .createTable('product_images')
    .addColumn('product_guid', 'text', (c) =>
      c.notNull().references('products.guid').onDelete('cascade'),
    )
    .addColumn('image_guid', 'text', (c) => c.notNull().references('images.guid'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('product_images_pk', ['product_guid', 'position'])
    .execute();

  await s
    .createTable('variants')
    .addColumn('guid', 'text', (c) => c.primaryKey())
    .addColumn('product_guid', 'text', (c) =>
      c.notNull().references('products.guid').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('price_sell_minor', 'bigint', (c) => c.notNull().check(sql`price_sell_minor >= 0`))
    .addColumn('price_sell1_minor', 'bigint', (c) => c.check(sql`price_sell1_minor >= 0`))
    .addColumn('weight_grams', 'integer', (c) => c.notNull().check(sql`weight_grams >= 0`))
    .addColumn('currency_code', 'text', (c) => c.notNull())
    // Stock may not go below zero: the guarded decrement of checkout relies on this too.
    .addColumn('stock_qty', 'integer', (c) => c.notNull().check(sql`stock_qty >= 0`))
    .addColumn('pre_sale_limit', 'integer', (c) => c.notNull().check(sql`pre_sale_limit >= 0`))
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await s
    .createIndex('variants_product')
    .on('variants')
    .columns(['product_guid', 'position'])
    .execute();

  await s
    .createTable('variant_images')
    .addColumn('variant_guid', 'text', (c) =>
      c.notNull().references('variants.guid').onDelete('cascade'),
    )
    .addColumn('image_guid', 'text', (c) => c.notNull().references('images.guid'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('variant_images_pk', ['variant_guid', 'position'])
    .execute();

  await s
    .createTable('addons')
    .addColumn('guid', 'text', (c) => c.primaryKey())
    .addColumn('product_guid', 'text', (c) =>
      c.notNull().references('products.guid').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('price_minor', 'bigint', (c) => c.notNull().check(sql`price_minor >= 0`))
    .addColumn('currency_code', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await s
    .createIndex('addons_product')
    .on('addons')
    .columns(['product_guid', 'position'])
    .execute();

  await s
    .createTable('reviews')
    .addColumn('guid', 'text', (c) => c.primaryKey())
    .addColumn('product_guid', 'text', (c) =>
      c.notNull().references('products.guid').onDelete('cascade'),
    )
    .addColumn('user_guid', 'text', (c) => c.references('users.guid'))
    .addColumn('name', 'text')
    .addColumn('image_guid', 'text', (c) => c.references('images.guid'))
    .addColumn('rate_value', 'integer', (c) => c.check(sql`rate_value between 1 and 5`))
    .addColumn('review', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await s
    .createIndex('reviews_product')
    .on('reviews')
    .columns(['product_guid', 'created_at'])
    .execute();

  await s
    .createTable('promo_codes')
    .addColumn('guid', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('description_mm', 'text', (c) => c.notNull())
    .addColumn('discount_type', 'text', (c) => c.notNull())
    .addColumn('discount_value', 'bigint', (c) => c.notNull())
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await s
    .createTable('payment_types')
    .addColumn('guid', 'text', (c) => c.primaryKey())
    .addColumn('payment_type', 'text', (c) => c.notNull().unique())
    .addColumn('image_guid', 'text', (c) => c.references('images.guid'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();

  await s
    .createTable('payment_accounts')
    .addColumn('guid', 'text', (c) => c.primaryKey())
    .addColumn('payment_type_guid', 'text', (c) => c.notNull().references('payment_types.guid'))
    .addColumn('payment_name', 'text', (c) => c.notNull())
    .addColumn('payment_phone', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();

  await s
    .createTable('shipping_methods')
    .addColumn('guid', 'text', (c) => c.primaryKey())
    .addColumn('shop_guid', 'text', (c) => c.notNull().references('shops.guid'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('region_name', 'text', (c) => c.notNull())
    .addColumn('currency_code', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await s
    .createIndex('shipping_methods_shop')
    .on('shipping_methods')
    .columns(['shop_guid', 'position'])
    .execute();

  await s
    .createTable('shipping_method_townships')
    .addColumn('shipping_method_guid', 'text', (c) =>
      c.notNull().references('shipping_methods.guid').onDelete('cascade'),
    )
    .addColumn('township_guid', 'text', (c) => c.notNull().references('townships.guid'))
    .addPrimaryKeyConstraint('shipping_method_townships_pk', [
      'shipping_method_guid',
      'township_guid',
    ])
    .execute();

  await s
    .createTable('shipping_rates')
    .addColumn('guid', 'text', (c) => c.primaryKey())
    .addColumn('shipping_method_guid', 'text', (c) =>
      c.notNull().references('shipping_methods.guid').onDelete('cascade'),
    )
    .addColumn('from_grams', 'integer', (c) => c.notNull())
    .addColumn('to_grams', 'integer', (c) => c.notNull())
    .addColumn('price_minor', 'bigint', (c) => c.notNull().check(sql`price_minor >= 0`))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addCheckConstraint('shipping_rates_band', sql`from_grams <= to_grams`)
    .execute();
  await s
    .createIndex('shipping_rates_method')
    .on('shipping_rates')
    .columns(['shipping_method_guid', 'position'])
    .execute();

  await s
    .createTable('invoices')
    .addColumn('guid', 'text', (c) => c.primaryKey())
    .addColumn('invoice_no', 'text', (c) => c.notNull().unique())
    .addColumn('buyer_guid', 'text', (c) => c.notNull().references('users.guid'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('payment_type', 'text', (c) => c.notNull())
    .addColumn('account_name', 'text')
    .addColumn('account_number', 'text')
    .addColumn('receipt_image_guid', 'text', (c) => c.references('images.guid'))
    .addColumn('currency_code', 'text', (c) => c.notNull())
    .addColumn('item_count', 'integer', (c) => c.notNull())
    .addColumn('sub_total_minor', 'bigint', (c) => c.notNull())
    .addColumn('tax_minor', 'bigint', (c) => c.notNull())
    .addColumn('delivery_charges_minor', 'bigint', (c) => c.notNull())
    .addColumn('total_amount_minor', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await s
    .createIndex('invoices_buyer')
    .on('invoices')
    .columns(['buyer_guid', 'created_at'])
    .execute();

  await s
    .createTable('sales')
    .addColumn('guid', 'text', (c) => c.primaryKey())
    .addColumn('invoice_guid', 'text', (c) => c.references('invoices.guid'))
    .addColumn('buyer_guid', 'text', (c) => c.notNull().references('users.guid'))
    .addColumn('shop_guid', 'text', (c) => c.notNull().references('shops.guid'))
    .addColumn('shipping_method_guid', 'text', (c) =>
      c.notNull().references('shipping_methods.guid'),
    )
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('currency_code', 'text', (c) => c.notNull())
    .addColumn('sub_total_minor', 'bigint', (c) => c.notNull())
    .addColumn('tax_minor', 'bigint', (c) => c.notNull())
    .addColumn('shipping_fee_minor', 'bigint', (c) => c.notNull())
    .addColumn('total_amount_minor', 'bigint', (c) => c.notNull())
    .addColumn('total_weight_grams', 'integer', (c) => c.notNull())
    .addColumn('remark', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('service', 'text', (c) => c.notNull())
    .addColumn('delivery_type', 'text', (c) => c.notNull())
    .addColumn('contact_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('sales_buyer').on('sales').columns(['buyer_guid', 'created_at']).execute();
  await s.createIndex('sales_invoice').on('sales').column('invoice_guid').execute();
  await s.createIndex('sales_pending').on('sales').columns(['status', 'expires_at']).execute();

  await s
    .createTable('sale_items')
    .addColumn('guid', 'text', (c) => c.primaryKey())
    .addColumn('sale_guid', 'text', (c) => c.notNull().references('sales.guid').onDelete('cascade'))
    .addColumn('product_guid', 'text', (c) => c.notNull().references('products.guid'))
    .addColumn('variant_guid', 'text', (c) => c.notNull().references('variants.guid'))
    .addColumn('product_name', 'text', (c) => c.notNull())
    .addColumn('variant_name', 'text', (c) => c.notNull())
    .addColumn('image_guid', 'text')
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('unit_price_minor', 'bigint', (c) => c.notNull())
    .addColumn('line_total_minor', 'bigint', (c) => c.notNull())
    .addColumn('weight_grams', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await s
    .createIndex('sale_items_sale')
    .on('sale_items')
    .columns(['sale_guid', 'position'])
    .execute();

  await s
    .createTable('sale_item_addons')
    .addColumn('guid', 'text', (c) => c.primaryKey())
    .addColumn('sale_item_guid', 'text', (c) =>
      c.notNull().references('sale_items.guid').onDelete('cascade'),
    )
    .addColumn('addon_guid', 'text', (c) => c.notNull().references('addons.guid'))
    .addColumn('addon_name', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('unit_price_minor', 'bigint', (c) => c.notNull())
    .addColumn('line_total_minor', 'bigint', (c) => c.notNull())
    .execute();
  await s
    .createIndex('sale_item_addons_item')
    .on('sale_item_addons')
    .column('sale_item_guid')
    .execute();

  await s
    .createTable('idempotency_keys')
    .addColumn('user_guid', 'text', (c) => c.notNull())
    .addColumn('route', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('status_code', 'integer', (c) => c.notNull())
    .addColumn('response_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_guid', 'route', 'key'])
    .execute();

  await s
    .createTable('meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await createSearchIndex(db, dialect);
}

/**
 * Keyword search (docs/decisions/0005). Every search of docs/product.md#search is within one shop. PostgreSQL
 * answers `LIKE '%…%'` from a pg_trgm GIN index. On SQLite a covering index lets the shop's
 * lower-cased names be scanned without touching the table: at 2,000 products a shop that
 * measured ~1 ms, against 3–26 ms for an FTS5 trigram table, which cannot filter by shop
 * inside the index and walks every shop's matches.
 */
async function createSearchIndex(db: Kysely<unknown>, dialect: Dialect): Promise<void> {
  if (dialect === 'postgres') {
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    await sql`create index products_search_trgm on products using gin (search_text public.gin_trgm_ops)`.execute(
      db,
    );
    return;
  }
  await db.schema
    .createIndex('products_shop_search')
    .on('products')
    .columns(['shop_guid', 'is_active', 'search_text'])
    .execute();
}

export async function down(): Promise<void> {
  throw new Error('The initial migration cannot be undone; restore a backup instead.');
}
