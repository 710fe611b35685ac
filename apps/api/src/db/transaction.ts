import type { Db } from './connection';

/**
 * How many times a transaction PostgreSQL aborted is run in all. A checkout storm on one option
 * (sales replacing a shopper's earlier sale give stock back and take it again in one
 * transaction) can deadlock the same transactions more than twice in a row; the random,
 * growing pause between attempts parts them.
 */
export const TRANSACTION_ATTEMPTS = 6;
/**
 * The pause before attempt n + 1 is random, between half and all of n times this: transactions
 * that deadlocked on each other would, started again at once, meet again in the same order.
 */
export const RETRY_PAUSE_MS = 20;

/** PostgreSQL deadlock and serialization failures: the transaction is safe to run again. */
function isRetryable(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    (error.code === '40P01' || error.code === '40001')
  );
}

function pauseBefore(nextAttempt: number): Promise<void> {
  const longest = (nextAttempt - 1) * RETRY_PAUSE_MS;
  const ms = longest / 2 + Math.random() * (longest / 2);
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * Runs `work` in one transaction, again (up to TRANSACTION_ATTEMPTS times in all, after a short
 * random pause) when PostgreSQL aborted it. `work` gets a `Db` whose `kysely` is the
 * transaction, so repository functions serve both.
 */
export async function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.kysely.transaction().execute((trx) => work({ ...db, kysely: trx }));
    } catch (error) {
      if (attempt >= TRANSACTION_ATTEMPTS || !isRetryable(error)) throw error;
    }
    await pauseBefore(attempt + 1);
  }
}
