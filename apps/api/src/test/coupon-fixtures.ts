import type { CouponWrite } from '@storefront/contract/admin-coupons';

/** A Myanmar calendar day `offset` days from today. */
export function myanmarDay(offset: number): string {
  return new Date(Date.now() + 390 * 60_000 + offset * 86_400_000).toISOString().slice(0, 10);
}

export function couponBody(over: Partial<CouponWrite> = {}): CouponWrite {
  return {
    code: `c${Math.random().toString(36).slice(2, 10)}`,
    discountType: 'percentage',
    discountValue: 10,
    startDate: myanmarDay(-1),
    endDate: myanmarDay(30),
    shopGuid: null,
    minOrderAmount: null,
    maxUses: null,
    maxUsesPerAccount: null,
    description: '10% off',
    descriptionMm: '၁၀% လျှော့',
    ...over,
  };
}
