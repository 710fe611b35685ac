import { z } from 'zod';
import { envelopeOf, pageOf } from './envelope';
import { PagingQuerySchema } from './paging';

/** docs/product.md#records-checkout "Promo code". */
export const PromoCodeSchema = z.object({
  guid: z.uuid(),
  code: z.string(),
  description: z.string(),
  descriptionMm: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  /** 'percentage' or 'fixed_amount' (docs/product.md#promo-list); others (e.g. 'free_shipping') show as 'Something Off'. */
  discountType: z.string(),
  /** Percent for 'percentage'; MMK for 'fixed_amount' and 'free_shipping'. */
  discountValue: z.number().nonnegative(),
  /** The one shop the code is for, and its name; null: every shop (docs/decisions/0032-coupons.md). */
  shopGuid: z.string().nullable().optional(),
  shopName: z.string().nullable().optional(),
  /** The least a shop's goods must come to, MMK; null: no minimum. */
  minOrderAmount: z.number().nullable().optional(),
});
export type PromoCode = z.infer<typeof PromoCodeSchema>;

/** docs/product.md#page-sizes: the promo list asks for up to 100. */
export const PromoListQuerySchema = PagingQuerySchema.extend({
  max: PagingQuerySchema.shape.max.default(100),
});
export const PromoListResponseSchema = envelopeOf(pageOf(PromoCodeSchema));

export {
  CouponCheckQuerySchema,
  CouponCheckResponseSchema,
  type CouponCheck,
} from './admin-coupons';
