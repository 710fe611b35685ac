/**
 * The parts of a docs/product.md#sale-request sale request that both sides must read the same way: how a shop's cart
 * becomes the request's `items`, and how closely a sent amount must match the server's.
 */
import type { CartProduct } from './cart';
import { roundTo } from './money';

export type SaleLine = {
  /** docs/product.md#sale-request: the variant's guid travels as `productGuid`. */
  productGuid: string;
  quantity: number;
  productName: string;
  addons: { addonGuid: string; addonName: string; addonQuantity: number }[];
};

/**
 * A shop's cart products as the sale request's `items`: one line per variant. A product's
 * addons ride on its first variant's line; the cart already capped their quantities at the
 * product's variant quantity (docs/product.md#addon-cap), which is the bound the server checks.
 */
export function saleLinesOf(products: readonly CartProduct[]): SaleLine[] {
  return products.flatMap((product) =>
    product.variants.map((variant, index) => ({
      productGuid: variant.variantGuid,
      quantity: variant.variantQuantity,
      productName: product.name,
      addons:
        index === 0
          ? product.addons
              .filter((addon) => addon.addonQuantity > 0)
              .map((addon) => ({
                addonGuid: addon.addonGuid,
                addonName: addon.addonName,
                addonQuantity: addon.addonQuantity,
              }))
          : [],
    })),
  );
}

/**
 * Whether an amount a client sent is the one expected. Compared in hundredths with one
 * hundredth of slack: converted amounts carry 3 decimals (docs/product.md#currency-conversion), and a client that rounds them
 * before adding may land a hundredth away without anything being wrong.
 */
export function amountsAgree(sent: number, expected: number): boolean {
  if (!Number.isFinite(sent) || !Number.isFinite(expected)) return false;
  return Math.abs(roundTo(sent * 100, 0) - roundTo(expected * 100, 0)) <= 1;
}
