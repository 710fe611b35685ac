import { calculateTotal } from './money';

export type OrderStatusColour = 'green' | 'yellow' | 'red' | 'black';

function normalise(status: string | null | undefined): string {
  return (status ?? '').trim().toLowerCase();
}

/** §4/§9: order badge colour; the status comparison is case-insensitive. */
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
 * §2 order detail's three steps. Shipping is lit for pending as well as delivered (as the
 * spec says, even though a pending order has not shipped yet); Delivered only for delivered.
 * 'complete' is green on the badge but is not named here, so it lights Ordered only.
 */
export function orderProgress(status: string | null | undefined): OrderProgress {
  const value = normalise(status);
  return {
    ordered: true,
    shipping: value === 'pending' || value === 'delivered',
    delivered: value === 'delivered',
  };
}

/** §9: order detail Grand Total = subtotal + tax (5% of subtotal) + delivery charges. */
export function orderGrandTotal(paymentInfo: {
  subTotal: number;
  deliveryCharges: number;
}): number {
  return calculateTotal(paymentInfo.subTotal, paymentInfo.deliveryCharges).total;
}
