import { randomUUID } from 'node:crypto';
import type { CheckoutTotals } from '@storefront/commerce/checkout';
import { convertCurrency, type CurrencyRate } from '@storefront/commerce/currency';
import { multiplyMoney } from '@storefront/commerce/money';
import { PENDING_SALE_MINUTES, type SaleCreateRequestSchema } from '@storefront/contract/sales';
import type { ShippingMethod } from '@storefront/contract/shop';
import type { z } from 'zod';
import type { Db } from '../../db/connection';
import type { SaleItemAddonsTable, SaleItemsTable, SalesTable } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { shopNotTakingOrders } from './shop-refusals';
import { fromMinor, toMinor } from '../../lib/money';
import { normalizeUserText } from '../../lib/text';
import { normalizeCouponCode } from '@storefront/commerce/coupons';
import { findCouponByCode } from '../promos/coupons.repository';
import { listShippingMethods } from '../shop/shop.repository';
import { snapshotOf } from './contact';
import {
  cartItemsOf,
  distinctOptionGuids,
  groupByProduct,
  labelOf,
  unitPriceOf,
  type Line,
} from './sale-lines';
import { priceSale } from './sale-pricing';
import {
  findAddons,
  findHeldUnits,
  findOwnAddress,
  findShop,
  findVariants,
  listRates,
  type CatalogAddon,
  type SaleAddress,
} from './sales.repository';
import type { StockRequest } from './stock.repository';

type SaleBody = z.output<typeof SaleCreateRequestSchema>;

const PENDING_SALE_MS = PENDING_SALE_MINUTES * 60 * 1000;

/** The rows a checked sale writes, and the stock it takes. */
export type SalePlan = {
  sale: SalesTable;
  items: SaleItemsTable[];
  itemAddons: SaleItemAddonsTable[];
  stock: StockRequest[];
  /** The coupon the sale uses; its limits are checked when the use is claimed. */
  coupon: { guid: string; maxUsesPerAccount: number | null } | null;
};

/**
 * Everything a sale request is checked against, read from the database, and the rows it
 * will write. Refuses (4xx) the first thing that does not match.
 */
export async function planSale(
  db: Db,
  userGuid: string,
  body: SaleBody,
  saleGuid: string,
  now: Date,
): Promise<SalePlan> {
  // Every read at once (on PostgreSQL, on as many connections), all before the sale's
  // transaction; the refusals still come in the order a shopper should read them.
  const variantGuids = distinctOptionGuids(body.items);
  const addonGuids = [...new Set(body.items.flatMap((i) => i.addons.map((a) => a.addonGuid)))];
  const promoCode = body.promoCode ? normalizeCouponCode(body.promoCode) : '';
  const [shop, address, variants, addons, rates, methods, heldByBuyer, coupon] = await Promise.all([
    findShop(db, body.shopGuid),
    findOwnAddress(db, body.contact.guid, userGuid),
    findVariants(db, variantGuids),
    findAddons(db, addonGuids),
    listRates(db),
    listShippingMethods(db, [body.shopGuid]),
    findHeldUnits(db, userGuid, body.shopGuid),
    promoCode ? findCouponByCode(db, promoCode).then((c) => c ?? null) : undefined,
  ]);
  if (!shop) throw badRequest('This shop does not exist.', 'shopGuid');
  if (shop.status !== 'Open') throw shopNotTakingOrders(shop.name);
  if (!address) throw badRequest('Please choose one of your saved addresses.', 'contact');
  const variantOf = new Map(variants.map((v) => [v.guid, v]));
  const addonOf = new Map(addons.map((a) => [a.guid, a]));

  const groups = groupByProduct(body.items, shop, variantOf, addonOf, heldByBuyer);
  const cartItems = cartItemsOf(groups.values(), shop);
  const firstVariant = variantOf.get(body.items[0]!.productGuid)!;
  const currencyCode = body.currencyCode ?? firstVariant.currencyCode;
  const { method, totals, discount } = priceSale({
    body,
    shop,
    cartItems,
    currencyCode,
    rates,
    methods: methods.get(shop.guid) ?? [],
    destination: { regionName: address.regionName, townshipGuid: address.townshipGuid },
    coupon,
    now,
  });

  const lines = [...groups.values()].flatMap((g) => g.lines).sort((a, b) => a.index - b.index);
  return saleRowsOf({
    body,
    userGuid,
    shopGuid: shop.guid,
    saleGuid,
    now,
    address,
    lines,
    addonOf,
    currencyCode,
    rates,
    method,
    totals,
    discount,
    coupon: coupon ?? null,
  });
}

