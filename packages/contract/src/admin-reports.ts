import { z } from 'zod';
import { envelopeOf } from './envelope';
import { OrderStatusSchema } from './seller';

/**
 * How sales go (docs/decisions/0033-sales-reports.md): `GET v1/admin/reports/sales` and the
 * order lines as a file, `GET v1/admin/reports/orders.csv`. Owners see the whole business or
 * one shop; shop staff their own shop only.
 */

/** The longest range one report covers, in days (a leap year). */
export const MAX_REPORT_DAYS = 366;
/** The range a report covers when none is named: the last 30 Myanmar days, today included. */
export const DEFAULT_REPORT_DAYS = 30;
/** How many products each top list names. */
export const TOP_PRODUCTS = 10;

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day in Myanmar as YYYY-MM-DD; a day that does not exist (2026-02-30) is refused. */
function calendarDate(field: 'from' | 'to') {
  return z
    .string({ message: `${field} must be a date as YYYY-MM-DD.` })
    .max(10, `${field} must be a date as YYYY-MM-DD.`)
    .refine(
      (v) => {
        if (!DATE_PATTERN.test(v)) return false;
        const year = Number(v.slice(0, 4));
        if (year < 2000 || year > 2100) return false;
        const d = new Date(`${v}T00:00:00Z`);
        return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
      },
      { message: `${field} must be a real date as YYYY-MM-DD (years 2000 to 2100).` },
    );
}

const emptyAsAbsent = (v: unknown) => (v === '' ? undefined : v);

export const ReportQuerySchema = z.object({
  /** The first Myanmar day of the range (default: 29 days before `to`). */
  from: z.preprocess(emptyAsAbsent, calendarDate('from').optional()),
  /** The last Myanmar day of the range, included (default: today in Myanmar). */
  to: z.preprocess(emptyAsAbsent, calendarDate('to').optional()),
  /** One shop; without it an owner sees the whole business and staff their own shop. */
  shopGuid: z.preprocess(
    emptyAsAbsent,
    z.uuid({ message: 'shopGuid must be the id of a shop.' }).optional(),
  ),
});
export type ReportQuery = z.input<typeof ReportQuerySchema>;

export const ReportDaySchema = z.object({
  /** A Myanmar calendar day, YYYY-MM-DD; every day of the range is present, with 0s if quiet. */
  date: z.string(),
  /** Orders placed that day (Myanmar time), Rejected ones not counted. */
  orders: z.number().int().nonnegative(),
  /** Their order totals (goods, tax and delivery) in MMK. */
  revenue: z.number(),
});

export const ReportStatusRowSchema = z.object({
  status: OrderStatusSchema,
  /** Orders now in this status, placed in the range; every status is listed, Rejected too. */
  orders: z.number().int().nonnegative(),
  /** Their order totals in MMK (for Rejected: what was refused, not revenue). */
  amount: z.number(),
});

export const ReportPaymentRowSchema = z.object({
  /** The payment method as the invoice names it: 'Cash On Delivery' or a wallet's name. */
  paymentType: z.string(),
  orders: z.number().int().nonnegative(),
  revenue: z.number(),
  /** This method's share of the range's orders and of its revenue, 0–1. */
  orderShare: z.number(),
  revenueShare: z.number(),
});

export const ReportProductRowSchema = z.object({
  productGuid: z.string(),
  /** The product's name as the catalog has it now. */
  name: z.string(),
  nameMm: z.string().nullable(),
  /** Units sold in the range (Rejected orders not counted). */
  units: z.number().int().nonnegative(),
  /** The line totals of those units in MMK. */
  revenue: z.number(),
});

export const SalesReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  /** The shop reported on; null for the whole business (owners only). */
  shopGuid: z.string().nullable(),
  /** Every amount is in this currency, major units. */
  currencyCode: z.literal('MMK'),
  days: z.array(ReportDaySchema),
  /** Orders and revenue of the whole range, Rejected orders not counted. */
  totals: z.object({ orders: z.number().int().nonnegative(), revenue: z.number() }),
  /** Revenue divided by orders; 0 when there were none. */
  averageOrderValue: z.number(),
  byStatus: z.array(ReportStatusRowSchema),
  byPaymentType: z.array(ReportPaymentRowSchema),
  topProducts: z.object({
    /** The ten products that sold most units, most first. */
    byUnits: z.array(ReportProductRowSchema),
    /** The ten products that brought most revenue, most first. */
    byRevenue: z.array(ReportProductRowSchema),
  }),
  /** The shops the reader may ask for: every shop for an owner, their own for staff. */
  shops: z.array(z.object({ guid: z.string(), name: z.string(), nameMm: z.string().nullable() })),
  /** Currencies with no known rate to MMK, left out of every amount (none today). */
  unconvertedCurrencies: z.array(z.string()),
});
export type SalesReport = z.infer<typeof SalesReportSchema>;
export const SalesReportResponseSchema = envelopeOf(SalesReportSchema);

/** The columns of the orders file, one row per order line, in this order. */
export const ORDER_CSV_COLUMNS = [
  'invoice_no',
  'order_date',
  'shop',
  'status',
  'payment_method',
  'buyer_name',
  'township',
  'product',
  'option',
  'quantity',
  'unit_price',
  'line_total',
  'shipping_fee',
  'order_total',
  'currency',
] as const;
