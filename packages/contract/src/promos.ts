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
});
export type PromoCode = z.infer<typeof PromoCodeSchema>;

/** docs/product.md#page-sizes: the promo list asks for up to 100. */
export const PromoListQuerySchema = PagingQuerySchema.extend({
  max: PagingQuerySchema.shape.max.default(100),
});
export const PromoListResponseSchema = envelopeOf(pageOf(PromoCodeSchema));
