import type { Address } from '@storefront/contract/account';
import type { Db } from '../../db/connection';
import type { AddressesTable } from '../../db/schema';

/** The columns an address form sets; ownership and timestamps are the repository's. */
export type AddressValues = Omit<AddressesTable, 'guid' | 'ownerGuid' | 'createdAt' | 'updatedAt'>;

export async function listAddresses(db: Db, ownerGuid: string): Promise<Address[]> {
  const rows = await db.kysely
    .selectFrom('addresses')
    .selectAll()
    .where('ownerGuid', '=', ownerGuid)
    .orderBy('createdAt', 'desc')
    .orderBy('guid')
    .execute();
  return rows.map(({ createdAt, updatedAt: _updatedAt, ...rest }) => ({
    ...rest,
    createdOn: createdAt,
  }));
}

export async function countAddresses(db: Db, ownerGuid: string): Promise<number> {
  const row = await db.kysely
    .selectFrom('addresses')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('ownerGuid', '=', ownerGuid)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function insertAddress(
  db: Db,
  row: AddressValues & { guid: string; ownerGuid: string; createdAt: string },
): Promise<void> {
  await db.kysely
    .insertInto('addresses')
    .values({ ...row, updatedAt: row.createdAt })
    .execute();
}

/** Changes an address of this owner; false when the owner has no such address. */
export async function updateAddress(
  db: Db,
  guid: string,
  ownerGuid: string,
  values: AddressValues & { updatedAt: string },
): Promise<boolean> {
  const result = await db.kysely
    .updateTable('addresses')
    .set(values)
    .where('guid', '=', guid)
    .where('ownerGuid', '=', ownerGuid)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Deletes an address of this owner; false when the owner has no such address. */
export async function deleteAddress(db: Db, guid: string, ownerGuid: string): Promise<boolean> {
  const result = await db.kysely
    .deleteFrom('addresses')
    .where('guid', '=', guid)
    .where('ownerGuid', '=', ownerGuid)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function findTownship(db: Db, guid: string) {
  return db.kysely
    .selectFrom('townships')
    .select(['guid', 'name'])
    .where('guid', '=', guid)
    .executeTakeFirst();
}

/** Regions are the countries an address can be in; there are a handful of them. */
export async function listRegionNames(db: Db) {
  return db.kysely.selectFrom('regions').select(['guid', 'name']).execute();
}
