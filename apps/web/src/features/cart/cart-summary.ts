import {
  summarizeCart,
  summarizeCartIn,
  type CartItem,
  type CartSummary,
} from '@storefront/commerce/cart';
import { mmkApproximation, MMK, type CurrencyRate } from '@storefront/commerce/currency';

/** The summary box's figures, in the currency they were added up in, and the total in MMK. */
export type ShownCartSummary = CartSummary & {
  currencyCode: string;
  /**
   * docs/product.md#money-display: the approximate MMK value; null when the summary is in MMK
   * already or when it cannot be worked out.
   */
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
  // Every item converted to MMK and added up: the items may come in several currencies.
  const mmk = summarizeCartIn(items, MMK, regions);
  const approx = (shownCode: string) =>
    mmk ? mmkApproximation(mmk.total, MMK, 1, shownCode) : null;
  if (displayCurrency) {
    const shown = summarizeCartIn(items, displayCurrency, regions);
    if (shown)
      return { ...shown, currencyCode: displayCurrency, mmkTotal: approx(displayCurrency) };
  }
  if (mmk) return { ...mmk, currencyCode: MMK, mmkTotal: null };
  const currencyCode = items[0]?.currencyCode ?? MMK;
  return { ...summarizeCart(items), currencyCode, mmkTotal: approx(currencyCode) };
}
