import { RegionListResponseSchema, TownshipListResponseSchema } from '@storefront/contract/region';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, parseBody, testDialects, type TestApp } from '../../test/harness';
import { addRegion, addTownship } from '../../test/region-fixtures';

describe.each(testDialects())('regions and townships on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await addRegion(t.db, 'Myanmar', 'MMK', 1, 0);
    await addRegion(t.db, 'Japan', 'JPY', 29.125, 2);
    await addRegion(t.db, 'United States', 'USD', 4400, 1);
    await addTownship(t.db, 'Sanchaung');
    await addTownship(t.db, 'Bahan');
    await addTownship(t.db, 'Chanayethazan', 'Mandalay');
  });
  afterAll(() => t.close());

  it('lists regions in their set order with exact fractional rates', async () => {
    const res = await t.app.inject({ url: '/v1/currency/region' });
    expect(res.statusCode).toBe(200);
    const items = parseBody(RegionListResponseSchema, res.body).data.items;
    expect(items.map((r) => [r.name, r.currencyCode, r.rate])).toEqual([
      ['Myanmar', 'MMK', 1],
      ['United States', 'USD', 4400],
      ['Japan', 'JPY', 29.125],
    ]);
    expect(items[0]!.flagImage).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('lists townships by division then name', async () => {
    const res = await t.app.inject({ url: '/v1/township/list' });
    const items = parseBody(TownshipListResponseSchema, res.body).data.items;
    expect(items.map((i) => i.name)).toEqual(['Bahan', 'Sanchaung', 'Chanayethazan']);
    expect(items[0]!.nameMm).toBe('Bahan မြို့နယ်');
  });
});
