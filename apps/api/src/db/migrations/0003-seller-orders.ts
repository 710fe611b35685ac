import { sql, type Kysely } from 'kysely';

/**
 * Shop staff and the order life cycle (docs/decisions/0014-order-life-cycle.md): a seller's
 * shop, the history of every order's status, the buyer's name and phone on the sale so staff
 * can search them, and the fingerprints that flag a receipt picture sent with two orders.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;

  // A Seller belongs to exactly one shop; customers have none.
  await s
    .alterTable('users')
    .addColumn('shop_guid', 'text', (c) => c.references('shops.guid'))
    .execute();

  // Copied from the address snapshot at checkout, so the console can search and list them.
  await s
    .alterTable('sales')
    .addColumn('contact_name', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await s
    .alterTable('sales')
    .addColumn('contact_phone', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await backfillContacts(db);
  await s.createIndex('sales_shop').on('sales').columns(['shop_guid', 'created_at']).execute();

  await s
    .createTable('order_history')
    .addColumn('guid', 'text', (c) => c.primaryKey())
    .addColumn('sale_guid', 'text', (c) => c.notNull().references('sales.guid'))
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('actor_guid', 'text', (c) => c.references('users.guid'))
    .addColumn('actor_role', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await s
    .createIndex('order_history_sale')
    .on('order_history')
    .columns(['sale_guid', 'created_at'])
    .execute();

  // SHA-256 of the re-encoded receipt bytes and its 64-bit difference hash (16 hex digits); its
  // deflated grey thumbnail and its height over width in thousandths, which tell a copy of the
  // picture from another screen of the same wallet app.
  await s.alterTable('invoices').addColumn('receipt_sha256', 'text').execute();
  await s.alterTable('invoices').addColumn('receipt_dhash', 'text').execute();
  await s.alterTable('invoices').addColumn('receipt_thumbnail', binaryType(db)).execute();
  await s.alterTable('invoices').addColumn('receipt_aspect', 'integer').execute();
  await s.createIndex('invoices_receipt_sha256').on('invoices').column('receipt_sha256').execute();

  // Eight 8-bit bands of each difference hash: a near match shares at least one band exactly.
  // Read newest first and only so many per band, so a band most receipts share costs no more.
  await s
    .createTable('receipt_hash_bands')
    .addColumn('band', 'integer', (c) => c.notNull())
    .addColumn('value', 'integer', (c) => c.notNull())
    .addColumn('invoice_guid', 'text', (c) => c.notNull().references('invoices.guid'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('receipt_hash_bands_pk', ['band', 'value', 'invoice_guid'])
    .execute();
  await s
    .createIndex('receipt_hash_bands_recent')
    .on('receipt_hash_bands')
    .columns(['band', 'value', 'created_at'])
    .execute();

  // Written both ways when a receipt matches an earlier one, so each order lists the other.
  await s
    .createTable('receipt_matches')
    .addColumn('invoice_guid', 'text', (c) => c.notNull().references('invoices.guid'))
    .addColumn('other_invoice_guid', 'text', (c) => c.notNull().references('invoices.guid'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('receipt_matches_pk', ['invoice_guid', 'other_invoice_guid'])
    .execute();

  // Orders placed before this migration get the first history entry they would have had.
  await sql`
    insert into order_history (guid, sale_guid, from_status, to_status, actor_guid, actor_role, note, created_at)
    select s.guid, s.guid, null, 'Pending', s.buyer_guid, 'Customer', '', i.created_at
    from sales s join invoices i on i.guid = s.invoice_guid
  `.execute(db);
}

/**
 * bytea on PostgreSQL, blob on SQLite. This migration is not handed the dialect; PostgreSQL
 * numbers its parameters ($1) where SQLite writes ?, and the compiled query says which.
 */
function binaryType(db: Kysely<unknown>) {
  return sql.raw(sql`${0}`.compile(db).sql === '$1' ? 'bytea' : 'blob');
}

type ContactRow = { guid: string; contact_json: string };

async function backfillContacts(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<ContactRow>`select guid, contact_json from sales`.execute(db);
  for (const row of rows) {
    let name = '';
    let phone = '';
    try {
      const contact = JSON.parse(row.contact_json) as { name?: unknown; primaryPhone?: unknown };
      name = typeof contact.name === 'string' ? contact.name : '';
      phone = typeof contact.primaryPhone === 'string' ? contact.primaryPhone : '';
    } catch {
      // A snapshot that does not parse keeps empty search fields; the order itself is intact.
    }
    await sql`update sales set contact_name = ${name}, contact_phone = ${phone} where guid = ${row.guid}`.execute(
      db,
    );
  }
}
