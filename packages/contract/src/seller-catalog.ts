import { z } from 'zod';
import {
  PRODUCT_LIMITS,
  PRODUCT_SORTS,
  PRODUCT_STATUSES,
  STOCK_ADJUSTMENT_REASONS,
  STOCK_FILTERS,
  STOCK_MOVE_REASONS,
  normalizeSku,
  productDraftIssues,
} from '@storefront/commerce/product-draft';
import { SELLER_PRODUCT_PAGE_SIZE } from './constants';
import { envelopeOf, GuidSchema } from './envelope';
import { PagingQuerySchema } from './paging';

/**
 * The shop catalog in the staff console (docs/product.md#catalog-rules). Every call takes a
 * Seller's token and reads or changes only that staff member's shop: another shop's product,
 * option or uploaded photo is answered as missing (404), a shopper's token gets 403. Field names
 * are the shopper's product detail's where they mean the same (`priceSell`, `priceSell1`,
 * `weight` in kg, `stockQty`, `preSaleLimit`); prices are major units of the shop's currency.
 */

export { SELLER_PRODUCT_PAGE_SIZE };

export const ProductStatusSchema = z.enum(PRODUCT_STATUSES, {
  message: `status must be one of ${PRODUCT_STATUSES.join(', ')}.`,
});

const text = (label: string, max: number) =>
  z
    .string({ message: `${label} must be text.` })
    .max(max, `${label} cannot be longer than ${max} characters.`);

/** Optional text: absent, null or only spaces all mean none. */
const optionalText = (label: string, max: number) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
    text(label, max).nullable().optional(),
  );

const price = (label: string) =>
  z
    .number({ message: `${label} must be a number.` })
    .min(0, `${label} cannot be negative.`)
    .max(PRODUCT_LIMITS.price, `${label} is too large.`)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, {
      message: `${label} can have at most two decimals.`,
    });

const count = (label: string, max: number) =>
  z
    .number({ message: `${label} must be a number.` })
    .int(`${label} must be a whole number.`)
    .min(0, `${label} cannot be negative.`)
    .max(max, `${label} cannot be more than ${max.toLocaleString('en')}.`);

const ImageGuidsSchema = (label: string, max: number) =>
  z
    .array(GuidSchema, { message: `${label} must be a list of image ids.` })
    .max(max, `A product can have at most ${max} ${label}.`)
    .refine(
      (ids) => new Set(ids).size === ids.length,
      `The same photo is listed twice in ${label}.`,
    );

export const SellerVariantInputSchema = z.object({
  /** An existing option of this product; absent for a new one. */
  guid: GuidSchema.optional(),
  name: text('The option name', PRODUCT_LIMITS.optionName)
    .trim()
    .min(1, 'Please give the option a name.'),
  priceSell: price('The price'),
  priceSell1: price('The discounted price').nullable().optional().default(null),
  /** kg, as the shopper's product detail carries it. */
  weight: z
    .number({ message: 'The weight must be a number.' })
    .min(0, 'The weight cannot be negative.')
    .max(PRODUCT_LIMITS.weight, `The weight cannot be more than ${PRODUCT_LIMITS.weight} kg.`),
  /**
   * The stock a new option starts with. An existing option's stock changes only through
   * `POST v1/seller/variants/{variantGuid}/stock`, so a save never undoes a checkout: it is
   * ignored for one that has a guid.
   */
  stockQty: count('Stock', PRODUCT_LIMITS.stock).default(0),
  preSaleLimit: count('The pre-order limit', PRODUCT_LIMITS.stock).default(0),
  sku: z
    .preprocess(
      (v) => (typeof v === 'string' ? normalizeSku(v) : v),
      text('The SKU', PRODUCT_LIMITS.sku).nullable().optional(),
    )
    .transform((v) => v ?? null),
  images: ImageGuidsSchema('option photos', PRODUCT_LIMITS.optionImages).default([]),
});
export type SellerVariantInput = z.input<typeof SellerVariantInputSchema>;

