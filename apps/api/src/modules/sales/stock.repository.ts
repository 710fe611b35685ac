import { randomUUID } from 'node:crypto';
import type { StockMoveReason } from '@storefront/commerce/product-draft';
import { sql, type RawBuilder, type UpdateQueryBuilder, type UpdateResult } from 'kysely';
import type { Db } from '../../db/connection';
import type { Database, StockMovesTable } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { releaseCouponUse } from '../promos/coupons.repository';

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

/**
 * A hold given back: its shop and the products whose stock came back, whose kept answers and
 * pages must go (docs/architecture.md#caching).
 */
export type ReleasedSale = { shopGuid: string; productGuids: string[] };

export type StockTaken = {
  variantGuid: string;
  productGuid: string;
  quantity: number;
  preSaleQuantity: number;
};

/**
 * Who moved stock and why, for the option's stock history (docs/product.md#stock-moves): the
 * buyer of a checkout or of a hold that ran out, the staff member who rejected an order.
 */
export type MoveContext = {
  reason: StockMoveReason;
  actorGuid: string | null;
  saleGuid: string | null;
  at: string;
};

/** What a guarded update left on the option's row, for its stock move. */
type VariantFigures = { shopGuid: string | null; stockQty: number; preSaleLimit: number };

function moveOf(
  line: StockTaken,
  sign: 1 | -1,
  after: VariantFigures,
  context: MoveContext,
): StockMovesTable {
  return {
    guid: randomUUID(),
    variantGuid: line.variantGuid,
    productGuid: line.productGuid,
    shopGuid: after.shopGuid ?? '',
    delta: sign * (line.quantity - line.preSaleQuantity),
    stockAfter: after.stockQty,
    preSaleDelta: sign * line.preSaleQuantity,
    preSaleAfter: after.preSaleLimit,
    reason: context.reason,
    actorGuid: context.actorGuid,
    saleGuid: context.saleGuid,
    createdAt: context.at,
  };
}

/** Writes stock moves; a checkout writes its own after the sale row they point at. */
export async function insertStockMoves(trx: Db, moves: StockMovesTable[]): Promise<void> {
  if (moves.length > 0) await trx.kysely.insertInto('stockMoves').values(moves).execute();
}

const byVariant = <T extends { variantGuid: string }>(a: T, b: T) =>
  a.variantGuid < b.variantGuid ? -1 : a.variantGuid > b.variantGuid ? 1 : 0;

export function shortage(label: string, available: number): AppError {
  return new AppError(
    409,
    available > 0
      ? `Only ${available} of ${label} can be ordered now. Please lower the quantity.`
      : `${label} is out of stock. Please remove it from your cart.`,
    undefined,
    // The web app words these itself, naming the item and what is left (`hints`).
    available > 0 ? 'lowStock' : 'outOfStock',
    [label, String(available)],
  );
}

/**
 * Takes the units of a checkout inside its transaction, or refuses (409) naming the first
 * line there is not enough of. Each variant is decremented with a guarded UPDATE that only
 * matches while the row still has the units, so no interleaving can oversell; on PostgreSQL
 * the rows are also locked first so the split between stock and pre-sale is computed from
 * their current figures. The rows are read once and decremented by one statement for the
 * whole cart (docs/architecture.md#checkout-integrity-and-stock-holds): time inside the
 * transaction is what other checkouts wait for.
 */
export async function takeStock(
  trx: Db,
  requests: StockRequest[],
  context: MoveContext,
): Promise<{ taken: StockTaken[]; moves: StockMovesTable[] }> {
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
    taken.push({
      variantGuid: request.variantGuid,
      productGuid: request.productGuid,
      quantity: request.quantity,
      preSaleQuantity: request.quantity - fromStock,
    });
  }
  // An option listed twice is taken line by line, each from the figures the last one left.
  const repeated = new Set(sorted.map((r) => r.variantGuid)).size !== sorted.length;
  const after = repeated
    ? await decrementOneByOne(trx, sorted, taken)
    : await decrementAll(trx, sorted, taken);
  const moves = taken.map((line, i) => moveOf(line, -1, after[i]!, context));
  await moveProductTotals(trx, taken, -1);
  return { taken, moves };
}

