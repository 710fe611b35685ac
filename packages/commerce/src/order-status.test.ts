import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canChangeOrderStatus,
  checkStatusChange,
  isFinalOrderStatus,
  nextOrderStatuses,
  ORDER_STATUSES,
  orderStatusOf,
  orderStatusRank,
  parseOrderStatus,
  type OrderStatus,
} from './order-status';

const LEGAL: Array<[OrderStatus, OrderStatus]> = [
  ['Pending', 'Confirmed'],
  ['Pending', 'Rejected'],
  ['Confirmed', 'Shipping'],
  ['Confirmed', 'Rejected'],
  ['Shipping', 'Delivered'],
];

describe('order status transitions', () => {
  it('allows exactly the five legal moves', () => {
    for (const from of ORDER_STATUSES) {
      for (const to of ORDER_STATUSES) {
        const legal = LEGAL.some(([f, t]) => f === from && t === to);
        expect(canChangeOrderStatus(from, to), `${from} -> ${to}`).toBe(legal);
      }
    }
  });

  it('reads stored statuses case-insensitively and refuses unknown ones', () => {
    expect(parseOrderStatus(' pending ')).toBe('Pending');
    expect(parseOrderStatus('SHIPPING')).toBe('Shipping');
    expect(parseOrderStatus('Expired')).toBeNull();
    expect(nextOrderStatuses('confirmed')).toEqual(['Shipping', 'Rejected']);
    expect(nextOrderStatuses('Expired')).toEqual([]);
    expect(nextOrderStatuses(undefined)).toEqual([]);
  });

  it('treats Delivered and Rejected as final', () => {
    expect(ORDER_STATUSES.filter((s) => isFinalOrderStatus(s))).toEqual(['Delivered', 'Rejected']);
  });

  it('names the current status when a move is illegal', () => {
    expect(checkStatusChange('Delivered', 'Shipping', '')).toEqual({
      ok: false,
      reason: 'illegal',
      current: 'Delivered',
    });
    expect(checkStatusChange('Expired', 'Confirmed', '')).toEqual({
      ok: false,
      reason: 'illegal',
      current: null,
    });
  });

  it('needs a reason to reject, and only to reject', () => {
    expect(checkStatusChange('Pending', 'Rejected', '  ')).toEqual({
      ok: false,
      reason: 'missing-reason',
    });
    // Invisible characters alone are no reason (docs/product.md#visible-text).
    expect(checkStatusChange('Pending', 'Rejected', '\u200b\u200c\u202e')).toEqual({
      ok: false,
      reason: 'missing-reason',
    });
    expect(checkStatusChange('Pending', 'Rejected', 'Out of stock')).toEqual({ ok: true });
    expect(checkStatusChange('Pending', 'Confirmed', '')).toEqual({ ok: true });
  });

  it('only ever moves forward: no path returns to an earlier status', () => {
    const order = ['Pending', 'Confirmed', 'Shipping', 'Delivered'];
    const status = fc.constantFrom(...ORDER_STATUSES);
    fc.assert(
      fc.property(fc.array(status, { maxLength: 12 }), (wanted) => {
        let current: OrderStatus = 'Pending';
        const seen = new Set<OrderStatus>([current]);
        for (const to of wanted) {
          if (!canChangeOrderStatus(current, to)) continue;
          if (seen.has(to)) return false;
          if (to !== 'Rejected' && order.indexOf(to) <= order.indexOf(current)) return false;
          seen.add(to);
          current = to;
        }
        return true;
      }),
    );
  });
});

describe('orderStatusOf', () => {
  it('is the least advanced part still going ahead', () => {
    expect(orderStatusOf(['Delivered', 'Shipping'])).toBe('Shipping');
    expect(orderStatusOf(['Confirmed', 'Delivered'])).toBe('Confirmed');
    expect(orderStatusOf(['Delivered', 'Delivered'])).toBe('Delivered');
    expect(orderStatusOf(['Pending'])).toBe('Pending');
  });

  it('ignores rejected parts unless every part was rejected', () => {
    expect(orderStatusOf(['Rejected', 'Delivered'])).toBe('Delivered');
    expect(orderStatusOf(['Rejected', 'Rejected'])).toBe('Rejected');
  });

  it('reads no parts as pending', () => {
    expect(orderStatusOf([])).toBe('Pending');
  });
});

describe('orderStatusRank', () => {
  it('ranks the statuses in the order of the life cycle, Rejected last', () => {
    expect(ORDER_STATUSES.map(orderStatusRank)).toEqual([0, 1, 2, 3, 4]);
    expect(orderStatusRank('Shipping')).toBeGreaterThan(orderStatusRank('Confirmed'));
  });

  it('reads a status case-insensitively and an unknown one as Pending', () => {
    expect(orderStatusRank(' delivered ')).toBe(3);
    expect(orderStatusRank('Expired')).toBe(0);
    expect(orderStatusRank(null)).toBe(0);
  });
});
