import { z } from 'zod';
import { envelopeOf, GuidSchema, pageOf } from './envelope';
import { PagingQuerySchema } from './paging';
import { ShippingMethodSchema } from './shop';

export type Category = { guid: string; name: string; nameMm: string; children: Category[] };
export const CategorySchema: z.ZodType<Category> = z.lazy(() =>
  z.object({
    guid: z.uuid(),
    name: z.string(),
    nameMm: z.string(),
    children: z.array(CategorySchema),
  }),
);
export const CategoryListQuerySchema = PagingQuerySchema.extend({
  max: PagingQuerySchema.shape.max.default(20),
});
export const CategoryListResponseSchema = envelopeOf(
  z.object({ items: z.array(CategorySchema), totalRecords: z.number().int() }),
);

export const CategoryParamsSchema = z.object({ categoryGuid: GuidSchema });
export const CategoryResponseSchema = envelopeOf(
  z.object({ guid: z.uuid(), name: z.string(), nameMm: z.string(), level: z.number().int() }),
);

/** A product as list pages and carousels show it (docs/product.md#records-catalog "Product list card"). */
export const ProductCardSchema = z.object({
  guid: z.uuid(),
  name: z.string(),
  /** The shop's Burmese name for it; null or absent: Burmese pages show `name` (docs/product.md#product-names). */
  nameMm: z.string().nullable().optional(),
  displayName: z.string(),
  /** Image id (v1/image/download/{id}), or null: the web app then shows the placeholder. */
  image: z.string().nullable(),
  brandName: z.string().nullable(),
  priceSell: z.number(),
  /** The discounted price when there is one (docs/product.md#money-display). */
  priceSell1: z.number().nullable(),
  currencyCode: z.string().length(3),
  stockQty: z.number().int(),
  preSaleLimit: z.number().int(),
  shopGuid: z.uuid(),
  shopName: z.string(),
  /** Mean review rating 0–5 and how many ratings it is the mean of. */
  rating: z.number().min(0).max(5),
  ratingCount: z.number().int().nonnegative(),
  createdOn: z.string(),
});
export type ProductCard = z.infer<typeof ProductCardSchema>;

const SORT_FIELD_VALUES = ['name', 'price', 'newest', 'oldest'] as const;

const priceBound = (name: string) =>
  z.coerce
    .number({ message: `${name} must be a number.` })
    .min(0, `${name} cannot be negative.`)
    .max(1e15, `${name} is too large.`)
    .optional();

/**
 * Query of every product list call. Prices are in the shop's own currency (major units);
 * the web app converts the visitor's price band before asking.
 */
export const ProductListQuerySchema = PagingQuerySchema.extend({
  keyword: z.string().max(100, 'keyword cannot be longer than 100 characters.').optional(),
  sortField: z
    .enum(SORT_FIELD_VALUES, { message: 'sortField must be name, price, newest or oldest.' })
    .optional(),
  asc: z
    .enum(['true', 'false'], { message: 'asc must be true or false.' })
    .transform((v) => v === 'true')
    .optional(),
  minPrice: priceBound('minPrice'),
  maxPrice: priceBound('maxPrice'),
  categoryGuid: GuidSchema.optional(),
}).refine((q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice, {
  message: 'minPrice cannot be more than maxPrice.',
  path: ['minPrice'],
});
export type ProductListQuery = z.infer<typeof ProductListQuerySchema>;

export const ShopParamsSchema = z.object({ shopId: GuidSchema });
export const ProductPageSchema = pageOf(ProductCardSchema);
export type ProductPage = z.infer<typeof ProductPageSchema>;
export const ProductListResponseSchema = envelopeOf(ProductPageSchema);

export const VariantSchema = z.object({
  guid: z.uuid(),
  name: z.string(),
  images: z.array(z.string()),
  priceSell: z.number(),
  priceSell1: z.number().nullable(),
  /** kg */
  weight: z.number().nonnegative(),
  currencyCode: z.string().length(3),
  stockQty: z.number().int(),
  preSaleLimit: z.number().int(),
});
export type Variant = z.infer<typeof VariantSchema>;

export const AddonSchema = z.object({
  guid: z.uuid(),
  name: z.string(),
  price: z.number().nonnegative(),
  currencyCode: z.string().length(3),
});
export type Addon = z.infer<typeof AddonSchema>;

export const ReviewSchema = z.object({
  guid: z.uuid(),
  name: z.string().nullable(),
  /** Reviewer avatar image id, when there is one. */
  image: z.string().nullable(),
  review: z.string(),
  rateValue: z.number().int().min(1).max(5).nullable(),
  createdOn: z.string().nullable(),
  /**
   * The author placed an order containing this product (any option) that the shop has not
   * rejected (docs/decisions/0015-abuse-limits.md#reviews).
   */
  verifiedPurchase: z.boolean(),
});
export type Review = z.infer<typeof ReviewSchema>;

export const ProductShopSchema = z.object({
  shopGuid: z.uuid(),
  shopName: z.string(),
  website: z.string().nullable(),
  primaryPhone: z.string(),
  otherPhones: z.string(),
  street: z.string(),
  address: z.string(),
  /** The address in Burmese, for Burmese pages; null or absent: they show `address`. */
  addressMm: z.string().nullable().optional(),
  avartarPhoto: z.string().nullable(),
  shippingChargesList: z.array(ShippingMethodSchema),
  /**
   * False while the business has paused the shop: the product shows but cannot be added to a
   * cart (docs/decisions/0030-shops.md). Absent: taking orders.
   */
  isTakingOrders: z.boolean().optional(),
});
export type ProductShop = z.infer<typeof ProductShopSchema>;

/** docs/product.md#records-catalog "Product detail", every field. */
export const ProductDetailSchema = z.object({
  guid: z.uuid(),
  name: z.string(),
  /** Burmese name and description; null or absent: Burmese pages show the English ones (docs/product.md#product-names). */
  nameMm: z.string().nullable().optional(),
  brandName: z.string().nullable(),
  description: z.string().nullable(),
  descriptionMm: z.string().nullable().optional(),
  priceSell: z.number(),
  priceSell1: z.number().nullable(),
  currencyCode: z.string().length(3),
  stockQty: z.number().int(),
  preSaleLimit: z.number().int(),
  categoryGuid: z.uuid(),
  imageItems: z.array(z.object({ image: z.string() })),
  shopLists: z.array(ProductShopSchema),
  shopRatings: z.array(z.object({ rateValue: z.number() })),
  /** Mean of every rating (shopRatings lists the latest ones only) and their number. */
  rating: z.number().min(0).max(5),
  ratingCount: z.number().int().nonnegative(),
  shopReviewLists: z.array(ReviewSchema),
  variantDetailItems: z.array(VariantSchema),
  addons: z.array(AddonSchema),
});
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

export const ProductParamsSchema = z.object({ productId: GuidSchema });
export const ProductDetailResponseSchema = envelopeOf(ProductDetailSchema);
