import { orderStatusRank } from '@storefront/commerce/order-status';
import { placeLine } from '@storefront/commerce/place-line';
import type { PagingQuery } from '@storefront/contract/paging';
import type {
  OrderAddon,
  OrderContactSchema,
  OrderDetail,
  OrderHistoryEntry,
  OrderItem,
  OrderListRow,
  OrderShop,
} from '@storefront/contract/sales';
import { SELLER_ROLE } from '@storefront/contract/seller';
import type { z } from 'zod';
import type { Db } from '../../db/connection';
import type { OrderHistoryTable } from '../../db/schema';
import { fromMinor } from '../../lib/money';
import { parseSnapshot, type ContactSnapshot } from './contact';

/**
 * The columns of one shop's part of an order (a sale) that its detail shows: figures, coupon,
 * the shopper's choices and the address as it was at checkout. The shopper's order page and the
 * shop's order page both read a sale through it, so they show the same figures.
 */
export const SALE_DETAIL_COLUMNS = [
  'sales.guid',
  'sales.status',
  'sales.currencyCode',
  'sales.subTotalMinor',
  'sales.taxMinor',
  'sales.shippingFeeMinor',
  'sales.totalAmountMinor',
  'sales.promoCode',
  'sales.discountMinor',
  'sales.remark',
  'sales.service',
  'sales.deliveryType',
  'sales.contactJson',
] as const;

/**
 * Orders are invoices (a sale becomes part of an order only once an invoice ties it), and
 * every query here is bound to the buyer: another shopper's order simply is not found.
 */

