import type { Region, Township } from '@storefront/contract/region';
import type { Db } from '../../db/connection';

export async function listRegions(db: Db): Promise<Region[]> {
  const rows = await db.kysely
    .selectFrom('regions')
    .select(['guid', 'name', 'nameMm', 'currencyCode', 'rateMicro', 'flagImageGuid'])
    .orderBy('position')
    .execute();
  return rows.map((r) => ({
    guid: r.guid,
    name: r.name,
    nameMm: r.nameMm,
    currencyCode: r.currencyCode,
    rate: r.rateMicro / 1_000_000,
    flagImage: r.flagImageGuid,
  }));
}

export async function listTownships(db: Db): Promise<Township[]> {
  return db.kysely
    .selectFrom('townships')
    .select(['guid', 'name', 'nameMm', 'division'])
    .orderBy('division', 'desc')
    .orderBy('name')
    .execute();
}
