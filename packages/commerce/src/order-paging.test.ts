import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_PAGE_SIZE } from './catalog';
import { orderPageCount, orderPageOffset } from './order-paging';

describe('orderPageCount', () => {
  it('fills pages of 10 orders', () => {
    expect(ORDER_PAGE_SIZE).toBe(10);
    expect(orderPageCount(0)).toBe(0);
    expect(orderPageCount(1)).toBe(1);
    expect(orderPageCount(10)).toBe(1);
    expect(orderPageCount(11)).toBe(2);
    expect(orderPageCount(95)).toBe(10);
  });

  it('is 0 for totals that are not a count', () => {
    expect(orderPageCount(-3)).toBe(0);
    expect(orderPageCount(Number.NaN)).toBe(0);
  });
});

describe('orderPageOffset', () => {
  it('starts each page 10 orders after the previous one', () => {
    expect(orderPageOffset(1)).toBe(0);
    expect(orderPageOffset(2)).toBe(10);
    expect(orderPageOffset(7)).toBe(60);
  });

  it('treats a page that is not a whole number from 1 up as page 1', () => {
    for (const page of [0, -1, 2.5, Number.NaN]) expect(orderPageOffset(page)).toBe(0);
  });

  it('puts every order of the history on exactly one page', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (total) => {
        const pages = orderPageCount(total);
        const lastOffset = orderPageOffset(pages);
        expect(lastOffset).toBeLessThan(total);
        expect(lastOffset + ORDER_PAGE_SIZE).toBeGreaterThanOrEqual(total);
      }),
    );
  });
});
