import type { AdminShop, ShopStatus } from '@storefront/contract/admin-shops';
import type { Db } from '../../db/connection';
import { recordAudit, type AuditRecord } from './audit.repository';

/** The shop columns the console reads and writes (docs/decisions/0030-shops.md). */
const SHOP_COLUMNS = [
  'guid',
  'name',
  'nameMm',
  'slug',
  'hostName',
  'primaryPhone',
  'address',
  'addressMm',
  'facebookUrl',
  'viberUrl',
  'logoImageGuid',
  'bannerImageGuid',
  'status',
  'cashOnDelivery',
  'isDefault',
  'createdAt',
] as const;

/** What a shop write stores besides its id and creation time. */
export interface ShopRow {
  name: string;
  nameMm: string | null;
  slug: string;
  hostName: string;
  primaryPhone: string;
  address: string;
  addressMm: string | null;
  facebookUrl: string | null;
  viberUrl: string | null;
  logoImageGuid: string | null;
  bannerImageGuid: string | null;
  status: ShopStatus;
  cashOnDelivery: boolean;
}

type Counts = Map<string, number>;

async function countBy(
  db: Db,
  table: 'products' | 'users',
  shopGuids: string[] | null,
): Promise<Counts> {
  let query = db.kysely
    .selectFrom(table)
    .select(['shopGuid', (eb) => eb.fn.countAll<number | string>().as('n')])
    .groupBy('shopGuid');
  if (table === 'products') query = query.where('status', '!=', 'Archived');
  else query = query.where('role', '=', 'Seller').where('disabledAt', 'is', null);
  if (shopGuids) query = query.where('shopGuid', 'in', shopGuids);
  const rows = await query.execute();
  return new Map(rows.flatMap((r) => (r.shopGuid ? [[r.shopGuid, Number(r.n)]] : [])));
}

/** Every shop, or the ones named, as the console shows them: default shop first, then by name. */
export async function listAdminShops(
  db: Db,
  shopGuids: string[] | null = null,
): Promise<AdminShop[]> {
  if (shopGuids?.length === 0) return [];
  let query = db.kysely
    .selectFrom('shops')
    .select(SHOP_COLUMNS)
    .orderBy('isDefault', 'desc')
    .orderBy('name')
    .orderBy('guid');
  if (shopGuids) query = query.where('guid', 'in', shopGuids);
  let hostQuery = db.kysely
    .selectFrom('shopHostNames')
    .select(['shopGuid', 'hostName'])
    .orderBy('shopGuid')
    .orderBy('position');
  if (shopGuids) hostQuery = hostQuery.where('shopGuid', 'in', shopGuids);
  const [rows, hosts, products, staff] = await Promise.all([
    query.execute(),
    hostQuery.execute(),
    countBy(db, 'products', shopGuids),
    countBy(db, 'users', shopGuids),
  ]);
  const hostsOf = new Map<string, string[]>();
  for (const h of hosts) hostsOf.set(h.shopGuid, [...(hostsOf.get(h.shopGuid) ?? []), h.hostName]);
  return rows.map((r) => ({
    guid: r.guid,
    name: r.name,
    nameMm: r.nameMm,
    slug: r.slug,
    hostName: r.hostName,
    hostNames: hostsOf.get(r.guid) ?? [],
    primaryPhone: r.primaryPhone,
    address: r.address,
    addressMm: r.addressMm,
    facebookUrl: r.facebookUrl,
    viberUrl: r.viberUrl,
    logoImageGuid: r.logoImageGuid,
    bannerImageGuid: r.bannerImageGuid,
    status: r.status,
    cashOnDelivery: r.cashOnDelivery === 1,
    isDefault: r.isDefault === 1,
    productCount: products.get(r.guid) ?? 0,
    staffCount: staff.get(r.guid) ?? 0,
    createdOn: r.createdAt,
  }));
}

export async function findAdminShop(db: Db, shopGuid: string): Promise<AdminShop | undefined> {
  return (await listAdminShops(db, [shopGuid]))[0];
}