/** `case guid when … then … end`: a figure per row in one UPDATE. */
function perGuid(values: { guid: string; n: number }[]): RawBuilder<number> {
  return sql<number>`case guid ${sql.join(
    values.map((v) => sql`when ${v.guid} then cast(${v.n} as integer)`),
    sql` `,
  )} end`;
}

/**
 * The guarded decrement of every line's option in one UPDATE; the figures each row was left
 * with, in the lines' order. A row whose guard failed is not returned: its line is refused.
 */
async function decrementAll(
  trx: Db,
  sorted: StockRequest[],
  taken: StockTaken[],
): Promise<VariantFigures[]> {
  const fromStock = perGuid(
    taken.map((t) => ({ guid: t.variantGuid, n: t.quantity - t.preSaleQuantity })),
  );
  const fromPreSale = perGuid(taken.map((t) => ({ guid: t.variantGuid, n: t.preSaleQuantity })));
  const rows = await trx.kysely
    .updateTable('variants')
    .set({
      stockQty: sql<number>`stock_qty - ${fromStock}`,
      preSaleLimit: sql<number>`pre_sale_limit - ${fromPreSale}`,
    })
    .where(
      'guid',
      'in',
      taken.map((t) => t.variantGuid),
    )
    .where(sql<boolean>`stock_qty >= ${fromStock}`)
    .where(sql<boolean>`pre_sale_limit >= ${fromPreSale}`)
    .returning(['guid', 'shopGuid', 'stockQty', 'preSaleLimit'])
    .execute();
  const figuresOf = new Map(rows.map((r) => [r.guid, r]));
  return sorted.map((request) => {
    const figures = figuresOf.get(request.variantGuid);
    if (!figures) throw shortage(request.label, 0);
    return figures;
  });
}

/** The guarded decrement line by line, for a cart that lists an option more than once. */
async function decrementOneByOne(
  trx: Db,
  sorted: StockRequest[],
  taken: StockTaken[],
): Promise<VariantFigures[]> {
  const after: VariantFigures[] = [];
  for (const [i, request] of sorted.entries()) {
    const fromPreSale = taken[i]!.preSaleQuantity;
    const fromStock = request.quantity - fromPreSale;
    const result = await trx.kysely
      .updateTable('variants')
      .set((eb) => ({
        stockQty: eb('stockQty', '-', fromStock),
        preSaleLimit: eb('preSaleLimit', '-', fromPreSale),
      }))
      .where('guid', '=', request.variantGuid)
      .where('stockQty', '>=', fromStock)
      .where('preSaleLimit', '>=', fromPreSale)
      .returning(['shopGuid', 'stockQty', 'preSaleLimit'])
      .executeTakeFirst();
    if (!result) throw shortage(request.label, 0);
    after.push(result);
  }
  return after;
}

/**
 * Gives the units of released sale lines back to stock and pre-sale, as they were taken, and
 * writes a stock move for each.
 */
export async function giveBackStock(
  trx: Db,
  lines: StockTaken[],
  context: MoveContext,
): Promise<void> {
  const moves: StockMovesTable[] = [];
  for (const line of [...lines].sort(byVariant)) {
    const fromStock = line.quantity - line.preSaleQuantity;
    const after = await trx.kysely
      .updateTable('variants')
      .set((eb) => ({
        stockQty: eb('stockQty', '+', fromStock),
        preSaleLimit: eb('preSaleLimit', '+', line.preSaleQuantity),
      }))
      .where('guid', '=', line.variantGuid)
      .returning(['shopGuid', 'stockQty', 'preSaleLimit'])
      .executeTakeFirst();
    if (after) moves.push(moveOf(line, 1, after, context));
  }
  await moveProductTotals(trx, lines, 1);
  await insertStockMoves(trx, moves);
}