export const SellerAddonInputSchema = z.object({
  guid: GuidSchema.optional(),
  name: text('The addon name', PRODUCT_LIMITS.addonName)
    .trim()
    .min(1, 'Please give the addon a name.'),
  price: price('The addon price'),
});

const productFields = {
  name: text('The name', PRODUCT_LIMITS.name).trim().min(1, 'Please give the product a name.'),
  nameMm: optionalText('The Burmese name', PRODUCT_LIMITS.name),
  description: optionalText('The description', PRODUCT_LIMITS.description),
  descriptionMm: optionalText('The Burmese description', PRODUCT_LIMITS.description),
  brandName: optionalText('The brand', PRODUCT_LIMITS.brandName),
  categoryGuid: GuidSchema,
  status: ProductStatusSchema.default('Draft'),
  /** Photo ids from `POST v1/seller/images`, in the order shown; the first is the cover. */
  images: ImageGuidsSchema('photos', PRODUCT_LIMITS.images).default([]),
  variants: z
    .array(SellerVariantInputSchema, { message: 'variants must be a list of options.' })
    .min(1, 'A product needs at least one option (its price and stock).')
    .max(PRODUCT_LIMITS.options, `A product can have at most ${PRODUCT_LIMITS.options} options.`),
  addons: z
    .array(SellerAddonInputSchema, { message: 'addons must be a list.' })
    .max(PRODUCT_LIMITS.addons, `A product can have at most ${PRODUCT_LIMITS.addons} addons.`)
    .default([]),
};

/** The rules between fields (commerce's `productDraftIssues`), reported on the field at fault. */
function withDraftRules<
  T extends z.ZodType<{
    variants: { priceSell: number; priceSell1: number | null; sku: string | null }[];
  }>,
>(schema: T) {
  return schema.superRefine((draft, ctx) => {
    for (const issue of productDraftIssues(draft)) {
      ctx.addIssue({
        code: 'custom',
        message: issue.message,
        path: issue.path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)),
      });
    }
  });
}

/** POST v1/seller/products. */
export const SellerProductCreateSchema = withDraftRules(z.object(productFields));
export type SellerProductCreate = z.input<typeof SellerProductCreateSchema>;

/**
 * PUT v1/seller/products/{productGuid}: the whole product as it should be, with the `version`
 * the copy being edited was read at. A save from an older copy is refused with 409 (someone
 * else saved the product since), so nobody's changes are silently overwritten. Options and
 * addons left out are removed (an option that orders point at is hidden, not deleted).
 */
export const SellerProductUpdateSchema = withDraftRules(
  z.object({
    ...productFields,
    version: z
      .number({ message: 'version must be the version the product was read at.' })
      .int('version must be a whole number.')
      .min(1, 'version must be at least 1.'),
  }),
);
export type SellerProductUpdate = z.input<typeof SellerProductUpdateSchema>;

export const ProductParamsSchema = z.object({ productGuid: GuidSchema });
export const VariantParamsSchema = z.object({ variantGuid: GuidSchema });

export const SellerVariantSchema = z.object({
  guid: z.uuid(),
  name: z.string(),
  priceSell: z.number(),
  priceSell1: z.number().nullable(),
  weight: z.number(),
  stockQty: z.number().int(),
  preSaleLimit: z.number().int(),
  sku: z.string().nullable(),
  images: z.array(z.string()),
});
export type SellerVariant = z.infer<typeof SellerVariantSchema>;

export const SellerAddonSchema = z.object({
  guid: z.uuid(),
  name: z.string(),
  price: z.number(),
});

