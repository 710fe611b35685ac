import { visibleTextOf } from './visible-text';

/**
 * The life of one shop's part of an order (a sale tied to an invoice), from the moment the
 * shopper pays until the parcel arrives or the shop turns it down. Written once here and used
 * by the API (to guard every change) and by the web app (to offer only legal actions).
 * docs/decisions/0014-order-life-cycle.md has the diagram and the reasons.
 */

export const ORDER_STATUSES = [
  'Pending',
  'Confirmed',
  'Shipping',
  'Delivered',
  'Rejected',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** What a shop may do from each status. Delivered and Rejected are final. */
const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  Pending: ['Confirmed', 'Rejected'],
  Confirmed: ['Shipping', 'Rejected'],
  Shipping: ['Delivered'],
  Delivered: [],
  Rejected: [],
};

/** The longest reason a shop may give when it rejects an order. */
export const REJECT_REASON_MAX_LENGTH = 500;
/** The longest note a shop may attach to any other change. */
export const STATUS_NOTE_MAX_LENGTH = 500;

/** The status as written, matched case-insensitively (stored rows and old data may differ in case). */
export function parseOrderStatus(value: string | null | undefined): OrderStatus | null {
  const wanted = (value ?? '').trim().toLowerCase();
  return ORDER_STATUSES.find((s) => s.toLowerCase() === wanted) ?? null;
}

export function nextOrderStatuses(from: string | null | undefined): readonly OrderStatus[] {
  const status = parseOrderStatus(from);
  return status ? NEXT[status] : [];
}

export function canChangeOrderStatus(from: string | null | undefined, to: OrderStatus): boolean {
  return nextOrderStatuses(from).includes(to);
}

export function isFinalOrderStatus(status: string | null | undefined): boolean {
  const parsed = parseOrderStatus(status);
  return parsed !== null && NEXT[parsed].length === 0;
}

/** Only a rejection must say why: the shopper reads the reason on the order page. */
function needsReason(to: OrderStatus): boolean {
  return to === 'Rejected';
}

export type StatusChangeCheck =
  | { ok: true }
  | { ok: false; reason: 'illegal'; current: OrderStatus | null }
  | { ok: false; reason: 'missing-reason' };

/**
 * Whether a shop may move an order from `from` to `to` with `note`. An illegal move names the
 * current status so the answer can tell staff what happened (someone else may have acted).
 */
export function checkStatusChange(
  from: string | null | undefined,
  to: OrderStatus,
  note: string,
): StatusChangeCheck {
  if (!canChangeOrderStatus(from, to)) {
    return { ok: false, reason: 'illegal', current: parseOrderStatus(from) };
  }
  // The shopper reads it: zero-width and other invisible characters alone say nothing.
  if (needsReason(to) && visibleTextOf(note) === '') return { ok: false, reason: 'missing-reason' };
  return { ok: true };
}

const RANK: Record<OrderStatus, number> = {
  Pending: 0,
  Confirmed: 1,
  Shipping: 2,
  Delivered: 3,
  Rejected: 4,
};

/**
 * How far along the life cycle a status is: Pending 0, Confirmed 1, Shipping 2, Delivered 3,
 * Rejected 4. A status the life cycle does not know counts as Pending. Changes of one sale only
 * ever move forward, so the rank orders them and tells a move back from a move ahead.
 */
export function orderStatusRank(status: string | null | undefined): number {
  return RANK[parseOrderStatus(status) ?? 'Pending'];
}

/**
 * The status of a whole order (an invoice) from its shops' parts: the least advanced of the
 * parts still going ahead, so the order reads 'Delivered' only when every shop has delivered;
 * 'Rejected' only when every shop rejected its part.
 */
export function orderStatusOf(partStatuses: readonly string[]): OrderStatus {
  const parsed = partStatuses.map((s) => parseOrderStatus(s) ?? 'Pending');
  const live = parsed.filter((s) => s !== 'Rejected');
  if (parsed.length > 0 && live.length === 0) return 'Rejected';
  return live.reduce<OrderStatus>(
    (least, s) => (orderStatusRank(s) < orderStatusRank(least) ? s : least),
    live[0] ?? 'Pending',
  );
}
