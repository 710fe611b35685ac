import { itemCountOf } from '@storefront/commerce/orders';
import type { Db } from '../../db/connection';
import {
  readReportRollups,
  rebuildReportRollups,
} from '../../modules/admin/report-rollups.repository';
import { PLENTY, SCARCE, type StormWorld } from './world';
import type { Placed } from './shoppers';

export interface StockReport {
  variant: string;
  initial: { stock: number; preSale: number };
  current: { stock: number; preSale: number };
  /** Units of invoiced sales. */
  sold: number;
  /** Units of sales still pending without an invoice. */
  held: number;
  /** Where those units came from. */
  takenFromStock: number;
  takenFromPreSale: number;
}

/** Per option: what is left, and what invoiced and still-pending sales have taken. */
export async function stockReport(db: Db, world: StormWorld): Promise<StockReport[]> {
  const reports: StockReport[] = [];
  for (const [name, guid, initial] of [
    ['Plenty', world.plenty, PLENTY],
    ['Scarce', world.scarce, SCARCE],
  ] as const) {
    const current = await db.kysely
      .selectFrom('variants')
      .select(['stockQty', 'preSaleLimit'])
      .where('guid', '=', guid)
      .executeTakeFirstOrThrow();
    const lines = await db.kysely
      .selectFrom('saleItems')
      .innerJoin('sales', 'sales.guid', 'saleItems.saleGuid')
      .select([
        'saleItems.quantity',
        'saleItems.preSaleQuantity',
        'sales.invoiceGuid',
        'sales.status',
      ])
      .where('saleItems.variantGuid', '=', guid)
      // Cancelled and expired sales gave their units back.
      .where((eb) =>
        eb.or([eb('sales.invoiceGuid', 'is not', null), eb('sales.status', '=', 'Pending')]),
      )
      .execute();
    const sum = (rows: typeof lines, pick: (r: (typeof lines)[number]) => number) =>
      rows.reduce((n, r) => n + Number(pick(r)), 0);
    const invoiced = lines.filter((l) => l.invoiceGuid !== null);
    const pending = lines.filter((l) => l.invoiceGuid === null);
    reports.push({
      variant: name,
      initial: { stock: initial.stock, preSale: initial.preSale },
      current: { stock: Number(current.stockQty), preSale: Number(current.preSaleLimit) },
      sold: sum(invoiced, (l) => l.quantity),
      held: sum(pending, (l) => l.quantity),
      takenFromStock: sum(lines, (l) => l.quantity - l.preSaleQuantity),
      takenFromPreSale: sum(lines, (l) => l.preSaleQuantity),
    });
  }
  return reports;
}

/** The product row's running figures, beside what its options and invoices say. */
export async function productFigures(db: Db, world: StormWorld) {
  const product = await db.kysely
    .selectFrom('products')
    .select(['stockQty', 'preSaleLimit', 'soldCount'])
    .where('guid', '=', world.productGuid)
    .executeTakeFirstOrThrow();
  const variants = await db.kysely
    .selectFrom('variants')
    .select(['stockQty', 'preSaleLimit'])
    .where('productGuid', '=', world.productGuid)
    .execute();
  const invoicedUnits = await db.kysely
    .selectFrom('saleItems')
    .innerJoin('sales', 'sales.guid', 'saleItems.saleGuid')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('saleItems.quantity'), eb.lit(0)).as('n'))
    .where('saleItems.productGuid', '=', world.productGuid)
    .where('sales.invoiceGuid', 'is not', null)
    .executeTakeFirstOrThrow();
  return {
    product: {
      stock: Number(product.stockQty),
      preSale: Number(product.preSaleLimit),
      sold: Number(product.soldCount),
    },
    fromRows: {
      stock: variants.reduce((n, v) => n + Number(v.stockQty), 0),
      preSale: variants.reduce((n, v) => n + Number(v.preSaleLimit), 0),
      sold: Number(invoicedUnits.n),
    },
  };
}

/**
 * Every checkout is whole or absent: lists each broken rule with the row it concerns (an
 * empty list is a consistent database).
 */
