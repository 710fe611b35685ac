import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { Db } from '../db/connection';
import type { InvoicesTable, SaleItemsTable, SalesTable } from '../db/schema';
import { countOrderLines, countOrders } from '../modules/admin/report-rollups.repository';

/** One line of a hand-built order; prices in minor units. */
export interface ReportLine {
  productGuid: string;
  variantGuid: string;
  productName: string;
  productNameMm?: string | null;
  variantName: string;
  quantity: number;
  unitPriceMinor: number;
}

/** An order as the report reads it, written straight into the tables (no checkout rules). */
export interface ReportOrder {
  shopGuid: string;
  shippingMethodGuid: string;
  buyerGuid: string;
  /** When it was placed (the invoice's time), ISO UTC; null: a pending sale never paid. */
  placedAt: string | null;
  status: string;
  paymentType: string;
  currencyCode: string;
  shippingFeeMinor: number;
  contactName: string;
  township: string | null;
  lines: ReportLine[];
}

export interface WrittenOrder extends ReportOrder {
  saleGuid: string;
  invoiceNo: string | null;
  totalMinor: number;
}

/** Writes the orders (an invoice each, one sale, its lines) in one go; answers them with ids. */
export async function insertReportOrders(db: Db, orders: ReportOrder[]): Promise<WrittenOrder[]> {
  const written: WrittenOrder[] = [];
  const invoices: Insertable<InvoicesTable>[] = [];
  const sales: Insertable<SalesTable>[] = [];
  const items: Insertable<SaleItemsTable>[] = [];
  for (const o of orders) {
    const saleGuid = randomUUID();
    const subTotal = o.lines.reduce((n, l) => n + l.quantity * l.unitPriceMinor, 0);
    const total = subTotal + o.shippingFeeMinor;
    const invoiceGuid = o.placedAt === null ? null : randomUUID();
    const invoiceNo = invoiceGuid === null ? null : `R${randomUUID().slice(0, 12)}`;
    const at = o.placedAt ?? new Date().toISOString();
    if (invoiceGuid !== null && invoiceNo !== null) {
      invoices.push({
        guid: invoiceGuid,
        invoiceNo,
        buyerGuid: o.buyerGuid,
        status: o.status,
        paymentType: o.paymentType,
        accountName: null,
        accountNumber: null,
        receiptImageGuid: null,
        receiptSha256: null,
        receiptDhash: null,
        receiptThumbnail: null,
        receiptAspect: null,
        currencyCode: o.currencyCode,
        itemCount: o.lines.length,
        subTotalMinor: subTotal,
        taxMinor: 0,
        deliveryChargesMinor: o.shippingFeeMinor,
        totalAmountMinor: total,
        createdAt: at,
      });
    }
    sales.push({
      guid: saleGuid,
      discountMinor: 0,
      invoiceGuid,
      buyerGuid: o.buyerGuid,
      shopGuid: o.shopGuid,
      shippingMethodGuid: o.shippingMethodGuid,
      status: o.status,
      currencyCode: o.currencyCode,
      subTotalMinor: subTotal,
      taxMinor: 0,
      shippingFeeMinor: o.shippingFeeMinor,
      totalAmountMinor: total,
      totalWeightGrams: 500,
      remark: '',
      service: 'Delivery',
      deliveryType: 'Normal',
      contactJson: JSON.stringify({
        guid: randomUUID(),
        name: o.contactName,
        address: 'No. 1',
        street: 'Main road',
        township: o.township,
        townshipGuid: null,
        country: 'Myanmar',
        regionName: 'Myanmar',
        primaryPhone: '09250000000',
        otherPhones: '',
        email: '',
        comment: '',
      }),
      contactName: o.contactName,
      contactPhone: '09250000000',
      createdAt: at,
      expiresAt: at,
    });
    o.lines.forEach((l, position) => {
      items.push({
        guid: randomUUID(),
        saleGuid,
        productGuid: l.productGuid,
        variantGuid: l.variantGuid,
        productName: l.productName,
        productNameMm: l.productNameMm ?? null,
        variantName: l.variantName,
        imageGuid: null,
        quantity: l.quantity,
        preSaleQuantity: 0,
        unitPriceMinor: l.unitPriceMinor,
        lineTotalMinor: l.quantity * l.unitPriceMinor,
        weightGrams: 100,
        position,
      });
    });
    written.push({ ...o, saleGuid, invoiceNo, totalMinor: total });
  }
  const chunk = <T>(rows: T[], size: number) =>
    Array.from({ length: Math.ceil(rows.length / size) }, (_, i) =>
      rows.slice(i * size, i * size + size),
    );
  for (const part of chunk(invoices, 200))
    await db.kysely.insertInto('invoices').values(part).execute();
  for (const part of chunk(sales, 200)) await db.kysely.insertInto('sales').values(part).execute();
  for (const part of chunk(items, 200))
    await db.kysely.insertInto('saleItems').values(part).execute();
  // Counted into the report's roll-ups by the same upserts placing an order runs: every tied
  // sale under its status, the lines of those not Rejected.
  const tied = written.filter((o) => o.placedAt !== null);
  await countOrders(
    db,
    tied.map((o) => o.saleGuid),
    1,
  );
  await countOrderLines(
    db,
    tied.filter((o) => o.status !== 'Rejected').map((o) => o.saleGuid),
    1,
  );
  return written;
}
