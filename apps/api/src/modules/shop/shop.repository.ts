import type { ShippingMethod, ShopInfo, ShopListItem } from '@storefront/contract/shop';
import type { Db } from '../../db/connection';
import { fromMinor } from '../../lib/money';

const SHOP_INFO_COLUMNS = [
  'guid',
  'name',
  'nameMm',
  'hostName',
  'logoImageGuid',
  'bannerImageGuid',
  'website',
  'primaryPhone',
  'otherPhones',
  'street',
  'address',
  'addressMm',
  'currencyCode',
  'status',
  'cashOnDelivery',
  'facebookUrl',
  'viberUrl',
] as const;

export async function listShops(db: Db): Promise<ShopListItem[]> {
  const rows = await db.kysely
    .selectFrom('shops')
    .select(['guid', 'name', 'nameMm', 'hostName', 'status', 'cashOnDelivery'])
    .orderBy('isDefault', 'desc')
    .orderBy('name')
    .execute();
  return rows.map(({ status, cashOnDelivery, ...shop }) => ({
    ...shop,
    isTakingOrders: status === 'Open',
    cashOnDelivery: cashOnDelivery === 1,
  }));
}

/**
 * The shop served on this host: the one whose own host name it is, else the one that lists it
 * among its extra host names (docs/decisions/0030-shops.md), else the default shop.
 */
export async function findShopByHost(db: Db, hostName: string): Promise<ShopInfo | undefined> {
  const row =
    (await db.kysely
      .selectFrom('shops')
      .select(SHOP_INFO_COLUMNS)
      .where('hostName', '=', hostName)
      .executeTakeFirst()) ??
    (await db.kysely
      .selectFrom('shops')
      .select(SHOP_INFO_COLUMNS)
      .where('guid', 'in', (eb) =>
        eb.selectFrom('shopHostNames').select('shopGuid').where('hostName', '=', hostName),
      )
      .executeTakeFirst()) ??
    (await db.kysely
      .selectFrom('shops')
      .select(SHOP_INFO_COLUMNS)
      .where('isDefault', '=', 1)
      .executeTakeFirst());
  if (!row) return undefined;
  const { logoImageGuid, bannerImageGuid, status, cashOnDelivery, ...rest } = row;
  return {
    ...rest,
    avartarPhoto: logoImageGuid,
    bannerImage: bannerImageGuid,
    isTakingOrders: status === 'Open',
    cashOnDelivery: cashOnDelivery === 1,
  };
}

export async function shopExists(db: Db, shopGuid: string): Promise<boolean> {
  const row = await db.kysely
    .selectFrom('shops')
    .select('guid')
    .where('guid', '=', shopGuid)
    .executeTakeFirst();
  return row !== undefined;
}

/** Shipping methods of the given shops with their townships and weight bands, three queries in all. */
export async function listShippingMethods(
  db: Db,
  shopGuids: string[],
): Promise<Map<string, ShippingMethod[]>> {
  const byShop = new Map<string, ShippingMethod[]>(shopGuids.map((g) => [g, []]));
  if (shopGuids.length === 0) return byShop;
  const methods = await db.kysely
    .selectFrom('shippingMethods')
    .select(['guid', 'shopGuid', 'name', 'regionName'])
    .where('shopGuid', 'in', shopGuids)
    .orderBy('shopGuid')
    .orderBy('position')
    .execute();
  if (methods.length === 0) return byShop;
  const methodGuids = methods.map((m) => m.guid);
  const [townships, rates] = await Promise.all([
    db.kysely
      .selectFrom('shippingMethodTownships')
      .select(['shippingMethodGuid', 'townshipGuid'])
      .where('shippingMethodGuid', 'in', methodGuids)
      // A stable order, the same on both databases: answers compare equal across them.
      .orderBy('shippingMethodGuid')
      .orderBy('townshipGuid')
      .execute(),
    db.kysely
      .selectFrom('shippingRates')
      .select(['shippingMethodGuid', 'fromGrams', 'toGrams', 'priceMinor'])
      .where('shippingMethodGuid', 'in', methodGuids)
      .orderBy('shippingMethodGuid')
      .orderBy('position')
      .execute(),
  ]);
  const built = new Map<string, ShippingMethod>();
  for (const m of methods) {
    const method: ShippingMethod = {
      guid: m.guid,
      name: m.name,
      region: m.regionName,
      township: [],
      priceRate: [],
    };
    built.set(m.guid, method);
    byShop.get(m.shopGuid)?.push(method);
  }
  for (const t of townships) built.get(t.shippingMethodGuid)?.township.push(t.townshipGuid);
  for (const r of rates) {
    built.get(r.shippingMethodGuid)?.priceRate.push({
      from: r.fromGrams / 1000,
      to: r.toGrams / 1000,
      price: fromMinor(r.priceMinor),
    });
  }
  return byShop;
}
