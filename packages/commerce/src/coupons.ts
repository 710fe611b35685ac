/**
 * Coupon codes (docs/decisions/0032-coupons.md): how a code is written, whether it applies to
 * one shop's sale, and what it takes off. The server and the checkout page share these rules,
 * so the total the page sends is the total the server works out.
 */
import { convertCurrency, MMK, type CurrencyRate } from './currency';
import { calculateTotal, fromMinor, roundTo, toMinor } from './money';

export const COUPON_CODE_MIN_LENGTH = 3;
export const COUPON_CODE_MAX_LENGTH = 30;
export const COUPON_CODE_PATTERN = /^[A-Z0-9_-]+$/;

export type CouponDiscountType = 'percentage' | 'fixed_amount';

/** A code as typed (any case, spaces around it) written the way it is stored. */
export function normalizeCouponCode(typed: string): string {
  return typed.trim().toUpperCase();
}

/** A coupon as the rules need it; money in MMK major units, percentages in percent. */
export interface CouponRules {
  code: string;
  discountType: string;
  discountValue: number;
  startDate: string;
  endDate: string;
  shopGuid: string | null;
  shopName?: string | null;
  minOrderAmount: number | null;
  maxUses: number | null;
  maxUsesPerAccount: number | null;
  usedCount: number;
  archived: boolean;
}

/** Why a code does not apply; each has its sentence in both languages on the web. */
export type CouponRefusal =
  | { reason: 'unknown' }
  | { reason: 'notStarted'; startDate: string }
  | { reason: 'ended'; endDate: string }
  | { reason: 'otherShop'; shopName: string }
  | { reason: 'belowMinimum'; minimum: number; currencyCode: string }
  | { reason: 'usedUp' }
  | { reason: 'alreadyUsed' };

export type CouponCheck = { ok: true; discount: number } | ({ ok: false } & CouponRefusal);

/** Whether a coupon is scheduled, active or ended at `now` (ISO text). */
export function couponStatus(
  coupon: Pick<CouponRules, 'startDate' | 'endDate' | 'archived'>,
  now: string,
): 'scheduled' | 'active' | 'ended' {
  if (coupon.archived || coupon.endDate <= now) return 'ended';
  if (coupon.startDate > now) return 'scheduled';
  return 'active';
}

/**
 * What a coupon takes off a shop's goods (`subTotal`, in `currencyCode`): a percentage of it,
 * or a fixed MMK amount converted to the order's currency; never more than the goods, rounded
 * to hundredths. Null when the amount cannot be converted.
 */
export function couponDiscount(
  coupon: Pick<CouponRules, 'discountType' | 'discountValue'>,
  subTotal: number,
  currencyCode: string,
  rates: readonly CurrencyRate[],
): number | null {
  let discount: number;
  if (coupon.discountType === 'percentage') {
    discount = fromMinor(Math.round((toMinor(subTotal) * toMinor(coupon.discountValue)) / 10_000));
  } else {
    const converted = convertCurrency(coupon.discountValue, MMK, currencyCode, rates);
    if (converted === null) return null;
    discount = roundTo(converted, 2);
  }
  return Math.min(discount, roundTo(subTotal, 2));
}

/**
 * Checks a coupon against one shop's sale: its dates, its shop, the minimum (MMK, compared
 * with the goods converted to MMK), the total limit and the account's own limit. `usedByAccount`
 * is how many of the account's live sales hold it.
 */
export function checkCoupon(
  coupon: CouponRules | null | undefined,
  sale: {
    shopGuid: string;
    subTotal: number;
    currencyCode: string;
    rates: readonly CurrencyRate[];
    usedByAccount: number;
    now: string;
  },
): CouponCheck {
  if (!coupon) return { ok: false, reason: 'unknown' };
  const status = couponStatus(coupon, sale.now);
  if (status === 'scheduled')
    return { ok: false, reason: 'notStarted', startDate: coupon.startDate };
  if (status === 'ended') return { ok: false, reason: 'ended', endDate: coupon.endDate };
  if (coupon.shopGuid !== null && coupon.shopGuid !== sale.shopGuid) {
    return { ok: false, reason: 'otherShop', shopName: coupon.shopName ?? '' };
  }
  if (coupon.minOrderAmount !== null) {
    const inMmk = convertCurrency(sale.subTotal, sale.currencyCode, MMK, sale.rates);
    if (inMmk === null || toMinor(inMmk) < toMinor(coupon.minOrderAmount)) {
      return {
        ok: false,
        reason: 'belowMinimum',
        minimum: coupon.minOrderAmount,
        currencyCode: MMK,
      };
    }
  }
  if (coupon.maxUses !== null && coupon.usedCount >= coupon.maxUses) {
    return { ok: false, reason: 'usedUp' };
  }
  if (coupon.maxUsesPerAccount !== null && sale.usedByAccount >= coupon.maxUsesPerAccount) {
    return { ok: false, reason: 'alreadyUsed' };
  }
  const discount = couponDiscount(coupon, sale.subTotal, sale.currencyCode, sale.rates);
  if (discount === null) return { ok: false, reason: 'unknown' };
  return { ok: true, discount };
}

export type DiscountedTotals = {
  subTotal: number;
  discount: number;
  tax: number;
  shippingFees: number;
  total: number;
};

/**
 * A shop's totals with a discount: tax is 5% of the goods after the discount, and
 * total = sub total − discount + tax + shipping. With no discount this is `calculateTotal`.
 */
export function discountedTotals(
  subTotal: number,
  discount: number,
  shippingFees: number,
): DiscountedTotals {
  const after = calculateTotal(fromMinor(toMinor(subTotal) - toMinor(discount)), shippingFees);
  return {
    subTotal: roundTo(subTotal, 2),
    discount: roundTo(discount, 2),
    tax: after.tax,
    shippingFees: after.shippingFees,
    total: after.total,
  };
}
