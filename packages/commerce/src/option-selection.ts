/**
 * docs/product.md#option-selection option selection on the product page: which variants and addons are ticked, and with
 * what quantity. A selection is a map from option guid to a whole quantity above 0; an option
 * that is not in the map is not selected, so "quantity 0" and "unticked" are one state.
 *
 * Every function returns a new map and never mutates its input.
 */
import { clampQuantity, quantityBounds, type QuantityBounds } from './catalog';

export type OptionQuantities = Readonly<Record<string, number>>;

type StockedOption = { guid: string; stockQty?: number | null; preSaleLimit?: number | null };
type SavedVariant = { variantGuid: string; variantQuantity: number };
type SavedAddon = { addonGuid: string; addonQuantity: number };

function without(quantities: OptionQuantities, guid: string): Record<string, number> {
  const next: Record<string, number> = { ...quantities };
  delete next[guid];
  return next;
}

/**
 * docs/product.md#option-selection/docs/product.md#quantity-bounds: sets an option's quantity, brought back to a whole number within its bounds. Stepping
 * to 0 deselects the option; anything above 0 selects it.
 */
export function setOptionQuantity(
  quantities: OptionQuantities,
  guid: string,
  quantity: number,
  bounds: QuantityBounds,
): Record<string, number> {
  const next = clampQuantity(quantity, bounds);
  if (next <= 0) return without(quantities, guid);
  return { ...quantities, [guid]: next };
}

/**
 * docs/product.md#option-selection: ticking selects an option with quantity 1 (an option already selected keeps its
 * quantity); unticking removes it. An option whose bounds allow nothing stays unticked.
 */
export function toggleOption(
  quantities: OptionQuantities,
  guid: string,
  isChecked: boolean,
  bounds: QuantityBounds,
): Record<string, number> {
  if (!isChecked) return without(quantities, guid);
  if ((quantities[guid] ?? 0) > 0) return { ...quantities };
  return setOptionQuantity(quantities, guid, 1, bounds);
}

export function isOptionSelected(quantities: OptionQuantities, guid: string): boolean {
  return (quantities[guid] ?? 0) > 0;
}

export function totalOptionQuantity(quantities: OptionQuantities): number {
  return Object.values(quantities).reduce((sum, quantity) => sum + quantity, 0);
}

/** docs/product.md#addon-cap: an addon cannot be ordered more times than there are variant units to go with it. */
export function addonQuantityBounds(totalVariantQuantity: number): QuantityBounds {
  return { min: 0, max: Math.max(0, Math.floor(totalVariantQuantity)) };
}

/** Brings every addon back within its bound after the variant quantities changed (docs/product.md#addon-cap). */
export function capAddonQuantities(
  addonQuantities: OptionQuantities,
  totalVariantQuantity: number,
): Record<string, number> {
  const bounds = addonQuantityBounds(totalVariantQuantity);
  let next: Record<string, number> = {};
  for (const [guid, quantity] of Object.entries(addonQuantities)) {
    next = setOptionQuantity(next, guid, quantity, bounds);
  }
  return next;
}

/**
 * The variants selected when the product page opens (docs/product.md#option-selection). A product already in the cart gets
 * its saved quantities back (each kept within today's stock); otherwise the first option is
 * preselected with quantity 1. "First" skips options that cannot be bought at all (neither
 * stock nor pre-sale), because preselecting one of those would break the quantity bounds of
 * docs/product.md#quantity-bounds and leave the shopper with a selection they cannot buy.
 */
export function initialVariantQuantities(
  variants: readonly StockedOption[],
  saved?: readonly SavedVariant[] | null,
): Record<string, number> {
  if (saved && saved.length > 0) {
    let restored: Record<string, number> = {};
    for (const entry of saved) {
      const variant = variants.find((candidate) => candidate.guid === entry.variantGuid);
      if (!variant) continue;
      restored = setOptionQuantity(
        restored,
        variant.guid,
        entry.variantQuantity,
        quantityBounds(variant),
      );
    }
    return restored;
  }
  const first = variants.find((variant) => quantityBounds(variant).max >= 1);
  return first ? { [first.guid]: 1 } : {};
}

/** The addons selected when the page opens: the saved ones of a product in the cart (docs/product.md#option-selection). */
export function initialAddonQuantities(
  addons: readonly { guid: string }[],
  saved: readonly SavedAddon[] | null | undefined,
  totalVariantQuantity: number,
): Record<string, number> {
  const bounds = addonQuantityBounds(totalVariantQuantity);
  let restored: Record<string, number> = {};
  for (const entry of saved ?? []) {
    if (!addons.some((addon) => addon.guid === entry.addonGuid)) continue;
    restored = setOptionQuantity(restored, entry.addonGuid, entry.addonQuantity, bounds);
  }
  return restored;
}
