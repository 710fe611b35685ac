/**
 * The rules of a product as shop staff write it in the console or a CSV file
 * (docs/product.md#catalog-rules). The API refuses a product that breaks one; the console's form
 * checks the same rules before it sends, so staff see the message next to the field at once.
 */

/** A product's life: staff prepare a Draft, shoppers see an Active one, an Archived one is gone from the shop. */
export const PRODUCT_STATUSES = ['Draft', 'Active', 'Archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export function parseProductStatus(value: unknown): ProductStatus | null {
  return PRODUCT_STATUSES.find((s) => s === value) ?? null;
}

/** Why staff change an option's stock by hand (docs/product.md#stock-moves). */
export const STOCK_ADJUSTMENT_REASONS = ['received', 'damaged', 'returned', 'counted'] as const;
export type StockAdjustmentReason = (typeof STOCK_ADJUSTMENT_REASONS)[number];

/**
 * Every reason a stock move is written with: staff adjustments, the stock an option was created
 * or imported with, and the moves of orders (a checkout takes units; an expired or cancelled hold
 * and a rejected order give them back).
 */
export const STOCK_MOVE_REASONS = [
  ...STOCK_ADJUSTMENT_REASONS,
  'created',
  'checkout',
  'expired',
  'cancelled',
  'rejected',
] as const;
export type StockMoveReason = (typeof STOCK_MOVE_REASONS)[number];

/** The console's orders of its product list. */
export const PRODUCT_SORTS = ['newest', 'name', 'price', 'stock'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** The console's stock filters: nothing left to sell, or at or under the shop's threshold. */
export const STOCK_FILTERS = ['soldOut', 'low'] as const;
export type StockFilter = (typeof STOCK_FILTERS)[number];

/** The low-stock threshold of a shop that set none. */
export const DEFAULT_LOW_STOCK_THRESHOLD = 5;

/** The bounds of every field of a product (the contract's schemas and the form both read them). */
export const PRODUCT_LIMITS = {
  name: 200,
  description: 5_000,
  brandName: 100,
  optionName: 100,
  addonName: 100,
  sku: 64,
  images: 10,
  optionImages: 5,
  options: 50,
  addons: 20,
  /** Major units of the shop's currency: a trillion kyat is no price. */
  price: 1_000_000_000,
  /** Units of one option. */
  stock: 1_000_000,
  /** Kilograms. */
  weight: 1_000,
  /** One stock adjustment, either way. */
  adjustment: 1_000_000,
} as const;

/** What the rules read of a product being saved. */
export interface ProductDraft {
  variants: readonly {
    priceSell: number;
    priceSell1: number | null;
    sku: string | null;
  }[];
}

export type ProductDraftIssueCode = 'discountNotLower' | 'duplicateSku';

export interface ProductDraftIssue {
  /** The field at fault, as the wire names it: `variants.1.priceSell1`. */
  path: string;
  code: ProductDraftIssueCode;
  message: string;
}

/**
 * The rules between fields of a product: an option's discounted price is below its price, and
 * no two of its options share a SKU. (That no other product of the shop has the SKU is the
 * database's to say.)
 */
export function productDraftIssues(draft: ProductDraft): ProductDraftIssue[] {
  const issues: ProductDraftIssue[] = [];
  const seen = new Map<string, number>();
  draft.variants.forEach((variant, index) => {
    if (variant.priceSell1 !== null && !(variant.priceSell1 < variant.priceSell)) {
      issues.push({
        path: `variants.${index}.priceSell1`,
        code: 'discountNotLower',
        message: 'The discounted price must be lower than the price.',
      });
    }
    if (variant.sku !== null) {
      const first = seen.get(variant.sku);
      if (first !== undefined) {
        issues.push({
          path: `variants.${index}.sku`,
          code: 'duplicateSku',
          message: `SKU ${variant.sku} is already used by option ${first + 1} of this product.`,
        });
      } else seen.set(variant.sku, index);
    }
  });
  return issues;
}

/** A SKU as staff typed it, or null for none: trimmed, inner runs of spaces made one. */
export function normalizeSku(value: string | null | undefined): string | null {
  const sku = (value ?? '').trim().replace(/\s+/g, ' ');
  return sku === '' ? null : sku;
}

export type StockState = 'soldOut' | 'low' | 'ok';

/**
 * How an option's or product's stock reads in the console: sold out when nothing can be sold
 * (no stock and no pre-order left), low at or under the shop's threshold.
 */
export function stockStateOf(
  stockQty: number,
  preSaleLimit: number,
  threshold: number,
): StockState {
  if (stockQty <= 0 && preSaleLimit <= 0) return 'soldOut';
  if (stockQty <= threshold) return 'low';
  return 'ok';
}
