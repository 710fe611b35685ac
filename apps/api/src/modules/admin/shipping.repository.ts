import { randomUUID } from 'node:crypto';
import type { AdminShippingMethod } from '@storefront/contract/admin-shipping';
import { fromMinor, toMinor } from '@storefront/commerce/money';
import type { Db } from '../../db/connection';
import { recordAudit, type AuditRecord } from './audit.repository';
import { nowIso } from '../../lib/time';

export async function shopExists(db: Db, shopGuid: string): Promise<boolean> {
  const row = await db.kysely
    .selectFrom('shops')
    .select('guid')
    .where('guid', '=', shopGuid)
    .executeTakeFirst();
  return row !== undefined;
}

/** The shop's delivery methods an owner edits (removed ones left out), in checkout order. */
export async function listShopShipping(db: Db, shopGuid: string): Promise<AdminShippingMethod[]> {
  const methods = await db.kysely
    .selectFrom('shippingMethods')
    .select(['guid', 'name', 'nameMm', 'regionName', 'currencyCode', 'enabled'])
    .select((eb) =>
      eb
        .exists(
          eb
            .selectFrom('sales')
            .select('sales.guid')
            .whereRef('sales.shippingMethodGuid', '=', 'shippingMethods.guid'),
        )
        .as('inUse'),
    )
    .where('shopGuid', '=', shopGuid)
    .where('removedAt', 'is', null)
    .orderBy('position')
    .orderBy('guid')
    .execute();
  if (methods.length === 0) return [];
  const guids = methods.map((m) => m.guid);
  const [townships, rates] = await Promise.all([
    db.kysely
      .selectFrom('shippingMethodTownships')
      .select(['shippingMethodGuid', 'townshipGuid'])
      .where('shippingMethodGuid', 'in', guids)
      .orderBy('shippingMethodGuid')
      .orderBy('townshipGuid')
      .execute(),
    db.kysely
      .selectFrom('shippingRates')
      .select(['shippingMethodGuid', 'fromGrams', 'toGrams', 'priceMinor'])
      .where('shippingMethodGuid', 'in', guids)
      .orderBy('shippingMethodGuid')
      .orderBy('position')
      .execute(),
  ]);
  return methods.map((m) => ({
    guid: m.guid,
    name: m.name,
    nameMm: m.nameMm,
    region: m.regionName,
    currencyCode: m.currencyCode,
    enabled: Number(m.enabled) === 1,
    townships: townships.filter((t) => t.shippingMethodGuid === m.guid).map((t) => t.townshipGuid),
    bands: rates
      .filter((r) => r.shippingMethodGuid === m.guid)
      .map((r) => ({
        fromGrams: Number(r.fromGrams),
        toGrams: Number(r.toGrams),
        fee: fromMinor(Number(r.priceMinor)),
      })),
    // PostgreSQL answers a boolean, SQLite 0 or 1.
    inUse: Boolean(Number(m.inUse)),
  }));
}

/** Which of these township ids exist. */
export async function findTownships(db: Db, guids: string[]): Promise<Set<string>> {
  if (guids.length === 0) return new Set();
  const rows = await db.kysely
    .selectFrom('townships')
    .select('guid')
    .where('guid', 'in', guids)
    .execute();
  return new Set(rows.map((r) => r.guid));
}

/** The regions (countries) shops deliver in, by name. */
export async function listRegionNames(db: Db): Promise<string[]> {
  const rows = await db.kysely.selectFrom('regions').select('name').execute();
  return rows.map((r) => r.name);
}

/** A method as the owner's list will store it: the id of a kept one, null for a new one. */
export type MethodToSave = {
  guid: string | null;
  name: string;
  nameMm: string;
  region: string;
  enabled: boolean;
  townships: string[];
  bands: { fromGrams: number; toGrams: number; fee: number }[];
};

/**
 * Replaces the shop's methods with `methods` (inside the caller's transaction). Kept methods
 * keep their ids; a method left out is deleted, or marked removed when orders point at it.
 */
export async function replaceShopShipping(
  db: Db,
  shopGuid: string,
  methods: MethodToSave[],
  current: AdminShippingMethod[],
): Promise<void> {
  const k = db.kysely;
  const kept = new Set(methods.flatMap((m) => (m.guid ? [m.guid] : [])));
  const dropped = current.filter((m) => !kept.has(m.guid));
  const hidden = dropped.filter((m) => m.inUse).map((m) => m.guid);
  const deleted = dropped.filter((m) => !m.inUse).map((m) => m.guid);
  if (hidden.length > 0)
    await k
      .updateTable('shippingMethods')
      .set({ removedAt: nowIso(), enabled: 0 })
      .where('guid', 'in', hidden)
      .where('shopGuid', '=', shopGuid)
      .execute();
  if (deleted.length > 0) {
    await k
      .deleteFrom('shippingMethodTownships')
      .where('shippingMethodGuid', 'in', deleted)
      .execute();
    await k.deleteFrom('shippingRates').where('shippingMethodGuid', 'in', deleted).execute();
    await k
      .deleteFrom('shippingMethods')
      .where('guid', 'in', deleted)
      .where('shopGuid', '=', shopGuid)
      .execute();
  }

  for (const [position, method] of methods.entries()) {
    const values = {
      name: method.name,
      nameMm: method.nameMm,
      regionName: method.region,
      enabled: method.enabled ? (1 as const) : (0 as const),
      position,
    };
    let guid = method.guid;
    if (guid) {
      await k
        .updateTable('shippingMethods')
        .set(values)
        .where('guid', '=', guid)
        .where('shopGuid', '=', shopGuid)
        .execute();
      await k
        .deleteFrom('shippingMethodTownships')
        .where('shippingMethodGuid', '=', guid)
        .execute();
      await k.deleteFrom('shippingRates').where('shippingMethodGuid', '=', guid).execute();
    } else {
      guid = randomUUID();
      await k
        .insertInto('shippingMethods')
        .values({ guid, shopGuid, currencyCode: 'MMK', removedAt: null, ...values })
        .execute();
    }
    if (method.townships.length > 0)
      await k
        .insertInto('shippingMethodTownships')
        .values(
          method.townships.map((townshipGuid) => ({ shippingMethodGuid: guid, townshipGuid })),
        )
        .execute();
    await k
      .insertInto('shippingRates')
      .values(
        method.bands.map((band, index) => ({
          guid: randomUUID(),
          shippingMethodGuid: guid,
          fromGrams: band.fromGrams,
          toGrams: band.toGrams,
          priceMinor: toMinor(band.fee),
          position: index,
        })),
      )
      .execute();
  }
}

/** The save's audit entry, written in the save's transaction (`db` is the transaction). */
export function saveShippingAudit(db: Db, entry: AuditRecord): Promise<void> {
  return recordAudit(db.kysely, entry);
}