export async function halfWrittenCheckouts(db: Db): Promise<string[]> {
  const problems: string[] = [];
  const k = db.kysely;
  const salesWithoutItems = await k
    .selectFrom('sales')
    .leftJoin('saleItems', 'saleItems.saleGuid', 'sales.guid')
    .select('sales.guid')
    .where('saleItems.guid', 'is', null)
    .execute();
  for (const s of salesWithoutItems) problems.push(`sale ${s.guid} has no items`);
  const invoicesWithoutSales = await k
    .selectFrom('invoices')
    .leftJoin('sales', 'sales.invoiceGuid', 'invoices.guid')
    .select('invoices.invoiceNo')
    .where('sales.guid', 'is', null)
    .execute();
  for (const i of invoicesWithoutSales) problems.push(`invoice ${i.invoiceNo} has no sales`);
  const salesOfMissingInvoices = await k
    .selectFrom('sales')
    .leftJoin('invoices', 'invoices.guid', 'sales.invoiceGuid')
    .select(['sales.guid', 'sales.invoiceGuid'])
    .where('sales.invoiceGuid', 'is not', null)
    .where('invoices.guid', 'is', null)
    .execute();
  for (const s of salesOfMissingInvoices) {
    problems.push(`sale ${s.guid} is tied to missing invoice ${s.invoiceGuid}`);
  }
  const addonsOfMissingLines = await k
    .selectFrom('saleItemAddons')
    .leftJoin('saleItems', 'saleItems.guid', 'saleItemAddons.saleItemGuid')
    .select('saleItemAddons.guid')
    .where('saleItems.guid', 'is', null)
    .execute();
  for (const a of addonsOfMissingLines) problems.push(`addon line ${a.guid} has no sale line`);
  // The sales report's roll-ups are written in the checkout's transaction: they equal a recount.
  problems.push(...(await reportRollupDrift(db)));

  // Each sale's sub total is its lines and addons; its total takes off the coupon's discount
  // and adds tax and shipping.
  const sales = await k
    .selectFrom('sales')
    .select([
      'guid',
      'subTotalMinor',
      'discountMinor',
      'taxMinor',
      'shippingFeeMinor',
      'totalAmountMinor',
    ])
    .execute();
  const lineSums = new Map<string, number>();
  for (const l of await k
    .selectFrom('saleItems')
    .select(['saleGuid', 'lineTotalMinor'])
    .execute()) {
    lineSums.set(l.saleGuid, (lineSums.get(l.saleGuid) ?? 0) + Number(l.lineTotalMinor));
  }
  for (const a of await k
    .selectFrom('saleItemAddons')
    .innerJoin('saleItems', 'saleItems.guid', 'saleItemAddons.saleItemGuid')
    .select(['saleItems.saleGuid', 'saleItemAddons.lineTotalMinor'])
    .execute()) {
    lineSums.set(a.saleGuid, (lineSums.get(a.saleGuid) ?? 0) + Number(a.lineTotalMinor));
  }
  for (const s of sales) {
    if ((lineSums.get(s.guid) ?? 0) !== Number(s.subTotalMinor)) {
      problems.push(
        `sale ${s.guid}: lines add up to ${lineSums.get(s.guid)}, sub total ${s.subTotalMinor}`,
      );
    }
    const total =
      Number(s.subTotalMinor) -
      Number(s.discountMinor) +
      Number(s.taxMinor) +
      Number(s.shippingFeeMinor);
    if (total !== Number(s.totalAmountMinor)) {
      problems.push(`sale ${s.guid}: total ${s.totalAmountMinor}, parts add up to ${total}`);
    }
  }

  // Each invoice's figures are its sales'.
  const invoices = await k
    .selectFrom('invoices')
    .select([
      'guid',
      'invoiceNo',
      'itemCount',
      'subTotalMinor',
      'taxMinor',
      'deliveryChargesMinor',
      'totalAmountMinor',
    ])
    .execute();
  const bySale = new Map(sales.map((s) => [s.guid, s]));
  const tied = await k
    .selectFrom('sales')
    .select(['guid', 'invoiceGuid'])
    .where('invoiceGuid', 'is not', null)
    .execute();
  const units = await k
    .selectFrom('saleItems')
    .innerJoin('sales', 'sales.guid', 'saleItems.saleGuid')
    .select(['sales.invoiceGuid', 'saleItems.quantity'])
    .where('sales.invoiceGuid', 'is not', null)
    .execute();
  for (const invoice of invoices) {
    const its = tied.filter((s) => s.invoiceGuid === invoice.guid).map((s) => bySale.get(s.guid)!);
    const add = (pick: (s: (typeof sales)[number]) => number) =>
      its.reduce((n, s) => n + Number(pick(s)), 0);
    const expected = {
      subTotal: add((s) => s.subTotalMinor),
      tax: add((s) => s.taxMinor),
      delivery: add((s) => s.shippingFeeMinor),
      total: add((s) => s.totalAmountMinor),
      items: itemCountOf(
        units
          .filter((u) => u.invoiceGuid === invoice.guid)
          .map((u) => ({ quantity: Number(u.quantity) })),
      ),
    };
    const actual = {
      subTotal: Number(invoice.subTotalMinor),
      tax: Number(invoice.taxMinor),
      delivery: Number(invoice.deliveryChargesMinor),
      total: Number(invoice.totalAmountMinor),
      items: Number(invoice.itemCount),
    };
    if (JSON.stringify(expected) !== JSON.stringify(actual)) {
      problems.push(
        `invoice ${invoice.invoiceNo}: ${JSON.stringify(actual)}, its sales say ${JSON.stringify(expected)}`,
      );
    }
  }
  return problems;
}

