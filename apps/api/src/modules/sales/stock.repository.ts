import type { Db } from '../../db/connection';
import { AppError } from '../../lib/errors';

/**
 * Stock held by checkouts (docs/decisions/0010). A sale takes units from stock first and from
 * the pre-sale limit after; a released sale gives each back where it came from. The
 * products table keeps the sum of its variants' figures for list pages: it moves by the same
 * amounts, as deltas, so two checkouts of sibling variants never overwrite each other's sum.
 *
 * Rows are always locked in the same order — sales, then variants by guid, then products by
 * guid — so concurrent checkouts wait for each other instead of deadlocking.
 */

export type StockRequest = {
  variantGuid: string;
  productGuid: string;
  quantity: number;
  /** Named in the refusal when there is not enough, e.g. 'Longyi (Blue)'. */
  label: string;
};

export type StockTaken = {
  variantGuid: string;
  productGuid: string;
  quantity: number;
  preSaleQuantity: number;
};

const byVariant = <T extends { variantGuid: string }>(a: T, b: T) =>
  a.variantGuid < b.variantGuid ? -1 : a.variantGuid > b.variantGuid ? 1 : 0;

export function shortage(label: string, available: number): AppError {
  return new AppError(
    409,
    available > 0
      ? `Only ${available} of ${label} can be ordered now. Please lower the quantity.`
      : `${label} is out of stock. Please remove it from your cart.`,
  );
}

/**
 * Takes the units of a checkout inside its transaction, or refuses (409) naming the first
 * line there is not enough of. Each variant is decremented with a guarded UPDATE that only
 * matches while the row still has the units, so no interleaving can oversell; on PostgreSQL
 * the rows are also locked first so the split between stock and pre-sale is computed from
 * their current figures.
 */
export async function takeStock(trx: Db, requests: StockRequest[]): Promise<StockTaken[]> {
  const sorted = [...requests].sort(byVariant);
  let query = trx.kysely
    .selectFrom('variants')
    .select(['guid', 'stockQty', 'preSaleLimit'])
    .where(
      'guid',
      'in',
      sorted.map((r) => r.variantGuid),
    )
    .orderBy('guid');
  // SQLite runs one transaction at a time on its one connection; PostgreSQL needs the lock.
  if (trx.dialect === 'postgres') query = query.forUpdate();
  const current = new Map((await query.execute()).map((row) => [row.guid, row]));

  const taken: StockTaken[] = [];
  for (const request of sorted) {
    const row = current.get(request.variantGuid);
    const available = row ? row.stockQty + row.preSaleLimit : 0;
    if (!row || available < request.quantity) throw shortage(request.label, available);
    const fromStock = Math.min(row.stockQty, request.quantity);
    const fromPreSale = request.quantity - fromStock;
    const result = await trx.kysely
      .updateTable('variants')
      .set((eb) => ({
        stockQty: eb('stockQty', '-', fromStock),
        preSaleLimit: eb('preSaleLimit', '-', fromPreSale),
      }))
      .where('guid', '=', request.variantGuid)
      .where('stockQty', '>=', fromStock)
      .where('preSaleLimit', '>=', fromPreSale)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) throw shortage(request.label, 0);
    taken.push({
      variantGuid: request.variantGuid,
      productGuid: request.productGuid,
      quantity: request.quantity,
      preSaleQuantity: fromPreSale,
    });
  }
  await moveProductTotals(trx, taken, -1);
  return taken;
}

/** Gives the units of released sale lines back to stock and pre-sale, as they were taken. */
export async function giveBackStock(trx: Db, lines: StockTaken[]): Promise<void> {
  for (const line of [...lines].sort(byVariant)) {
    const fromStock = line.quantity - line.preSaleQuantity;
    await trx.kysely
      .updateTable('variants')
      .set((eb) => ({
        stockQty: eb('stockQty', '+', fromStock),
        preSaleLimit: eb('preSaleLimit', '+', line.preSaleQuantity),
      }))
      .where('guid', '=', line.variantGuid)
      .execute();
  }
  await moveProductTotals(trx, lines, 1);
}

async function moveProductTotals(trx: Db, lines: StockTaken[], sign: 1 | -1): Promise<void> {
  const byProduct = new Map<string, { stock: number; preSale: number }>();
  for (const line of lines) {
    const sum = byProduct.get(line.productGuid) ?? { stock: 0, preSale: 0 };
    sum.stock += line.quantity - line.preSaleQuantity;
    sum.preSale += line.preSaleQuantity;
    byProduct.set(line.productGuid, sum);
  }
  for (const productGuid of [...byProduct.keys()].sort()) {
    const { stock, preSale } = byProduct.get(productGuid)!;
    await trx.kysely
      .updateTable('products')
      .set((eb) => ({
        stockQty: eb('stockQty', '+', sign * stock),
        preSaleLimit: eb('preSaleLimit', '+', sign * preSale),
      }))
      .where('guid', '=', productGuid)
      .execute();
  }
}

/**
 * Ends a sale's hold and gives its units back, unless it was invoiced or released already
 * (the guarded UPDATE decides, so a release racing an invoice never double-counts). With
 * `expiredBy`, only a sale whose hold ran out by then is released. True when it was released.
 */
export async function releaseSale(
  trx: Db,
  saleGuid: string,
  status: 'Expired' | 'Cancelled',
  expiredBy?: string,
): Promise<boolean> {
  let update = trx.kysely
    .updateTable('sales')
    .set({ status })
    .where('guid', '=', saleGuid)
    .where('status', '=', 'Pending')
    .where('invoiceGuid', 'is', null);
  if (expiredBy !== undefined) update = update.where('expiresAt', '<=', expiredBy);
  const result = await update.executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await giveBackSale(trx, saleGuid);
  return true;
}

/**
 * Gives back every unit a sale took, line by line as it was taken; returns those lines. The
 * caller must have won the guarded UPDATE that ends the sale, so this runs once per sale.
 */
export async function giveBackSale(trx: Db, saleGuid: string): Promise<StockTaken[]> {
  const lines = await trx.kysely
    .selectFrom('saleItems')
    .select(['variantGuid', 'productGuid', 'quantity', 'preSaleQuantity'])
    .where('saleGuid', '=', saleGuid)
    .execute();
  await giveBackStock(trx, lines);
  return lines;
}
