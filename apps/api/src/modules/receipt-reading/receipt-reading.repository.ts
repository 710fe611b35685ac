import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { ReceiptReadingsTable } from '../../db/schema';

/** A new invoice's receipt waits for the reader; written in the invoice's transaction. */
export async function queueReceiptReading(db: Db, invoiceGuid: string, at: string): Promise<void> {
  await db.kysely
    .insertInto('receiptReadings')
    .values({ invoiceGuid, status: 'pending', attempts: 0, createdAt: at })
    .onConflict((oc) => oc.column('invoiceGuid').doNothing())
    .execute();
}

/**
 * Takes the oldest receipt waiting to be read, or one whose reader stopped before `staleBefore`
 * (a process that died mid-read), and marks it as being read. PostgreSQL skips rows another
 * instance is claiming at that moment; SQLite has one writer, so the update is claim enough.
 */
export async function claimNextReading(
  db: Db,
  at: string,
  staleBefore: string,
  maxAttempts: number,
): Promise<string | null> {
  const lock = db.dialect === 'postgres' ? sql`for update skip locked` : sql``;
  // The connection turns column names to camelCase, raw queries' answers too.
  const rows = await sql<{ invoiceGuid: string }>`
    update receipt_readings set status = 'reading', claimed_at = ${at}, attempts = attempts + 1
    where invoice_guid in (
      select invoice_guid from receipt_readings
      where (status = 'pending' or (status = 'reading' and claimed_at < ${staleBefore}))
        and attempts < ${maxAttempts}
      order by created_at, invoice_guid
      limit 1
      ${lock}
    )
    returning invoice_guid`.execute(db.kysely);
  return rows.rows[0]?.invoiceGuid ?? null;
}

/** The receipt picture and what it is compared with: the invoice's total and payment type. */
export async function findReadingSubject(db: Db, invoiceGuid: string) {
  return db.kysely
    .selectFrom('invoices')
    .innerJoin('images', 'images.guid', 'invoices.receiptImageGuid')
    .select([
      'invoices.guid',
      'invoices.paymentType',
      'invoices.currencyCode',
      'invoices.totalAmountMinor',
      'images.bytes',
    ])
    .where('invoices.guid', '=', invoiceGuid)
    .executeTakeFirst();
}

export type ReadingResult = Pick<
  ReceiptReadingsTable,
  | 'status'
  | 'transactionNo'
  | 'amountMinor'
  | 'currencyCode'
  | 'payeeNumber'
  | 'payeeName'
  | 'wallet'
  | 'rawText'
  | 'failure'
  | 'readMs'
  | 'readAt'
>;

export async function saveReading(
  db: Db,
  invoiceGuid: string,
  result: ReadingResult,
): Promise<void> {
  await db.kysely
    .updateTable('receiptReadings')
    .set({ ...result, claimedAt: null })
    .where('invoiceGuid', '=', invoiceGuid)
    .execute();
}

/**
 * Holds, until the transaction ends, a lock on one transaction number (PostgreSQL); SQLite's
 * one writer already runs such transactions one after the other.
 */
export async function lockTransactionNo(db: Db, transactionNo: string): Promise<void> {
  if (db.dialect !== 'postgres') return;
  await sql`select pg_advisory_xact_lock(hashtext(${`receipt-txn:${transactionNo}`}))`.execute(
    db.kysely,
  );
}

/** The other invoices whose receipt carried this transaction number. */
export async function findSameTransaction(
  db: Db,
  invoiceGuid: string,
  transactionNo: string,
): Promise<string[]> {
  const rows = await db.kysely
    .selectFrom('receiptReadings')
    .select('invoiceGuid')
    .where('transactionNo', '=', transactionNo)
    .where('invoiceGuid', '!=', invoiceGuid)
    .execute();
  return rows.map((r) => r.invoiceGuid);
}

export async function findReading(db: Db, invoiceGuid: string) {
  return db.kysely
    .selectFrom('receiptReadings')
    .selectAll()
    .where('invoiceGuid', '=', invoiceGuid)
    .executeTakeFirst();
}

/** The invoice numbers of other orders whose receipt carried this transaction number. */
export async function listInvoicesWithTransaction(
  db: Db,
  invoiceGuid: string,
  transactionNo: string,
): Promise<string[]> {
  const rows = await db.kysely
    .selectFrom('receiptReadings')
    .innerJoin('invoices', 'invoices.guid', 'receiptReadings.invoiceGuid')
    .select('invoices.invoiceNo')
    .where('receiptReadings.transactionNo', '=', transactionNo)
    .where('receiptReadings.invoiceGuid', '!=', invoiceGuid)
    .orderBy('invoices.createdAt')
    .execute();
  return rows.map((r) => r.invoiceNo);
}

/** The phone numbers and names of the business's wallet accounts (docs/product.md#receipts). */
export async function listWalletAccounts(db: Db) {
  return db.kysely.selectFrom('paymentAccounts').select(['paymentName', 'paymentPhone']).execute();
}

/** The invoice a sale was paid with: what its receipt is compared with. */
export async function findSaleInvoice(db: Db, saleGuid: string) {
  return db.kysely
    .selectFrom('sales')
    .innerJoin('invoices', 'invoices.guid', 'sales.invoiceGuid')
    .select(['invoices.guid', 'invoices.totalAmountMinor', 'invoices.currencyCode'])
    .where('sales.guid', '=', saleGuid)
    .executeTakeFirst();
}
