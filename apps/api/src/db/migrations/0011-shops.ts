import { sql, type Kysely } from 'kysely';

/**
 * Shops the business runs from its console (docs/decisions/0030-shops.md): whether a shop takes
 * orders (Open) or not (Paused), whether it takes cash on delivery, its Facebook and Viber
 * links, and the extra host names that serve it besides its own. Existing shops stay Open with
 * cash on delivery on.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('shops')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('Open')
        .check(sql`status in ('Open', 'Paused')`),
    )
    .execute();
  await db.schema
    .alterTable('shops')
    .addColumn('cash_on_delivery', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable('shops').addColumn('facebook_url', 'text').execute();
  await db.schema.alterTable('shops').addColumn('viber_url', 'text').execute();
  await db.schema
    .createTable('shop_host_names')
    // Normalised as requests are looked up (lower case, no port, no leading 'www.').
    .addColumn('host_name', 'text', (c) => c.primaryKey())
    .addColumn('shop_guid', 'text', (c) => c.notNull().references('shops.guid'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('shop_host_names_shop')
    .on('shop_host_names')
    .columns(['shop_guid', 'position'])
    .execute();
}
