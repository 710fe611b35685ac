import type { CurrencyRate } from '@storefront/commerce/currency';
import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../db/connection';
import type { Database, SaleItemAddonsTable, SaleItemsTable, SalesTable } from '../../db/schema';

/**
 * Reads and writes of checkout. Functions that take part in a transaction receive a `Db`
 * whose `kysely` is the transaction, so the same function serves both.
 */

export async function findShop(db: Db, shopGuid: string) {
  return db.kysely
    .selectFrom('shops')
    .select([
      'guid',
      'name',
      'website',
      'primaryPhone',
      'otherPhones',
      'street',
      'address',
      'status',
      'cashOnDelivery',
    ])
    .where('guid', '=', shopGuid)
    .executeTakeFirst();
}

export type SaleShop = NonNullable<Awaited<ReturnType<typeof findShop>>>;

export async function findOwnAddress(db: Db, guid: string, ownerGuid: string) {
  return db.kysely
    .selectFrom('addresses')
    .selectAll()
    .where('guid', '=', guid)
    .where('ownerGuid', '=', ownerGuid)
    .executeTakeFirst();
}
export type SaleAddress = NonNullable<Awaited<ReturnType<typeof findOwnAddress>>>;

/**
 * The variants asked for with their product and first image, as the catalog holds them now:
 * one query, the first image joined by its key (variant, position 0).
 */
export async function findVariants(db: Db, variantGuids: string[]) {
  if (variantGuids.length === 0) return [];
  const variants = await db.kysely
    .selectFrom('variants')
    .innerJoin('products', 'products.guid', 'variants.productGuid')
    .leftJoin('variantImages', (join) =>
      join
        .onRef('variantImages.variantGuid', '=', 'variants.guid')
        .on('variantImages.position', '=', 0),
    )
    .select([
      'variants.guid',
      'variants.name',
      'variants.priceSellMinor',
      'variants.priceSell1Minor',
      'variants.weightGrams',
      'variants.stockQty',
      'variants.preSaleLimit',
      'variants.productGuid',
      'products.name as productName',
      'products.nameMm as productNameMm',
      'products.shopGuid',
      'products.currencyCode',
      // An option staff removed is no longer sold, like one of an archived product.
      sql<
        0 | 1
      >`case when products.is_active = 1 and variants.removed_at is null then 1 else 0 end`.as(
        'isActive',
      ),
      'products.coverImageGuid',
      'variantImages.imageGuid as firstImageGuid',
    ])
    .where('variants.guid', 'in', variantGuids)
    .execute();
  return variants.map(({ firstImageGuid, ...v }) => ({
    ...v,
    imageGuid: firstImageGuid ?? v.coverImageGuid,
  }));
}
export type CatalogVariant = Awaited<ReturnType<typeof findVariants>>[number];

export async function findAddons(db: Db, addonGuids: string[]) {
  if (addonGuids.length === 0) return [];
  return db.kysely
    .selectFrom('addons')
    .select(['guid', 'productGuid', 'name', 'priceMinor', 'currencyCode'])
    .where('guid', 'in', addonGuids)
    .where('removedAt', 'is', null)
    .execute();
}
export type CatalogAddon = Awaited<ReturnType<typeof findAddons>>[number];

/** Every region's rate, the table conversion reads (docs/product.md#currency-conversion: MMK per unit). */
export async function listRates(db: Db): Promise<CurrencyRate[]> {
  const rows = await db.kysely
    .selectFrom('regions')
    .select(['currencyCode', 'rateMicro'])
    .execute();
  return rows.map((r) => ({ currencyCode: r.currencyCode, rate: r.rateMicro / 1_000_000 }));
}

export async function insertSale(
  db: Db,
  sale: SalesTable,
  items: SaleItemsTable[],
  addons: SaleItemAddonsTable[],
): Promise<void> {
  await db.kysely.insertInto('sales').values(sale).execute();
  await db.kysely.insertInto('saleItems').values(items).execute();
  if (addons.length > 0) await db.kysely.insertInto('saleItemAddons').values(addons).execute();
}

/**
 * A buyer's sales of one shop that still hold stock without an invoice: still Pending and not
 * yet paid (docs/decisions/0010-pending-sales-and-stock-holds.md). Their hold may have run out
 * without the sweep having released it yet; a new checkout of that shop takes their units back.
 */
export function unpaidHoldsOf(buyerGuid: string, shopGuid: string) {
  return (eb: ExpressionBuilder<Database, 'sales'>) =>
    eb.and([
      eb('sales.buyerGuid', '=', buyerGuid),
      eb('sales.shopGuid', '=', shopGuid),
      eb('sales.status', '=', 'Pending'),
      eb('sales.invoiceGuid', 'is', null),
    ]);
}

/** Units per variant of sale lines. */
function unitsPerVariant(
  lines: readonly { variantGuid: string; quantity: number }[],
): Map<string, number> {
  const held = new Map<string, number>();
  for (const r of lines) held.set(r.variantGuid, (held.get(r.variantGuid) ?? 0) + r.quantity);
  return held;
}

/** A buyer's sales of one shop that still hold stock without an invoice (`unpaidHoldsOf`). */
export async function findHeldSales(db: Db, buyerGuid: string, shopGuid: string) {
  return db.kysely
    .selectFrom('sales')
    .select(['guid', 'expiresAt'])
    .where(unpaidHoldsOf(buyerGuid, shopGuid))
    .orderBy('guid')
    .execute();
}

