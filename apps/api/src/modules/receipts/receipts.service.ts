import type { Db } from '../../db/connection';
import type { ReceiptMatchesTable } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { queueReceiptReading } from '../receipt-reading/receipt-reading.repository';
import {
  bandsOf,
  CANDIDATE_MAX_BITS,
  hammingDistance,
  type ReceiptFingerprint,
} from './fingerprint';
import {
  findBandCandidates,
  findReceiptImage,
  findSameBytes,
  findThumbnails,
  insertMatches,
  isReceiptOfShop,
  saveFingerprint,
} from './receipts.repository';
import { blurThumbnail, isSameAspect, isSamePicture, type BlurredThumbnail } from './thumbnail';

export interface ReceiptViewer {
  userGuid: string;
  /** The shop of a signed-in Seller; '' for anyone else. */
  sellerShopGuid: string;
}

/**
 * A receipt, for the buyer who uploaded it or staff of a shop with a sale on its invoice.
 * Anyone else is told it does not exist, exactly as for an unknown id
 * (docs/decisions/0014-order-life-cycle.md#decision, "Receipts stay private").
 */
export async function getReceipt(db: Db, imageGuid: string, viewer: ReceiptViewer) {
  const image = await findReceiptImage(db, imageGuid);
  if (image) {
    if (image.ownerGuid === viewer.userGuid) return image;
    if (viewer.sellerShopGuid && (await isReceiptOfShop(db, imageGuid, viewer.sellerShopGuid))) {
      return image;
    }
  }
  throw notFound('Receipt');
}

/**
 * At most this many candidates, the newest, are compared picture by picture for one receipt;
 * and no more than this many receipts are read for each band of its hash. One layout's
 * receipts share bands, so without a bound every receipt of a popular wallet would be read.
 */
export const MAX_COMPARED = 200;

/** A receipt compared with earlier ones before its invoice's transaction begins. */
export interface ReceiptComparison {
  fingerprint: ReceiptFingerprint;
  /** Its own thumbnail, blurred once for every comparison. */
  own: BlurredThumbnail | null;
  /** Earlier invoices whose receipt is the same picture. */
  similar: Set<string>;
  /** Every invoice whose receipt was compared, the same or not. */
  compared: Set<string>;
}

/**
 * Earlier receipts whose difference hash is within `CANDIDATE_MAX_BITS`: the candidates, newest
 * first, at most `MAX_COMPARED`.
 */
async function findCandidates(db: Db, dhash: string): Promise<string[]> {
  const near = (await findBandCandidates(db, bandsOf(dhash), MAX_COMPARED))
    .filter((c) => hammingDistance(c.dhash, dhash) <= CANDIDATE_MAX_BITS)
    .sort(
      (a, b) =>
        b.createdAt.localeCompare(a.createdAt) || b.invoiceGuid.localeCompare(a.invoiceGuid),
    );
  return [...new Set(near.map((c) => c.invoiceGuid))].slice(0, MAX_COMPARED);
}

/** Compares the receipt with these invoices' receipts and notes which are the same picture. */
async function compareThumbnails(
  db: Db,
  comparison: ReceiptComparison,
  invoiceGuids: string[],
): Promise<void> {
  const { own } = comparison;
  for (const other of await findThumbnails(db, invoiceGuids)) {
    comparison.compared.add(other.invoiceGuid);
    // The shape is checked first: it is free, and the blur is not.
    if (!own || !isSameAspect(own.aspect, other.aspect)) continue;
    const blurred = blurThumbnail(other);
    if (blurred && isSamePicture(own, blurred)) comparison.similar.add(other.invoiceGuid);
  }
}

/**
 * Step one of flagging a duplicate receipt (docs/decisions/0014-order-life-cycle.md#decision,
 * "Duplicate receipts are flagged"): the difference hash finds candidates among earlier
 * receipts, and the thumbnails tell which are the same picture. Comparing pictures takes a
 * while, so this runs before the invoice's transaction and holds no lock meanwhile.
 */
export async function compareWithEarlierReceipts(
  db: Db,
  fingerprint: ReceiptFingerprint,
): Promise<ReceiptComparison> {
  const comparison: ReceiptComparison = {
    fingerprint,
    own: blurThumbnail(fingerprint.thumbnail),
    similar: new Set(),
    compared: new Set(),
  };
  await compareThumbnails(db, comparison, await findCandidates(db, fingerprint.dhash));
  return comparison;
}

/**
 * Step two, in the invoice's transaction: compares the receipts stored since step one too,
 * keeps the fingerprint, and flags every earlier invoice whose receipt has the same bytes or
 * is the same picture. Both invoices get a row, so each lists the other.
 */
export async function recordReceiptFingerprint(
  db: Db,
  invoiceGuid: string,
  comparison: ReceiptComparison,
  at: string,
): Promise<ReceiptMatchesTable[]> {
  const { fingerprint } = comparison;
  const newer = (await findCandidates(db, fingerprint.dhash)).filter(
    (guid) => !comparison.compared.has(guid),
  );
  await compareThumbnails(db, comparison, newer);
  const kindOf = new Map<string, 'same-bytes' | 'similar'>();
  for (const other of comparison.similar) kindOf.set(other, 'similar');
  for (const other of await findSameBytes(db, fingerprint.sha256)) kindOf.set(other, 'same-bytes');
  await saveFingerprint(db, invoiceGuid, fingerprint, bandsOf(fingerprint.dhash), at);
  // The receipt is read in the background (docs/decisions/0026-receipt-reading.md).
  await queueReceiptReading(db, invoiceGuid, at);
  const matches = [...kindOf].flatMap(([other, kind]) => [
    { invoiceGuid, otherInvoiceGuid: other, kind, createdAt: at },
    { invoiceGuid: other, otherInvoiceGuid: invoiceGuid, kind, createdAt: at },
  ]);
  await insertMatches(db, matches);
  return matches;
}
