import { CASH_ON_DELIVERY } from '@storefront/contract/sales';
import type { Db } from '../../db/connection';

/**
 * What open cash-on-delivery orders hold (docs/decisions/0027-abuse-caps.md#cod-share): sales
 * tied to an invoice paid cash on delivery, still `Pending` at their shop.
 */

/** An option a set of sales ordered: its units and label. */
export type OrderedOption = {
  variantGuid: string;
  productName: string;
  variantName: string;
  units: number | string;
};

/** The options a set of sales ordered: units and label per option. */
export async function findOrderedOptions(trx: Db, saleGuids: string[]): Promise<OrderedOption[]> {
  return trx.kysely
    .selectFrom('saleItems')
    .select(['variantGuid', 'productName', 'variantName'])
    .select((eb) => eb.fn.sum<number | string>('quantity').as('units'))
    .where('saleGuid', 'in', saleGuids)
    .groupBy(['variantGuid', 'productName', 'variantName'])
    .execute();
}

/**
 * The options' free units and their shop's share, the option rows locked (PostgreSQL) in guid
 * order like every stock move (stock.repository.ts), so two orders of one option are checked
 * one after the other.
 */
export async function lockOptionsForCodCheck(
  trx: Db,
  variantGuids: string[],
  /** The shops' shares when the caller read them already; read here otherwise. */
  knownShares?: ReadonlyMap<string, number>,
) {
  let query = trx.kysely
    .selectFrom('variants')
    .select(['guid', 'stockQty', 'preSaleLimit', 'shopGuid'])
    .where('guid', 'in', variantGuids)
    .orderBy('guid');
  if (trx.dialect === 'postgres') query = query.forUpdate();
  const options = await query.execute();
  const shopGuids = [...new Set(options.map((o) => o.shopGuid).filter((g) => g !== null))];
  const shares =
    knownShares && shopGuids.every((g) => knownShares.has(g))
      ? [...knownShares].map(([guid, codHoldSharePercent]) => ({ guid, codHoldSharePercent }))
      : shopGuids.length === 0
        ? []
        : await trx.kysely
            .selectFrom('shops')
            .select(['guid', 'codHoldSharePercent'])
            .where('guid', 'in', shopGuids)
            .execute();
  const shareOf = new Map(shares.map((s) => [s.guid, s.codHoldSharePercent]));
  return options.map((o) => ({
    variantGuid: o.guid,
    free: o.stockQty + o.preSaleLimit,
    sharePercent: o.shopGuid === null ? null : (shareOf.get(o.shopGuid) ?? null),
  }));
}

const openCodSales = (db: Db) =>
  db.kysely
    .selectFrom('saleItems')
    .innerJoin('sales', 'sales.guid', 'saleItems.saleGuid')
    .innerJoin('invoices', 'invoices.guid', 'sales.invoiceGuid')
    .where('sales.status', '=', 'Pending')
    .where('invoices.paymentType', '=', CASH_ON_DELIVERY);

/** Units of each option that open cash-on-delivery orders hold. */
export async function findCodHeldUnits(
  trx: Db,
  variantGuids: string[],
): Promise<Map<string, number>> {
  const rows = await openCodSales(trx)
    .select('saleItems.variantGuid')
    .select((eb) => eb.fn.sum<number | string>('saleItems.quantity').as('units'))
    .where('saleItems.variantGuid', 'in', variantGuids)
    .groupBy('saleItems.variantGuid')
    .execute();
  return new Map(rows.map((r) => [r.variantGuid, Number(r.units)]));
}

/** Lines of the shop's open cash-on-delivery orders, for the staff's list. */
export async function listCodHoldLines(db: Db, shopGuid: string) {
  return openCodSales(db)
    .select([
      'sales.guid as saleGuid',
      'invoices.invoiceNo',
      'invoices.createdAt',
      'sales.contactName',
      'sales.contactPhone',
      'saleItems.productName',
      'saleItems.variantName',
      'saleItems.quantity',
    ])
    .where('sales.shopGuid', '=', shopGuid)
    .execute();
}

export async function findCodHoldShare(db: Db, shopGuid: string): Promise<number | undefined> {
  const row = await db.kysely
    .selectFrom('shops')
    .select('codHoldSharePercent')
    .where('guid', '=', shopGuid)
    .executeTakeFirst();
  return row?.codHoldSharePercent;
}

export async function updateCodHoldShare(
  db: Db,
  shopGuid: string,
  sharePercent: number,
): Promise<void> {
  await db.kysely
    .updateTable('shops')
    .set({ codHoldSharePercent: sharePercent })
    .where('guid', '=', shopGuid)
    .execute();
}
