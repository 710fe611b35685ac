import type { CodHoldOrder, CodHolds } from '@storefront/contract/cod-holds';
import type { Db } from '../../db/connection';
import { AppError } from '../../lib/errors';
import { LOGIN_REQUIRED } from '../../plugins/auth';
import {
  findCodHoldShare,
  listCodHoldLines,
  updateCodHoldShare,
} from '../sales/cod-holds.repository';

/** The console lists this many orders at most: the ones holding the most. */
export const COD_HOLDS_LISTED = 50;

/**
 * The shop's share and its open cash-on-delivery orders, the ones holding the most units
 * first (docs/decisions/0027-abuse-caps.md#cod-share).
 */
export async function getCodHolds(db: Db, shopGuid: string): Promise<CodHolds> {
  const [sharePercent, lines] = await Promise.all([
    findCodHoldShare(db, shopGuid),
    listCodHoldLines(db, shopGuid),
  ]);
  // The shop of the token is gone: sign in again.
  if (sharePercent === undefined) throw new AppError(401, LOGIN_REQUIRED);
  const orders = new Map<string, CodHoldOrder>();
  for (const line of lines) {
    const label = `${line.productName} (${line.variantName})`;
    const order = orders.get(line.saleGuid) ?? {
      saleGuid: line.saleGuid,
      invoiceNo: line.invoiceNo,
      createdOn: line.createdAt,
      buyerName: line.contactName,
      buyerPhone: line.contactPhone,
      unitsHeld: 0,
      largestOption: { label, units: 0 },
    };
    order.unitsHeld += line.quantity;
    if (line.quantity > order.largestOption.units) {
      order.largestOption = { label, units: line.quantity };
    }
    orders.set(line.saleGuid, order);
  }
  const biggestFirst = [...orders.values()].sort(
    (a, b) => b.unitsHeld - a.unitsHeld || a.createdOn.localeCompare(b.createdOn),
  );
  return { sharePercent, orders: biggestFirst.slice(0, COD_HOLDS_LISTED) };
}

export async function setCodHoldShare(
  db: Db,
  shopGuid: string,
  sharePercent: number,
): Promise<{ sharePercent: number }> {
  await updateCodHoldShare(db, shopGuid, sharePercent);
  return { sharePercent };
}
