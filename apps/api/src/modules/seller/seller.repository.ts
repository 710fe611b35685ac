import {
  nextOrderStatuses,
  ORDER_STATUSES,
  parseOrderStatus,
} from '@storefront/commerce/order-status';
import {
  OWNER_ROLE,
  SELLER_ROLE,
  type ReceiptMatch,
  type SellerOrderDetail,
  type SellerOrderList,
  type SellerOrderListQuerySchema,
  type SellerProfile,
  type StatusCounts,
} from '@storefront/contract/seller';
import { sql, type ExpressionBuilder } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/connection';
import { escapeLike } from '../../lib/like';
import type { Database } from '../../db/schema';
import { fromMinor } from '../../lib/money';
import { mmkRateOf } from '@storefront/commerce/currency';
import { toLatinDigits } from '@storefront/commerce/money';
import { normalizeMyanmarMobile } from '@storefront/commerce/phone';
import { parseSnapshot } from '../sales/contact';
import {
  listOrderHistory,
  listSaleLines,
  orderContactOf,
  SALE_DETAIL_COLUMNS,
} from '../sales/orders.repository';
import { listRegions } from '../region/region.repository';

/**
 * Reads and writes of the shop staff's calls. Every query is bound to the staff member's shop
 * and to sales an invoice has tied (orders): anything else is simply not found
 * (docs/decisions/0014-order-life-cycle.md).
 */

type ListQuery = z.output<typeof SellerOrderListQuerySchema>;

export async function findSellerProfile(
  db: Db,
  userGuid: string,
  shopGuid: string,
): Promise<SellerProfile | undefined> {
  // Staff belong to the shop; an owner belongs to none and acts in the one the request chose.
  const [user, shop] = await Promise.all([
    db.kysely
      .selectFrom('users')
      .innerJoin('persons', 'persons.guid', 'users.personGuid')
      .select([
        'users.guid',
        'users.username',
        'users.role',
        'users.shopGuid',
        'users.mustChangePassword',
        'persons.name',
      ])
      .where('users.guid', '=', userGuid)
      .executeTakeFirst(),
    db.kysely
      .selectFrom('shops')
      .select(['guid', 'name', 'nameMm', 'slug', 'hostName', 'logoImageGuid'])
      .where('guid', '=', shopGuid)
      .executeTakeFirst(),
  ]);
  if (!user || !shop) return undefined;
  const role = user.role === OWNER_ROLE ? OWNER_ROLE : SELLER_ROLE;
  if (role === SELLER_ROLE && user.shopGuid !== shopGuid) return undefined;
  return {
    userGuid: user.guid,
    role,
    name: user.name,
    username: user.username,
    mustChangePassword: Number(user.mustChangePassword) === 1,
    shop: {
      guid: shop.guid,
      name: shop.name,
      nameMm: shop.nameMm,
      slug: shop.slug,
      hostName: shop.hostName,
      logo: shop.logoImageGuid,
    },
  };
}

const PHONE_SEPARATORS = /[\s\-.()+]/g;

/**
 * The keyword as staff type it: part of an invoice number, a buyer's name or phone. A whole
 * Myanmar mobile in any usual form (+95 9…, 9…, Burmese digits) also finds the national form
 * the address book stores, and digits typed with spaces or dashes find the number without.
 */
function keywordFilter(keyword: string) {
  const needle = `%${escapeLike(keyword.toLowerCase())}%`;
  const mobile = normalizeMyanmarMobile(keyword);
  const digits = toLatinDigits(keyword).replace(PHONE_SEPARATORS, '');
  const phoneNeedle = /^\d{3,}$/.test(digits) ? `%${digits}%` : null;
  return (eb: ExpressionBuilder<Database, 'sales' | 'invoices'>) => {
    const like = (column: 'invoices.invoiceNo' | 'sales.contactName' | 'sales.contactPhone') =>
      sql<boolean>`lower(${eb.ref(column)}) like ${needle} escape '\\'`;
    return eb.or([
      like('invoices.invoiceNo'),
      like('sales.contactName'),
      like('sales.contactPhone'),
      ...(mobile ? [eb('sales.contactPhone', '=', mobile)] : []),
      ...(phoneNeedle ? [eb('sales.contactPhone', 'like', phoneNeedle)] : []),
    ]);
  };
}