/** GET v1/seller/products/{productGuid}: the product as the form edits it. */
export const SellerProductSchema = z.object({
  guid: z.uuid(),
  name: z.string(),
  nameMm: z.string().nullable(),
  description: z.string().nullable(),
  descriptionMm: z.string().nullable(),
  brandName: z.string().nullable(),
  categoryGuid: z.uuid(),
  status: ProductStatusSchema,
  currencyCode: z.string(),
  images: z.array(z.string()),
  variants: z.array(SellerVariantSchema),
  addons: z.array(SellerAddonSchema),
  /** Send it back with a save (PUT): the save is refused if the product changed since. */
  version: z.number().int(),
  /** Orders point at the product: it can be archived, never deleted. */
  hasOrders: z.boolean(),
  createdOn: z.string(),
  updatedOn: z.string(),
});
export type SellerProduct = z.infer<typeof SellerProductSchema>;
export const SellerProductResponseSchema = envelopeOf(SellerProductSchema);

/**
 * A save's answer: the product as stored, and the fields whose Burmese was typed in Zawgyi and
 * stored as Unicode (`nameMm`, `variants.0.name`, …), so the form can say so.
 */
export const SellerProductSavedSchema = SellerProductSchema.extend({
  zawgyiConverted: z.array(z.string()),
});
export type SellerProductSaved = z.infer<typeof SellerProductSavedSchema>;
export const SellerProductSavedResponseSchema = envelopeOf(SellerProductSavedSchema);

/** GET v1/seller/products: the console's list, its filters in the query. */
export const SellerProductListQuerySchema = PagingQuerySchema.extend({
  max: PagingQuerySchema.shape.max.default(SELLER_PRODUCT_PAGE_SIZE),
  keyword: z
    .string({ message: 'keyword must be text.' })
    .trim()
    .max(100, 'keyword cannot be longer than 100 characters.')
    .optional(),
  status: z.preprocess((v) => (v === '' ? undefined : v), ProductStatusSchema.optional()),
  stock: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .enum(STOCK_FILTERS, { message: `stock must be one of ${STOCK_FILTERS.join(', ')}.` })
      .optional(),
  ),
  sort: z
    .enum(PRODUCT_SORTS, { message: `sort must be one of ${PRODUCT_SORTS.join(', ')}.` })
    .default('newest'),
});
export type SellerProductListQuery = z.input<typeof SellerProductListQuerySchema>;

export const SellerProductRowSchema = z.object({
  guid: z.uuid(),
  name: z.string(),
  nameMm: z.string().nullable(),
  brandName: z.string().nullable(),
  /** Cover photo id, or null. */
  image: z.string().nullable(),
  status: ProductStatusSchema,
  currencyCode: z.string(),
  /** The lowest and highest price a shopper pays (discounted where there is a discount). */
  priceMin: z.number(),
  priceMax: z.number(),
  /** Units in stock over all options, and the pre-order units left. */
  stockQty: z.number().int(),
  preSaleLimit: z.number().int(),
  variantCount: z.number().int(),
  /** Options with nothing left to sell, and options at or under the shop's low-stock threshold. */
  soldOutCount: z.number().int(),
  lowStockCount: z.number().int(),
  updatedOn: z.string(),
});
export type SellerProductRow = z.infer<typeof SellerProductRowSchema>;

export const ProductStatusCountsSchema = z.object({
  Draft: z.number().int().nonnegative(),
  Active: z.number().int().nonnegative(),
  Archived: z.number().int().nonnegative(),
});

export const SellerProductListSchema = z.object({
  items: z.array(SellerProductRowSchema),
  totalCount: z.number().int().nonnegative(),
  /** The shop's products per status, whatever the filter. */
  counts: ProductStatusCountsSchema,
  lowStockThreshold: z.number().int(),
});
export type SellerProductList = z.infer<typeof SellerProductListSchema>;
export const SellerProductListResponseSchema = envelopeOf(SellerProductListSchema);

export const SellerProductDeletedResponseSchema = envelopeOf(z.object({ guid: z.uuid() }));

/** POST v1/seller/images (multipart, field `file`): the stored photo's id and size. */
export const SellerImageResponseSchema = envelopeOf(
  z.object({ guid: z.uuid(), width: z.number().int(), height: z.number().int() }),
);

