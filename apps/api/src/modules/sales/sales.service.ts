import { randomBytes, randomUUID } from 'node:crypto';
import {
  buildCartItem,
  groupCartByShop,
  type CartItem,
  type CartShop,
} from '@storefront/commerce/cart';
import { effectivePrice } from '@storefront/commerce/catalog';
import { chooseShipping, priceShopOrder } from '@storefront/commerce/checkout';
import { convertCurrency, type CurrencyRate } from '@storefront/commerce/currency';
import { formatMoney, multiplyMoney } from '@storefront/commerce/money';
import { amountsAgree } from '@storefront/commerce/sale-request';
import { shippingFee } from '@storefront/commerce/shipping';
import {
  CASH_ON_DELIVERY,
  PENDING_SALE_MINUTES,
  type Invoice,
  type InvoiceCreateRequestSchema,
  type SaleCreateRequestSchema,
} from '@storefront/contract/sales';
import type { z } from 'zod';
import type { Db } from '../../db/connection';
import type { SaleItemAddonsTable, SaleItemsTable, SalesTable } from '../../db/schema';
import { insertImages } from '../../db/seed/writer';
import { inTransaction } from '../../db/transaction';
import { ok } from '../../lib/envelope';
import { AppError, badRequest } from '../../lib/errors';
import { fromMinor, toMinor } from '../../lib/money';
import { normalizeUserText } from '../../lib/text';
import { fingerprintReceipt } from '../receipts/fingerprint';
import { compareWithEarlierReceipts, recordReceiptFingerprint } from '../receipts/receipts.service';
import { listShippingMethods } from '../shop/shop.repository';
import { snapshotOf } from './contact';
import {
  claimKey,
  deleteOldKeys,
  IDEMPOTENCY_KEY_TTL_MS,
  KeyAlreadyClaimed,
  runIdempotent,
  type IdempotentRequest,
  type StoredAnswer,
} from './idempotency';
import { insertOrderHistory } from './orders.repository';
import { DEFAULT_HOLD_LIMITS, type HoldLimits } from '@storefront/commerce/purchase-limits';
import { checkInvoiceLimits, checkSaleLimits } from './hold-limits';
import { readReceipt } from './receipt';
import {
  findAddons,
  findExpiredSales,
  findHeldSales,
  findHeldUnits,
  findOwnAddress,
  findOwnSales,
  findShop,
  findVariants,
  insertSale,
  lockAccount,
  listPaymentTypeNames,
  listRates,
  type CatalogAddon,
  type CatalogVariant,
} from './sales.repository';
import { releaseSale, shortage, takeStock, type StockRequest } from './stock';

type SaleBody = z.output<typeof SaleCreateRequestSchema>;
type InvoiceBody = z.output<typeof InvoiceCreateRequestSchema>;
export type Answer = StoredAnswer & { replayed: boolean };

const PENDING_SALE_MS = PENDING_SALE_MINUTES * 60 * 1000;
/** Expired holds released per checkout before it runs: a bound on the work one request adds. */
const LAZY_RELEASE_BATCH = 20;

/**
 * Releases sales whose hold ran out (docs/decisions/0010), each in its own short transaction.
 * Returns how many were released, so the caller knows stock changed.
 */
export async function releaseExpiredSales(
  db: Db,
  now: Date,
  limit = LAZY_RELEASE_BATCH,
): Promise<number> {
  const at = now.toISOString();
  let released = 0;
  for (const guid of await findExpiredSales(db, at, limit)) {
    if (await inTransaction(db, (trx) => releaseSale(trx, guid, 'Expired', at))) released += 1;
  }
  return released;
}

/** The periodic sweep: every expired hold, and idempotency keys older than a day. */
export async function sweep(db: Db, now: Date): Promise<number> {
  let released = 0;
  for (;;) {
    const batch = await releaseExpiredSales(db, now, 100);
    released += batch;
    if (batch < 100) break;
  }
  await deleteOldKeys(db, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS).toISOString());
  return released;
}

