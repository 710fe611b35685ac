import type { Db } from '../../db/connection';
import type { ReceiptMatchesTable } from '../../db/schema';
import type { ReceiptFingerprint } from './fingerprint';

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
  fingerprint: ReceiptFingerprint,
  bands: number[],
  at: string,
): Promise<void> {
  await db.kysely
    .updateTable('invoices')
    .set({
      receiptSha256: fingerprint.sha256,
      receiptDhash: fingerprint.dhash,
      receiptThumbnail: fingerprint.thumbnail.pixels,
      receiptAspect: fingerprint.thumbnail.aspect,
    })
    .where('guid', '=', invoiceGuid)
    .execute();
  await db.kysely
    .insertInto('receiptHashBands')
    .values(bands.map((value, band) => ({ band, value, invoiceGuid, createdAt: at })))
    .execute();
}

/** Invoices whose receipt has these very bytes. */
export async function findSameBytes(db: Db, sha256: string): Promise<string[]> {
  const rows = await db.kysely
    .selectFrom('invoices')
    .select('guid')
    .where('receiptSha256', '=', sha256)
    .execute();
  return rows.map((r) => r.guid);
}

export interface BandCandidate {
  invoiceGuid: string;
  dhash: string;
  createdAt: string;
}

/**
 * Invoices whose receipt hash has at least one band equal to these: for each band, the `limit`
 * newest, read from an index however many receipts share the band. An invoice comes once for
 * each band it shares.
 */
export async function findBandCandidates(
  db: Db,
  bands: number[],
  limit: number,
): Promise<BandCandidate[]> {
  const candidates: BandCandidate[] = [];
  for (const [band, value] of bands.entries()) {
    const rows = await db.kysely
      .selectFrom('receiptHashBands')
      .innerJoin('invoices', 'invoices.guid', 'receiptHashBands.invoiceGuid')
      .select(['invoices.guid', 'invoices.receiptDhash', 'receiptHashBands.createdAt'])
      .where('receiptHashBands.band', '=', band)
      .where('receiptHashBands.value', '=', value)
      .where('invoices.receiptDhash', 'is not', null)
      .orderBy('receiptHashBands.createdAt', 'desc')
      .limit(limit)
      .execute();
    for (const r of rows) {
      candidates.push({ invoiceGuid: r.guid, dhash: r.receiptDhash!, createdAt: r.createdAt });
    }
  }
  return candidates;
}

/** The stored thumbnails of these invoices' receipts. */
export async function findThumbnails(
  db: Db,
  invoiceGuids: string[],
): Promise<{ invoiceGuid: string; pixels: Buffer; aspect: number }[]> {
  if (invoiceGuids.length === 0) return [];
  const rows = await db.kysely
    .selectFrom('invoices')
    .select(['guid', 'receiptThumbnail', 'receiptAspect'])
    .where('guid', 'in', invoiceGuids)
    .where('receiptThumbnail', 'is not', null)
    .where('receiptAspect', 'is not', null)
    .execute();
  return rows.map((r) => ({
    invoiceGuid: r.guid,
    pixels: r.receiptThumbnail!,
    aspect: r.receiptAspect!,
  }));
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