export const StockAdjustmentSchema = z.object({
  delta: z
    .number({ message: 'delta must be a number of units.' })
    .int('delta must be a whole number of units.')
    .min(-PRODUCT_LIMITS.adjustment, 'delta is too large.')
    .max(PRODUCT_LIMITS.adjustment, 'delta is too large.')
    .refine((v) => v !== 0, 'delta cannot be 0: add or take away at least one unit.'),
  reason: z.enum(STOCK_ADJUSTMENT_REASONS, {
    message: `reason must be one of ${STOCK_ADJUSTMENT_REASONS.join(', ')}.`,
  }),
});
export type StockAdjustment = z.infer<typeof StockAdjustmentSchema>;

export const StockMoveReasonSchema = z.enum(STOCK_MOVE_REASONS);

export const StockMoveSchema = z.object({
  guid: z.uuid(),
  createdOn: z.string(),
  reason: StockMoveReasonSchema,
  /** Stock units added (negative: taken away), and the stock before and after. */
  delta: z.number().int(),
  stockBefore: z.number().int(),
  stockAfter: z.number().int(),
  /** Pre-order units a checkout took (negative) or a release gave back. */
  preSaleDelta: z.number().int(),
  /** Who made it: a staff member's name, or the shopper's for an order's move; null: the system. */
  actorName: z.string().nullable(),
  /** The order a checkout, expiry or rejection belongs to. */
  invoiceNo: z.string().nullable(),
});
export type StockMove = z.infer<typeof StockMoveSchema>;

/** POST v1/seller/variants/{variantGuid}/stock: the option's stock after the adjustment. */
export const StockAdjustedResponseSchema = envelopeOf(
  z.object({
    variantGuid: z.uuid(),
    stockQty: z.number().int(),
    preSaleLimit: z.number().int(),
    move: StockMoveSchema,
  }),
);

export const StockHistoryQuerySchema = PagingQuerySchema.extend({
  max: PagingQuerySchema.shape.max.default(20),
});

export const StockHistoryResponseSchema = envelopeOf(
  z.object({
    variantGuid: z.uuid(),
    name: z.string(),
    productName: z.string(),
    stockQty: z.number().int(),
    preSaleLimit: z.number().int(),
    items: z.array(StockMoveSchema),
    totalCount: z.number().int().nonnegative(),
  }),
);
export type StockHistory = z.infer<typeof StockHistoryResponseSchema>['data'];

export const ImportQuerySchema = z.object({
  dryRun: z
    .enum(['true', 'false'], { message: 'dryRun must be true or false.' })
    .transform((v) => v === 'true')
    .default(true),
});

/** A problem or a note of an imported file, by row (the header is row 1) and column. */
export const ImportIssueSchema = z.object({
  row: z.number().int(),
  /** The column's name as the file's header writes it; null for the whole row or file. */
  column: z.string().nullable(),
  /** What the console translates; `params` fill it in. */
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  /** The same in English, for tools. */
  message: z.string(),
});
export type ImportIssue = z.infer<typeof ImportIssueSchema>;

/**
 * POST v1/seller/products/import?dryRun=true|false (body text/csv). A preview (dryRun=true)
 * writes nothing; a commit writes every row in one transaction, or nothing when any row has an
 * error. `warnings` never stop an import (Burmese converted from Zawgyi, say).
 */
export const ImportResultSchema = z.object({
  dryRun: z.boolean(),
  /** Data rows read (the header not counted). */
  rows: z.number().int(),
  /** Products created and updated (in a preview: that would be). */
  created: z.number().int(),
  updated: z.number().int(),
  /**
   * Products the file names that are already as it says (an export imported again): nothing
   * is written to them and their version stays, so a form open on one saves without a conflict.
   */
  unchanged: z.number().int(),
  errors: z.array(ImportIssueSchema),
  warnings: z.array(ImportIssueSchema),
});
export type ImportResult = z.infer<typeof ImportResultSchema>;
export const ImportResponseSchema = envelopeOf(ImportResultSchema);
