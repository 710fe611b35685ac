import { randomUUID } from 'node:crypto';
import {
  canChangeOrderStatus,
  checkStatusChange,
  isFinalOrderStatus,
  nextOrderStatuses,
  orderStatusRank,
  parseOrderStatus,
  type OrderStatus,
} from '@storefront/commerce/order-status';
import type { OrderHistoryEntry } from '@storefront/contract/sales';
import { SELLER_ROLE, type SellerEvent } from '@storefront/contract/seller';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/connection';
import { inTransaction } from '../../db/transaction';
import { countOrderLines, countOrders } from '../admin/report-rollups.repository';
import { AppError, notFound } from '../../lib/errors';
import { normalizeUserText } from '../../lib/text';
import { queueStatusMove } from '../notifications/notifications.outbox';
import { insertOrderHistory } from '../sales/orders.repository';
import { giveBackSale } from '../sales/stock.repository';
import {
  findOrderForChange,
  moveOrderStatus,
  takeBackSoldCount,
  writeInvoiceStatus,
} from './seller-status.repository';
import { findSaleShops } from './seller.repository';

export const REASON_REQUIRED = 'Please give the reason the shopper will read.';

/**
 * Why a move is refused, naming the status the order is in now: staff may be looking at an
 * old screen while a colleague has already acted (docs/decisions/0014-order-life-cycle.md).
 */
export function refusalOf(current: string | null | undefined, to: OrderStatus): AppError {
  const status = parseOrderStatus(current);
  if (!status) return new AppError(409, 'This order can no longer be changed.');
  if (isFinalOrderStatus(status) || status === to) {
    return new AppError(409, `This order is already ${status}.`);
  }
  if (canChangeOrderStatus(status, to)) {
    // Legal from here, but not from where the caller's screen stood: let them look first.
    return new AppError(409, `This order is now ${status}. Please check it before changing it.`);
  }
  if (to === 'Rejected') {
    return new AppError(409, `This order is ${status}; it can no longer be rejected.`);
  }
  if (orderStatusRank(to) < orderStatusRank(status))
    return new AppError(409, `This order is already ${status}.`);
  const next = nextOrderStatuses(status)[0];
  return new AppError(409, `This order is still ${status}; move it to ${next} first.`);
}

export interface StatusChangeOutcome {
  status: OrderStatus;
  entry: OrderHistoryEntry;
  shopGuid: string;
  /** The shopper who placed the order: their open pages hear the move (lib/event-stream.ts). */
  buyerGuid: string;
  event: SellerEvent;
  /** True when units went back to stock (a rejection): cached catalog pages are stale. */
  stockChanged: boolean;
}

/**
 * Moves one shop block of an order along its life cycle, in one transaction: the guarded
 * UPDATE, the history row, the invoice's derived status and, for a rejection, the units back
 * to stock and out of the best-seller counts. Only the caller whose UPDATE matched goes on, so
 * two racing changes give one success and one 409, and stock comes back once.
 */
export async function changeOrderStatus(
  db: Db,
  staff: { userGuid: string; shopGuid: string },
  saleGuid: string,
  request: { status: OrderStatus; note: string },
  now: Date = new Date(),
): Promise<StatusChangeOutcome> {
  const to = request.status;
  const note = normalizeUserText(request.note);
  const at = now.toISOString();
  return inTransaction(db, async (trx) => {
    const order = await findOrderForChange(trx, staff.shopGuid, saleGuid);
    if (!order) throw notFound('Order');
    const check = checkStatusChange(order.status, to, note);
    if (!check.ok) {
      throw check.reason === 'missing-reason'
        ? new AppError(422, REASON_REQUIRED, 'note')
        : refusalOf(order.status, to);
    }
    const moved = await moveOrderStatus(trx, {
      saleGuid,
      shopGuid: staff.shopGuid,
      from: order.status,
      to,
    });
    if (!moved) {
      const current = await findOrderForChange(trx, staff.shopGuid, saleGuid);
      throw refusalOf(current?.status, to);
    }
    await insertOrderHistory(trx, [
      {
        guid: randomUUID(),
        saleGuid,
        fromStatus: order.status,
        toStatus: to,
        actorGuid: staff.userGuid,
        actorRole: SELLER_ROLE,
        note,
        createdAt: at,
      },
    ]);
    await writeInvoiceStatus(trx, order.invoiceGuid);
    const stockChanged = to === 'Rejected';
    if (stockChanged) {
      const lines = await giveBackSale(trx, saleGuid, {
        reason: 'rejected',
        actorGuid: staff.userGuid,
        saleGuid,
        at,
      });
      await takeBackSoldCount(trx, lines);
    }
    // The sales report's roll-ups move the order to its new status; Rejected lines leave the
    // product figures (docs/decisions/0033-sales-reports.md#speed). After the option and product
    // rows, as a checkout takes them, so the two never wait on each other in opposite orders.
    await countOrders(trx, [saleGuid], -1, order.status);
    await countOrders(trx, [saleGuid], 1);
    if (to === 'Rejected' && order.status !== 'Rejected')
      await countOrderLines(trx, [saleGuid], -1);
    if (order.status === 'Rejected' && to !== 'Rejected') await countOrderLines(trx, [saleGuid], 1);
    // The shopper hears of the move (docs/decisions/0034-notifications.md).
    await queueStatusMove(trx, { saleGuid, invoiceNo: order.invoiceNo, status: to, note, at });
    return {
      status: to,
      entry: {
        fromStatus: order.status,
        toStatus: to,
        byRole: SELLER_ROLE,
        byName: order.shopName,
        note,
        createdOn: at,
      },
      shopGuid: staff.shopGuid,
      buyerGuid: order.buyerGuid,
      event: {
        type: 'order-status',
        saleGuid,
        invoiceNo: order.invoiceNo,
        status: to,
        createdOn: order.createdAt,
      },
      stockChanged,
    };
  });
}

/**
 * Tells the shop's staff, after the commit. The order stands whether or not anyone hears:
 * a failed publish is logged, never answered as a failed request.
 */
export async function publishSellerEvent(
  app: FastifyInstance,
  shopGuid: string,
  event: SellerEvent,
): Promise<void> {
  try {
    await app.sellerEvents.publish(shopGuid, event);
  } catch (error) {
    app.log.error({ err: error, shopGuid, type: event.type }, 'publishing a seller event failed');
  }
}

/** Tells each shop of an order just placed that a part of it is theirs. */
export async function announceNewOrder(
  app: FastifyInstance,
  invoice: { invoiceNo: string; createdOn: string; salesOrderId: string[] },
): Promise<string[]> {
  const sales = await findSaleShops(app.db, invoice.salesOrderId);
  for (const sale of sales) {
    await publishSellerEvent(app, sale.shopGuid, {
      type: 'order-created',
      saleGuid: sale.guid,
      invoiceNo: invoice.invoiceNo,
      status: 'Pending',
      createdOn: invoice.createdOn,
    });
  }
  return [...new Set(sales.map((sale) => sale.shopGuid))];
}
