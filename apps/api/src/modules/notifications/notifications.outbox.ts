import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/connection';
import {
  findNewOrderRecipients,
  findSaleBuyer,
  insertNotifications,
  type NewNotification,
} from './notifications.repository';
import { languageOf } from './notification-text';

/**
 * The outbox (docs/decisions/0034-notifications.md): each function runs inside the transaction
 * of the order change it reports, so the notification exists exactly when the change does. The
 * worker delivers it afterwards; nothing here talks to a push service or a mail server.
 */

/**
 * An order was placed: the shopper's confirmation (once per order), and a new-order notice to
 * each shop block's staff and the business's owners, in each one's own language.
 */
export async function queueOrderPlaced(
  trx: Db,
  order: { buyerGuid: string; invoiceNo: string; saleGuids: string[]; at: string },
): Promise<void> {
  const [firstSale] = order.saleGuids;
  if (!firstSale) return;
  const rows: NewNotification[] = [];
  const buyer = await findSaleBuyer(trx, firstSale);
  if (buyer) {
    rows.push({
      guid: randomUUID(),
      recipientGuid: order.buyerGuid,
      kind: 'order-placed',
      saleGuid: firstSale,
      invoiceNo: order.invoiceNo,
      shopGuid: buyer.shopGuid,
      status: 'Pending',
      note: '',
      language: languageOf(buyer.language),
      createdAt: order.at,
    });
  }
  for (const staff of await findNewOrderRecipients(trx, order.saleGuids)) {
    rows.push({
      guid: randomUUID(),
      recipientGuid: staff.userGuid,
      kind: 'order-created',
      saleGuid: staff.saleGuid,
      invoiceNo: order.invoiceNo,
      shopGuid: staff.shopGuid,
      status: 'Pending',
      note: '',
      language: languageOf(staff.language),
      createdAt: order.at,
    });
  }
  await insertNotifications(trx, rows, randomUUID);
}

/** A shop block moved (Confirmed, Shipping, Delivered, Rejected with its reason): its shopper hears. */
export async function queueStatusMove(
  trx: Db,
  move: { saleGuid: string; invoiceNo: string; status: string; note: string; at: string },
): Promise<void> {
  const buyer = await findSaleBuyer(trx, move.saleGuid);
  if (!buyer) return;
  await insertNotifications(
    trx,
    [
      {
        guid: randomUUID(),
        recipientGuid: buyer.buyerGuid,
        kind: 'order-status',
        saleGuid: move.saleGuid,
        invoiceNo: move.invoiceNo,
        shopGuid: buyer.shopGuid,
        status: move.status,
        note: move.status === 'Rejected' ? move.note : '',
        language: languageOf(buyer.language),
        createdAt: move.at,
      },
    ],
    randomUUID,
  );
}
