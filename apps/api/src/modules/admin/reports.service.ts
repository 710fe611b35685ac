import { convertCurrency, MMK } from '@storefront/commerce/currency';
import { fromMinor, roundTo } from '@storefront/commerce/money';
import { ORDER_STATUSES } from '@storefront/commerce/order-status';
import {
  DEFAULT_REPORT_DAYS,
  MAX_REPORT_DAYS,
  ORDER_CSV_COLUMNS,
  TOP_PRODUCTS,
  type SalesReport,
} from '@storefront/contract/admin-reports';
import type { Db } from '../../db/connection';
import { AppError, badRequest } from '../../lib/errors';
import { listRegions } from '../region/region.repository';
import { parseSnapshot } from '../sales/contact';
import { UTF8_BOM } from '../seller/product-csv';
import { rollupGroups, rollupProducts, type RollupScope } from './report-rollups.repository';
import {
  csvOrderPage,
  productNames,
  reportShops,
  shopExists,
  type ReportScope,
} from './reports.repository';

const REJECTED = 'Rejected';

/** Myanmar keeps UTC+06:30 all year (docs/decisions/0033-sales-reports.md#days). */
const MYANMAR_OFFSET_MS = 390 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Today's Myanmar calendar day, YYYY-MM-DD. */
export function myanmarToday(now: Date): string {
  return new Date(now.getTime() + MYANMAR_OFFSET_MS).toISOString().slice(0, 10);
}

/** The UTC instant a Myanmar calendar day starts at. */
function dayStartMs(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) - MYANMAR_OFFSET_MS;
}

function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
}

/** A stored instant as the Myanmar wall clock: 'YYYY-MM-DD HH:MM'. */
export function myanmarDateTime(iso: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return iso;
  return new Date(ms + MYANMAR_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');
}

export interface ReportRange {
  from: string;
  to: string;
  fromIso: string;
  toIso: string;
}

/** The range asked for, checked: from ≤ to, at most a year; defaults to the last 30 days. */
export function rangeOf(query: { from?: string; to?: string }, now = new Date()): ReportRange {
  const to =
    query.to ?? (query.from ? addDays(query.from, DEFAULT_REPORT_DAYS - 1) : myanmarToday(now));
  const from = query.from ?? addDays(to, -(DEFAULT_REPORT_DAYS - 1));
  if (from > to) throw badRequest('from must be on or before to.', 'from');
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
  if (days > MAX_REPORT_DAYS) {
    throw badRequest(
      `A report covers at most ${MAX_REPORT_DAYS} days; choose a shorter range.`,
      'to',
    );
  }
  return {
    from,
    to,
    fromIso: new Date(dayStartMs(from)).toISOString(),
    toIso: new Date(dayStartMs(to) + DAY_MS).toISOString(),
  };
}

/** Who asks, and for which shop (docs/decisions/0033-sales-reports.md#roles). */
export interface Reader {
  role: 'Owner' | 'Seller';
  /** The staff member's own shop; null for an owner. */
  ownShopGuid: string | null;
}

export const OTHER_SHOP =
  "Shop staff see their own shop's figures only. Ask the business's owner for the others.";

/** The shop a report covers: null for the whole business (owners only). */
export async function shopOfReport(
  db: Db,
  reader: Reader,
  shopGuid: string | undefined,
): Promise<string | null> {
  if (reader.role === 'Seller') {
    if (shopGuid !== undefined && shopGuid !== reader.ownShopGuid) {
      throw new AppError(403, OTHER_SHOP, 'shopGuid');
    }
    return reader.ownShopGuid;
  }
  if (shopGuid === undefined) return null;
  if (!(await shopExists(db, shopGuid))) {
    throw new AppError(
      404,
      'There is no such shop. Choose one of the shops in the list.',
      'shopGuid',
    );
  }
  return shopGuid;
}

/** Minor units of one currency → MMK major units, or null without a known rate. */
type Converter = (minor: number, currencyCode: string) => number | null;

async function converterOf(db: Db): Promise<Converter> {
  const regions = await listRegions(db);
  return (minor, code) => convertCurrency(fromMinor(minor), code, MMK, regions);
}

const money = (v: number) => roundTo(v, 2);
const share = (part: number, whole: number) => (whole > 0 ? roundTo(part / whole, 4) : 0);

export async function salesReport(
  db: Db,
  range: ReportRange,
  shopGuid: string | null,
  reader: Reader,
): Promise<SalesReport> {
  // The figures come from the roll-ups the order writes keep (docs/decisions/0033#speed).
  const scope: RollupScope = { from: range.from, to: range.to, shopGuid };
  const [shops, convert, groups] = await Promise.all([
    reportShops(db, reader.role === 'Seller' ? reader.ownShopGuid : null),
    converterOf(db),
    rollupGroups(db, scope),
  ]);
  // Units need no conversion and one currency none either: the database ranks them. Amounts in
  // several currencies are converted for every product before they are ranked.
  const single = new Set(groups.map((g) => g.currencyCode)).size <= 1;
  const productRows = await rollupProducts(db, scope, single ? TOP_PRODUCTS : null);

  const unconverted = new Set<string>();
  const mmk = (minor: number, code: string): number => {
    const value = convert(minor, code);
    if (value === null) {
      unconverted.add(code);
      return 0;
    }
    return value;
  };

  const perDay = new Map<string, { orders: number; revenue: number }>();
  const perStatus = new Map<string, { orders: number; amount: number }>();
  const perPayment = new Map<string, { orders: number; revenue: number }>();
  for (const g of groups) {
    const amount = mmk(g.amountMinor, g.currencyCode);
    const status = perStatus.get(g.status) ?? { orders: 0, amount: 0 };
    status.orders += g.orders;
    status.amount += amount;
    perStatus.set(g.status, status);
    if (g.status === REJECTED) continue;
    const day = perDay.get(g.day) ?? { orders: 0, revenue: 0 };
    day.orders += g.orders;
    day.revenue += amount;
    perDay.set(g.day, day);
    const payment = perPayment.get(g.paymentType) ?? { orders: 0, revenue: 0 };
    payment.orders += g.orders;
    payment.revenue += amount;
    perPayment.set(g.paymentType, payment);
  }

  const dayRows: SalesReport['days'] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) {
    const entry = perDay.get(day);
    dayRows.push({ date: day, orders: entry?.orders ?? 0, revenue: money(entry?.revenue ?? 0) });
  }
  const totalOrders = dayRows.reduce((n, d) => n + d.orders, 0);
  const totalRevenue = money([...perDay.values()].reduce((n, d) => n + d.revenue, 0));

  const byStatus = ORDER_STATUSES.map((status) => ({
    status,
    orders: perStatus.get(status)?.orders ?? 0,
    amount: money(perStatus.get(status)?.amount ?? 0),
  }));

  const byPaymentType = [...perPayment.entries()]
    .map(([paymentType, e]) => ({
      paymentType,
      orders: e.orders,
      revenue: money(e.revenue),
      orderShare: share(e.orders, totalOrders),
      revenueShare: share(e.revenue, totalRevenue),
    }))
    .sort((a, b) => b.orders - a.orders || a.paymentType.localeCompare(b.paymentType));

  const perProduct = new Map<string, { units: number; revenue: number }>();
  for (const r of productRows) {
    const entry = perProduct.get(r.productGuid) ?? { units: 0, revenue: 0 };
    entry.units += r.units;
    entry.revenue += mmk(r.amountMinor, r.currencyCode);
    perProduct.set(r.productGuid, entry);
  }
  const byGuid = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const ranked = [...perProduct.entries()].map(([productGuid, e]) => ({
    productGuid,
    units: e.units,
    revenue: money(e.revenue),
  }));
  const topUnits = [...ranked]
    .sort((a, b) => b.units - a.units || byGuid(a.productGuid, b.productGuid))
    .slice(0, TOP_PRODUCTS);
  const topRevenue = [...ranked]
    .sort((a, b) => b.revenue - a.revenue || byGuid(a.productGuid, b.productGuid))
    .slice(0, TOP_PRODUCTS);
  const names = await productNames(db, [
    ...new Set([...topUnits, ...topRevenue].map((p) => p.productGuid)),
  ]);
  const named = (p: (typeof ranked)[number]) => ({
    ...p,
    name: names.get(p.productGuid)?.name ?? '',
    nameMm: names.get(p.productGuid)?.nameMm ?? null,
  });

  return {
    from: range.from,
    to: range.to,
    shopGuid,
    currencyCode: MMK,
    days: dayRows,
    totals: { orders: totalOrders, revenue: totalRevenue },
    averageOrderValue: totalOrders > 0 ? money(totalRevenue / totalOrders) : 0,
    byStatus,
    byPaymentType,
    topProducts: { byUnits: topUnits.map(named), byRevenue: topRevenue.map(named) },
    shops,
    unconvertedCurrencies: [...unconverted].sort(),
  };
}

