import type { Kysely } from 'kysely';

/**
 * Indexes the checkout's own queries read through (docs/architecture.md#checkout-integrity-and-stock-holds),
 * so a sale or an invoice reads the rows it needs and no more, however many orders the account,
 * the option or the business has placed before:
 *
 * - an account's pending sales, by shop: the unpaid hold a new sale of a shop replaces, and the
 *   units the account holds for its limits (docs/decisions/0017-stock-hold-limits.md); the old
 *   `sales_buyer` index led to every sale the account ever made;
 * - unpaid sales by when their hold runs out: the holds every sale request and the sweep
 *   release (docs/decisions/0010-pending-sales-and-stock-holds.md); `sales_pending` (status,
 *   expiry) also led to every placed order still awaiting its shop, whose hold time has long
 *   passed;
 * - an account's orders by status: the orders still awaiting shops, counted on every sale and
 *   invoice (`invoices_buyer` led to every invoice of the account);
 * - an option's sale lines: the units open cash-on-delivery orders hold of it
 *   (docs/decisions/0027-abuse-caps.md#cod-share), instead of every pending sale of the business;
 * - staff and owners by role and shop: who is told of a new order
 *   (docs/decisions/0034-notifications.md), instead of every account.
 *
 * Only new indexes: independent of every other migration, whatever order they run in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('sales_buyer_open')
    .on('sales')
    .columns(['buyer_guid', 'status', 'shop_guid', 'invoice_guid', 'expires_at'])
    .execute();
  await db.schema
    .createIndex('sales_unpaid_expiry')
    .on('sales')
    .columns(['status', 'invoice_guid', 'expires_at'])
    .execute();
  await db.schema
    .createIndex('invoices_buyer_status')
    .on('invoices')
    .columns(['buyer_guid', 'status'])
    .execute();
  await db.schema
    .createIndex('sale_items_variant')
    .on('sale_items')
    .columns(['variant_guid', 'sale_guid', 'quantity'])
    .execute();
  await db.schema
    .createIndex('users_role_shop')
    .on('users')
    .columns(['role', 'shop_guid'])
    .execute();
}
