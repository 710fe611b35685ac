import { z } from 'zod';
import { envelopeOf, listOf } from './envelope';

export const WeightBandSchema = z.object({
  /** Weights in kg, inclusive on both ends (docs/product.md#shipping-eligibility). */
  from: z.number().nonnegative(),
  to: z.number().nonnegative(),
  /** Price in MMK (docs/product.md#shipping-fee). */
  price: z.number().nonnegative(),
});

export const ShippingMethodSchema = z.object({
  guid: z.uuid(),
  name: z.string(),
  /** Region name the method serves, e.g. 'Myanmar' (docs/product.md#records-catalog). */
  region: z.string(),
  /** Township guids; empty means every township of the region (docs/product.md#shipping-eligibility). */
  township: z.array(z.string()),
  priceRate: z.array(WeightBandSchema),
});
export type ShippingMethod = z.infer<typeof ShippingMethodSchema>;

export const ShopListItemSchema = z.object({
  guid: z.uuid(),
  name: z.string(),
  /** The shop's Burmese name, when it has one (docs/product.md#shop-names). */
  nameMm: z.string().nullable(),
  hostName: z.string(),
  /**
   * False while the business has paused the shop: its products show but cannot be ordered
   * (docs/decisions/0030-shops.md). Absent: taking orders.
   */
  isTakingOrders: z.boolean().optional(),
  /** Whether checkout offers cash on delivery for this shop. Absent: it does. */
  cashOnDelivery: z.boolean().optional(),
});
export type ShopListItem = z.infer<typeof ShopListItemSchema>;

export const ShopListResponseSchema = envelopeOf(listOf(ShopListItemSchema));

export const ShopInfoSchema = z.object({
  guid: z.uuid(),
  name: z.string(),
  nameMm: z.string().nullable(),
  hostName: z.string(),
  /** Logo image id, or null when the shop has none (spelt so on the wire). */
  avartarPhoto: z.string().nullable(),
  bannerImage: z.string().nullable(),
  website: z.string().nullable(),
  primaryPhone: z.string(),
  otherPhones: z.string(),
  street: z.string(),
  address: z.string(),
  /** The address in Burmese, for Burmese pages; null or absent: they show `address`. */
  addressMm: z.string().nullable().optional(),
  currencyCode: z.string().length(3),
  /** False while the shop is paused (docs/decisions/0030-shops.md); absent: taking orders. */
  isTakingOrders: z.boolean().optional(),
  /** Whether checkout offers cash on delivery for this shop; absent: it does. */
  cashOnDelivery: z.boolean().optional(),
  /** The shop's Facebook page and Viber link, shown in its footer when set. */
  facebookUrl: z.string().nullable().optional(),
  viberUrl: z.string().nullable().optional(),
});
export type ShopInfo = z.infer<typeof ShopInfoSchema>;

export const ShopInfoRequestSchema = z.object({
  hostName: z
    .string({ message: 'hostName is required.' })
    .trim()
    .min(1, 'hostName is required.')
    .max(253, 'hostName is too long.'),
});

export const ShopInfoResponseSchema = envelopeOf(ShopInfoSchema);
