import { ORDER_PAGE_SIZE } from './catalog';

/** How many pages of docs/product.md#page-sizes's 10 orders a history of `totalCount` orders fills (0 when empty). */
export function orderPageCount(totalCount: number, pageSize: number = ORDER_PAGE_SIZE): number {
  if (!Number.isFinite(totalCount) || totalCount < 1) return 0;
  return Math.ceil(totalCount / pageSize);
}

/** The `first` offset of the invoice list call (docs/product.md#calls-orders) for a 1-based page. */
export function orderPageOffset(page: number, pageSize: number = ORDER_PAGE_SIZE): number {
  const whole = Number.isSafeInteger(page) && page >= 1 ? page : 1;
  return (whole - 1) * pageSize;
}
