/**
 * How much of a shop's stock one account may tie up before a shop has accepted its orders
 * (docs/decisions/0017-stock-hold-limits.md). Units are held from checkout until the shop
 * confirms (or the 15-minute hold of an unpaid checkout runs out), so without limits one
 * account could hold a whole shop's stock without paying.
 */

/** Units of one option an account may hold across its orders awaiting shops. */
export const MAX_HELD_UNITS_PER_OPTION = 30;
/** Units in all an account may hold across its orders awaiting shops. */
export const MAX_HELD_UNITS = 100;
/** Placed orders (cash on delivery included) an account may have waiting for a shop at once. */
export const MAX_ORDERS_AWAITING_SHOPS = 5;

/** The limits in force; a deployment may set others (HOLD_* settings of the API). */
export type HoldLimits = {
  maxHeldUnitsPerOption: number;
  maxHeldUnits: number;
  maxOrdersAwaitingShops: number;
};

export const DEFAULT_HOLD_LIMITS: HoldLimits = {
  maxHeldUnitsPerOption: MAX_HELD_UNITS_PER_OPTION,
  maxHeldUnits: MAX_HELD_UNITS,
  maxOrdersAwaitingShops: MAX_ORDERS_AWAITING_SHOPS,
};

export type HoldCheck =
  | { ok: true }
  | { ok: false; reason: 'option'; variantGuid: string; allowed: number }
  | { ok: false; reason: 'total'; allowed: number };

/**
 * Whether an account that already holds `held` units (per option) may hold `wanted` more.
 * `allowed` is what could still be asked for, so the refusal can say how many.
 */
export function checkHold(
  held: ReadonlyMap<string, number>,
  wanted: ReadonlyMap<string, number>,
  limits: HoldLimits = DEFAULT_HOLD_LIMITS,
): HoldCheck {
  const { maxHeldUnitsPerOption, maxHeldUnits } = limits;
  for (const [variantGuid, quantity] of wanted) {
    const already = held.get(variantGuid) ?? 0;
    if (already + quantity > maxHeldUnitsPerOption) {
      return {
        ok: false,
        reason: 'option',
        variantGuid,
        allowed: Math.max(0, maxHeldUnitsPerOption - already),
      };
    }
  }
  const sum = (units: ReadonlyMap<string, number>) =>
    [...units.values()].reduce((n, q) => n + q, 0);
  const total = sum(held) + sum(wanted);
  if (total > maxHeldUnits) {
    return { ok: false, reason: 'total', allowed: Math.max(0, maxHeldUnits - sum(held)) };
  }
  return { ok: true };
}
