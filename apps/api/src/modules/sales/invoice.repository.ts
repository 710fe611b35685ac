import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db/connection';
import type { InvoicesTable } from '../../db/schema';
import { whereProductsLocked } from './stock.repository';

/**
 * Writes of the invoice transaction (docs/architecture.md#checkout). Each takes a `Db` whose
 * `kysely` is that transaction.
 */

export async function insertInvoice(trx: Db, invoice: Insertable<InvoicesTable>): Promise<void> {
  await trx.kysely.insertInto('invoices').values(invoice).execute();
}

/**
 * Ties the buyer's sales to the invoice; returns how many were tied. Guarded like a release: a
 * sale the sweep released a moment ago, or one already tied, is not tied.
 */
export async function tieSalesToInvoice(
  trx: Db,
  invoiceGuid: string,
  saleGuids: string[],
  buyerGuid: string,
  now: string,
): Promise<number> {
  const tied = await trx.kysely
    .updateTable('sales')
    .set({ invoiceGuid })
    .where('guid', 'in', saleGuids)
    .where('buyerGuid', '=', buyerGuid)
    .where('invoiceGuid', 'is', null)
    .where('status', '=', 'Pending')
    .where('expiresAt', '>', now)
    .executeTakeFirst();
  return Number(tied.numUpdatedRows);
}

/**
 * Adds the units sold to each product's count, in one statement, the products' rows locked in
 * guid order (the lock order of stock, stock.repository.ts).
 */
export async function addSoldCounts(
  trx: Db,
  soldByProduct: ReadonlyMap<string, number>,
): Promise<void> {
  const products = [...soldByProduct.keys()].sort();
  if (products.length === 0) return;
  const sold = sql<number>`case guid ${sql.join(
    products.map((guid) => sql`when ${guid} then cast(${soldByProduct.get(guid)!} as integer)`),
    sql` `,
  )} end`;
  await whereProductsLocked(
    trx,
    trx.kysely.updateTable('products').set({ soldCount: sql<number>`sold_count + ${sold}` }),
    products,
  ).execute();
}
