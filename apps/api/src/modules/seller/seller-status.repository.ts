import { orderStatusOf, type OrderStatus } from '@storefront/commerce/order-status';
import type { Db } from '../../db/connection';
import type { StockTaken } from '../sales/stock.repository';

/**
 * The reads and writes of a status change (docs/decisions/0014-order-life-cycle.md), run inside
 * the change's transaction. Rows are locked in the order sales, invoice, variants, products.
 */

/** What a status change needs to know of the order, read inside its transaction. */
export async function findOrderForChange(db: Db, shopGuid: string, saleGuid: string) {
  return db.kysely
    .selectFrom('sales')
    .innerJoin('invoices', 'invoices.guid', 'sales.invoiceGuid')
    .innerJoin('shops', 'shops.guid', 'sales.shopGuid')
    .select([
      'sales.status',
      'invoices.guid as invoiceGuid',
      'invoices.invoiceNo',
      'invoices.createdAt',
      'shops.name as shopName',
      'sales.buyerGuid',
    ])
    .where('sales.guid', '=', saleGuid)
    .where('sales.shopGuid', '=', shopGuid)
    .executeTakeFirst();
}

/**
 * The one guarded UPDATE of a transition: it matches only while the order is still the
 * shop's, paid and in `from`, so of two staff acting at once exactly one moves it.
 */
export async function moveOrderStatus(
  db: Db,
  change: { saleGuid: string; shopGuid: string; from: string; to: OrderStatus },
): Promise<boolean> {
  const result = await db.kysely
    .updateTable('sales')
    .set({ status: change.to })
    .where('guid', '=', change.saleGuid)
    .where('shopGuid', '=', change.shopGuid)
    .where('invoiceGuid', 'is not', null)
    .where('status', '=', change.from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/**
 * Rewrites the invoice's status from all its shop blocks. On PostgreSQL the invoice row is
 * locked first, so two shops changing their blocks of one order at once read each other's
 * committed change instead of both writing a status derived from a stale view.
 */
export async function writeInvoiceStatus(db: Db, invoiceGuid: string): Promise<OrderStatus> {
  if (db.dialect === 'postgres') {
    await db.kysely
      .selectFrom('invoices')
      .select('guid')
      .where('guid', '=', invoiceGuid)
      .forUpdate()
      .execute();
  }
  const parts = await db.kysely
    .selectFrom('sales')
    .select('status')
    .where('invoiceGuid', '=', invoiceGuid)
    .execute();
  const status = orderStatusOf(parts.map((p) => p.status));
  await db.kysely.updateTable('invoices').set({ status }).where('guid', '=', invoiceGuid).execute();
  return status;
}

/** Takes a rejected order's units out of the best-seller counts the invoice added them to. */
export async function takeBackSoldCount(db: Db, lines: StockTaken[]): Promise<void> {
  const byProduct = new Map<string, number>();
  for (const line of lines) {
    byProduct.set(line.productGuid, (byProduct.get(line.productGuid) ?? 0) + line.quantity);
  }
  for (const productGuid of [...byProduct.keys()].sort()) {
    const quantity = byProduct.get(productGuid)!;
    await db.kysely
      .updateTable('products')
      .set((eb) => ({ soldCount: eb('soldCount', '-', quantity) }))
      .where('guid', '=', productGuid)
      .execute();
  }
}
