import { z } from 'zod';
import { envelopeOf } from './envelope';

/**
 * `GET`, `PUT v1/admin/shops/{shopGuid}/shipping` and its preview: a shop's delivery methods,
 * the townships each serves and its fee by weight band, run by the business's owners
 * (docs/decisions/0031-wallets-and-delivery-fees.md#delivery). Weights are whole grams, both
 * ends included; fees are major units of the method's currency (MMK).
 */
export const SHIPPING_NAME_MAX = 60;
export const MAX_SHIPPING_METHODS = 20;
export const MAX_METHOD_TOWNSHIPS = 400;
/** Bands a method may have (the band rule's MAX_BANDS). */
export const MAX_METHOD_BANDS = 50;

export const ShopGuidParamsSchema = z.object({ shopGuid: z.uuid({ message: 'Not a valid id.' }) });

export const AdminFeeBandSchema = z.object({
  fromGrams: z.number(),
  toGrams: z.number(),
  fee: z.number(),
});
export type AdminFeeBand = z.infer<typeof AdminFeeBandSchema>;

export const AdminShippingMethodSchema = z.object({
  guid: z.uuid(),
  name: z.string(),
  nameMm: z.string(),
  /** The region (country) it delivers in, by name: 'Myanmar', 'Thailand'. */
  region: z.string(),
  currencyCode: z.string(),
  /** False: checkout does not offer it. */
  enabled: z.boolean(),
  /** Township guids it serves; empty means every township of its region. */
  townships: z.array(z.string()),
  bands: z.array(AdminFeeBandSchema),
  /** Orders point at it: removing it hides it instead of deleting it. */
  inUse: z.boolean(),
});
export type AdminShippingMethod = z.infer<typeof AdminShippingMethodSchema>;

export const AdminShippingSchema = z.object({
  shopGuid: z.uuid(),
  methods: z.array(AdminShippingMethodSchema),
});
export type AdminShipping = z.infer<typeof AdminShippingSchema>;
export const AdminShippingResponseSchema = envelopeOf(AdminShippingSchema);

const sentText = z.string().max(500, { message: 'This text is too long.' });

export const AdminShippingMethodInputSchema = z.object({
  /** The method's id to keep it; absent or null for a new method. */
  guid: z.uuid().nullish(),
  name: sentText,
  nameMm: sentText.default(''),
  region: sentText,
  enabled: z.boolean(),
  townships: z
    .array(z.string().max(100))
    .max(MAX_METHOD_TOWNSHIPS, { message: `At most ${MAX_METHOD_TOWNSHIPS} townships.` }),
  bands: z
    .array(AdminFeeBandSchema)
    .max(MAX_METHOD_BANDS, { message: `At most ${MAX_METHOD_BANDS} weight bands.` }),
});
export type AdminShippingMethodInput = z.input<typeof AdminShippingMethodInputSchema>;

/** The shop's whole list, in checkout order: a method missing from it is removed. */
export const AdminShippingPutSchema = z.object({
  methods: z
    .array(AdminShippingMethodInputSchema)
    .max(MAX_SHIPPING_METHODS, { message: `At most ${MAX_SHIPPING_METHODS} delivery methods.` }),
});
export type AdminShippingPut = z.input<typeof AdminShippingPutSchema>;

export const ShippingPreviewQuerySchema = z.object({
  weightGrams: z.coerce
    .number({ message: 'weightGrams must be a number of grams.' })
    .int({ message: 'weightGrams must be a whole number of grams.' })
    .min(0, { message: 'weightGrams cannot be negative.' })
    .max(1_000_000, { message: 'weightGrams is at most 1,000,000 (1,000 kg).' }),
  townshipGuid: z.uuid({ message: 'townshipGuid is not a valid id.' }),
});

export const ShippingPreviewItemSchema = z.object({
  methodGuid: z.uuid(),
  name: z.string(),
  nameMm: z.string(),
  fee: z.number(),
  currencyCode: z.string(),
  /** The band the weight falls in (0-based). */
  bandIndex: z.number().int(),
});
export type ShippingPreviewItem = z.infer<typeof ShippingPreviewItemSchema>;

/** The saved, switched-on methods that deliver this weight to this township, in checkout order. */
export const ShippingPreviewResponseSchema = envelopeOf(
  z.object({ items: z.array(ShippingPreviewItemSchema) }),
);
