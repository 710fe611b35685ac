import { buildCartItem, type CartItem } from '@storefront/commerce/cart';
import { effectivePrice } from '@storefront/commerce/catalog';
import type { ProductDetail } from '@storefront/contract/catalog';

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
  const shop = detail.shopLists[0];
  if (!shop) throw new Error(`${detail.name} has no shop`);
  const item = buildCartItem({
    guid: detail.guid,
    name: detail.name,
    img: detail.imageItems[0]?.image ?? '',
    currencyCode: detail.currencyCode,
    shop: {
      shopGuid: shop.shopGuid,
      shopName: shop.shopName,
      website: shop.website ?? '',
      primaryPhone: shop.primaryPhone,
      otherPhones: shop.otherPhones,
      street: shop.street,
      address: shop.address,
      shippingChargesList: shop.shippingChargesList,
    },
    variants: choice.variants.map(([variant, quantity]) => ({
      guid: variant.guid,
      name: variant.name,
      img: variant.images[0] ?? '',
      price: effectivePrice(variant),
      weight: variant.weight,
      currencyCode: variant.currencyCode,
      quantity,
    })),
    addons: (choice.addons ?? []).map(([addon, quantity]) => ({
      guid: addon.guid,
      name: addon.name,
      price: addon.price,
      currencyCode: addon.currencyCode,
      quantity,
    })),
  });
  if (!item) throw new Error(`no cart item for ${detail.name}`);
  return item;
}

/** The first addon with quantity 1, when the product has addons. */
export function firstAddon(detail: ProductDetail): [Addon, number][] {
  return detail.addons.slice(0, 1).map((addon) => [addon, 1]);
}
