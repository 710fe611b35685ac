import type { Db } from '../../db/connection';
import type { ReceiptMatchesTable } from '../../db/schema';

/** A wallet receipt image: private, uploaded by the buyer with their order. */
export async function findReceiptImage(db: Db, imageGuid: string) {
  return db.kysely
    .selectFrom('images')
    .select(['contentType', 'bytes', 'ownerGuid'])
    .where('guid', '=', imageGuid)
    .where('kind', '=', 'receipt')
    .where('isPublic', '=', 0)
    .executeTakeFirst();
}

/** Whether the shop has a sale on the invoice this receipt paid for. */
export async function isReceiptOfShop(
  db: Db,
  imageGuid: string,
  shopGuid: string,
): Promise<boolean> {
  const row = await db.kysely
    .selectFrom('invoices')
    .innerJoin('sales', 'sales.invoiceGuid', 'invoices.guid')
    .select('sales.guid')
    .where('invoices.receiptImageGuid', '=', imageGuid)
    .where('sales.shopGuid', '=', shopGuid)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Keeps the invoice's receipt fingerprint and the eight bands its hash is looked up by. */
export async function saveFingerprint(
  db: Db,
  invoiceGuid: string,
  fingerprint: { sha256: string; dhash: string },
  bands: number[],
): Promise<void> {
  await db.kysely
    .updateTable('invoices')
    .set({ receiptSha256: fingerprint.sha256, receiptDhash: fingerprint.dhash })
    .where('guid', '=', invoiceGuid)
    .execute();
  await db.kysely
    .insertInto('receiptHashBands')
    .values(bands.map((value, band) => ({ band, value, invoiceGuid })))
    .execute();
}

/** Other invoices whose receipt has these very bytes. */
export async function findSameBytes(
  db: Db,
  sha256: string,
  exceptInvoiceGuid: string,
): Promise<string[]> {
  const rows = await db.kysely
    .selectFrom('invoices')
    .select('guid')
    .where('receiptSha256', '=', sha256)
    .where('guid', '<>', exceptInvoiceGuid)
    .execute();
  return rows.map((r) => r.guid);
}

/** Other invoices whose receipt hash has at least one band equal to these; the near-match candidates. */
export async function findBandCandidates(
  db: Db,
  bands: number[],
  exceptInvoiceGuid: string,
): Promise<{ invoiceGuid: string; dhash: string }[]> {
  const rows = await db.kysely
    .selectFrom('receiptHashBands')
    .innerJoin('invoices', 'invoices.guid', 'receiptHashBands.invoiceGuid')
    .select(['invoices.guid', 'invoices.receiptDhash'])
    .distinct()
    .where((eb) =>
      eb.or(
        bands.map((value, band) =>
          eb.and([
            eb('receiptHashBands.band', '=', band),
            eb('receiptHashBands.value', '=', value),
          ]),
        ),
      ),
    )
    .where('receiptHashBands.invoiceGuid', '<>', exceptInvoiceGuid)
    .where('invoices.receiptDhash', 'is not', null)
    .execute();
  return rows.map((r) => ({ invoiceGuid: r.guid, dhash: r.receiptDhash! }));
}

/** Rows per insert: well under either database's limit on bound parameters. */
const MATCH_CHUNK = 500;

/** Records matches; a pair already recorded stays as it was. */
export async function insertMatches(db: Db, matches: ReceiptMatchesTable[]): Promise<void> {
  for (let i = 0; i < matches.length; i += MATCH_CHUNK) {
    await db.kysely
      .insertInto('receiptMatches')
      .values(matches.slice(i, i + MATCH_CHUNK))
      .onConflict((oc) => oc.columns(['invoiceGuid', 'otherInvoiceGuid']).doNothing())
      .execute();
  }
}
