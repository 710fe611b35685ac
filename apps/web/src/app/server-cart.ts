import type { CartItem } from '@storefront/commerce/cart';
import type { CartLine } from '@storefront/commerce/cart-lines';
import type { OptionQuantities } from '@storefront/commerce/option-selection';
import { fetchProductDetail } from '../features/product/api/get-product-detail';
import { buildSelectionCartItem } from '../features/product/product-cart-item';
import { serverCartDrawn } from './browser-state';
import type { AppStore } from './store';

function quantitiesOf(entries: CartLine['variants']): OptionQuantities {
  return Object.fromEntries(entries.map(({ guid, quantity }) => [guid, quantity]));
}

/**
 * On the server: the cart the browser told the lines of (docs/architecture.md#cart-lines),
 * built as the product page builds a cart entry, from each product's detail as the catalog has
 * it now. Drawn only when every line is found whole: a product, option or addon no longer
 * sold leaves the cart to the browser, which shows what it stored rather than a part of it.
 */
export async function drawCartFromLines(store: AppStore, lines: readonly CartLine[]) {
  const answers = await Promise.all(
    lines.map((line) => store.dispatch(fetchProductDetail(line.productGuid))),
  );
  const items: CartItem[] = [];
  for (const [index, line] of lines.entries()) {
    const product = answers[index]?.data;
    if (!product) return;
    const variantGuids = new Set(product.variantDetailItems.map((variant) => variant.guid));
    const addonGuids = new Set(product.addons.map((addon) => addon.guid));
    if (!line.variants.every(({ guid }) => variantGuids.has(guid))) return;
    if (!line.addons.every(({ guid }) => addonGuids.has(guid))) return;
    const item = buildSelectionCartItem(product, {
      variants: quantitiesOf(line.variants),
      addons: quantitiesOf(line.addons),
    });
    if (!item) return;
    items.push(item);
  }
  store.dispatch(serverCartDrawn(items));
}
