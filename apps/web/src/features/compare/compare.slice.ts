import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ProductCard, ProductDetail } from '@storefront/contract/catalog';
import {
  addToCompare,
  canAddToCompare,
  removeFromCompare,
  toggleCompare,
} from '@storefront/commerce/compare';
import { isObject, readStoredJson, STORAGE_KEYS } from '../../lib/storage';

/**
 * docs/product.md#records-cart "Compare item", built from the product detail: browser state (kept under
 * `comparedItems`), so it is derived from the wire type rather than being one.
 *
 * The optional fields go beyond docs/product.md#records-cart's list. `shopRatings` holds only the latest ratings and a
 * list card has none at all, so the mean and count the API works out over every rating are
 * kept when known; `priceSell1` lets the table show a discount the way cards do.
 */
export type CompareItem = Pick<
  ProductDetail,
  'guid' | 'brandName' | 'priceSell' | 'currencyCode' | 'shopRatings' | 'description'
> & {
  displayName: string;
  /** The Burmese name, for Burmese pages (docs/product.md#product-names). */
  nameMm?: string | null;
  image: string | null;
  priceSell1?: number | null;
  rating?: number;
  ratingCount?: number;
};

/**
 * A compare item from a list card (/product-list-for-comparison): the card has no description
 * and no individual ratings, only their mean and count.
 */
export function compareItemFromCard(card: ProductCard): CompareItem {
  return {
    guid: card.guid,
    displayName: card.displayName || card.name,
    ...(card.nameMm ? { nameMm: card.nameMm } : {}),
    brandName: card.brandName,
    priceSell: card.priceSell,
    priceSell1: card.priceSell1,
    currencyCode: card.currencyCode,
    shopRatings: [],
    description: null,
    image: card.image,
    rating: card.rating,
    ratingCount: card.ratingCount,
  };
}

export type CompareState = { comparedItems: CompareItem[] };

function isCompareItem(value: unknown): value is CompareItem {
  return (
    isObject(value) &&
    typeof value.guid === 'string' &&
    typeof value.priceSell === 'number' &&
    typeof value.currencyCode === 'string'
  );
}

function isCompareList(value: unknown): value is CompareItem[] {
  return Array.isArray(value) && value.every(isCompareItem);
}

export const compareSlice = createSlice({
  name: 'compare',
  initialState: (): CompareState => ({
    comparedItems: readStoredJson(STORAGE_KEYS.comparedItems, isCompareList) ?? [],
  }),
  reducers: {
    compareToggled: (state, action: PayloadAction<CompareItem>) => {
      state.comparedItems = toggleCompare(state.comparedItems, action.payload);
    },
    compareAdded: (state, action: PayloadAction<CompareItem>) => {
      state.comparedItems = addToCompare(state.comparedItems, action.payload);
    },
    compareRemoved: (state, action: PayloadAction<string>) => {
      state.comparedItems = removeFromCompare(state.comparedItems, action.payload);
    },
  },
});

export const { compareToggled, compareAdded, compareRemoved } = compareSlice.actions;

type WithCompare = { compare: CompareState };
export const selectComparedItems = (state: WithCompare): CompareItem[] =>
  state.compare.comparedItems;
export const selectCompareCount = (state: WithCompare): number =>
  state.compare.comparedItems.length;
export const selectCanAddToCompare = (state: WithCompare, guid: string): boolean =>
  canAddToCompare(state.compare.comparedItems, guid);
export const selectIsCompared = (state: WithCompare, guid: string): boolean =>
  state.compare.comparedItems.some((item) => item.guid === guid);
