import type { Db } from './connection';

/** PostgreSQL deadlock and serialization failures: the transaction is safe to run again. */
function isRetryable(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    'code' in error &&
    (error.code === '40P01' || error.code === '40001')
  );
}

/**
 * Runs `work` in one transaction, again (up to three times) when PostgreSQL aborted it. `work`
 * gets a `Db` whose `kysely` is the transaction, so repository functions serve both.
 */
export async function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.kysely.transaction().execute((trx) => work({ ...db, kysely: trx }));
    } catch (error) {
      if (attempt >= 3 || !isRetryable(error)) throw error;
    }
  }
}
