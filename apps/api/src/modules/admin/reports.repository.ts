import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../../db/connection';

/**
 * The figures of the sales report, counted by the database (docs/decisions/0033-sales-reports.md):
 * every query groups in SQL and answers a handful of rows per day, status, payment method or
 * product. An order is a sale tied to an invoice; its date is the invoice's (when it was placed).
 * Amounts stay in minor units and in the order's currency: the service converts them.
 */

/** The orders a report reads: placed in [fromIso, toIso) (UTC instants), of one shop or all. */
export interface ReportScope {
  fromIso: string;
  toIso: string;
  shopGuid: string | null;
}

const REJECTED = 'Rejected';

/** Myanmar keeps UTC+06:30 all year; a stored instant's Myanmar calendar day as YYYY-MM-DD. */
function myanmarDay(db: Db): RawBuilder<string> {
  return db.dialect === 'postgres'
    ? sql<string>`to_char(invoices.created_at::timestamp + interval '390 minutes', 'YYYY-MM-DD')`
    : sql<string>`date(invoices.created_at, '+390 minutes')`;
}

/**
 * A sale is invoiced within its pending window (15 minutes, docs/decisions/0010) of being made,
 * so its own created_at is within a day of the order's date whatever the clocks of several
 * instances say. One shop's report bounds sales.created_at by that day on either side: the
 * shop's index then reads only the range's sales, and the invoice's time still decides.
 */
const SALE_TO_INVOICE_MARGIN_MS = 24 * 60 * 60 * 1000;
const shifted = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

function ordersOf(db: Db, scope: ReportScope) {
  let query = db.kysely
    .selectFrom('invoices')
    .innerJoin('sales', 'sales.invoiceGuid', 'invoices.guid')
    .where('invoices.createdAt', '>=', scope.fromIso)
    .where('invoices.createdAt', '<', scope.toIso);
  if (scope.shopGuid !== null) {
    query = query
      .where('sales.shopGuid', '=', scope.shopGuid)
      .where('sales.createdAt', '>=', shifted(scope.fromIso, -SALE_TO_INVOICE_MARGIN_MS))
      .where('sales.createdAt', '<', shifted(scope.toIso, SALE_TO_INVOICE_MARGIN_MS));
  }
  return query;
}

const notRejected = sql<SqlBool>`sales.status <> ${REJECTED}`;

/** PostgreSQL answers counts and sums of bigints as text. */
const num = (v: unknown): number => Number(v ?? 0);

/**
 * One row per Myanmar day, status, payment method and currency of the orders in scope: every
 * figure but the products is summed from these few rows (at most days × 5 × methods), so the
 * orders are read once.
 */
export interface GroupRow {
  day: string;
  status: string;
  paymentType: string;
  currencyCode: string;
  orders: number;
  amountMinor: number;
}

export async function salesGroups(db: Db, scope: ReportScope): Promise<GroupRow[]> {
  const day = myanmarDay(db);
  const rows = await ordersOf(db, scope)
    .select([
      day.as('day'),
      'sales.status',
      'invoices.paymentType',
      'sales.currencyCode',
      sql<number>`count(*)`.as('orders'),
      sql<number>`sum(sales.total_amount_minor)`.as('amountMinor'),
    ])
    .groupBy([day, 'sales.status', 'invoices.paymentType', 'sales.currencyCode'])
    .execute();
  return rows.map((r) => ({
    day: r.day,
    status: r.status,
    paymentType: r.paymentType,
    currencyCode: r.currencyCode,
    orders: num(r.orders),
    amountMinor: num(r.amountMinor),
  }));
}

export interface ProductRow {
  productGuid: string;
  currencyCode: string;
  units: number;
  amountMinor: number;
}

/**
 * Units and line totals per product (and currency) of the orders in scope, Rejected left out.
 * With `top`, only the products ranked within it by units or by amount (one read of the lines,
 * ranked by window functions); without, every product sold (for several currencies, whose
 * amounts must be converted before they are ranked).
 */
export async function salesByProduct(
  db: Db,
  scope: ReportScope,
  top: number | null,
): Promise<ProductRow[]> {
  const units = sql<number>`sum(sale_items.quantity)`;
  const amount = sql<number>`sum(sale_items.line_total_minor)`;
  const grouped = ordersOf(db, scope)
    .innerJoin('saleItems', 'saleItems.saleGuid', 'sales.guid')
    .where(notRejected)
    .select([
      'saleItems.productGuid',
      'sales.currencyCode',
      units.as('units'),
      amount.as('amountMinor'),
      sql<number>`row_number() over (order by ${units} desc, sale_items.product_guid)`.as(
        'unitsRank',
      ),
      sql<number>`row_number() over (order by ${amount} desc, sale_items.product_guid)`.as(
        'amountRank',
      ),
    ])
    .groupBy(['saleItems.productGuid', 'sales.currencyCode']);
  const rows =
    top === null
      ? await grouped.execute()
      : await db.kysely
          .selectFrom(grouped.as('ranked'))
          .selectAll()
          .where((eb) => eb.or([eb('unitsRank', '<=', top), eb('amountRank', '<=', top)]))
          .execute();
  return rows.map((r) => ({
    productGuid: r.productGuid,
    currencyCode: r.currencyCode,
    units: num(r.units),
    amountMinor: num(r.amountMinor),
  }));
}

