import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import {
  fillReportRollups,
  myanmarDaySql,
  WHOLE_BUSINESS,
} from '../../db/migrations/0017-report-rollups';

/**
 * Keeps the sales report's roll-ups exact (docs/decisions/0033-sales-reports.md#speed). Every
 * write that changes what the report counts calls these inside its own transaction: placing an
 * order counts it in, a status move takes it out under the old status and in under the new one,
 * and a move to or from Rejected takes its lines out of or back into the product figures. Each
 * is an upsert adding a signed amount, so concurrent orders of one day add up rather than
 * overwrite each other.
 */

const SHOPS = [
  [sql`sales.shop_guid`, sql`sales.shop_guid, `],
  [sql`cast(${WHOLE_BUSINESS} as text)`, sql``],
] as const;

/**
 * Adds (sign 1) or takes out (sign -1) the orders of `saleGuids` to the day figures, under
 * `status` when given (the status they had before a move) or else their stored status.
 */
/*
 * Rows are written in key order (`order by`), so two transactions adding to the same rows take
 * their locks in one order and never deadlock on each other.
 */
export async function countOrders(
  trx: Db,
  saleGuids: string[],
  sign: 1 | -1,
  status?: string,
): Promise<void> {
  if (saleGuids.length === 0) return;
  const day = myanmarDaySql(trx.dialect);
  const statusOf = status === undefined ? sql`sales.status` : sql`cast(${status} as text)`;
  const groupStatus = status === undefined ? sql`, sales.status` : sql``;
  for (const [shop, byShop] of SHOPS) {
    await sql`
      insert into report_days (day, shop_guid, status, payment_type, currency_code, orders, amount_minor)
      select ${day}, ${shop}, ${statusOf}, invoices.payment_type, sales.currency_code,
             ${sql.lit(sign)} * count(*), ${sql.lit(sign)} * sum(sales.total_amount_minor)
      from invoices join sales on sales.invoice_guid = invoices.guid
      where sales.guid in (${sql.join(saleGuids)})
      group by ${byShop}${day}${groupStatus}, invoices.payment_type, sales.currency_code
      order by 1, 3, 4, 5
      on conflict (shop_guid, day, status, payment_type, currency_code) do update
        set orders = report_days.orders + excluded.orders,
            amount_minor = report_days.amount_minor + excluded.amount_minor`.execute(trx.kysely);
  }
}

/**
 * Adds (sign 1) or takes out (sign -1) the lines of `saleGuids` to the product figures, by day
 * and by month. The caller decides: placed orders are Pending, so placing counts them in; a
 * move to Rejected takes them out and one from Rejected puts them back.
 */
export async function countOrderLines(trx: Db, saleGuids: string[], sign: 1 | -1): Promise<void> {
  if (saleGuids.length === 0) return;
  const day = myanmarDaySql(trx.dialect);
  for (const [shop, byShop] of SHOPS) {
    for (const period of [day, sql<string>`substr(${day}, 1, 7)`]) {
      await sql`
        insert into report_products (period, shop_guid, product_guid, currency_code, units, amount_minor)
        select ${period}, ${shop}, sale_items.product_guid, sales.currency_code,
               ${sql.lit(sign)} * sum(sale_items.quantity),
               ${sql.lit(sign)} * sum(sale_items.line_total_minor)
        from invoices join sales on sales.invoice_guid = invoices.guid
          join sale_items on sale_items.sale_guid = sales.guid
        where sales.guid in (${sql.join(saleGuids)})
        group by ${byShop}${period}, sale_items.product_guid, sales.currency_code
        order by 3, 4
        on conflict (shop_guid, period, product_guid, currency_code) do update
          set units = report_products.units + excluded.units,
              amount_minor = report_products.amount_minor + excluded.amount_minor`.execute(
        trx.kysely,
      );
    }
  }
}

/** Empties the roll-ups and counts every order again (after a bulk load, or to check them). */
export async function rebuildReportRollups(db: Db): Promise<void> {
  await db.kysely.deleteFrom('reportDays').execute();
  await db.kysely.deleteFrom('reportProducts').execute();
  await fillReportRollups(db.kysely, db.dialect);
}

