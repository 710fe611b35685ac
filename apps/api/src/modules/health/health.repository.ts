import { sql } from 'kysely';
import type { Db } from '../../db/connection';

/** True when the database answers a trivial query within `timeoutMs`. */
export async function isDatabaseReachable(db: Db, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    const probe = sql`select 1 as ok`.execute(db.kysely).then(
      () => true,
      () => false,
    );
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
