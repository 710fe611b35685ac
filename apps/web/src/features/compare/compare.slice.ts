import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ProductDetail } from '@storefront/contract/catalog';
import {
  addToCompare,
  canAddToCompare,
  removeFromCompare,
  toggleCompare,
} from '@storefront/commerce/compare';
import { isObject, readStoredJson, STORAGE_KEYS } from '../../lib/storage';

/**
 * §3 "Compare item", built from the product detail: browser state (kept under
 * `comparedItems`), so it is derived from the wire type rather than being one.
 */
export type CompareItem = Pick<
  ProductDetail,
  'guid' | 'brandName' | 'priceSell' | 'currencyCode' | 'shopRatings' | 'description'
> & { displayName: string; image: string | null };

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