/** The roll-ups' rows with something in them, in key order (for comparing with a recount). */
export async function readReportRollups(db: Db) {
  const days = await db.kysely
    .selectFrom('reportDays')
    .selectAll()
    .where((eb) => eb.or([eb('orders', '<>', 0), eb('amountMinor', '<>', 0)]))
    .orderBy('shopGuid')
    .orderBy('day')
    .orderBy('status')
    .orderBy('paymentType')
    .orderBy('currencyCode')
    .execute();
  const products = await db.kysely
    .selectFrom('reportProducts')
    .selectAll()
    .where((eb) => eb.or([eb('units', '<>', 0), eb('amountMinor', '<>', 0)]))
    .orderBy('shopGuid')
    .orderBy('period')
    .orderBy('productGuid')
    .orderBy('currencyCode')
    .execute();
  const n = (v: unknown) => Number(v);
  return {
    days: days.map((r) => ({ ...r, orders: n(r.orders), amountMinor: n(r.amountMinor) })),
    products: products.map((r) => ({ ...r, units: n(r.units), amountMinor: n(r.amountMinor) })),
  };
}

/** A report's reach in the roll-ups: Myanmar days from–to (both included), one shop or all. */
export interface RollupScope {
  from: string;
  to: string;
  shopGuid: string | null;
}

/** PostgreSQL answers sums of bigints as text. */
const num = (v: unknown): number => Number(v ?? 0);

/**
 * The range's orders per Myanmar day, status, payment method and currency, read from the day
 * roll-up: one row each, at most days × statuses × methods × currencies.
 */
export async function rollupGroups(db: Db, scope: RollupScope) {
  const rows = await db.kysely
    .selectFrom('reportDays')
    .select(['day', 'status', 'paymentType', 'currencyCode', 'orders', 'amountMinor'])
    .where('shopGuid', '=', scope.shopGuid ?? WHOLE_BUSINESS)
    .where('day', '>=', scope.from)
    .where('day', '<=', scope.to)
    .where('orders', '<>', 0)
    .execute();
  return rows.map((r) => ({ ...r, orders: num(r.orders), amountMinor: num(r.amountMinor) }));
}

const DAY_MS = 24 * 60 * 60 * 1000;
const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
function monthEnd(day: string): string {
  const d = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return new Date(d.getTime() - DAY_MS).toISOString().slice(0, 10);
}

/**
 * The product roll-up's periods that make up a range: every whole month by its month row, the
 * days of the partial months at either end by their day rows.
 */
export function periodsOf(
  from: string,
  to: string,
): { months: string[]; days: [string, string][] } {
  const months: string[] = [];
  const days: [string, string][] = [];
  for (let cursor = from; cursor <= to;) {
    const end = monthEnd(cursor);
    if (cursor.endsWith('-01') && end <= to) months.push(cursor.slice(0, 7));
    else days.push([cursor, end < to ? end : to]);
    cursor = nextDay(end);
  }
  return { months, days };
}

/**
 * Units and line totals per product (and currency) over the range, from the product roll-up;
 * with `top`, only the products ranked within it by units or by amount (window functions over
 * the summed rows), as the direct count does.
 */
export async function rollupProducts(db: Db, scope: RollupScope, top: number | null) {
  const { months, days } = periodsOf(scope.from, scope.to);
  const units = sql<number>`sum(units)`;
  const amount = sql<number>`sum(amount_minor)`;
  const shop = scope.shopGuid ?? WHOLE_BUSINESS;
  // The shop is named in each branch, so that SQLite reads each by the key (shop, period)
  // instead of every period of the shop.
  const grouped = db.kysely
    .selectFrom('reportProducts')
    .where((eb) =>
      eb.or([
        ...(months.length > 0
          ? [eb.and([eb('shopGuid', '=', shop), eb('period', 'in', months)])]
          : []),
        ...days.map(([a, b]) =>
          eb.and([eb('shopGuid', '=', shop), eb('period', '>=', a), eb('period', '<=', b)]),
        ),
      ]),
    )
    .select([
      'productGuid',
      'currencyCode',
      units.as('units'),
      amount.as('amountMinor'),
      sql<number>`row_number() over (order by ${units} desc, product_guid)`.as('unitsRank'),
      sql<number>`row_number() over (order by ${amount} desc, product_guid)`.as('amountRank'),
    ])
    .groupBy(['productGuid', 'currencyCode'])
    .having(units, '<>', 0);
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
