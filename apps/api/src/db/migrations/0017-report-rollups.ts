import { sql, type Kysely, type RawBuilder } from 'kysely';

/**
 * The sales report's roll-ups (docs/decisions/0033-sales-reports.md#speed): orders and amounts
 * per Myanmar day, shop, status, payment method and currency, and units and line totals per
 * product by day and by month, kept by the writes that place and move orders. A row whose
 * `shop_guid` is '' is the whole business (the sum of the shops' rows), so a business-wide
 * report reads as few rows as one shop's.
 */
export const WHOLE_BUSINESS = '';

export async function up(db: Kysely<unknown>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  await db.schema
    .createTable('report_days')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('shop_guid', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('payment_type', 'text', (c) => c.notNull())
    .addColumn('currency_code', 'text', (c) => c.notNull())
    .addColumn('orders', 'integer', (c) => c.notNull())
    .addColumn('amount_minor', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('report_days_pk', [
      'shop_guid',
      'day',
      'status',
      'payment_type',
      'currency_code',
    ])
    .execute();
  await db.schema
    .createTable('report_products')
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('shop_guid', 'text', (c) => c.notNull())
    .addColumn('product_guid', 'text', (c) => c.notNull())
    .addColumn('currency_code', 'text', (c) => c.notNull())
    .addColumn('units', 'integer', (c) => c.notNull())
    .addColumn('amount_minor', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('report_products_pk', [
      'shop_guid',
      'period',
      'product_guid',
      'currency_code',
    ])
    .execute();
  await fillReportRollups(db, dialect);
}

/** An invoice's placing time as its Myanmar calendar day (UTC+06:30), YYYY-MM-DD. */
export function myanmarDaySql(dialect: 'sqlite' | 'postgres'): RawBuilder<string> {
  return dialect === 'postgres'
    ? sql<string>`to_char(invoices.created_at::timestamp + interval '390 minutes', 'YYYY-MM-DD')`
    : sql<string>`date(invoices.created_at, '+390 minutes')`;
}

/**
 * Counts every order into the (empty) roll-ups with one INSERT … SELECT per grain: the
 * migration's backfill, and the rebuild the large seed and the tests use.
 */
export async function fillReportRollups(
  db: Kysely<any>, // eslint-disable-line @typescript-eslint/no-explicit-any
  dialect: 'sqlite' | 'postgres',
): Promise<void> {
  const day = myanmarDaySql(dialect);
  // The business's rows have the constant '' as their shop and are grouped without it.
  for (const [shop, byShop] of [
    [sql`sales.shop_guid`, sql`sales.shop_guid, `],
    [sql`cast(${WHOLE_BUSINESS} as text)`, sql``],
  ] as const) {
    await sql`
      insert into report_days (day, shop_guid, status, payment_type, currency_code, orders, amount_minor)
      select ${day}, ${shop}, sales.status, invoices.payment_type, sales.currency_code,
             count(*), sum(sales.total_amount_minor)
      from invoices join sales on sales.invoice_guid = invoices.guid
      where true
      group by ${byShop}${day}, sales.status, invoices.payment_type, sales.currency_code`.execute(
      db,
    );
    for (const period of [day, sql<string>`substr(${day}, 1, 7)`]) {
      await sql`
        insert into report_products (period, shop_guid, product_guid, currency_code, units, amount_minor)
        select ${period}, ${shop}, sale_items.product_guid, sales.currency_code,
               sum(sale_items.quantity), sum(sale_items.line_total_minor)
        from invoices join sales on sales.invoice_guid = invoices.guid
          join sale_items on sale_items.sale_guid = sales.guid
        where sales.status <> 'Rejected'
        group by ${byShop}${period}, sale_items.product_guid, sales.currency_code`.execute(db);
    }
  }
}
