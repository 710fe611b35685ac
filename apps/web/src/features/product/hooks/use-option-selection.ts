import { useState } from 'react';
import type { ProductDetail } from '@storefront/contract/catalog';
import type { CartItem } from '@storefront/commerce/cart';
import { quantityBounds } from '@storefront/commerce/catalog';
import {
  addonQuantityBounds,
  capAddonQuantities,
  initialAddonQuantities,
  initialVariantQuantities,
  setOptionQuantity,
  toggleOption,
  totalOptionQuantity,
  type OptionQuantities,
} from '@storefront/commerce/option-selection';
import { buildSelectionCartItem, type Selection } from '../product-cart-item';

function initialSelection(product: ProductDetail, saved: CartItem | null): Selection {
  const variants = initialVariantQuantities(product.variantDetailItems, saved?.variants);
  return {
    variants,
    addons: initialAddonQuantities(product.addons, saved?.addons, totalOptionQuantity(variants)),
  };
}

/** A new variant selection, with the addons brought back under the new variant total (docs/product.md#addon-cap). */
function withVariants(selection: Selection, variants: OptionQuantities): Selection {
  return { variants, addons: capAddonQuantities(selection.addons, totalOptionQuantity(variants)) };
}

/**
 * The ticked options and their quantities on the product page (docs/product.md#option-selection). The first state is the
 * saved cart entry when the product is in the cart, otherwise the first option with quantity 1;
 * it is read once, so the page keeps the shopper's changes when the cart changes underneath.
 */
export function useOptionSelection(product: ProductDetail, savedCartItem: CartItem | null) {
  const [selection, setSelection] = useState(() => initialSelection(product, savedCartItem));

  const variantBounds = (guid: string) => {
    const variant = product.variantDetailItems.find((candidate) => candidate.guid === guid);
    return variant ? quantityBounds(variant) : { min: 0 as const, max: 0 };
  };

  const totalVariantQuantity = totalOptionQuantity(selection.variants);
  // Cheap to rebuild: a product has a handful of options.
  const cartItem = buildSelectionCartItem(product, selection);

  return {
    selection,
    totalVariantQuantity,
    hasSelection: totalVariantQuantity > 0,
    cartItem,
    addonBounds: addonQuantityBounds(totalVariantQuantity),
    variantBounds,
    toggleVariant(guid: string, isChecked: boolean) {
      setSelection((current) =>
        withVariants(current, toggleOption(current.variants, guid, isChecked, variantBounds(guid))),
      );
    },
    setVariantQuantity(guid: string, quantity: number) {
      setSelection((current) =>
        withVariants(
          current,
          setOptionQuantity(current.variants, guid, quantity, variantBounds(guid)),
        ),
      );
    },
    toggleAddon(guid: string, isChecked: boolean) {
      setSelection((current) => ({
        ...current,
        addons: toggleOption(
          current.addons,
          guid,
          isChecked,
          addonQuantityBounds(totalOptionQuantity(current.variants)),
        ),
      }));
    },
    setAddonQuantity(guid: string, quantity: number) {
      setSelection((current) => ({
        ...current,
        addons: setOptionQuantity(
          current.addons,
          guid,
          quantity,
          addonQuantityBounds(totalOptionQuantity(current.variants)),
        ),
      }));
    },
  };
}

export type OptionSelection = ReturnType<typeof useOptionSelection>;
