import type { Db } from '../../db/connection';
import type { IdempotencyKeysTable } from '../../db/schema';

/** Stored answers to `Idempotency-Key`s (docs/architecture.md#checkout), per user and route. */

export async function findKey(db: Db, userGuid: string, route: string, key: string) {
  return db.kysely
    .selectFrom('idempotencyKeys')
    .select(['requestHash', 'statusCode', 'responseJson'])
    .where('userGuid', '=', userGuid)
    .where('route', '=', route)
    .where('key', '=', key)
    .executeTakeFirst();
}

/**
 * Stores the key with its answer unless the key is stored already; true when this call stored
 * it. On PostgreSQL a concurrent insert of the same key waits here for the first to commit or
 * roll back.
 */
export async function insertKeyUnlessTaken(trx: Db, row: IdempotencyKeysTable): Promise<boolean> {
  const result = await trx.kysely
    .insertInto('idempotencyKeys')
    .values(row)
    .onConflict((oc) => oc.columns(['userGuid', 'route', 'key']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function deleteKeysBefore(db: Db, before: string): Promise<void> {
  await db.kysely.deleteFrom('idempotencyKeys').where('createdAt', '<', before).execute();
}
