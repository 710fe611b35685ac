import os from 'node:os';
import type { WorkPoolSettings } from '../../lib/work-pool';

/**
 * The receipts' pool (docs/decisions/0025-receipt-work-bounds.md): one worker per core but one
 * (at most four), so a core is always left to the API's requests; a line of sixteen, enough
 * for a burst of checkouts, short enough that the last in it waits seconds, not minutes; and a
 * budget of 3 s, which a phone's screenshot never comes near (a tenth of a second or so) while
 * a picture made to be costly is stopped early.
 */
export function defaultReceiptWorkSettings(cores = os.availableParallelism()): WorkPoolSettings {
  const workers = Math.max(1, Math.min(4, cores - 1));
  return { workers, queue: 16, timeoutSeconds: 3 };
}
