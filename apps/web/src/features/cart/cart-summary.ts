import {
  summarizeCart,
  summarizeCartIn,
  type CartItem,
  type CartSummary,
} from '@storefront/commerce/cart';
import { MMK, type CurrencyRate } from '@storefront/commerce/currency';

/** The summary box's figures, in the currency they were added up in, and the total in MMK. */
export type ShownCartSummary = CartSummary & {
  currencyCode: string;
  /** docs/product.md#money-display: the approximate MMK value; null when it cannot be worked out. */
  mmkTotal: number | null;
};

/**
 * docs/product.md#cart-summary/docs/product.md#cart-summary summary box: every item converted to the region's currency before adding up, so shops
 * pricing in different currencies are never summed as one. When that is impossible (docs/product.md#currency-conversion: an
 * unknown currency or rate) the summary falls back to MMK, and only when even that fails to
 * the items' own currency, which is then the one every demo shop uses.
 */
export function summarizeCartForDisplay(
  items: readonly CartItem[],
  displayCurrency: string | null,
  regions: readonly CurrencyRate[],
): ShownCartSummary {
  const mmk = summarizeCartIn(items, MMK, regions);
  const mmkTotal = mmk?.total ?? null;
  if (displayCurrency) {
    const shown = summarizeCartIn(items, displayCurrency, regions);
    if (shown) return { ...shown, currencyCode: displayCurrency, mmkTotal };
  }
  if (mmk) return { ...mmk, currencyCode: MMK, mmkTotal };
  return { ...summarizeCart(items), currencyCode: items[0]?.currencyCode ?? MMK, mmkTotal };
}
