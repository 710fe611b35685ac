import { describe, expect, it } from 'vitest';
import { itemCountOf, orderProgress, orderStatusColour } from './orders';

describe('orderStatusColour', () => {
  it('maps statuses to badge colours case-insensitively', () => {
    expect(orderStatusColour('Delivered')).toBe('green');
    expect(orderStatusColour('COMPLETE')).toBe('green');
    expect(orderStatusColour('pending')).toBe('yellow');
    expect(orderStatusColour('Pending')).toBe('yellow');
    expect(orderStatusColour('Rejected')).toBe('red');
  });

  it('is black for anything else', () => {
    for (const status of ['Cancelled', 'completed', '', null, undefined]) {
      expect(orderStatusColour(status)).toBe('black');
    }
  });
});

describe('orderProgress', () => {
  it('always shows Ordered', () => {
    expect(orderProgress('Rejected')).toEqual({ ordered: true, shipping: false, delivered: false });
    expect(orderProgress(undefined)).toEqual({ ordered: true, shipping: false, delivered: false });
  });

  it('lights only Ordered while the shop has not shipped', () => {
    for (const status of ['PENDING', 'Confirmed', 'rejected']) {
      expect(orderProgress(status)).toEqual({ ordered: true, shipping: false, delivered: false });
    }
  });

  it('lights Shipping once the parcel left the shop', () => {
    expect(orderProgress('Shipping')).toEqual({ ordered: true, shipping: true, delivered: false });
  });

  it('lights every step for delivered (and complete) orders', () => {
    expect(orderProgress('Delivered')).toEqual({ ordered: true, shipping: true, delivered: true });
    expect(orderProgress('Complete')).toEqual({ ordered: true, shipping: true, delivered: true });
  });
});

describe('itemCountOf', () => {
  it('counts the units of every line, not the lines', () => {
    expect(itemCountOf([{ quantity: 2 }, { quantity: 1 }, { quantity: 3 }])).toBe(6);
  });

  it('is zero for an order without lines', () => {
    expect(itemCountOf([])).toBe(0);
  });
});
