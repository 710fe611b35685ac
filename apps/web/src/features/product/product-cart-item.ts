import type { ProductDetail, ProductShop } from '@storefront/contract/catalog';
import { buildCartItem, type CartItem, type CartShop } from '@storefront/commerce/cart';
import { effectivePrice } from '@storefront/commerce/catalog';
import type { OptionQuantities } from '@storefront/commerce/option-selection';

/** docs/product.md#records-cart: the cart keeps the shop's contact and shipping details with each item. */
function toCartShop(shop: ProductShop): CartShop {
  return {
    shopGuid: shop.shopGuid,
    shopName: shop.shopName,
    website: shop.website ?? '',
    primaryPhone: shop.primaryPhone,
    otherPhones: shop.otherPhones,
    street: shop.street,
    address: shop.address,
    shippingChargesList: shop.shippingChargesList,
  };
}

export type Selection = { variants: OptionQuantities; addons: OptionQuantities };

/**
 * The cart entry for what is ticked on the product page (image ids, as everywhere in the cart).
 * Variants are priced at what the shopper pays: the discounted price when there is one (docs/product.md#money-display).
 * Null when nothing is selected or the product has no shop to sell it.
 */
export function buildSelectionCartItem(
  product: ProductDetail,
  selection: Selection,
): CartItem | null {
  const shop = product.shopLists[0];
  if (!shop) return null;
  const productImage = product.imageItems[0]?.image ?? '';
  return buildCartItem({
    guid: product.guid,
    name: product.name,
    nameMm: product.nameMm ?? null,
    img: productImage,
    currencyCode: product.currencyCode,
    shop: toCartShop(shop),
    variants: product.variantDetailItems.map((variant) => ({
      guid: variant.guid,
      name: variant.name,
      img: variant.images[0] ?? productImage,
      price: effectivePrice(variant),
      weight: variant.weight,
      currencyCode: variant.currencyCode,
      quantity: selection.variants[variant.guid] ?? 0,
    })),
    addons: product.addons.map((addon) => ({
      guid: addon.guid,
      name: addon.name,
      price: addon.price,
      currencyCode: addon.currencyCode,
      quantity: selection.addons[addon.guid] ?? 0,
    })),
  });
}