export async function listOrders(
  db: Db,
  buyerGuid: string,
  { first, max }: PagingQuery,
): Promise<{ items: OrderListRow[]; totalCount: number }> {
  const [rows, count] = await Promise.all([
    db.kysely
      .selectFrom('invoices')
      .select(['invoiceNo', 'createdAt', 'itemCount', 'totalAmountMinor', 'currencyCode', 'status'])
      .where('buyerGuid', '=', buyerGuid)
      .orderBy('createdAt', 'desc')
      .orderBy('guid', 'desc')
      .limit(max)
      .offset(first)
      .execute(),
    db.kysely
      .selectFrom('invoices')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('buyerGuid', '=', buyerGuid)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    totalCount: Number(count.n),
    items: rows.map((r) => ({
      invoiceNo: r.invoiceNo,
      createdOn: r.createdAt,
      itemCount: r.itemCount,
      totalAmount: fromMinor(r.totalAmountMinor),
      currencyCode: r.currencyCode,
      status: r.status,
    })),
  };
}

export async function findOrder(
  db: Db,
  buyerGuid: string,
  invoiceNo: string,
): Promise<OrderDetail | undefined> {
  const invoice = await db.kysely
    .selectFrom('invoices')
    .selectAll()
    .where('invoiceNo', '=', invoiceNo)
    .where('buyerGuid', '=', buyerGuid)
    .executeTakeFirst();
  if (!invoice) return undefined;

  const [sales, buyer] = await Promise.all([
    db.kysely
      .selectFrom('sales')
      .innerJoin('shops', 'shops.guid', 'sales.shopGuid')
      .innerJoin('shippingMethods', 'shippingMethods.guid', 'sales.shippingMethodGuid')
      .select(SALE_DETAIL_COLUMNS)
      .select([
        'sales.shopGuid',
        'sales.discountType',
        'shops.name as shopName',
        'shops.website as shopWebsite',
        'shippingMethods.name as shippingMethod',
      ])
      .where('sales.invoiceGuid', '=', invoice.guid)
      .orderBy('sales.createdAt')
      .orderBy('sales.guid')
      .execute(),
    db.kysely
      .selectFrom('users')
      .innerJoin('persons', 'persons.guid', 'users.personGuid')
      .select('persons.name')
      .where('users.guid', '=', buyerGuid)
      .executeTakeFirst(),
  ]);
  const saleGuids = sales.map((s) => s.guid);
  const [lines, history] = await Promise.all([
    listSaleLines(db, sales),
    listOrderHistory(db, saleGuids),
  ]);

  const productInfo: OrderShop[] = sales.map((sale) => {
    const { items, addons } = lines.get(sale.guid) ?? { items: [], addons: [] };
    return {
      saleGuid: sale.guid,
      shopGuid: sale.shopGuid,
      shopName: sale.shopName,
      shopWebsite: sale.shopWebsite,
      orderStatus: sale.status,
      addon: addons.length > 0,
      item: items,
      addons,
      shippingMethod: sale.shippingMethod,
      subTotal: fromMinor(sale.subTotalMinor),
      tax: fromMinor(sale.taxMinor),
      promoCode: sale.promoCode,
      discountType: sale.discountType,
      discount: fromMinor(Number(sale.discountMinor)),
      deliveryCharges: fromMinor(sale.shippingFeeMinor),
      totalAmount: fromMinor(sale.totalAmountMinor),
      currencyCode: sale.currencyCode,
      history: history.get(sale.guid) ?? [],
    };
  });

  // Every sale of a checkout is sent to the same address; the first one speaks for them.
  const first = sales[0];
  const contact = first ? parseSnapshot(first.contactJson) : null;
  return {
    invoiceNo: invoice.invoiceNo,
    status: invoice.status,
    createdOn: invoice.createdAt,
    currencyCode: invoice.currencyCode,
    itemCount: invoice.itemCount,
    paymentInfo: {
      buyerName: buyer?.name ?? contact?.name ?? '',
      orderDate: invoice.createdAt,
      paymentType: invoice.paymentType,
      subTotal: fromMinor(invoice.subTotalMinor),
      deliveryCharges: fromMinor(invoice.deliveryChargesMinor),
      tax: fromMinor(invoice.taxMinor),
      discount: fromMinor(Number(invoice.discountMinor)),
      grandTotal: fromMinor(invoice.totalAmountMinor),
      currencyCode: invoice.currencyCode,
      accountName: invoice.accountName,
      accountNumber: invoice.accountNumber,
    },
    contact: orderContactOf(contact, first, invoice.status),
    productInfo,
  };
}

type OrderContact = z.infer<typeof OrderContactSchema>;

/** The 'Order Info' box: the delivery address as it was at checkout, with the order's status. */
export function orderContactOf(
  contact: ContactSnapshot | null,
  sale: { deliveryType: string; service: string; remark: string } | undefined,
  status: string,
): OrderContact {
  return {
    name: contact?.name ?? '',
    email: contact?.email ?? '',
    phone: contact?.primaryPhone ?? '',
    additionalPhone: contact?.otherPhones ?? '',
    // The 'Order Info' box's one line, in English like the rest of the answer.
    address: contact ? placeLine(contact, false) : '',
    place: contact
      ? {
          address: contact.address,
          street: contact.street,
          township: contact.township,
          townshipGuid: contact.townshipGuid,
          country: contact.country,
        }
      : null,
    shipment: 'Delivery',
    status,
    deliveryType: sale?.deliveryType ?? '',
    service: sale?.service ?? '',
    remark: sale?.remark ?? '',
  };
}

/** The variant and addon lines of each sale, in the order they were sent, in the sale's currency. */
export async function listSaleLines(
  db: Db,
  sales: readonly { guid: string; currencyCode: string }[],
): Promise<Map<string, { items: OrderItem[]; addons: OrderAddon[] }>> {
  const linesOf = new Map(
    sales.map((s) => [s.guid, { items: [] as OrderItem[], addons: [] as OrderAddon[] }]),
  );
  if (sales.length === 0) return linesOf;
  const saleGuids = sales.map((s) => s.guid);
  const currencyOf = new Map(sales.map((s) => [s.guid, s.currencyCode]));
  const [items, addons] = await Promise.all([
    db.kysely
      .selectFrom('saleItems')
      .selectAll()
      .where('saleGuid', 'in', saleGuids)
      .orderBy('saleGuid')
      .orderBy('position')
      .execute(),
    db.kysely
      .selectFrom('saleItemAddons')
      .innerJoin('saleItems', 'saleItems.guid', 'saleItemAddons.saleItemGuid')
      .select([
        'saleItems.saleGuid',
        'saleItems.productGuid',
        'saleItems.position',
        'saleItemAddons.addonGuid',
        'saleItemAddons.addonName',
        'saleItemAddons.quantity',
        'saleItemAddons.unitPriceMinor',
        'saleItemAddons.lineTotalMinor',
      ])
      .where('saleItems.saleGuid', 'in', saleGuids)
      .orderBy('saleItems.position')
      .orderBy('saleItemAddons.addonName')
      .execute(),
  ]);
  for (const i of items) {
    linesOf.get(i.saleGuid)?.items.push({
      variantGuid: i.variantGuid,
      variantName: i.variantName,
      productGuid: i.productGuid,
      productName: i.productName,
      productNameMm: i.productNameMm,
      image: i.imageGuid,
      quantity: i.quantity,
      price: fromMinor(i.unitPriceMinor),
      totalPrice: fromMinor(i.lineTotalMinor),
      currencyCode: currencyOf.get(i.saleGuid) ?? '',
    });
  }
  for (const a of addons) {
    linesOf.get(a.saleGuid)?.addons.push({
      addonGuid: a.addonGuid,
      addonName: a.addonName,
      productGuid: a.productGuid,
      addonQuantity: a.quantity,
      addonPrice: fromMinor(a.unitPriceMinor),
      addonTotalPrice: fromMinor(a.lineTotalMinor),
      addonCurrencyCode: currencyOf.get(a.saleGuid) ?? '',
    });
  }
  return linesOf;
}

/**
 * The status changes of each sale, oldest first (docs/decisions/0014-order-life-cycle.md).
 * Staff act in the shop's name; the buyer's own entries carry the buyer's name.
 */
export async function listOrderHistory(
  db: Db,
  saleGuids: readonly string[],
): Promise<Map<string, OrderHistoryEntry[]>> {
  const historyOf = new Map<string, OrderHistoryEntry[]>(saleGuids.map((g) => [g, []]));
  if (saleGuids.length === 0) return historyOf;
  const rows = await db.kysely
    .selectFrom('orderHistory')
    .innerJoin('sales', 'sales.guid', 'orderHistory.saleGuid')
    .innerJoin('shops', 'shops.guid', 'sales.shopGuid')
    .leftJoin('users', 'users.guid', 'orderHistory.actorGuid')
    .leftJoin('persons', 'persons.guid', 'users.personGuid')
    .select([
      'orderHistory.saleGuid',
      'orderHistory.fromStatus',
      'orderHistory.toStatus',
      'orderHistory.actorRole',
      'orderHistory.note',
      'orderHistory.createdAt',
      'shops.name as shopName',
      'persons.name as actorName',
    ])
    .where('orderHistory.saleGuid', 'in', [...saleGuids])
    .orderBy('orderHistory.createdAt')
    .execute();
  // Changes of one sale only ever move forward along the life cycle, so where two rows share a
  // millisecond the one further along came second.
  rows.sort(
    (a, b) =>
      a.createdAt.localeCompare(b.createdAt) ||
      orderStatusRank(a.toStatus) - orderStatusRank(b.toStatus),
  );
  for (const r of rows) {
    historyOf.get(r.saleGuid)?.push({
      fromStatus: r.fromStatus,
      toStatus: r.toStatus,
      byRole: r.actorRole,
      byName: r.actorRole === SELLER_ROLE ? r.shopName : (r.actorName ?? ''),
      note: r.note,
      createdOn: r.createdAt,
    });
  }
  return historyOf;
}

export async function insertOrderHistory(db: Db, rows: OrderHistoryTable[]): Promise<void> {
  if (rows.length > 0) await db.kysely.insertInto('orderHistory').values(rows).execute();
}