type Line = { index: number; quantity: number; variant: CatalogVariant };
type ProductGroup = {
  productGuid: string;
  productName: string;
  currencyCode: string;
  lines: Line[];
  /** Addon guid → quantity summed over the product's lines. */
  addons: Map<string, { addon: CatalogAddon; quantity: number }>;
};

const labelOf = (v: CatalogVariant) => `${v.productName} (${v.name})`;

function convertOrThrow(amount: number, from: string, to: string, rates: CurrencyRate[]): number {
  const converted = convertCurrency(amount, from, to, rates);
  if (converted === null) throw new Error(`no rate from ${from} to ${to}`);
  return converted;
}

/**
 * Everything a sale request is checked against, read from the database, and the rows it
 * will write. Refuses (4xx) the first thing that does not match.
 */
async function planSale(db: Db, userGuid: string, body: SaleBody, saleGuid: string, now: Date) {
  const shop = await findShop(db, body.shopGuid);
  if (!shop) throw badRequest('This shop does not exist.', 'shopGuid');
  const address = await findOwnAddress(db, body.contact.guid, userGuid);
  if (!address) throw badRequest('Please choose one of your saved addresses.', 'contact');

  const variantGuids = new Set<string>();
  body.items.forEach((item, index) => {
    if (variantGuids.has(item.productGuid)) {
      throw badRequest(
        'The same option is listed twice. Please send each option once.',
        `items.${index}.productGuid`,
      );
    }
    variantGuids.add(item.productGuid);
  });
  const addonGuids = [...new Set(body.items.flatMap((i) => i.addons.map((a) => a.addonGuid)))];
  const [variants, addons, rates, methods, heldByBuyer] = await Promise.all([
    findVariants(db, [...variantGuids]),
    findAddons(db, addonGuids),
    listRates(db),
    listShippingMethods(db, [shop.guid]),
    findHeldUnits(db, userGuid, shop.guid),
  ]);
  const variantOf = new Map(variants.map((v) => [v.guid, v]));
  const addonOf = new Map(addons.map((a) => [a.guid, a]));

  const groups = new Map<string, ProductGroup>();
  body.items.forEach((item, index) => {
    const field = `items.${index}.productGuid`;
    const variant = variantOf.get(item.productGuid);
    if (!variant || variant.isActive !== 1) {
      throw badRequest('An item in your cart is no longer sold. Please remove it.', field);
    }
    if (variant.shopGuid !== shop.guid) {
      throw badRequest(`${labelOf(variant)} is not sold by ${shop.name}.`, field);
    }
    // Checked again, race-free, when the stock is taken; here it gives the clearer answer
    // early. The buyer's own unpaid sale of this shop is released by this one, so its units
    // count as available.
    const available =
      variant.stockQty + variant.preSaleLimit + (heldByBuyer.get(variant.guid) ?? 0);
    if (item.quantity > available) throw shortage(labelOf(variant), available);
    const group: ProductGroup = groups.get(variant.productGuid) ?? {
      productGuid: variant.productGuid,
      productName: variant.productName,
      currencyCode: variant.currencyCode,
      lines: [],
      addons: new Map(),
    };
    groups.set(variant.productGuid, group);
    group.lines.push({ index, quantity: item.quantity, variant });
    item.addons.forEach((wanted, addonIndex) => {
      const addon = addonOf.get(wanted.addonGuid);
      if (!addon || addon.productGuid !== variant.productGuid) {
        throw badRequest(
          `This addon cannot be ordered with ${variant.productName}.`,
          `items.${index}.addons.${addonIndex}.addonGuid`,
        );
      }
      const sum = group.addons.get(addon.guid) ?? { addon, quantity: 0 };
      sum.quantity += wanted.addonQuantity;
      group.addons.set(addon.guid, sum);
    });
  });

  const cartShop: CartShop = {
    shopGuid: shop.guid,
    shopName: shop.name,
    website: shop.website ?? '',
    primaryPhone: shop.primaryPhone,
    otherPhones: shop.otherPhones,
    street: shop.street,
    address: shop.address,
    shippingChargesList: [],
  };
  const cartItems: CartItem[] = [];
  for (const group of groups.values()) {
    const units = group.lines.reduce((n, line) => n + line.quantity, 0);
    for (const { addon, quantity } of group.addons.values()) {
      // docs/product.md#addon-cap: an addon goes with a unit of the product, so never more of it than units.
      if (quantity > units) {
        throw badRequest(
          `${addon.name} can be ordered at most ${units} times with ${group.productName}.`,
          'items',
        );
      }
    }
    // The cart entry the web app would hold for these options, priced from the catalog now.
    const cartItem = buildCartItem({
      guid: group.productGuid,
      name: group.productName,
      img: '',
      currencyCode: group.currencyCode,
      shop: cartShop,
      variants: group.lines.map(({ variant, quantity }) => ({
        guid: variant.guid,
        name: variant.name,
        img: '',
        price: effectivePrice({
          priceSell: fromMinor(variant.priceSellMinor),
          priceSell1: variant.priceSell1Minor === null ? null : fromMinor(variant.priceSell1Minor),
        }),
        weight: variant.weightGrams / 1000,
        currencyCode: variant.currencyCode,
        quantity,
      })),
      addons: [...group.addons.values()].map(({ addon, quantity }) => ({
        guid: addon.guid,
        name: addon.name,
        price: fromMinor(addon.priceMinor),
        currencyCode: addon.currencyCode,
        quantity,
      })),
    });
    if (cartItem) cartItems.push(cartItem);
  }

  const firstVariant = variantOf.get(body.items[0]!.productGuid)!;
  const currencyCode = body.currencyCode ?? firstVariant.currencyCode;
  if (priceShopOrder(cartItems, 0, currencyCode, rates) === null) {
    throw badRequest(
      `This order cannot be priced in ${currencyCode}. Please choose another region.`,
      'currencyCode',
    );
  }

  const method = methods.get(shop.guid)?.find((m) => m.guid === body.shippingGuid);
  if (!method) {
    throw badRequest(`This shipping method is not offered by ${shop.name}.`, 'shippingGuid');
  }
  const weight = groupCartByShop(cartItems)[0]?.shopTotalWeight ?? 0;
  const destination = { regionName: address.regionName, townshipGuid: address.townshipGuid };
  const shipping = chooseShipping([method], destination, weight, method.guid, currencyCode, rates);
  if (!shipping.selected) {
    // shippingFee in MMK needs no rate: null means no weight band fits.
    const bandFits = shippingFee(method, weight, 'MMK', []) !== null;
    throw badRequest(
      bandFits
        ? `${method.name} does not deliver to the chosen address. Unavailable for shipping.`
        : `${method.name} does not take parcels of ${weight} kg. Unavailable for shipping.`,
      'shippingGuid',
    );
  }
  const totals = priceShopOrder(cartItems, shipping.selected.fee, currencyCode, rates)!;
  const money = (amount: number) => formatMoney(amount, currencyCode, 'en');
  if (!amountsAgree(body.totalShippingFees, totals.shippingFees)) {
    throw badRequest(
      `The shipping fee is ${money(totals.shippingFees)}, not ${money(body.totalShippingFees)}. Please review your order.`,
      'totalShippingFees',
    );
  }
  if (!amountsAgree(body.totalAmount, totals.total)) {
    throw badRequest(
      `The order total is ${money(totals.total)}, not ${money(body.totalAmount)}. Prices may have changed; please review your order.`,
      'totalAmount',
    );
  }
  if (body.paidAmount !== undefined && !amountsAgree(body.paidAmount, totals.total)) {
    throw badRequest(
      `paidAmount must equal the order total, ${money(totals.total)}.`,
      'paidAmount',
    );
  }

  const createdAt = now.toISOString();
  const lines = [...groups.values()].flatMap((g) => g.lines).sort((a, b) => a.index - b.index);
  const toOrder = (amount: number, from: string) =>
    toMinor(convertOrThrow(amount, from, currencyCode, rates));
  const items: SaleItemsTable[] = [];
  const itemAddons: SaleItemAddonsTable[] = [];
  for (const { index, quantity, variant } of lines) {
    const itemGuid = randomUUID();
    const unit = effectivePrice({
      priceSell: fromMinor(variant.priceSellMinor),
      priceSell1: variant.priceSell1Minor === null ? null : fromMinor(variant.priceSell1Minor),
    });
    items.push({
      guid: itemGuid,
      saleGuid,
      productGuid: variant.productGuid,
      variantGuid: variant.guid,
      productName: variant.productName,
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
      const addon = addonOf.get(wanted.addonGuid)!;
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
    buyerGuid: userGuid,
    shopGuid: shop.guid,
    shippingMethodGuid: method.guid,
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
    createdAt,
    expiresAt: new Date(now.getTime() + PENDING_SALE_MS).toISOString(),
  };
  const stock: StockRequest[] = lines.map(({ quantity, variant }) => ({
    variantGuid: variant.guid,
    productGuid: variant.productGuid,
    quantity,
    label: labelOf(variant),
  }));
  return { sale, items, itemAddons, stock };
}

/**
 * docs/product.md#calls-checkout POST v1/pos/sales: one shop's part of a checkout, checked against the database, written
 * with its stock held until the invoice comes or the hold runs out. A buyer holds at most one
 * unpaid sale per shop: a new one releases the previous (docs/decisions/0010).
 */
export async function createSale(
  db: Db,
  userGuid: string,
  body: SaleBody,
  idempotency: IdempotentRequest | null,
  limits: HoldLimits = DEFAULT_HOLD_LIMITS,
  now: Date = new Date(),
): Promise<Answer> {
  return runIdempotent(db, idempotency, async () => {
    await releaseExpiredSales(db, now);
    const saleGuid = randomUUID();
    const plan = await planSale(db, userGuid, body, saleGuid, now);
    const answer: StoredAnswer = { statusCode: 200, body: ok(saleGuid, 'Sale created.') };
    await inTransaction(db, async (trx) => {
      if (idempotency && !(await claimKey(trx, idempotency, answer, now.toISOString()))) {
        throw new KeyAlreadyClaimed();
      }
      await lockAccount(trx, userGuid);
      // A checkout sent again replaces the unpaid one of this shop, but never extends its
      // hold: the new sale runs out when the first would have (docs/decisions/0017).
      let expiresAt = plan.sale.expiresAt;
      for (const held of await findHeldSales(trx, userGuid, body.shopGuid)) {
        if (held.expiresAt > now.toISOString() && held.expiresAt < expiresAt) {
          expiresAt = held.expiresAt;
        }
        await releaseSale(trx, held.guid, 'Cancelled');
      }
      const wanted = new Map<string, number>();
      for (const line of plan.stock) {
        wanted.set(line.variantGuid, (wanted.get(line.variantGuid) ?? 0) + line.quantity);
      }
      const labels = new Map(plan.stock.map((line) => [line.variantGuid, line.label]));
      await checkSaleLimits(
        trx,
        userGuid,
        wanted,
        (guid) => labels.get(guid) ?? 'this option',
        now.toISOString(),
        limits,
      );
      const taken = await takeStock(trx, plan.stock);
      const preSaleOf = new Map(taken.map((t) => [t.variantGuid, t.preSaleQuantity]));
      const items = plan.items.map((i) => ({
        ...i,
        preSaleQuantity: preSaleOf.get(i.variantGuid) ?? 0,
      }));
      await insertSale(trx, { ...plan.sale, expiresAt }, items, plan.itemAddons);
    });
    return answer;
  });
}

// Crockford's base32: no I, L, O or U, so an order id read out over the phone is unambiguous.
const INVOICE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** INV-20260131-7K3M9Q2X: the day, then 40 random bits. */
function newInvoiceNo(now: Date): string {
  const day = now.toISOString().slice(0, 10).replace(/-/g, '');
  const random = [...randomBytes(8)].map((b) => INVOICE_ALPHABET[b & 31]).join('');
  return `INV-${day}-${random}`;
}

type Payment = {
  paymentType: string;
  accountName: string | null;
  accountNumber: string | null;
  screenShot: string | null;
};

/** docs/product.md#payment-methods: cash on delivery needs nothing more; any other method its account and a receipt. */
async function resolvePayment(db: Db, body: InvoiceBody): Promise<Payment> {
  const wanted = body.paymentType.trim().toLowerCase();
  if (wanted === CASH_ON_DELIVERY.toLowerCase()) {
    return {
      paymentType: CASH_ON_DELIVERY,
      accountName: null,
      accountNumber: null,
      screenShot: null,
    };
  }
  const paymentType = (await listPaymentTypeNames(db)).find((n) => n.toLowerCase() === wanted);
  if (!paymentType)
    throw badRequest('Please choose a payment method from the list.', 'paymentType');
  const accountName = normalizeUserText(body.accountName ?? '');
  if (!accountName) throw badRequest('Please enter your account name.', 'accountName');
  const accountNumber = normalizeUserText(body.accountNumber ?? '');
  if (!accountNumber) throw badRequest('Please enter your account number.', 'accountNumber');
  const screenShot = body.screenShot?.trim() ?? '';
  if (!screenShot) throw badRequest('Please add the receipt screenshot.', 'screenShot');
  return { paymentType, accountName, accountNumber, screenShot };
}

const expired = () => new AppError(409, 'Your order has expired. Please check out again.');

/**
 * docs/product.md#calls-checkout POST v1/pos/sales/invoice: ties the caller's own pending, unexpired sales to one
 * invoice with its payment, which makes them an order. Someone else's sale is answered as
 * missing (404).
 */
export async function createInvoice(
  db: Db,
  userGuid: string,
  body: InvoiceBody,
  idempotency: IdempotentRequest | null,
  limits: HoldLimits = DEFAULT_HOLD_LIMITS,
  now: Date = new Date(),
): Promise<Answer> {
  return runIdempotent(db, idempotency, async () => {
    const at = now.toISOString();
    const payment = await resolvePayment(db, body);
    const saleGuids = [...new Set(body.salesOrderId)];
    const sales = await findOwnSales(db, saleGuids, userGuid);
    const saleOf = new Map(sales.map((s) => [s.guid, s]));
    for (const guid of saleGuids) {
      const sale = saleOf.get(guid);
      if (!sale) throw new AppError(404, 'Order not found.', 'salesOrderId');
      if (sale.invoiceGuid !== null) {
        throw new AppError(409, 'This order has already been paid.', 'salesOrderId');
      }
      if (sale.status !== 'Pending' || sale.expiresAt <= at) throw expired();
    }
    const currencies = [...new Set(sales.map((s) => s.currencyCode))];
    if (currencies.length > 1) {
      throw badRequest('These sales are priced in different currencies; please check out again.');
    }
    if (currencies[0] !== body.currencyCode) {
      throw badRequest(
        `currencyCode must be ${currencies[0]}, the currency of your order.`,
        'currencyCode',
      );
    }
    const receipt = payment.screenShot === null ? null : await readReceipt(payment.screenShot);
    const fingerprint = receipt ? await fingerprintReceipt(receipt.bytes) : null;
    // Comparing pictures takes a while: done before the transaction (docs/decisions/0014).
    const comparison = fingerprint ? await compareWithEarlierReceipts(db, fingerprint) : null;

    const sum = (pick: (s: (typeof sales)[number]) => number) =>
      sales.reduce((n, s) => n + pick(s), 0);
    const invoiceGuid = randomUUID();
    const receiptGuid = receipt ? randomUUID() : null;
    const soldByProduct = new Map<string, number>();
    for (const item of sales.flatMap((s) => s.items)) {
      soldByProduct.set(
        item.productGuid,
        (soldByProduct.get(item.productGuid) ?? 0) + item.quantity,
      );
    }
    const invoice: Invoice = {
      invoiceNo: newInvoiceNo(now),
      status: 'Pending',
      paymentType: payment.paymentType,
      currencyCode: body.currencyCode,
      itemCount: [...soldByProduct.values()].reduce((n, q) => n + q, 0),
      subTotal: fromMinor(sum((s) => s.subTotalMinor)),
      tax: fromMinor(sum((s) => s.taxMinor)),
      deliveryCharges: fromMinor(sum((s) => s.shippingFeeMinor)),
      totalAmount: fromMinor(sum((s) => s.totalAmountMinor)),
      createdOn: at,
      salesOrderId: saleGuids,
    };
    const answer: StoredAnswer = { statusCode: 200, body: ok(invoice, 'Order placed.') };

    await inTransaction(db, async (trx) => {
      if (idempotency && !(await claimKey(trx, idempotency, answer, at))) {
        throw new KeyAlreadyClaimed();
      }
      await lockAccount(trx, userGuid);
      await checkInvoiceLimits(trx, userGuid, limits);
      if (receipt && receiptGuid) {
        await insertImages(trx, [
          { guid: receiptGuid, kind: 'receipt', ...receipt, isPublic: false, ownerGuid: userGuid },
        ]);
      }
      await trx.kysely
        .insertInto('invoices')
        .values({
          guid: invoiceGuid,
          invoiceNo: invoice.invoiceNo,
          buyerGuid: userGuid,
          status: invoice.status,
          paymentType: payment.paymentType,
          accountName: payment.accountName,
          accountNumber: payment.accountNumber,
          receiptImageGuid: receiptGuid,
          currencyCode: invoice.currencyCode,
          itemCount: invoice.itemCount,
          subTotalMinor: sum((s) => s.subTotalMinor),
          taxMinor: sum((s) => s.taxMinor),
          deliveryChargesMinor: sum((s) => s.shippingFeeMinor),
          totalAmountMinor: sum((s) => s.totalAmountMinor),
          createdAt: at,
        })
        .execute();
      // A receipt already sent with another order flags both (docs/decisions/0014).
      if (comparison) await recordReceiptFingerprint(trx, invoiceGuid, comparison, at);
      // Guarded like a release: a sale the sweep released a moment ago is not tied.
      const tied = await trx.kysely
        .updateTable('sales')
        .set({ invoiceGuid })
        .where('guid', 'in', saleGuids)
        .where('buyerGuid', '=', userGuid)
        .where('invoiceGuid', 'is', null)
        .where('status', '=', 'Pending')
        .where('expiresAt', '>', at)
        .executeTakeFirst();
      if (Number(tied.numUpdatedRows) !== saleGuids.length) throw expired();
      // Placing the order is each shop block's first history entry (docs/decisions/0014).
      await insertOrderHistory(
        trx,
        saleGuids.map((saleGuid) => ({
          guid: randomUUID(),
          saleGuid,
          fromStatus: null,
          toStatus: 'Pending',
          actorGuid: userGuid,
          actorRole: 'Customer',
          note: '',
          createdAt: at,
        })),
      );
      for (const productGuid of [...soldByProduct.keys()].sort()) {
        const quantity = soldByProduct.get(productGuid)!;
        await trx.kysely
          .updateTable('products')
          .set((eb) => ({ soldCount: eb('soldCount', '+', quantity) }))
          .where('guid', '=', productGuid)
          .execute();
      }
    });
    return answer;
  });
}
