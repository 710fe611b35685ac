import { randomBytes, randomUUID } from 'node:crypto';
import { itemCountOf } from '@storefront/commerce/orders';
import { DEFAULT_HOLD_LIMITS, type HoldLimits } from '@storefront/commerce/purchase-limits';
import {
  CASH_ON_DELIVERY,
  type Invoice,
  type InvoiceCreateRequestSchema,
} from '@storefront/contract/sales';
import type { z } from 'zod';
import type { Db } from '../../db/connection';
import { inTransaction } from '../../db/transaction';
import { ok } from '../../lib/envelope';
import { AppError, badRequest } from '../../lib/errors';
import { fromMinor } from '../../lib/money';
import { insertImages } from '../images/images.repository';
import { queueOrderPlaced } from '../notifications/notifications.outbox';
import { recordReceiptFingerprint } from '../receipts/receipts.service';
import { checkCodHoldShare } from './cod-hold-share';
import { checkInvoiceLimits } from './hold-limits';
import {
  claimKey,
  KeyAlreadyClaimed,
  runIdempotent,
  type IdempotentAnswer,
  type IdempotentRequest,
  type StoredAnswer,
} from './idempotency';
import { checkReceipt, resolvePayment } from './invoice-payment';
import { countOrderLines, countOrders } from '../admin/report-rollups.repository';
import { addSoldCounts, insertInvoice, tieSalesToInvoice } from './invoice.repository';
import { insertOrderHistory } from './orders.repository';
import type { ReceiptWork } from './receipt-work';
import { findOwnSales, lockAccount, type OwnSale } from './sales.repository';
import { shopNotTakingOrders, shopRefusesCashOnDelivery } from './shop-refusals';

type InvoiceBody = z.output<typeof InvoiceCreateRequestSchema>;

// Crockford's base32: no I, L, O or U, so an order id read out over the phone is unambiguous.
const INVOICE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** INV-20260131-7K3M9Q2X: the day, then 40 random bits. */
function newInvoiceNo(now: Date): string {
  const day = now.toISOString().slice(0, 10).replace(/-/g, '');
  const random = [...randomBytes(8)].map((b) => INVOICE_ALPHABET[b & 31]).join('');
  return `INV-${day}-${random}`;
}

/** Units per option the sales order, with the names a refusal gives it (as the lines have them). */
function orderedOptionsOf(sales: OwnSale[]) {
  const byOption = new Map<
    string,
    { variantGuid: string; productName: string; variantName: string; units: number }
  >();
  for (const line of sales.flatMap((s) => s.items)) {
    const key = JSON.stringify([line.variantGuid, line.productName, line.variantName]);
    const option = byOption.get(key);
    if (option) option.units += line.quantity;
    else byOption.set(key, { ...line, units: line.quantity });
  }
  return [...byOption.values()].map(({ variantGuid, productName, variantName, units }) => ({
    variantGuid,
    productName,
    variantName,
    units,
  }));
}

const expired = () =>
  new AppError(409, 'Your order has expired. Please check out again.', undefined, 'orderExpired');

/**
 * docs/product.md#calls-checkout POST v1/pos/sales/invoice: ties the caller's own pending, unexpired sales to one
 * invoice with its payment, which makes them an order. Someone else's sale is answered as
 * missing (404).
 */
export async function createInvoice(
  db: Db,
  receiptWork: ReceiptWork,
  userGuid: string,
  body: InvoiceBody,
  idempotency: IdempotentRequest | null,
  limits: HoldLimits = DEFAULT_HOLD_LIMITS,
  now: Date = new Date(),
): Promise<IdempotentAnswer> {
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
        throw new AppError(409, 'This order has already been paid.', 'salesOrderId', 'orderPaid');
      }
      if (sale.status !== 'Pending' || sale.expiresAt <= at) throw expired();
    }
    // The business may have paused a shop, or switched its cash on delivery off, since the
    // sale was made (docs/decisions/0030-shops.md); read with the sales.
    const shops = new Map(sales.map((s) => [s.shopGuid, s]));
    for (const shop of shops.values()) {
      if (shop.shopStatus !== 'Open') throw shopNotTakingOrders(shop.shopName);
      if (payment.paymentType === CASH_ON_DELIVERY && shop.shopCashOnDelivery !== 1) {
        throw shopRefusesCashOnDelivery(shop.shopName);
      }
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
    // Every check that costs no decode comes before the receipt's (docs/decisions/0025); the
    // limits are checked again under the account's lock below.
    if (payment.screenShot !== null) await checkInvoiceLimits(db, userGuid, limits);
    const checked = await checkReceipt(db, receiptWork, userGuid, payment);

    const sum = (pick: (s: (typeof sales)[number]) => number) =>
      sales.reduce((n, s) => n + pick(s), 0);
    const invoiceGuid = randomUUID();
    const receiptGuid = checked ? randomUUID() : null;
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
      itemCount: itemCountOf(sales.flatMap((s) => s.items)),
      subTotal: fromMinor(sum((s) => s.subTotalMinor)),
      tax: fromMinor(sum((s) => s.taxMinor)),
      discount: fromMinor(sum((s) => s.discountMinor)),
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
      if (checked && receiptGuid) {
        await insertImages(trx, [
          {
            guid: receiptGuid,
            kind: 'receipt',
            ...checked.receipt,
            isPublic: false,
            ownerGuid: userGuid,
          },
        ]);
      }
      await insertInvoice(trx, {
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
        discountMinor: sum((s) => s.discountMinor),
        deliveryChargesMinor: sum((s) => s.shippingFeeMinor),
        totalAmountMinor: sum((s) => s.totalAmountMinor),
        createdAt: at,
      });
      // A receipt already sent with another order flags both (docs/decisions/0014).
      if (checked) await recordReceiptFingerprint(trx, invoiceGuid, checked.comparison, at);
      // A sale the sweep released a moment ago is not tied: the invoice is refused whole.
      const tied = await tieSalesToInvoice(trx, invoiceGuid, saleGuids, userGuid, at);
      if (tied !== saleGuids.length) throw expired();
      if (payment.paymentType === CASH_ON_DELIVERY) {
        // The sales' lines (which never change) and their shops' shares (a setting, as it was
        // a moment ago) were read with the sales, before the transaction; the options' rows
        // are locked and their held units counted inside (docs/decisions/0027-abuse-caps.md#cod-share).
        await checkCodHoldShare(trx, saleGuids, {
          ordered: orderedOptionsOf(sales),
          shares: new Map(sales.map((s) => [s.shopGuid, s.shopCodHoldSharePercent])),
        });
      }
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
      await addSoldCounts(trx, soldByProduct);
      // The shopper's confirmation and each shop's new-order notice (docs/decisions/0034),
      // written before the roll-ups so that the rows every checkout shares are held shortest.
      await queueOrderPlaced(trx, {
        buyerGuid: userGuid,
        invoiceNo: invoice.invoiceNo,
        saleGuids,
        at,
      });
      // The sales report's roll-ups count each shop block as a Pending order (docs/decisions/0033).
      // Last of the order's rows: every checkout of the day shares the business-wide row, so it
      // is held for the shortest time, and always after the option and product rows.
      await countOrders(trx, saleGuids, 1);
      await countOrderLines(trx, saleGuids, 1);
    });
    return answer;
  });
}