function convertOrThrow(amount: number, from: string, to: string, rates: CurrencyRate[]): number {
  const converted = convertCurrency(amount, from, to, rates);
  if (converted === null) throw new Error(`no rate from ${from} to ${to}`);
  return converted;
}

/** The checked sale as rows, every amount in the order's currency. */
function saleRowsOf(input: {
  body: SaleBody;
  userGuid: string;
  shopGuid: string;
  saleGuid: string;
  now: Date;
  address: SaleAddress;
  /** In the request's order. */
  lines: Line[];
  addonOf: ReadonlyMap<string, CatalogAddon>;
  currencyCode: string;
  rates: CurrencyRate[];
  method: ShippingMethod;
  totals: CheckoutTotals;
  discount: number;
  coupon: {
    guid: string;
    code: string;
    discountType: string;
    maxUsesPerAccount: number | null;
  } | null;
}): SalePlan {
  const { body, saleGuid, now, address, lines, currencyCode, rates, totals } = input;
  const toOrder = (amount: number, from: string) =>
    toMinor(convertOrThrow(amount, from, currencyCode, rates));
  const items: SaleItemsTable[] = [];
  const itemAddons: SaleItemAddonsTable[] = [];
  for (const { index, quantity, variant } of lines) {
    const itemGuid = randomUUID();
    const unit = unitPriceOf(variant);
    items.push({
      guid: itemGuid,
      saleGuid,
      productGuid: variant.productGuid,
      variantGuid: variant.guid,
      productName: variant.productName,
      productNameMm: variant.productNameMm,
      variantName: variant.name,
      imageGuid: variant.imageGuid,
      quantity,
      preSaleQuantity: 0,
      unitPriceMinor: toOrder(unit, variant.currencyCode),
      lineTotalMinor: toOrder(multiplyMoney(unit, quantity), variant.currencyCode),
      weightGrams: variant.weightGrams * quantity,
      position: index,
    });
    for (const wanted of body.items[index]!.addons) {
      const addon = input.addonOf.get(wanted.addonGuid)!;
      const price = fromMinor(addon.priceMinor);
      itemAddons.push({
        guid: randomUUID(),
        saleItemGuid: itemGuid,
        addonGuid: addon.guid,
        addonName: addon.name,
        quantity: wanted.addonQuantity,
        unitPriceMinor: toOrder(price, addon.currencyCode),
        lineTotalMinor: toOrder(multiplyMoney(price, wanted.addonQuantity), addon.currencyCode),
      });
    }
  }
  const sale: SalesTable = {
    guid: saleGuid,
    invoiceGuid: null,
    buyerGuid: input.userGuid,
    shopGuid: input.shopGuid,
    shippingMethodGuid: input.method.guid,
    status: 'Pending',
    currencyCode,
    subTotalMinor: toMinor(totals.subTotal),
    taxMinor: toMinor(totals.tax),
    shippingFeeMinor: toMinor(totals.shippingFees),
    totalAmountMinor: toMinor(totals.total),
    totalWeightGrams: items.reduce((n, i) => n + i.weightGrams, 0),
    remark: normalizeUserText(body.remark ?? ''),
    service: body.service ?? 'Warranty Service',
    deliveryType: body.deliveryType ?? 'Front Door',
    contactJson: JSON.stringify(snapshotOf(address)),
    contactName: address.name,
    contactPhone: address.primaryPhone,
    createdAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + PENDING_SALE_MS).toISOString(),
    promoCode: input.coupon?.code ?? null,
    discountType: input.coupon?.discountType ?? null,
    discountMinor: toMinor(input.discount),
  };
  const stock: StockRequest[] = lines.map(({ quantity, variant }) => ({
    variantGuid: variant.guid,
    productGuid: variant.productGuid,
    quantity,
    label: labelOf(variant),
  }));
  const coupon = input.coupon
    ? { guid: input.coupon.guid, maxUsesPerAccount: input.coupon.maxUsesPerAccount }
    : null;
  return { sale, items, itemAddons, stock, coupon };
}
