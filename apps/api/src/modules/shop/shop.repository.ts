import type { ShippingMethod, ShopInfo, ShopListItem } from '@storefront/contract/shop';
import type { Db, Dialect } from '../../db/connection';
import { json, parseJson, placeholders, runSql } from '../../db/sql-text';
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

/**
 * A shop's shipping methods, each with its townships and weight bands, as one JSON value: the
 * SQL of a scalar subquery for a statement that reads the shop's guid from `shopColumn`
 * (the product detail carries it, docs/architecture.md#databases). `shippingMethodsOf` reads it.
 */
export function shippingMethodsSql(dialect: Dialect, shopColumn: string): string {
  const townships = `select ${json.agg(dialect, 't.township_guid', 't.township_guid')} from shipping_method_townships t where t.shipping_method_guid = m.guid`;
  const rates = `select ${json.agg(dialect, json.array(dialect, ['r.from_grams', 'r.to_grams', 'r.price_minor']), 'r.position')} from shipping_rates r where r.shipping_method_guid = m.guid`;
  const method = json.array(dialect, [
    'm.guid',
    'm.name',
    'm.region_name',
    json.nested(dialect, townships),
    json.nested(dialect, rates),
  ]);
  // A stable order, the same on both databases: answers compare equal across them.
  // docs/decisions/0031-wallets-and-delivery-fees.md#delivery: only what an owner left on.
  return `select ${json.agg(dialect, method, 'm.position')} from shipping_methods m where m.shop_guid = ${shopColumn} and m.enabled = 1 and m.removed_at is null`;
}

type MethodJson = [string, string, string, string[], [number, number, number][]];

export function shippingMethodsOf(value: unknown): ShippingMethod[] {
  return parseJson<MethodJson[]>(value).map(([guid, name, region, township, rates]) => ({
    guid,
    name,
    region,
    township,
    priceRate: rates.map(([fromGrams, toGrams, priceMinor]) => ({
      from: fromGrams / 1000,
      to: toGrams / 1000,
      price: fromMinor(priceMinor),
    })),
  }));
}

/** Shipping methods of the given shops with their townships and weight bands, one query in all. */
export async function listShippingMethods(
  db: Db,
  shopGuids: string[],
): Promise<Map<string, ShippingMethod[]>> {
  const byShop = new Map<string, ShippingMethod[]>(shopGuids.map((g) => [g, []]));
  if (shopGuids.length === 0) return byShop;
  const rows = await runSql<{ guid: string; methods: unknown }>(
    db,
    `select s.guid, (${shippingMethodsSql(db.dialect, 's.guid')}) as methods from shops s where s.guid in (${placeholders(shopGuids.length)})`,
    shopGuids,
  );
  for (const row of rows) byShop.set(row.guid, shippingMethodsOf(row.methods));
  return byShop;
}
