import { randomUUID } from 'node:crypto';
import type { Db } from '../db/connection';
import { addImage } from './fixtures';

export async function addRegion(
  db: Db,
  name: string,
  currencyCode: string,
  rate: number,
  position = 0,
) {
  const guid = randomUUID();
  await db.kysely
    .insertInto('regions')
    .values({
      guid,
      name,
      nameMm: name,
      currencyCode,
      rateMicro: Math.round(rate * 1_000_000),
      flagImageGuid: await addImage(db, 'flag'),
      position,
    })
    .execute();
  return guid;
}

export async function addTownship(db: Db, name: string, division = 'Yangon') {
  const guid = randomUUID();
  await db.kysely
    .insertInto('townships')
    .values({ guid, name, nameMm: `${name} မြို့နယ်`, division, position: 0 })
    .execute();
  return guid;
}
