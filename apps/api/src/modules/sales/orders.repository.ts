import type { PagingQuery } from '@storefront/contract/paging';
import type {
  OrderAddon,
  OrderDetail,
  OrderItem,
  OrderListRow,
  OrderShop,
} from '@storefront/contract/sales';
import type { Db } from '../../db/connection';
import { fromMinor } from '../../lib/money';
import { addressLine, parseSnapshot } from './contact';

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
      .select([
        'sales.guid',
        'sales.shopGuid',
        'sales.status',
        'sales.currencyCode',
        'sales.subTotalMinor',
        'sales.taxMinor',
        'sales.shippingFeeMinor',
        'sales.totalAmountMinor',
        'sales.remark',
        'sales.service',
        'sales.deliveryType',
        'sales.contactJson',
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
  const [items, addons] =
    saleGuids.length === 0
      ? [[], []]
      : await Promise.all([
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

  const productInfo: OrderShop[] = sales.map((sale) => {
    const item: OrderItem[] = items
      .filter((i) => i.saleGuid === sale.guid)
      .map((i) => ({
        variantGuid: i.variantGuid,
        variantName: i.variantName,
        productGuid: i.productGuid,
        productName: i.productName,
        image: i.imageGuid,
        quantity: i.quantity,
        price: fromMinor(i.unitPriceMinor),
        totalPrice: fromMinor(i.lineTotalMinor),
        currencyCode: sale.currencyCode,
      }));
    const shopAddons: OrderAddon[] = addons
      .filter((a) => a.saleGuid === sale.guid)
      .map((a) => ({
        addonGuid: a.addonGuid,
        addonName: a.addonName,
        productGuid: a.productGuid,
        addonQuantity: a.quantity,
        addonPrice: fromMinor(a.unitPriceMinor),
        addonTotalPrice: fromMinor(a.lineTotalMinor),
        addonCurrencyCode: sale.currencyCode,
      }));
    return {
      saleGuid: sale.guid,
      shopGuid: sale.shopGuid,
      shopName: sale.shopName,
      shopWebsite: sale.shopWebsite,
      orderStatus: sale.status,
      addon: shopAddons.length > 0,
      item,
      addons: shopAddons,
      shippingMethod: sale.shippingMethod,
      subTotal: fromMinor(sale.subTotalMinor),
      tax: fromMinor(sale.taxMinor),
      deliveryCharges: fromMinor(sale.shippingFeeMinor),
      totalAmount: fromMinor(sale.totalAmountMinor),
      currencyCode: sale.currencyCode,
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
      grandTotal: fromMinor(invoice.totalAmountMinor),
      currencyCode: invoice.currencyCode,
      accountName: invoice.accountName,
      accountNumber: invoice.accountNumber,
    },
    contact: {
      name: contact?.name ?? '',
      email: contact?.email ?? '',
      phone: contact?.primaryPhone ?? '',
      additionalPhone: contact?.otherPhones ?? '',
      address: contact ? addressLine(contact) : '',
      shipment: 'Delivery',
      status: invoice.status,
      deliveryType: first?.deliveryType ?? '',
      service: first?.service ?? '',
      remark: first?.remark ?? '',
    },
    productInfo,
  };
}
