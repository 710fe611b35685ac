import type { Db } from '../../db/connection';
import type { ReceiptMatchesTable } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { bandsOf, hammingDistance, SIMILAR_MAX_BITS, type ReceiptFingerprint } from './fingerprint';
import {
  findBandCandidates,
  findReceiptImage,
  findSameBytes,
  insertMatches,
  isReceiptOfShop,
  saveFingerprint,
} from './receipts.repository';

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
 * Keeps the fingerprint of an invoice's receipt and flags every earlier invoice whose receipt
 * is the same picture: the same bytes, or a difference hash at most `SIMILAR_MAX_BITS` apart.
 * Both invoices get a row, so each lists the other. Runs in the invoice's transaction.
 */
export async function recordReceiptFingerprint(
  db: Db,
  invoiceGuid: string,
  fingerprint: ReceiptFingerprint,
  at: string,
): Promise<ReceiptMatchesTable[]> {
  const bands = bandsOf(fingerprint.dhash);
  await saveFingerprint(db, invoiceGuid, fingerprint, bands);
  const kindOf = new Map<string, 'same-bytes' | 'similar'>();
  for (const candidate of await findBandCandidates(db, bands, invoiceGuid)) {
    if (hammingDistance(candidate.dhash, fingerprint.dhash) <= SIMILAR_MAX_BITS) {
      kindOf.set(candidate.invoiceGuid, 'similar');
    }
  }
  for (const other of await findSameBytes(db, fingerprint.sha256, invoiceGuid)) {
    kindOf.set(other, 'same-bytes');
  }
  const matches = [...kindOf].flatMap(([other, kind]) => [
    { invoiceGuid, otherInvoiceGuid: other, kind, createdAt: at },
    { invoiceGuid: other, otherInvoiceGuid: invoiceGuid, kind, createdAt: at },
  ]);
  await insertMatches(db, matches);
  return matches;
}