/** Whether another shop than `exceptGuid` has this slug. */
export async function isSlugTaken(
  db: Db,
  slug: string,
  exceptGuid: string | null,
): Promise<boolean> {
  let query = db.kysely.selectFrom('shops').select('guid').where('slug', '=', slug);
  if (exceptGuid) query = query.where('guid', '!=', exceptGuid);
  return (await query.executeTakeFirst()) !== undefined;
}

/** Which of these host names another shop than `exceptGuid` answers on, own or extra. */
export async function findTakenHostNames(
  db: Db,
  hostNames: string[],
  exceptGuid: string | null,
): Promise<string[]> {
  if (hostNames.length === 0) return [];
  let own = db.kysely.selectFrom('shops').select('hostName').where('hostName', 'in', hostNames);
  let extra = db.kysely
    .selectFrom('shopHostNames')
    .select('hostName')
    .where('hostName', 'in', hostNames);
  if (exceptGuid) {
    own = own.where('guid', '!=', exceptGuid);
    extra = extra.where('shopGuid', '!=', exceptGuid);
  }
  const [a, b] = await Promise.all([own.execute(), extra.execute()]);
  return [...new Set([...a, ...b].map((r) => r.hostName))];
}

/** Of these image ids, the ones that are public pictures (an upload, a seeded image), never a receipt. */
export async function findUsableImages(db: Db, guids: string[]): Promise<Set<string>> {
  if (guids.length === 0) return new Set();
  const rows = await db.kysely
    .selectFrom('images')
    .select('guid')
    .where('guid', 'in', guids)
    .where('isPublic', '=', 1)
    .where('kind', 'not in', ['receipt', 'placeholder'])
    .execute();
  return new Set(rows.map((r) => r.guid));
}

export async function findDefaultCurrency(db: Db): Promise<string> {
  const row = await db.kysely
    .selectFrom('shops')
    .select('currencyCode')
    .orderBy('isDefault', 'desc')
    .executeTakeFirst();
  return row?.currencyCode ?? 'MMK';
}

function columnsOf(row: ShopRow) {
  return { ...row, cashOnDelivery: row.cashOnDelivery ? (1 as const) : (0 as const) };
}

export async function insertShop(
  db: Db,
  shop: ShopRow & { guid: string; currencyCode: string; createdAt: string },
): Promise<void> {
  await db.kysely
    .insertInto('shops')
    .values({
      ...columnsOf(shop),
      guid: shop.guid,
      currencyCode: shop.currencyCode,
      createdAt: shop.createdAt,
      isDefault: 0,
      website: null,
      otherPhones: '',
      street: '',
    })
    .execute();
}

/** Writes the shop; false when no shop has this id (any longer). */
export async function updateShop(db: Db, shopGuid: string, shop: ShopRow): Promise<boolean> {
  const result = await db.kysely
    .updateTable('shops')
    .set(columnsOf(shop))
    .where('guid', '=', shopGuid)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Replaces the shop's extra host names with these, in this order. */
export async function replaceHostNames(
  db: Db,
  shopGuid: string,
  hostNames: string[],
): Promise<void> {
  await db.kysely.deleteFrom('shopHostNames').where('shopGuid', '=', shopGuid).execute();
  if (hostNames.length === 0) return;
  await db.kysely
    .insertInto('shopHostNames')
    .values(hostNames.map((hostName, position) => ({ hostName, shopGuid, position })))
    .execute();
}

/** Takes the shop's row lock (PostgreSQL) so two edits of one shop run one after the other. */
export async function lockShop(db: Db, shopGuid: string): Promise<boolean> {
  let query = db.kysely.selectFrom('shops').select('guid').where('guid', '=', shopGuid);
  if (db.dialect === 'postgres') query = query.forUpdate();
  return (await query.executeTakeFirst()) !== undefined;
}

/** The audit entry of a shop write, in the transaction `db` runs (docs/decisions/0029-owners.md#audit). */
export async function recordShopAudit(db: Db, entry: AuditRecord): Promise<void> {
  await recordAudit(db.kysely, entry);
}