/** The shop's orders newest first, the count matching the filter, and counts per status. */
export async function listShopOrders(
  db: Db,
  shopGuid: string,
  { status, keyword, first, max }: ListQuery,
): Promise<SellerOrderList> {
  const orders = () => {
    let query = db.kysely
      .selectFrom('sales')
      .innerJoin('invoices', 'invoices.guid', 'sales.invoiceGuid')
      .where('sales.shopGuid', '=', shopGuid);
    if (status) query = query.where('sales.status', '=', status);
    if (keyword) query = query.where(keywordFilter(keyword));
    return query;
  };
  const [rows, total, perStatus] = await Promise.all([
    orders()
      .select([
        'sales.guid',
        'sales.contactName',
        'sales.contactPhone',
        'sales.totalAmountMinor',
        'sales.currencyCode',
        'sales.status',
        'invoices.guid as invoiceGuid',
        'invoices.invoiceNo',
        'invoices.createdAt',
        'invoices.paymentType',
      ])
      .orderBy('invoices.createdAt', 'desc')
      .orderBy('sales.guid', 'desc')
      .limit(max)
      .offset(first)
      .execute(),
    orders()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    db.kysely
      .selectFrom('sales')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .where('shopGuid', '=', shopGuid)
      .where('invoiceGuid', 'is not', null)
      .groupBy('status')
      .execute(),
  ]);

  const saleGuids = rows.map((r) => r.guid);
  const invoiceGuids = [...new Set(rows.map((r) => r.invoiceGuid))];
  const [units, flagged] = await Promise.all([
    saleGuids.length === 0
      ? []
      : db.kysely
          .selectFrom('saleItems')
          .select(['saleGuid', (eb) => eb.fn.sum<number>('quantity').as('n')])
          .where('saleGuid', 'in', saleGuids)
          .groupBy('saleGuid')
          .execute(),
    flaggedInvoices(db, invoiceGuids),
  ]);
  const unitsOf = new Map(units.map((u) => [u.saleGuid, Number(u.n)]));

  const counts = Object.fromEntries(ORDER_STATUSES.map((s) => [s, 0])) as StatusCounts;
  for (const row of perStatus) {
    const parsed = parseOrderStatus(row.status);
    if (parsed) counts[parsed] = (counts[parsed] ?? 0) + Number(row.n);
  }
  return {
    totalCount: Number(total.n),
    counts,
    items: rows.map((r) => ({
      saleGuid: r.guid,
      invoiceNo: r.invoiceNo,
      createdOn: r.createdAt,
      buyerName: r.contactName,
      buyerPhone: r.contactPhone,
      itemCount: unitsOf.get(r.guid) ?? 0,
      totalAmount: fromMinor(r.totalAmountMinor),
      currencyCode: r.currencyCode,
      paymentType: r.paymentType,
      status: r.status,
      receiptFlag: flagged.has(r.invoiceGuid) ? 'duplicate' : null,
    })),
  };
}

/** The invoices among these whose receipt was also sent with another order. */
async function flaggedInvoices(db: Db, invoiceGuids: string[]): Promise<Set<string>> {
  if (invoiceGuids.length === 0) return new Set();
  const rows = await db.kysely
    .selectFrom('receiptMatches')
    .select('invoiceGuid')
    .distinct()
    .where('invoiceGuid', 'in', invoiceGuids)
    .execute();
  return new Set(rows.map((r) => r.invoiceGuid));
}

/**
 * MMK per unit of a currency, for the MMK approximation staff see beside an order in another
 * currency: the regions as shoppers get them, looked up as shopper pages look them up, so both
 * show the same figure (docs/product.md#money-display). MMK itself is 1.
 */
export async function findMmkRate(db: Db, currencyCode: string): Promise<number | null> {
  return mmkRateOf(currencyCode, await listRegions(db));
}

/** The other orders whose receipt matched this invoice's, oldest first. */
async function listReceiptMatches(
  db: Db,
  invoiceGuid: string,
  shopGuid: string,
): Promise<ReceiptMatch[]> {
  const rows = await db.kysely
    .selectFrom('receiptMatches')
    .innerJoin('invoices', 'invoices.guid', 'receiptMatches.otherInvoiceGuid')
    .select((eb) => [
      'receiptMatches.kind',
      'invoices.invoiceNo',
      'invoices.createdAt',
      eb
        .exists(
          eb
            .selectFrom('sales')
            .select('sales.guid')
            .whereRef('sales.invoiceGuid', '=', 'invoices.guid')
            .where('sales.shopGuid', '=', shopGuid),
        )
        .as('isOwnShop'),
    ])
    .where('receiptMatches.invoiceGuid', '=', invoiceGuid)
    .orderBy('invoices.createdAt')
    .orderBy('invoices.invoiceNo')
    .execute();
  return rows.map((r) => ({
    invoiceNo: r.invoiceNo,
    kind: r.kind === 'same-bytes' || r.kind === 'same-transaction' ? r.kind : 'similar',
    // SQLite answers 0 or 1, PostgreSQL a boolean.
    isOwnShop: Boolean(r.isOwnShop),
    createdOn: r.createdAt,
  }));
}

