import { WorkPool, type WorkPoolCounters, type WorkPoolSettings } from '../../lib/work-pool';
import { fingerprintReceipt, type ReceiptFingerprint } from '../receipts/fingerprint';
import { checkReceiptUpload, encodeReceipt, type Receipt, type ReceiptUpload } from './receipt';
import { receiptRefusals } from './receipt-refusals';
import { QUICK_RECEIPT_MAX_BYTES, QUICK_RECEIPT_MAX_PIXELS } from './receipt-work-settings';

/**
 * Where receipt pictures are decoded, re-encoded and fingerprinted: a small pool of workers,
 * each receipt within a time budget, at most one receipt of an account at a time, so that one
 * shopper's uploads never make another shopper's checkout wait
 * (docs/decisions/0025-receipt-work-bounds.md). The bounds hold per API process.
 */

export interface ReceiptWorkCounters extends WorkPoolCounters {
  /** Receipts whose pixels were decoded. */
  decodes: number;
  /** Receipts stopped by their time budget or the pixel limit. */
  tooComplex: number;
  /** Uploads refused because the account already had a receipt in work. */
  refusedInProgress: number;
}

export type ReadReceipt = { receipt: Receipt; fingerprint: ReceiptFingerprint };

/**
 * What a receipt is expected to cost, in bytes: the upload's size, since the decoder reads every
 * byte and a picture that compresses badly is also the one that is slow to encode again; a
 * picture larger than a phone's screen counts as above the quick worker's bound, however small
 * its file.
 */
export function receiptCost(upload: ReceiptUpload): number {
  const bytes = upload.bytes.length;
  return upload.pixels > QUICK_RECEIPT_MAX_PIXELS
    ? Math.max(bytes, QUICK_RECEIPT_MAX_BYTES + 1)
    : bytes;
}

export class ReceiptWork {
  readonly settings: WorkPoolSettings;
  private readonly pool: WorkPool;
  private readonly accountsInWork = new Set<string>();
  private decodes = 0;
  private tooComplex = 0;
  private refusedInProgress = 0;

  constructor(settings: WorkPoolSettings) {
    this.settings = settings;
    this.pool = new WorkPool(settings, receiptRefusals.busy);
  }

  counters(): ReceiptWorkCounters {
    return {
      ...this.pool.counters(),
      decodes: this.decodes,
      tooComplex: this.tooComplex,
      refusedInProgress: this.refusedInProgress,
    };
  }

  /**
   * The cheap checks of `screenShot` (size, type, header), then a place in line for the
   * account (receiptInProgress while it has one, receiptBusy when the line is full), then the
   * decode, re-encode and fingerprint on a worker within the time budget.
   */
  async read(accountGuid: string, screenShot: string): Promise<ReadReceipt> {
    const upload = await checkReceiptUpload(screenShot);
    if (this.accountsInWork.has(accountGuid)) {
      this.refusedInProgress += 1;
      throw receiptRefusals.inProgress();
    }
    const place = this.pool.enter(receiptCost(upload));
    this.accountsInWork.add(accountGuid);
    try {
      return await place.run(async (deadline) => {
        this.decodes += 1;
        try {
          const receipt = await encodeReceipt(upload, deadline);
          // The fingerprint's own steps have no budget of their own; they work on the
          // re-encoded picture, at most MAX_SIDE across, so they are short, but they start
          // only while budget is left.
          if (deadline.secondsLeft() <= 0) throw receiptRefusals.tooComplex();
          return { receipt, fingerprint: await fingerprintReceipt(receipt.bytes) };
        } catch (error) {
          if (error instanceof Error && 'code' in error && error.code === 'receiptTooComplex') {
            this.tooComplex += 1;
          }
          throw error;
        }
      });
    } finally {
      this.accountsInWork.delete(accountGuid);
    }
  }
}
