import type { CartItem } from '@storefront/commerce/cart';
import type { ProductDetail } from '@storefront/contract/catalog';
import { buildSelectionCartItem } from '../apps/web/src/features/product/product-cart-item';

type Variant = ProductDetail['variantDetailItems'][number];
type Addon = ProductDetail['addons'][number];

/**
 * The cart entry the product page stores for `detail` with these options and addons ticked,
 * each with its quantity: the tests put it under `cartItems` instead of clicking it together.
 */
export function cartItemFrom(
  detail: ProductDetail,
  choice: { variants: [Variant, number][]; addons?: [Addon, number][] },
): CartItem {
  const quantities = (chosen: [{ guid: string }, number][]) =>
    Object.fromEntries(chosen.map(([option, quantity]) => [option.guid, quantity]));
  // The product page's own function, so the entry is the one a click would store.
  const item = buildSelectionCartItem(detail, {
    variants: quantities(choice.variants),
    addons: quantities(choice.addons ?? []),
  });
  if (!item) throw new Error(`no cart item for ${detail.name}`);
  return item;
}

/** The first addon with quantity 1, when the product has addons. */
export function firstAddon(detail: ProductDetail): [Addon, number][] {
  return detail.addons.slice(0, 1).map((addon) => [addon, 1]);
}