/**
 * Makes an account's checkouts wait for each other (docs/decisions/0017-stock-hold-limits.md),
 * so its limits are checked against figures no other request of it is changing: the user row
 * is locked on PostgreSQL; SQLite runs one write transaction at a time anyway.
 */
export async function lockAccount(trx: Db, userGuid: string): Promise<void> {
  if (trx.dialect !== 'postgres') return;
  await trx.kysely
    .selectFrom('users')
    .select('guid')
    .where('guid', '=', userGuid)
    .forUpdate()
    .execute();
}

/**
 * Units per variant an account holds: in its placed orders still waiting for a shop, and in its
 * unpaid checkouts whose hold has not run out.
 */
export async function findUnitsHeldBy(
  db: Db,
  buyerGuid: string,
  now: string,
): Promise<Map<string, number>> {
  const rows = await db.kysely
    .selectFrom('saleItems')
    .innerJoin('sales', 'sales.guid', 'saleItems.saleGuid')
    .select(['saleItems.variantGuid', 'saleItems.quantity'])
    .where('sales.buyerGuid', '=', buyerGuid)
    .where('sales.status', '=', 'Pending')
    .where((eb) =>
      eb.or([eb('sales.invoiceGuid', 'is not', null), eb('sales.expiresAt', '>', now)]),
    )
    .execute();
  return unitsPerVariant(rows);
}

/** Placed orders of the account that a shop has not yet confirmed or rejected. */
export async function countOrdersAwaitingShops(db: Db, buyerGuid: string): Promise<number> {
  const row = await db.kysely
    .selectFrom('invoices')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('buyerGuid', '=', buyerGuid)
    .where('status', '=', 'Pending')
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Units per variant held by a buyer's unpaid sales of one shop (`unpaidHoldsOf`): they come back
 * when the buyer checks out there again.
 */
export async function findHeldUnits(
  db: Db,
  buyerGuid: string,
  shopGuid: string,
): Promise<Map<string, number>> {
  const rows = await db.kysely
    .selectFrom('saleItems')
    .innerJoin('sales', 'sales.guid', 'saleItems.saleGuid')
    .select(['saleItems.variantGuid', 'saleItems.quantity'])
    .where(unpaidHoldsOf(buyerGuid, shopGuid))
    .execute();
  return unitsPerVariant(rows);
}

/** Sales whose hold ran out, oldest first; the sweep releases them a batch at a time. */
export async function findExpiredSales(db: Db, now: string, limit: number) {
  const rows = await db.kysely
    .selectFrom('sales')
    .select('guid')
    .where('status', '=', 'Pending')
    .where('expiresAt', '<=', now)
    .where('invoiceGuid', 'is', null)
    .orderBy('expiresAt')
    .limit(limit)
    .execute();
  return rows.map((r) => r.guid);
}

/**
 * The caller's sales among `saleGuids`, with what an invoice needs of each: its shop as it is
 * now (taking orders, cash on delivery, its cash-on-delivery share) and its lines. Two reads,
 * both before the invoice's transaction.
 */
export async function findOwnSales(db: Db, saleGuids: string[], buyerGuid: string) {
  const [sales, lines] = await Promise.all([
    db.kysely
      .selectFrom('sales')
      .innerJoin('shops', 'shops.guid', 'sales.shopGuid')
      .select([
        'sales.guid',
        'sales.invoiceGuid',
        'sales.status',
        'sales.expiresAt',
        'sales.currencyCode',
        'sales.subTotalMinor',
        'sales.taxMinor',
        'sales.discountMinor',
        'sales.shippingFeeMinor',
        'sales.totalAmountMinor',
        'sales.shopGuid',
        'shops.name as shopName',
        'shops.status as shopStatus',
        'shops.cashOnDelivery as shopCashOnDelivery',
        'shops.codHoldSharePercent as shopCodHoldSharePercent',
      ])
      .where('sales.guid', 'in', saleGuids)
      .where('sales.buyerGuid', '=', buyerGuid)
      .execute(),
    db.kysely
      .selectFrom('saleItems')
      .select(['saleGuid', 'productGuid', 'variantGuid', 'productName', 'variantName', 'quantity'])
      .where('saleGuid', 'in', saleGuids)
      .execute(),
  ]);
  return sales.map((s) => ({ ...s, items: lines.filter((c) => c.saleGuid === s.guid) }));
}
export type OwnSale = Awaited<ReturnType<typeof findOwnSales>>[number];

/** Payment types as the business payment list names them, with their switch and accounts. */
export async function listWalletsForInvoice(
  db: Db,
): Promise<{ paymentType: string; enabled: boolean; accountGuids: string[] }[]> {
  const [types, accounts] = await Promise.all([
    db.kysely.selectFrom('paymentTypes').select(['guid', 'paymentType', 'enabled']).execute(),
    db.kysely.selectFrom('paymentAccounts').select(['guid', 'paymentTypeGuid']).execute(),
  ]);
  return types.map((t) => ({
    paymentType: t.paymentType,
    enabled: Number(t.enabled) === 1,
    accountGuids: accounts.filter((a) => a.paymentTypeGuid === t.guid).map((a) => a.guid),
  }));
}
