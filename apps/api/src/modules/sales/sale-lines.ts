import { buildCartItem, type CartItem, type CartShop } from '@storefront/commerce/cart';
import { effectivePrice } from '@storefront/commerce/catalog';
import type { SaleCreateRequestSchema } from '@storefront/contract/sales';
import type { z } from 'zod';
import { AppError, badRequest } from '../../lib/errors';
import { fromMinor } from '../../lib/money';
import type { CatalogAddon, CatalogVariant, SaleShop } from './sales.repository';
import { shortage } from './stock.repository';

/**
 * The lines of a sale request checked against the catalog as it is now, grouped by product,
 * and the cart entries they price as. Each check refuses (4xx) naming the line's field.
 */

type SaleItem = z.output<typeof SaleCreateRequestSchema>['items'][number];

export type Line = { index: number; quantity: number; variant: CatalogVariant };
export type ProductGroup = {
  productGuid: string;
  productName: string;
  currencyCode: string;
  lines: Line[];
  /** Addon guid → quantity summed over the product's lines. */
  addons: Map<string, { addon: CatalogAddon; quantity: number }>;
};

export const labelOf = (v: CatalogVariant) => `${v.productName} (${v.name})`;

/** The price a unit of the option sells at now, in its product's currency. */
export const unitPriceOf = (v: CatalogVariant) =>
  effectivePrice({
    priceSell: fromMinor(v.priceSellMinor),
    priceSell1: v.priceSell1Minor === null ? null : fromMinor(v.priceSell1Minor),
  });

/** The options asked for; one listed twice is refused. */
export function distinctOptionGuids(items: readonly SaleItem[]): string[] {
  const variantGuids = new Set<string>();
  items.forEach((item, index) => {
    if (variantGuids.has(item.productGuid)) {
      throw badRequest(
        'The same option is listed twice. Please send each option once.',
        `items.${index}.productGuid`,
      );
    }
    variantGuids.add(item.productGuid);
  });
  return [...variantGuids];
}

/**
 * Each line checked (on sale, of this shop, in stock, its addons of its product) and grouped
 * with the other options of its product. `heldByBuyer` is what the buyer's own unpaid sale of
 * this shop holds: this sale releases it, so those units count as available.
 */
export function groupByProduct(
  items: readonly SaleItem[],
  shop: SaleShop,
  variantOf: ReadonlyMap<string, CatalogVariant>,
  addonOf: ReadonlyMap<string, CatalogAddon>,
  heldByBuyer: ReadonlyMap<string, number>,
): Map<string, ProductGroup> {
  const groups = new Map<string, ProductGroup>();
  items.forEach((item, index) => {
    const field = `items.${index}.productGuid`;
    const variant = variantOf.get(item.productGuid);
    if (!variant || variant.isActive !== 1) {
      throw new AppError(
        400,
        'An item in your cart is no longer sold. Please remove it.',
        field,
        'itemNotSold',
      );
    }
    if (variant.shopGuid !== shop.guid) {
      throw badRequest(`${labelOf(variant)} is not sold by ${shop.name}.`, field);
    }
    // Checked again, race-free, when the stock is taken; here it gives the clearer answer
    // early.
    const available =
      variant.stockQty + variant.preSaleLimit + (heldByBuyer.get(variant.guid) ?? 0);
    if (item.quantity > available) throw shortage(labelOf(variant), available);
    const group: ProductGroup = groups.get(variant.productGuid) ?? {
      productGuid: variant.productGuid,
      productName: variant.productName,
      currencyCode: variant.currencyCode,
      lines: [],
      addons: new Map(),
    };
    groups.set(variant.productGuid, group);
    group.lines.push({ index, quantity: item.quantity, variant });
    item.addons.forEach((wanted, addonIndex) => {
      const addon = addonOf.get(wanted.addonGuid);
      if (!addon || addon.productGuid !== variant.productGuid) {
        throw badRequest(
          `This addon cannot be ordered with ${variant.productName}.`,
          `items.${index}.addons.${addonIndex}.addonGuid`,
        );
      }
      const sum = group.addons.get(addon.guid) ?? { addon, quantity: 0 };
      sum.quantity += wanted.addonQuantity;
      group.addons.set(addon.guid, sum);
    });
  });
  return groups;
}

/** The cart entries the web app would hold for these products, priced from the catalog now. */
export function cartItemsOf(groups: Iterable<ProductGroup>, shop: SaleShop): CartItem[] {
  const cartShop: CartShop = {
    shopGuid: shop.guid,
    shopName: shop.name,
    website: shop.website ?? '',
    primaryPhone: shop.primaryPhone,
    otherPhones: shop.otherPhones,
    street: shop.street,
    address: shop.address,
    shippingChargesList: [],
  };
  const cartItems: CartItem[] = [];
  for (const group of groups) {
    const units = group.lines.reduce((n, line) => n + line.quantity, 0);
    for (const { addon, quantity } of group.addons.values()) {
      // docs/product.md#addon-cap: an addon goes with a unit of the product, so never more of it than units.
      if (quantity > units) {
        throw badRequest(
          `${addon.name} can be ordered at most ${units} times with ${group.productName}.`,
          'items',
        );
      }
    }
    const cartItem = buildCartItem({
      guid: group.productGuid,
      name: group.productName,
      img: '',
      currencyCode: group.currencyCode,
      shop: cartShop,
      variants: group.lines.map(({ variant, quantity }) => ({
        guid: variant.guid,
        name: variant.name,
        img: '',
        price: unitPriceOf(variant),
        weight: variant.weightGrams / 1000,
        currencyCode: variant.currencyCode,
        quantity,
      })),
      addons: [...group.addons.values()].map(({ addon, quantity }) => ({
        guid: addon.guid,
        name: addon.name,
        price: fromMinor(addon.priceMinor),
        currencyCode: addon.currencyCode,
        quantity,
      })),
    });
    if (cartItem) cartItems.push(cartItem);
  }
  return cartItems;
}
