import os from 'node:os';
import type { WorkPoolSettings } from '../../lib/work-pool';

/**
 * A receipt the quick worker takes (docs/decisions/0025-receipt-work-bounds.md#quick-worker):
 * a phone's screenshot, 1080 × 2400 or 1440 × 3200 and a few hundred kilobytes, is well inside.
 */
export const QUICK_RECEIPT_MAX_BYTES = 1_500_000;
export const QUICK_RECEIPT_MAX_PIXELS = 5_000_000;

/**
 * The receipts' pool (docs/decisions/0025-receipt-work-bounds.md): one worker per core but one
 * (at most four), so a core is always left to the API's requests; a line of sixteen, enough
 * for a burst of checkouts, short enough that the last in it waits seconds, not minutes; and a
 * budget of 3 s, which a phone's screenshot never comes near (a tenth of a second or so) while
 * a picture made to be costly is stopped early. One quick worker besides them takes only a
 * phone-sized screenshot, so a shopper's receipt never waits for a costly one already running.
 */
export function defaultReceiptWorkSettings(cores = os.availableParallelism()): WorkPoolSettings {
  const workers = Math.max(1, Math.min(4, cores - 1));
  return {
    workers,
    queue: 16,
    timeoutSeconds: 3,
    quick: { workers: 1, maxCost: QUICK_RECEIPT_MAX_BYTES },
  };
}
