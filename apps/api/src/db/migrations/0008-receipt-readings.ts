import { sql, type Kysely } from 'kysely';

/**
 * What the receipt reader found on each wallet receipt (docs/decisions/0026-receipt-reading.md):
 * one row per invoice with a receipt, made `pending` with the invoice and filled in by the
 * reader in the background. Invoices sent before this migration get a pending row too, so their
 * receipts are read once the reader runs.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('receipt_readings')
    .addColumn('invoice_guid', 'text', (c) => c.primaryKey())
    // pending, reading (claimed by a reader), read or failed.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('claimed_at', 'text')
    .addColumn('transaction_no', 'text')
    .addColumn('amount_minor', 'integer')
    .addColumn('currency_code', 'text')
    .addColumn('payee_number', 'text')
    .addColumn('payee_name', 'text')
    .addColumn('wallet', 'text')
    .addColumn('raw_text', 'text')
    .addColumn('failure', 'text')
    .addColumn('read_ms', 'integer')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .execute();
  // The reader's queue: the oldest pending receipts first.
  await db.schema
    .createIndex('receipt_readings_status')
    .on('receipt_readings')
    .columns(['status', 'created_at'])
    .execute();
  // Another order's receipt with the same transaction number.
  await db.schema
    .createIndex('receipt_readings_transaction')
    .on('receipt_readings')
    .column('transaction_no')
    .execute();
  await sql`insert into receipt_readings (invoice_guid, status, attempts, created_at)
    select guid, 'pending', 0, created_at from invoices where receipt_image_guid is not null`.execute(
    db,
  );
}
