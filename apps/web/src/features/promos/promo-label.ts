import type { PromoCode } from '@storefront/contract/promos';

export type PromoPhase = 'upcoming' | 'active' | 'ended';

/** Whether a coupon can be used at `now`, is still to come, or is over. */
export function phaseOf(promo: Pick<PromoCode, 'startDate' | 'endDate'>, now: number): PromoPhase {
  const start = Date.parse(promo.startDate);
  const end = Date.parse(promo.endDate);
  if (!Number.isNaN(start) && now < start) return 'upcoming';
  if (!Number.isNaN(end) && now > end) return 'ended';
  return 'active';
}

/** docs/product.md#promo-list: '% Off' for percentage, 'MMK Off' for fixed_amount, 'Something Off' for anything else. */
type DiscountKind = 'percent' | 'amount' | 'something';

export function discountKindOf(discountType: string): DiscountKind {
  if (discountType === 'percentage') return 'percent';
  if (discountType === 'fixed_amount') return 'amount';
  return 'something';
}
