import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from './connection';
import { migrateToLatest } from './migrate';
import { inTransaction, RETRY_PAUSE_MS, TRANSACTION_ATTEMPTS } from './transaction';

/** What PostgreSQL's driver throws for a deadlock (40P01) or a serialization failure (40001). */
const aborted = (code: string) => Object.assign(new Error(`aborted: ${code}`), { code });

describe('inTransaction', () => {
  let db: Db;
  beforeAll(async () => {
    db = openDatabase({ dialect: 'sqlite', file: ':memory:' });
    await migrateToLatest(db);
  });
  afterAll(() => db.kysely.destroy());

  it('runs a deadlocked or unserializable transaction again, after a pause that grows', async () => {
    const started: number[] = [];
    const result = await inTransaction(db, async () => {
      started.push(performance.now());
      if (started.length === 1) throw aborted('40P01');
      if (started.length === 2) throw aborted('40001');
      return 'done';
    });
    expect(result).toBe('done');
    expect(started).toHaveLength(3);
    // Before attempt n + 1: at least half of n × RETRY_PAUSE_MS (a timer may fire 1 ms early).
    expect(started[1]! - started[0]!).toBeGreaterThanOrEqual(RETRY_PAUSE_MS / 2 - 1);
    expect(started[2]! - started[1]!).toBeGreaterThanOrEqual(RETRY_PAUSE_MS - 1);
  });

  it(`gives up after ${TRANSACTION_ATTEMPTS} attempts with the last error`, async () => {
    let attempts = 0;
    await expect(
      inTransaction(db, async () => {
        attempts += 1;
        throw aborted('40P01');
      }),
    ).rejects.toThrow('aborted: 40P01');
    expect(attempts).toBe(TRANSACTION_ATTEMPTS);
  });

  it('does not run again after any other failure', async () => {
    let attempts = 0;
    await expect(
      inTransaction(db, async () => {
        attempts += 1;
        throw Object.assign(new Error('duplicate key'), { code: '23505' });
      }),
    ).rejects.toThrow('duplicate key');
    expect(attempts).toBe(1);
  });
});
