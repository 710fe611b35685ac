import { z } from 'zod';
import { envelopeOf, pageOf } from './envelope';
import { PagingQuerySchema } from './paging';

/** §3 "Promo code". */
export const PromoCodeSchema = z.object({
  guid: z.uuid(),
  code: z.string(),
  description: z.string(),
  descriptionMm: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  /** 'percentage' or 'fixed_amount' (§3); others (e.g. 'free_shipping') show as 'Something Off'. */
  discountType: z.string(),
  /** Percent for 'percentage'; MMK for 'fixed_amount' and 'free_shipping'. */
  discountValue: z.number().nonnegative(),
});
export type PromoCode = z.infer<typeof PromoCodeSchema>;

/** §9: the promo list asks for up to 100. */
export const PromoListQuerySchema = PagingQuerySchema.extend({
  max: PagingQuerySchema.shape.max.default(100),
});
export const PromoListResponseSchema = envelopeOf(pageOf(PromoCodeSchema));
