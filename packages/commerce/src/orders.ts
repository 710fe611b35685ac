export type OrderStatusColour = 'green' | 'yellow' | 'red' | 'black';

function normalise(status: string | null | undefined): string {
  return (status ?? '').trim().toLowerCase();
}

/** docs/product.md#order-status-colours/docs/product.md#order-status-colours: order badge colour; the status comparison is case-insensitive. */
export function orderStatusColour(status: string | null | undefined): OrderStatusColour {
  switch (normalise(status)) {
    case 'delivered':
    case 'complete':
      return 'green';
    case 'pending':
      return 'yellow';
    case 'rejected':
      return 'red';
    default:
      return 'black';
  }
}

export type OrderProgress = { ordered: boolean; shipping: boolean; delivered: boolean };

/**
 * The order page's three steps follow the order's real status (docs/decisions/0014): Ordered
 * once it is placed, Shipping once the shop handed it to the courier, Delivered once it
 * arrived. A pending or confirmed order has not left the shop, so only Ordered is lit; a
 * rejected one never moves past Ordered. 'complete' (older data) reads as delivered.
 */
export function orderProgress(status: string | null | undefined): OrderProgress {
  const value = normalise(status);
  const delivered = value === 'delivered' || value === 'complete';
  return { ordered: true, shipping: delivered || value === 'shipping', delivered };
}

/**
 * The item count of an order (an invoice) or of one shop's part of it: the units of its product
 * lines, however they are split over shops and options. Addons ride on a line and are not items.
 */
export function itemCountOf(lines: readonly { quantity: number }[]): number {
  return lines.reduce((count, line) => count + line.quantity, 0);
}