/** Acknowledged orders missing from the database, or stored with other figures than answered. */
export async function lostOrders(db: Db, placed: Placed[]): Promise<string[]> {
  const problems: string[] = [];
  for (const p of placed) {
    if (!p.invoice) continue;
    const row = await db.kysely
      .selectFrom('invoices')
      .select(['guid', 'totalAmountMinor', 'itemCount'])
      .where('invoiceNo', '=', p.invoice.invoiceNo)
      .executeTakeFirst();
    if (!row) {
      problems.push(`invoice ${p.invoice.invoiceNo} was answered 200 and is gone`);
      continue;
    }
    if (
      Math.round(p.invoice.totalAmount * 100) !== Number(row.totalAmountMinor) ||
      p.invoice.itemCount !== Number(row.itemCount)
    ) {
      problems.push(`invoice ${p.invoice.invoiceNo} is stored with other figures than answered`);
    }
    const sales = await db.kysely
      .selectFrom('sales')
      .select('guid')
      .where('invoiceGuid', '=', row.guid)
      .execute();
    if (
      sales
        .map((s) => s.guid)
        .sort()
        .join() !== [...p.invoice.salesOrderId].sort().join()
    ) {
      problems.push(`invoice ${p.invoice.invoiceNo} lost or gained sales`);
    }
  }
  return problems;
}

class RecountDone extends Error {}

/**
 * Where the sales report's roll-ups differ from a recount of every order (an empty list when
 * they agree). The recount is made in a transaction that is then undone, so nothing changes.
 */
export async function reportRollupDrift(db: Db): Promise<string[]> {
  const kept = await readReportRollups(db);
  let recount: typeof kept | undefined;
  try {
    await db.kysely.transaction().execute(async (trx) => {
      const inside: Db = { ...db, kysely: trx };
      await rebuildReportRollups(inside);
      recount = await readReportRollups(inside);
      throw new RecountDone();
    });
  } catch (error) {
    if (!(error instanceof RecountDone)) throw error;
  }
  const key = (r: object) => JSON.stringify(r);
  const problems: string[] = [];
  for (const [what, a, b] of [
    ['day', kept.days, recount!.days],
    ['product', kept.products, recount!.products],
  ] as const) {
    const want = new Set(b.map(key));
    const have = new Set(a.map(key));
    for (const row of have)
      if (!want.has(row)) problems.push(`report ${what} roll-up row ${row} is not in a recount`);
    for (const row of want)
      if (!have.has(row)) problems.push(`report ${what} roll-up lacks ${row}`);
  }
  return problems;
}