/** A text cell Excel would run as a formula gets a leading apostrophe. */
function neutralise(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** RFC 4180: a cell with a quote, comma or line break is quoted, its quotes doubled. */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  const text = typeof value === 'number' ? String(value) : neutralise(value);
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

const CSV_PAGE = 500;

/**
 * The orders file, page by page (docs/decisions/0033-sales-reports.md#csv): the byte order
 * mark and the header, then one row per order line, oldest order first. Shipping fee and order
 * total are written on each order's first line only, so a column's sum is the range's.
 */
export async function* ordersCsv(
  db: Db,
  range: ReportRange,
  shopGuid: string | null,
): AsyncGenerator<string> {
  yield `${UTF8_BOM}${ORDER_CSV_COLUMNS.join(',')}\r\n`;
  const scope: ReportScope = { fromIso: range.fromIso, toIso: range.toIso, shopGuid };
  let after: { createdAt: string; saleGuid: string } | null = null;
  for (;;) {
    const page = await csvOrderPage(db, scope, after, CSV_PAGE);
    if (page.orders.length === 0) return;
    const linesOf = new Map<string, typeof page.lines>();
    for (const line of page.lines) {
      const list = linesOf.get(line.saleGuid) ?? [];
      list.push(line);
      linesOf.set(line.saleGuid, list);
    }
    let chunk = '';
    for (const order of page.orders) {
      const contact = parseSnapshot(order.contactJson);
      const common = [
        order.invoiceNo,
        myanmarDateTime(order.createdAt),
        order.shopName,
        order.status,
        order.paymentType,
        order.contactName,
        contact?.township ?? '',
      ];
      const lines = linesOf.get(order.saleGuid) ?? [];
      const rows = lines.length > 0 ? lines : [null];
      rows.forEach((line, i) => {
        const cells: (string | number | null)[] = [
          ...common,
          line?.productName ?? '',
          line?.variantName ?? '',
          line ? line.quantity : null,
          line ? fromMinor(line.unitPriceMinor) : null,
          line ? fromMinor(line.lineTotalMinor) : null,
          i === 0 ? fromMinor(order.shippingFeeMinor) : null,
          i === 0 ? fromMinor(order.totalAmountMinor) : null,
          order.currencyCode,
        ];
        chunk += `${cells.map(csvCell).join(',')}\r\n`;
      });
    }
    yield chunk;
    const last = page.orders[page.orders.length - 1]!;
    after = { createdAt: last.createdAt, saleGuid: last.saleGuid };
    if (page.orders.length < CSV_PAGE) return;
  }
}
