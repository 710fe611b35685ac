import { type Kysely } from 'kysely';

/**
 * Indexes the sales report reads through (docs/decisions/0033-sales-reports.md#speed): orders by
 * the time they were placed (the invoice's), then each invoice's sales and their lines with the
 * columns the report sums, so a year of orders is counted from the indexes alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('invoices_report')
    .on('invoices')
    .columns(['created_at', 'guid', 'payment_type'])
    .execute();
  await db.schema
    .createIndex('sales_report')
    .on('sales')
    .columns(['invoice_guid', 'shop_guid', 'status', 'currency_code', 'total_amount_minor', 'guid'])
    .execute();
  await db.schema
    .createIndex('sale_items_report')
    .on('sale_items')
    .columns(['sale_guid', 'product_guid', 'quantity', 'line_total_minor'])
    .execute();
}
