/**
 * How much of an option's remaining stock orders paid cash on delivery, not yet accepted by
 * the shop, may hold (docs/decisions/0027-abuse-caps.md#cod-share). The remaining stock is
 * what is free to order plus what such orders hold; units of accepted, paid or unpaid-checkout
 * orders are not in it.
 */
export const COD_HOLD_SHARE_DEFAULT = 50;

/**
 * The most units open cash-on-delivery orders may hold of an option whose free units and
 * cash-on-delivery holds add up to `remaining`. Rounded up, so the last unit of an option can
 * still be ordered cash on delivery while the share is above 0.
 */
export function codHoldCap(remaining: number, sharePercent: number): number {
  if (remaining <= 0 || sharePercent <= 0) return 0;
  return Math.ceil((remaining * Math.min(sharePercent, 100)) / 100);
}

/** Whether `heldAfter` units held by open cash-on-delivery orders (this one included) fit. */
export function fitsCodHoldShare(heldAfter: number, free: number, sharePercent: number): boolean {
  return heldAfter <= codHoldCap(free + heldAfter, sharePercent);
}
