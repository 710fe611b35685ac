/** Product-page and product-list rules: availability, quantities, ratings, sorting, paging. */

type Stock = { stockQty?: number | null; preSaleLimit?: number | null };

/** Missing stock figures count as none (docs/product.md#availability: "missing or <= 0"). */
function countOf(value: number | null | undefined): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;
}

export type Availability = 'inStock' | 'preOrder' | 'outOfStock';

/** docs/product.md#availability: in stock if stockQty > 0; otherwise Pre Order if preSaleLimit > 0; else Out Of Stock. */
export function availabilityOf(option: Stock): Availability {
  if (countOf(option.stockQty) > 0) return 'inStock';
  if (countOf(option.preSaleLimit) > 0) return 'preOrder';
  return 'outOfStock';
}

export type QuantityBounds = { min: 0; max: number };

/** docs/product.md#quantity-bounds: minimum 0; maximum stockQty, or preSaleLimit when out of stock. */
export function quantityBounds(option: Stock): QuantityBounds {
  const stock = countOf(option.stockQty);
  return { min: 0, max: Math.floor(stock > 0 ? stock : countOf(option.preSaleLimit)) };
}

/**
 * docs/product.md#quantity-bounds: the quantity input accepts only whole numbers within the bounds. This brings
 * whatever the stepper or input produced back to one: fractions are dropped, out-of-range values
 * pinned to the nearest bound, and non-numbers become the minimum.
 */
export function clampQuantity(quantity: number, bounds: QuantityBounds): number {
  if (Number.isNaN(quantity)) return bounds.min;
  return Math.min(bounds.max, Math.max(bounds.min, Math.trunc(quantity)));
}

/** docs/product.md#availability: nothing to sell when both stock and pre-sale limit are missing or <= 0. */
function hasNoSupply(option: Stock): boolean {
  return availabilityOf(option) === 'outOfStock';
}

/**
 * docs/product.md#purchase-buttons: Add to cart is disabled when the product is already in the cart, nothing is selected
 * (total quantity 0), or there is neither stock nor pre-sale.
 */
export function isAddToCartDisabled(state: {
  isInCart: boolean;
  totalSelectedQuantity: number;
  stockQty?: number | null;
  preSaleLimit?: number | null;
}): boolean {
  return state.isInCart || !(state.totalSelectedQuantity > 0) || hasNoSupply(state);
}

/** docs/product.md#purchase-buttons: Buy Now is disabled with no option selected, zero quantity, or no stock and no pre-sale. */
export function isBuyNowDisabled(state: {
  hasSelection: boolean;
  totalSelectedQuantity: number;
  stockQty?: number | null;
  preSaleLimit?: number | null;
}): boolean {
  return !state.hasSelection || !(state.totalSelectedQuantity > 0) || hasNoSupply(state);
}

/**
 * docs/product.md#money-display: a product card or variant shows `priceSell1` (the discounted price) when there is one,
 * with `priceSell` struck through. A discount of 0 or less is treated as "no discount" rather
 * than as a free product.
 */
export function effectivePrice(price: { priceSell: number; priceSell1?: number | null }): number {
  const discounted = price.priceSell1;
  return typeof discounted === 'number' && discounted > 0 ? discounted : price.priceSell;
}

const RATING_MAX = 5;

export type RatingStars = { full: number; half: 0 | 1; empty: number };

/** docs/product.md#rating-stars: stars = floor(rate), plus a half star if a fraction remains, out of 5. */
export function ratingStars(rate: number): RatingStars {
  const value = Number.isNaN(rate) ? 0 : Math.min(RATING_MAX, Math.max(0, rate));
  const full = Math.floor(value);
  const half = value > full ? 1 : 0;
  return { full, half, empty: RATING_MAX - full - half };
}

/** Mean of the ratings given (e.g. shopRatings[].rateValue); 0 when there are none. */
export function averageRating(values: readonly number[]): number {
  const ratings = values.filter((value) => Number.isFinite(value));
  if (ratings.length === 0) return 0;
  return ratings.reduce((sum, value) => sum + value, 0) / ratings.length;
}

