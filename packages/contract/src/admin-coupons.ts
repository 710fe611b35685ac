import {
  COUPON_CODE_MAX_LENGTH,
  COUPON_CODE_MIN_LENGTH,
  COUPON_CODE_PATTERN,
} from '@storefront/commerce/coupons';
import { z } from 'zod';
import { envelopeOf, GuidSchema } from './envelope';

/**
 * Coupon codes the business's owners manage (docs/decisions/0032-coupons.md): `v1/admin/coupons`
 * (owners only) and the shopper's preview `v1/promo/check`. Money is MMK in major units, as the
 * other calls speak it; percentages are percent. Dates are Myanmar calendar days (YYYY-MM-DD):
 * a coupon runs from the start of its first day to the end of its last, Myanmar time.
 */

export const COUPON_DESCRIPTION_MAX_LENGTH = 200;
/** The largest fixed amount and minimum order a coupon may name, MMK. */
export const COUPON_MAX_AMOUNT = 10_000_000;
/** The largest total or per-account limit. */
export const COUPON_MAX_USES = 1_000_000;

export const COUPON_DISCOUNT_TYPES = ['percentage', 'fixed_amount'] as const;

/** A code as typed: trimmed and upper-cased before it is checked. */
export const CouponCodeSchema = z
  .string({ message: 'The code must be text.' })
  .trim()
  .toUpperCase()
  .min(COUPON_CODE_MIN_LENGTH, `The code must be at least ${COUPON_CODE_MIN_LENGTH} characters.`)
  .max(
    COUPON_CODE_MAX_LENGTH,
    `The code cannot be longer than ${COUPON_CODE_MAX_LENGTH} characters.`,
  )
  .regex(COUPON_CODE_PATTERN, 'The code may hold only letters, digits, - and _.');

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
const day = (field: string) =>
  z
    .string({ message: `${field} must be a date (YYYY-MM-DD).` })
    .trim()
    .regex(DAY_PATTERN, `${field} must be a date (YYYY-MM-DD).`)
    .refine((v) => {
      const d = new Date(`${v}T00:00:00.000Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v && v >= '2000-01-01';
    }, `${field} is not a real date.`);

const limit = (field: string) =>
  z
    .number({ message: `${field} must be a whole number or null (no limit).` })
    .int(`${field} must be a whole number.`)
    .min(1, `${field} must be at least 1, or null for no limit.`)
    .max(COUPON_MAX_USES, `${field} cannot be more than ${COUPON_MAX_USES.toLocaleString('en')}.`)
    .nullish()
    .transform((v) => v ?? null);

const description = (field: string) =>
  z
    .string({ message: `${field} must be text.` })
    .trim()
    .min(1, `${field} is required.`)
    .max(
      COUPON_DESCRIPTION_MAX_LENGTH,
      `${field} cannot be longer than ${COUPON_DESCRIPTION_MAX_LENGTH} characters.`,
    );

/** POST and PUT `v1/admin/coupons`: the whole coupon. */
export const CouponWriteSchema = z
  .strictObject({
    code: CouponCodeSchema,
    discountType: z.enum(COUPON_DISCOUNT_TYPES, {
      message: "discountType must be 'percentage' or 'fixed_amount'.",
    }),
    /** Percent (1–100) for 'percentage'; MMK for 'fixed_amount'. At most two decimals. */
    discountValue: z
      .number({ message: 'discountValue must be a number.' })
      .positive('discountValue must be more than 0.')
      .max(COUPON_MAX_AMOUNT, 'discountValue is too large.')
      .refine((v) => Number.isInteger(Math.round(v * 1e6) / 1e4), {
        message: 'discountValue may have at most two decimals.',
      }),
    /** The first day the code works (Myanmar time). */
    startDate: day('startDate'),
    /** The last day the code works (Myanmar time); not before startDate. */
    endDate: day('endDate'),
    /** The one shop the code is for; null for every shop. */
    shopGuid: GuidSchema.nullish().transform((v) => v ?? null),
    /** The least the shop's goods must come to, MMK; null for no minimum. */
    minOrderAmount: z
      .number({ message: 'minOrderAmount must be a number or null (no minimum).' })
      .positive('minOrderAmount must be more than 0, or null for no minimum.')
      .max(COUPON_MAX_AMOUNT, 'minOrderAmount is too large.')
      .nullish()
      .transform((v) => v ?? null),
    maxUses: limit('maxUses'),
    maxUsesPerAccount: limit('maxUsesPerAccount'),
    description: description('description'),
    descriptionMm: description('descriptionMm'),
  })
  .superRefine((c, ctx) => {
    if (c.discountType === 'percentage' && (c.discountValue < 1 || c.discountValue > 100)) {
      ctx.addIssue({
        code: 'custom',
        path: ['discountValue'],
        message: 'A percentage must be between 1 and 100.',
      });
    }
    if (c.endDate < c.startDate) {
      ctx.addIssue({
        code: 'custom',
        path: ['endDate'],
        message: 'endDate cannot be before startDate.',
      });
    }
  });
export type CouponWrite = z.input<typeof CouponWriteSchema>;

export const COUPON_STATUSES = ['scheduled', 'active', 'ended'] as const;

export const AdminCouponSchema = z.object({
  guid: z.uuid(),
  code: z.string(),
  discountType: z.string(),
  discountValue: z.number(),
  /** ISO timestamps: the first moment the code works, and the moment it stops. */
  startDate: z.string(),
  endDate: z.string(),
  /** The same as Myanmar days, as the form edits them. */
  startDay: z.string(),
  endDay: z.string(),
  shopGuid: z.string().nullable(),
  shopName: z.string().nullable(),
  minOrderAmount: z.number().nullable(),
  maxUses: z.number().int().nullable(),
  maxUsesPerAccount: z.number().int().nullable(),
  /** Sales that hold a use now (pending or placed, not expired or rejected). */
  usedCount: z.number().int().nonnegative(),
  description: z.string(),
  descriptionMm: z.string(),
  status: z.enum(COUPON_STATUSES),
  /** Deleted after a sale used it: ended for good, kept for its orders. */
  archived: z.boolean(),
  createdOn: z.string(),
});
export type AdminCoupon = z.infer<typeof AdminCouponSchema>;

export const AdminCouponListResponseSchema = envelopeOf(
  z.object({ items: z.array(AdminCouponSchema) }),
);
export const AdminCouponResponseSchema = envelopeOf(AdminCouponSchema);

/** DELETE: erased when no sale ever used it, else archived (ended, kept for its orders). */
export const AdminCouponDeleteResponseSchema = envelopeOf(
  z.object({ guid: z.uuid(), outcome: z.enum(['deleted', 'archived']) }),
);

/** `GET v1/promo/check`: does a code apply to one shop's goods worth `amount`? */
export const CouponCheckQuerySchema = z.object({
  code: z
    .string({ message: 'Please type a coupon code.' })
    .trim()
    .min(1, 'Please type a coupon code.')
    .max(60, 'This coupon code does not exist.'),
  shopGuid: GuidSchema,
  /** The shop's goods (sub total) in `currencyCode`. */
  amount: z.coerce
    .number({ message: 'amount must be a number.' })
    .min(0, 'amount cannot be negative.')
    .max(1e13, 'amount is too large.'),
  currencyCode: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{3}$/, 'currencyCode must be a currency code such as MMK.')
    .transform((v) => v.toUpperCase())
    .default('MMK'),
});

export const CouponCheckSchema = z.object({
  code: z.string(),
  discountType: z.string(),
  /** Percent or MMK, as the coupon names it. */
  discountValue: z.number(),
  /** What it takes off these goods, in `currencyCode`. */
  discountAmount: z.number(),
  currencyCode: z.string(),
  description: z.string(),
  descriptionMm: z.string(),
});
export type CouponCheck = z.infer<typeof CouponCheckSchema>;
export const CouponCheckResponseSchema = envelopeOf(CouponCheckSchema);

/**
 * The refusal codes (ErrorEnvelopeSchema `code`) of a code that does not apply, answered 422;
 * `hints` carries the minimum (MMK) for couponBelowMinimum and the shop's name for
 * couponOtherShop. Too many tries: 429 with Retry-After.
 */
export const COUPON_REFUSAL_CODES = [
  'couponUnknown',
  'couponNotStarted',
  'couponEnded',
  'couponOtherShop',
  'couponBelowMinimum',
  'couponUsedUp',
  'couponAlreadyUsed',
] as const;
export type CouponRefusalCode = (typeof COUPON_REFUSAL_CODES)[number];