async function moveProductTotals(trx: Db, lines: StockTaken[], sign: 1 | -1): Promise<void> {
  const byProduct = new Map<string, { stock: number; preSale: number }>();
  for (const line of lines) {
    const sum = byProduct.get(line.productGuid) ?? { stock: 0, preSale: 0 };
    sum.stock += line.quantity - line.preSaleQuantity;
    sum.preSale += line.preSaleQuantity;
    byProduct.set(line.productGuid, sum);
  }
  const products = [...byProduct.keys()].sort();
  if (products.length === 0) return;
  const stock = perGuid(products.map((guid) => ({ guid, n: sign * byProduct.get(guid)!.stock })));
  const preSale = perGuid(
    products.map((guid) => ({ guid, n: sign * byProduct.get(guid)!.preSale })),
  );
  await whereProductsLocked(
    trx,
    trx.kysely.updateTable('products').set({
      stockQty: sql<number>`stock_qty + ${stock}`,
      preSaleLimit: sql<number>`pre_sale_limit + ${preSale}`,
    }),
    products,
  ).execute();
}

/**
 * An UPDATE of several products in one statement. On PostgreSQL a subquery locks their rows
 * first, in guid order, as every stock move does (see the top of this file), so two checkouts
 * updating the same products, one statement each, never deadlock.
 */
export function whereProductsLocked(
  trx: Db,
  update: UpdateQueryBuilder<Database, 'products', 'products', UpdateResult>,
  productGuids: string[],
) {
  if (trx.dialect !== 'postgres' || productGuids.length < 2) {
    return update.where('guid', 'in', productGuids);
  }
  return update.where(
    'guid',
    'in',
    trx.kysely
      .selectFrom('products')
      .select('guid')
      .where('guid', 'in', productGuids)
      .orderBy('guid')
      .forUpdate(),
  );
}

/**
 * Ends a sale's hold and gives its units back, unless it was invoiced or released already
 * (the guarded UPDATE decides, so a release racing an invoice never double-counts). With
 * `expiredBy`, only a sale whose hold ran out by then is released. What it gave back, or null
 * when it was not released.
 */
export async function releaseSale(
  trx: Db,
  saleGuid: string,
  status: 'Expired' | 'Cancelled',
  expiredBy?: string,
): Promise<ReleasedSale | null> {
  const at = new Date().toISOString();
  let update = trx.kysely
    .updateTable('sales')
    .set({ status })
    .where('guid', '=', saleGuid)
    .where('status', '=', 'Pending')
    .where('invoiceGuid', 'is', null);
  if (expiredBy !== undefined) update = update.where('expiresAt', '<=', expiredBy);
  const result = await update.executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return null;
  const sale = await trx.kysely
    .selectFrom('sales')
    .select(['buyerGuid', 'shopGuid'])
    .where('guid', '=', saleGuid)
    .executeTakeFirstOrThrow();
  const lines = await giveBackSale(trx, saleGuid, {
    reason: status === 'Expired' ? 'expired' : 'cancelled',
    actorGuid: sale.buyerGuid,
    saleGuid,
    at,
  });
  return {
    shopGuid: sale.shopGuid,
    productGuids: [...new Set(lines.map((line) => line.productGuid))],
  };
}

/**
 * Gives back every unit a sale took, line by line as it was taken; returns those lines. The
 * caller must have won the guarded UPDATE that ends the sale, so this runs once per sale.
 */
export async function giveBackSale(
  trx: Db,
  saleGuid: string,
  context: MoveContext,
): Promise<StockTaken[]> {
  const lines = await trx.kysely
    .selectFrom('saleItems')
    .select(['variantGuid', 'productGuid', 'quantity', 'preSaleQuantity'])
    .where('saleGuid', '=', saleGuid)
    .execute();
  await giveBackStock(trx, lines, context);
  // The coupon use it held goes back too (docs/decisions/0032-coupons.md#race).
  await releaseCouponUse(trx, saleGuid, context.at);
  return lines;
}