/** The products' names as the catalog has them now (a product in an order is never deleted). */
export async function productNames(
  db: Db,
  productGuids: string[],
): Promise<Map<string, { name: string; nameMm: string | null }>> {
  if (productGuids.length === 0) return new Map();
  const rows = await db.kysely
    .selectFrom('products')
    .select(['guid', 'name', 'nameMm'])
    .where('guid', 'in', productGuids)
    .execute();
  return new Map(rows.map((r) => [r.guid, { name: r.name, nameMm: r.nameMm }]));
}

/** The shops a report may name, by name; one shop only for its staff. */
export async function reportShops(
  db: Db,
  onlyGuid: string | null,
): Promise<{ guid: string; name: string; nameMm: string | null }[]> {
  let query = db.kysely.selectFrom('shops').select(['guid', 'name', 'nameMm']).orderBy('name');
  if (onlyGuid !== null) query = query.where('guid', '=', onlyGuid);
  return query.execute();
}

/** Whether the shop exists (an owner naming a shop). */
export async function shopExists(db: Db, shopGuid: string): Promise<boolean> {
  const row = await db.kysely
    .selectFrom('shops')
    .select('guid')
    .where('guid', '=', shopGuid)
    .executeTakeFirst();
  return row !== undefined;
}

export interface CsvOrderRow {
  saleGuid: string;
  createdAt: string;
  invoiceNo: string;
  shopName: string;
  status: string;
  paymentType: string;
  contactName: string;
  contactJson: string;
  currencyCode: string;
  shippingFeeMinor: number;
  totalAmountMinor: number;
}

export interface CsvLineRow {
  saleGuid: string;
  productName: string;
  variantName: string;
  quantity: number;
  unitPriceMinor: number;
  lineTotalMinor: number;
}

/**
 * One page of the orders file: the orders after `after` (by placing time, then id), oldest
 * first, and their lines. Keyset pages keep memory flat however long the range.
 */
export async function csvOrderPage(
  db: Db,
  scope: ReportScope,
  after: { createdAt: string; saleGuid: string } | null,
  size: number,
): Promise<{ orders: CsvOrderRow[]; lines: CsvLineRow[] }> {
  let query = ordersOf(db, scope)
    .innerJoin('shops', 'shops.guid', 'sales.shopGuid')
    .select([
      'sales.guid as saleGuid',
      'invoices.createdAt',
      'invoices.invoiceNo',
      'shops.name as shopName',
      'sales.status',
      'invoices.paymentType',
      'sales.contactName',
      'sales.contactJson',
      'sales.currencyCode',
      'sales.shippingFeeMinor',
      'sales.totalAmountMinor',
    ]);
  if (after) {
    query = query.where((eb) =>
      eb.or([
        eb('invoices.createdAt', '>', after.createdAt),
        eb.and([
          eb('invoices.createdAt', '=', after.createdAt),
          eb('sales.guid', '>', after.saleGuid),
        ]),
      ]),
    );
  }
  const orders = await query
    .orderBy('invoices.createdAt')
    .orderBy('sales.guid')
    .limit(size)
    .execute();
  if (orders.length === 0) return { orders: [], lines: [] };
  const lines = await db.kysely
    .selectFrom('saleItems')
    .select([
      'saleGuid',
      'productName',
      'variantName',
      'quantity',
      'unitPriceMinor',
      'lineTotalMinor',
    ])
    .where(
      'saleGuid',
      'in',
      orders.map((o) => o.saleGuid),
    )
    .orderBy('saleGuid')
    .orderBy('position')
    .execute();
  return {
    orders: orders.map((o) => ({
      ...o,
      shippingFeeMinor: num(o.shippingFeeMinor),
      totalAmountMinor: num(o.totalAmountMinor),
    })),
    lines: lines.map((l) => ({
      ...l,
      quantity: num(l.quantity),
      unitPriceMinor: num(l.unitPriceMinor),
      lineTotalMinor: num(l.lineTotalMinor),
    })),
  };
}
