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

function ordersOf(db: Db, scope: ReportScope) {
  let query = db.kysely
    .selectFrom('invoices')
    .innerJoin('sales', 'sales.invoiceGuid', 'invoices.guid')
    .where('invoices.createdAt', '>=', scope.fromIso)
    .where('invoices.createdAt', '<', scope.toIso);
  if (scope.shopGuid !== null) query = query.where('sales.shopGuid', '=', scope.shopGuid);
  return query;
}

const notRejected = sql<SqlBool>`sales.status <> ${REJECTED}`;

/** PostgreSQL answers counts and sums of bigints as text. */
const num = (v: unknown): number => Number(v ?? 0);

export interface DayRow {
  day: string;
  currencyCode: string;
  orders: number;
  amountMinor: number;
}

export async function salesByDay(db: Db, scope: ReportScope): Promise<DayRow[]> {
  const day = myanmarDay(db);
  const rows = await ordersOf(db, scope)
    .where(notRejected)
    .select([
      day.as('day'),
      'sales.currencyCode',
      sql<number>`count(*)`.as('orders'),
      sql<number>`sum(sales.total_amount_minor)`.as('amountMinor'),
    ])
    .groupBy([day, 'sales.currencyCode'])
    .execute();
  return rows.map((r) => ({
    day: r.day,
    currencyCode: r.currencyCode,
    orders: num(r.orders),
    amountMinor: num(r.amountMinor),
  }));
}

export interface StatusRow {
  status: string;
  currencyCode: string;
  orders: number;
  amountMinor: number;
}

export async function salesByStatus(db: Db, scope: ReportScope): Promise<StatusRow[]> {
  const rows = await ordersOf(db, scope)
    .select([
      'sales.status',
      'sales.currencyCode',
      sql<number>`count(*)`.as('orders'),
      sql<number>`sum(sales.total_amount_minor)`.as('amountMinor'),
    ])
    .groupBy(['sales.status', 'sales.currencyCode'])
    .execute();
  return rows.map((r) => ({
    status: r.status,
    currencyCode: r.currencyCode,
    orders: num(r.orders),
    amountMinor: num(r.amountMinor),
  }));
}

export interface PaymentRow {
  paymentType: string;
  currencyCode: string;
  orders: number;
  amountMinor: number;
}

export async function salesByPaymentType(db: Db, scope: ReportScope): Promise<PaymentRow[]> {
  const rows = await ordersOf(db, scope)
    .where(notRejected)
    .select([
      'invoices.paymentType',
      'sales.currencyCode',
      sql<number>`count(*)`.as('orders'),
      sql<number>`sum(sales.total_amount_minor)`.as('amountMinor'),
    ])
    .groupBy(['invoices.paymentType', 'sales.currencyCode'])
    .execute();
  return rows.map((r) => ({
    paymentType: r.paymentType,
    currencyCode: r.currencyCode,
    orders: num(r.orders),
    amountMinor: num(r.amountMinor),
  }));
}

export interface ProductRow {
  productGuid: string;
  currencyCode: string;
  name: string;
  nameMm: string | null;
  units: number;
  amountMinor: number;
}

/**
 * Units and line totals per product (and currency). `order` and `limit` pick the top rows in SQL;
 * without a limit every product sold in the range is answered (the service converts currencies
 * first when the range holds more than one).
 */
export async function salesByProduct(
  db: Db,
  scope: ReportScope,
  rank: { by: 'units' | 'amount'; limit: number | null },
): Promise<ProductRow[]> {
  const units = sql<number>`sum(sale_items.quantity)`;
  const amount = sql<number>`sum(sale_items.line_total_minor)`;
  let query = ordersOf(db, scope)
    .innerJoin('saleItems', 'saleItems.saleGuid', 'sales.guid')
    .where(notRejected)
    .select([
      'saleItems.productGuid',
      'sales.currencyCode',
      sql<string>`max(sale_items.product_name)`.as('name'),
      sql<string | null>`max(sale_items.product_name_mm)`.as('nameMm'),
      units.as('units'),
      amount.as('amountMinor'),
    ])
    .groupBy(['saleItems.productGuid', 'sales.currencyCode']);
  if (rank.limit !== null) {
    query = query
      .orderBy(rank.by === 'units' ? units : amount, 'desc')
      .orderBy('saleItems.productGuid')
      .limit(rank.limit);
  }
  const rows = await query.execute();
  return rows.map((r) => ({
    productGuid: r.productGuid,
    currencyCode: r.currencyCode,
    name: r.name,
    nameMm: r.nameMm,
    units: num(r.units),
    amountMinor: num(r.amountMinor),
  }));
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