/** docs/product.md#sort-options: the 'Order By' options of /top-picks. */
export const SORT_FIELDS = ['name', 'price', 'newest', 'oldest'] as const;
export type SortField = (typeof SORT_FIELDS)[number];
export const DEFAULT_SORT: SortField = 'name';

export function isSortField(value: string): value is SortField {
  return (SORT_FIELDS as readonly string[]).includes(value);
}

/**
 * docs/product.md#price-filter: currencies whose prices run in thousands get the large price bands; others the small.
 * Lower-case because the comparison is case-insensitive.
 */
const PRICE_BAND_LOW_CURRENCIES = ['mmk', 'thb', 'cny', 'hkd', 'myr', 'jpy', 'inr'] as const;

/** docs/product.md#price-filter: the default 'Select' band means 0 to 1e15, i.e. no price filter. */
export const PRICE_MAX = 1e15;

/**
 * A price filter option. `id` is stable so the web app can keep it as the select's value and
 * translate the label from `kind`, `min` and `max` ('Below {max}', '{min}-{max}', 'Above {min}').
 */
export type PriceBand = {
  id: string;
  kind: 'select' | 'below' | 'between' | 'above';
  min: number;
  max: number;
};

export const SELECT_PRICE_BAND: Readonly<PriceBand> = Object.freeze({
  id: 'select',
  kind: 'select',
  min: 0,
  max: PRICE_MAX,
});

function bandsFromLimits(limits: readonly number[]): PriceBand[] {
  const bands: PriceBand[] = [SELECT_PRICE_BAND];
  limits.forEach((limit, index) => {
    const previous = limits[index - 1];
    bands.push(
      previous === undefined
        ? { id: `below-${limit}`, kind: 'below', min: 0, max: limit }
        : { id: `${previous}-${limit}`, kind: 'between', min: previous, max: limit },
    );
  });
  const last = limits[limits.length - 1];
  if (last !== undefined)
    bands.push({ id: `above-${last}`, kind: 'above', min: last, max: PRICE_MAX });
  return bands;
}

const LARGE_BANDS = bandsFromLimits([10_000, 50_000, 100_000, 500_000, 1_000_000]);
const SMALL_BANDS = bandsFromLimits([10, 25, 50, 100, 1_000]);

/** docs/product.md#price-filter: the price-range options for a currency, 'Select' first. */
export function priceBandsFor(currencyCode: string): PriceBand[] {
  const code = currencyCode.trim().toLowerCase();
  const isLarge = (PRICE_BAND_LOW_CURRENCIES as readonly string[]).includes(code);
  return (isLarge ? LARGE_BANDS : SMALL_BANDS).map((band) => ({ ...band }));
}

/** Whether `id` names a band of some currency other than 'Select': a filter a list can show. */
export function isPriceBandId(id: string): boolean {
  return (
    id !== SELECT_PRICE_BAND.id && [...LARGE_BANDS, ...SMALL_BANDS].some((band) => band.id === id)
  );
}

/** The band a select value stands for; an unknown id falls back to 'Select' (no filter). */
export function priceBandById(currencyCode: string, id: string): PriceBand {
  return priceBandsFor(currencyCode).find((band) => band.id === id) ?? { ...SELECT_PRICE_BAND };
}

/** docs/product.md#page-sizes page sizes and list limits. */
export const LIST_PAGE_SIZE = 12;
export const ORDER_PAGE_SIZE = 10;
export const STRIP_SIZE = 12;
export const CAROUSEL_SIZE = 10;
export const PROMO_MAX = 100;
export const CATEGORY_MAX = 20;
export const PAYMENT_METHOD_MAX = 100;

export type PageLabel = { first: number; last: number; total: number };

/**
 * Numbers for 'Showing {first} to {last} of {total}' (docs/product.md#product-lists). `first` is the 0-based offset
 * sent to the API and `count` the items on this page; an empty list reads 0 to 0 of 0.
 */
export function pageLabel(first: number, count: number, total: number): PageLabel {
  const safeTotal = Math.max(0, total);
  const last = Math.min(Math.max(0, first) + Math.max(0, count), safeTotal);
  if (last === 0) return { first: 0, last: 0, total: safeTotal };
  return { first: Math.min(Math.max(0, first) + 1, last), last, total: safeTotal };
}
