import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, testDialects, type TestApp } from '../../test/harness';
import { claimNextReading } from './receipt-reading.repository';

describe.each(testDialects())('claiming receipts to read on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.db.kysely.deleteFrom('receiptReadings').execute();
  });

  const queue = (createdAt: string, extra: Record<string, unknown> = {}) => {
    const invoiceGuid = randomUUID();
    return t.db.kysely
      .insertInto('receiptReadings')
      .values({ invoiceGuid, status: 'pending', attempts: 0, createdAt, ...extra })
      .execute()
      .then(() => invoiceGuid);
  };
  const NOW = '2026-05-01T10:00:00.000Z';
  const STALE = '2026-05-01T09:50:00.000Z';

  it('hands each waiting receipt to one reader only, oldest first', async () => {
    const older = await queue('2026-05-01T09:00:00.000Z');
    const newer = await queue('2026-05-01T09:30:00.000Z');
    const claims = await Promise.all(
      Array.from({ length: 5 }, () => claimNextReading(t.db, NOW, STALE, 3)),
    );
    const taken = claims.filter((c) => c !== null);
    expect(taken.sort()).toEqual([older, newer].sort());
    expect(await claimNextReading(t.db, NOW, STALE, 3)).toBeNull();
    const rows = await t.db.kysely.selectFrom('receiptReadings').selectAll().execute();
    for (const row of rows) expect(row).toMatchObject({ status: 'reading', attempts: 1 });
  });

  it('takes back a receipt whose reader stopped long ago, until it has failed three times', async () => {
    const abandoned = await queue('2026-05-01T08:00:00.000Z', {
      status: 'reading',
      claimedAt: '2026-05-01T09:00:00.000Z',
      attempts: 1,
    });
    await queue('2026-05-01T08:00:00.000Z', {
      status: 'reading',
      claimedAt: '2026-05-01T09:55:00.000Z',
      attempts: 1,
    });
    await queue('2026-05-01T08:00:00.000Z', {
      status: 'reading',
      claimedAt: '2026-05-01T09:00:00.000Z',
      attempts: 3,
    });
    await queue('2026-05-01T07:00:00.000Z', { status: 'read' });
    expect(await claimNextReading(t.db, NOW, STALE, 3)).toBe(abandoned);
    expect(await claimNextReading(t.db, NOW, STALE, 3)).toBeNull();
  });
});
