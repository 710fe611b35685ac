import {
  COUPON_CODE_MAX_LENGTH,
  COUPON_CODE_MIN_LENGTH,
  COUPON_CODE_PATTERN,
  normalizeCouponCode,
} from '@storefront/commerce/coupons';
import { toLatinDigits } from '@storefront/commerce/money';
import type { AdminCoupon, CouponWrite } from '@storefront/contract/admin-coupons';

/** The coupon form as typed: every box is text until it is sent. */
export type CouponFormValues = {
  code: string;
  discountType: 'percentage' | 'fixed_amount';
  discountValue: string;
  startDate: string;
  endDate: string;
  /** '' for every shop. */
  shopGuid: string;
  minOrderAmount: string;
  maxUses: string;
  maxUsesPerAccount: string;
  description: string;
  descriptionMm: string;
};

export type CouponField = keyof CouponFormValues;

/** What is wrong with a field, as a key of owner.coupons.form.problems. */
export type CouponProblem =
  | 'code'
  | 'value'
  | 'amount'
  | 'dates'
  | 'date'
  | 'limit'
  | 'minimum'
  | 'description'
  | 'taken'
  | 'archived';

export type CouponIssues = Partial<Record<CouponField, CouponProblem>>;

/** Today's date in Myanmar (UTC+06:30), as the date boxes write it. */
export function myanmarToday(now = new Date()): string {
  return new Date(now.getTime() + 390 * 60_000).toISOString().slice(0, 10);
}

export function newCouponValues(today = myanmarToday()): CouponFormValues {
  return {
    code: '',
    discountType: 'percentage',
    discountValue: '',
    startDate: today,
    endDate: today,
    shopGuid: '',
    minOrderAmount: '',
    maxUses: '',
    maxUsesPerAccount: '',
    description: '',
    descriptionMm: '',
  };
}

const text = (value: number | null) => (value === null ? '' : String(value));

export function couponValuesOf(coupon: AdminCoupon): CouponFormValues {
  return {
    code: coupon.code,
    discountType: coupon.discountType === 'fixed_amount' ? 'fixed_amount' : 'percentage',
    discountValue: String(coupon.discountValue),
    startDate: coupon.startDay,
    endDate: coupon.endDay,
    shopGuid: coupon.shopGuid ?? '',
    minOrderAmount: text(coupon.minOrderAmount),
    maxUses: text(coupon.maxUses),
    maxUsesPerAccount: text(coupon.maxUsesPerAccount),
    description: coupon.description,
    descriptionMm: coupon.descriptionMm,
  };
}

/** A typed number (Myanmar digits and thousands commas allowed); NaN for anything else. */
function numberOf(typed: string): number {
  const plain = toLatinDigits(typed).replace(/,/g, '').trim();
  return /^\d+(\.\d{1,2})?$/.test(plain) ? Number(plain) : Number.NaN;
}

/** An empty box is null (no limit); otherwise the number typed, NaN when it is not one. */
function optionalNumberOf(typed: string): number | null {
  return typed.trim() === '' ? null : numberOf(typed);
}

/** What the form would send; the server checks it all again. */
export function couponBodyOf(values: CouponFormValues): CouponWrite {
  return {
    code: normalizeCouponCode(values.code),
    discountType: values.discountType,
    discountValue: numberOf(values.discountValue),
    startDate: values.startDate,
    endDate: values.endDate,
    shopGuid: values.shopGuid || null,
    minOrderAmount: optionalNumberOf(values.minOrderAmount),
    maxUses: optionalNumberOf(values.maxUses),
    maxUsesPerAccount: optionalNumberOf(values.maxUsesPerAccount),
    description: values.description.trim(),
    descriptionMm: values.descriptionMm.trim(),
  };
}

/** The problems the form can tell before sending, field by field. */
export function couponFormIssues(values: CouponFormValues): CouponIssues {
  const issues: CouponIssues = {};
  const body = couponBodyOf(values);
  if (
    body.code.length < COUPON_CODE_MIN_LENGTH ||
    body.code.length > COUPON_CODE_MAX_LENGTH ||
    !COUPON_CODE_PATTERN.test(body.code)
  ) {
    issues.code = 'code';
  }
  const value = body.discountValue;
  if (values.discountType === 'percentage') {
    if (!(value >= 1 && value <= 100)) issues.discountValue = 'value';
  } else if (!(value > 0)) {
    issues.discountValue = 'amount';
  }
  if (!body.startDate) issues.startDate = 'date';
  if (!body.endDate) issues.endDate = 'date';
  else if (body.startDate && body.endDate < body.startDate) issues.endDate = 'dates';
  const limit = (n: number | null | undefined) => n === null || (Number.isInteger(n) && n! >= 1);
  if (!limit(body.maxUses)) issues.maxUses = 'limit';
  if (!limit(body.maxUsesPerAccount)) issues.maxUsesPerAccount = 'limit';
  if (body.minOrderAmount !== null && !(body.minOrderAmount! > 0)) {
    issues.minOrderAmount = 'minimum';
  }
  if (!body.description) issues.description = 'description';
  if (!body.descriptionMm) issues.descriptionMm = 'description';
  return issues;
}

/** The field a server refusal names, worded by the form where it can be. */
export function serverIssueOf(
  field: string | undefined,
  code: string | undefined,
): CouponIssues | null {
  if (code === 'couponCodeTaken') return { code: 'taken' };
  const known: Partial<Record<string, [CouponField, CouponProblem]>> = {
    code: ['code', 'code'],
    startDate: ['startDate', 'date'],
    endDate: ['endDate', 'dates'],
    maxUses: ['maxUses', 'limit'],
    maxUsesPerAccount: ['maxUsesPerAccount', 'limit'],
    minOrderAmount: ['minOrderAmount', 'minimum'],
    description: ['description', 'description'],
    descriptionMm: ['descriptionMm', 'description'],
  };
  const match = field ? known[field] : undefined;
  return match ? { [match[0]]: match[1] } : null;
}