/** One order of the shop in full, or undefined for another shop's, an unpaid or unknown sale. */
export async function findShopOrder(
  db: Db,
  shopGuid: string,
  saleGuid: string,
): Promise<SellerOrderDetail | undefined> {
  const sale = await db.kysely
    .selectFrom('sales')
    .innerJoin('invoices', 'invoices.guid', 'sales.invoiceGuid')
    .innerJoin('shippingMethods', 'shippingMethods.guid', 'sales.shippingMethodGuid')
    .leftJoin('users', 'users.guid', 'sales.buyerGuid')
    .leftJoin('persons', 'persons.guid', 'users.personGuid')
    .select(SALE_DETAIL_COLUMNS)
    .select([
      'sales.contactName',
      'invoices.guid as invoiceGuid',
      'invoices.invoiceNo',
      'invoices.createdAt',
      'invoices.paymentType',
      'invoices.accountName',
      'invoices.accountNumber',
      'invoices.receiptImageGuid',
      'shippingMethods.name as shippingMethod',
      'persons.name as buyerName',
    ])
    .where('sales.guid', '=', saleGuid)
    .where('sales.shopGuid', '=', shopGuid)
    .executeTakeFirst();
  if (!sale) return undefined;

  const [lines, history, mmkRate, receiptMatches] = await Promise.all([
    listSaleLines(db, [sale]),
    listOrderHistory(db, [sale.guid]),
    findMmkRate(db, sale.currencyCode),
    listReceiptMatches(db, sale.invoiceGuid, shopGuid),
  ]);
  const contact = parseSnapshot(sale.contactJson);
  const { items, addons } = lines.get(sale.guid) ?? { items: [], addons: [] };
  return {
    saleGuid: sale.guid,
    invoiceNo: sale.invoiceNo,
    createdOn: sale.createdAt,
    status: sale.status,
    nextStatuses: [...nextOrderStatuses(sale.status)],
    buyerName: sale.buyerName ?? sale.contactName,
    contact: orderContactOf(contact, sale, sale.status),
    township: contact?.township ?? null,
    items,
    addons,
    shippingMethod: sale.shippingMethod,
    subTotal: fromMinor(sale.subTotalMinor),
    tax: fromMinor(sale.taxMinor),
    promoCode: sale.promoCode,
    discount: fromMinor(Number(sale.discountMinor)),
    deliveryCharges: fromMinor(sale.shippingFeeMinor),
    totalAmount: fromMinor(sale.totalAmountMinor),
    currencyCode: sale.currencyCode,
    mmkRate,
    payment: {
      paymentType: sale.paymentType,
      accountName: sale.accountName,
      accountNumber: sale.accountNumber,
      receiptImage: sale.receiptImageGuid,
      receiptFlag: receiptMatches.length > 0 ? 'duplicate' : null,
      receiptMatches,
    },
    history: history.get(sale.guid) ?? [],
  };
}

/** The shop of each sale, for telling each shop's staff of a new order. */
export async function findSaleShops(db: Db, saleGuids: string[]) {
  if (saleGuids.length === 0) return [];
  return db.kysely
    .selectFrom('sales')
    .select(['guid', 'shopGuid'])
    .where('guid', 'in', saleGuids)
    .execute();
}

/** The shop served at a host name, else the one with that slug (both stored in lower case). */
export async function findShopByHostOrSlug(db: Db, hostOrSlug: string) {
  const rows = await db.kysely
    .selectFrom('shops')
    .select(['guid', 'name', 'slug', 'hostName'])
    .where((eb) => eb.or([eb('hostName', '=', hostOrSlug), eb('slug', '=', hostOrSlug)]))
    .execute();
  return rows.find((r) => r.hostName === hostOrSlug) ?? rows[0];
}
