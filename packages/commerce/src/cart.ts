/**
 * The cart of docs/product.md#records-cart and its rules (docs/product.md#cart-grouping). These are browser state (stored under `cartItems`), not wire types.
 * Every function returns new arrays and objects and never mutates its input, so the web
 * store can hand the result straight to React.
 *
 * An item's amounts are in the item's own currency (`currencyCode`): variants and addons of
 * one product are priced by the same shop.
 */
import type { CurrencyRate } from './currency';
import { convertCurrency } from './currency';
import { calculateTotal, multiplyMoney, roundWeight, sumMoney } from './money';
import type { ShippingMethod } from './shipping';

export type CartVariant = {
  variantGuid: string;
  variantName: string;
  variantImg: string;
  variantPrice: number;
  variantWeight: number;
  variantQuantity: number;
  variantTotalWeight: number;
  variantTotalPrice: number;
  variantCurrencyCode: string;
};

export type CartAddon = {
  addonGuid: string;
  addonName: string;
  addonPrice: number;
  addonQuantity: number;
  addonTotalPrice: number;
  addonCurrencyCode: string;
};

export type CartShop = {
  shopGuid: string;
  shopName: string;
  website: string;
  primaryPhone: string;
  otherPhones: string;
  street: string;
  address: string;
  shippingChargesList: ShippingMethod[];
};

export type CartItem = {
  guid: string;
  name: string;
  /** The product's Burmese name, for Burmese pages (docs/product.md#product-names); absent: none. */
  nameMm?: string | null;
  img: string;
  totalPrice: number;
  totalWeight: number;
  totalQuantity: number;
  currencyCode: string;
  shop: CartShop;
  variants: CartVariant[];
  addons: CartAddon[];
};

/** A ticked option on the product page with the quantity chosen by its stepper. */
export type SelectedVariant = {
  guid: string;
  name: string;
  img: string;
  price: number;
  weight: number;
  currencyCode: string;
  quantity: number;
};

export type SelectedAddon = {
  guid: string;
  name: string;
  price: number;
  currencyCode: string;
  quantity: number;
};

export type BuildCartItemInput = {
  guid: string;
  name: string;
  nameMm?: string | null;
  img: string;
  currencyCode: string;
  shop: CartShop;
  variants: readonly SelectedVariant[];
  addons: readonly SelectedAddon[];
};

/** Quantities are whole and positive; anything else means "not selected" (docs/product.md#cart-rules step to 0). */
function wholeQuantity(quantity: number): number {
  return Number.isFinite(quantity) && quantity > 0 ? Math.floor(quantity) : 0;
}

function withVariantTotals(variant: CartVariant): CartVariant {
  return {
    ...variant,
    variantTotalPrice: multiplyMoney(variant.variantPrice, variant.variantQuantity),
    variantTotalWeight: roundWeight(variant.variantWeight * variant.variantQuantity),
  };
}

/**
 * Recomputes every derived field of an item from its variants and addons (docs/product.md#cart-rules): quantity is
 * the sum of variant quantities, weight the sum of weight × quantity, each addon quantity is
 * capped at that total, and price = Σ(variant price × qty) + Σ(addon price × qty).
 */
function recompute(
  item: CartItem,
  variants: readonly CartVariant[],
  addons: readonly CartAddon[],
): CartItem {
  const nextVariants = variants.map(withVariantTotals);
  const totalQuantity = nextVariants.reduce((sum, variant) => sum + variant.variantQuantity, 0);
  // Summed unrounded and rounded once (docs/product.md#weight: 2 decimals), so two 0.125 kg options weigh 0.25 kg
  // and not the 0.26 that adding their rounded line weights would give.
  const totalWeight = roundWeight(
    nextVariants.reduce((sum, variant) => sum + variant.variantWeight * variant.variantQuantity, 0),
  );
  const nextAddons = addons.map((addon) => {
    // docs/product.md#addon-cap: an addon cannot be ordered more times than there are variant units to go with it.
    const addonQuantity = Math.min(addon.addonQuantity, totalQuantity);
    return {
      ...addon,
      addonQuantity,
      addonTotalPrice: multiplyMoney(addon.addonPrice, addonQuantity),
    };
  });
  const totalPrice = sumMoney([
    ...nextVariants.map((variant) => variant.variantTotalPrice),
    ...nextAddons.map((addon) => addon.addonTotalPrice),
  ]);
  return {
    ...item,
    variants: nextVariants,
    addons: nextAddons,
    totalQuantity,
    totalWeight,
    totalPrice,
  };
}

/**
 * Builds the cart entry for the options selected on the product page. Options and addons
 * with no quantity are left out; null when no variant remains, since an item without
 * variants cannot be in the cart (docs/product.md#cart-rules).
 */
export function buildCartItem(input: BuildCartItemInput): CartItem | null {
  const variants = input.variants
    .map((variant) => ({ variant, quantity: wholeQuantity(variant.quantity) }))
    .filter(({ quantity }) => quantity > 0)
    .map(({ variant, quantity }): CartVariant => ({
      variantGuid: variant.guid,
      variantName: variant.name,
      variantImg: variant.img,
      variantPrice: variant.price,
      variantWeight: variant.weight,
      variantQuantity: quantity,
      variantTotalWeight: 0,
      variantTotalPrice: 0,
      variantCurrencyCode: variant.currencyCode,
    }));
  if (variants.length === 0) return null;
  const addons = input.addons
    .map((addon) => ({ addon, quantity: wholeQuantity(addon.quantity) }))
    .filter(({ quantity }) => quantity > 0)
    .map(({ addon, quantity }): CartAddon => ({
      addonGuid: addon.guid,
      addonName: addon.name,
      addonPrice: addon.price,
      addonQuantity: quantity,
      addonTotalPrice: 0,
      addonCurrencyCode: addon.currencyCode,
    }));
  const item: CartItem = {
    guid: input.guid,
    name: input.name,
    ...(input.nameMm ? { nameMm: input.nameMm } : {}),
    img: input.img,
    currencyCode: input.currencyCode,
    shop: input.shop,
    variants: [],
    addons: [],
    totalPrice: 0,
    totalWeight: 0,
    totalQuantity: 0,
  };
  return recompute(item, variants, addons);
}

/** docs/product.md#cart-rules: adding replaces an existing entry with the same guid (in place), otherwise appends. */
export function addToCart(items: readonly CartItem[], item: CartItem): CartItem[] {
  if (!isInCart(items, item.guid)) return [...items, item];
  return items.map((existing) => (existing.guid === item.guid ? item : existing));
}

/**
 * docs/product.md#cart-rules: removes a variant; the item goes when no variant remains, otherwise its quantity,
 * weight and price are recomputed and addon quantities capped at the new total quantity.
 */
export function removeVariant(
  items: readonly CartItem[],
  productGuid: string,
  variantGuid: string,
): CartItem[] {
  return items.flatMap((item) => {
    if (item.guid !== productGuid) return [item];
    const variants = item.variants.filter((variant) => variant.variantGuid !== variantGuid);
    if (variants.length === 0) return [];
    return [recompute(item, variants, item.addons)];
  });
}

/** docs/product.md#cart-rules: removing an addon recomputes the item's total price. */
export function removeAddon(
  items: readonly CartItem[],
  productGuid: string,
  addonGuid: string,
): CartItem[] {
  return items.map((item) => {
    if (item.guid !== productGuid) return item;
    const addons = item.addons.filter((addon) => addon.addonGuid !== addonGuid);
    return recompute(item, item.variants, addons);
  });
}

export function clearCart(): CartItem[] {
  return [];
}

function isInCart(items: readonly CartItem[], guid: string): boolean {
  return items.some((item) => item.guid === guid);
}

/** Number of products in the cart: the header badge and the dashboard card. */
export function cartCount(items: readonly CartItem[]): number {
  return items.length;
}

/** Number of variant units across the whole cart: the "Items" line of the summaries. */
function cartItemQuantity(items: readonly CartItem[]): number {
  return items.reduce((sum, item) => sum + item.totalQuantity, 0);
}

export type CartProduct = Pick<
  CartItem,
  | 'guid'
  | 'name'
  | 'nameMm'
  | 'totalPrice'
  | 'totalWeight'
  | 'totalQuantity'
  | 'img'
  | 'variants'
  | 'addons'
>;

/** docs/product.md#records-cart "Grouped cart": one entry per shop. */
export type ShopCart = {
  guid: string;
  shopName: string;
  shopWebsite: string;
  shopPrimaryPhone: string;
  shopOtherPhones: string;
  shopStreet: string;
  shopAddress: string;
  shopShippingMethod: ShippingMethod[];
  shopTotalQuantity: number;
  shopTotalWeight: number;
  shopTotalPrice: number;
  products: CartProduct[];
};

/**
 * Groups the cart by shop in the order shops were first added, so the cart and checkout
 * pages list shops in a stable order. Shop details come from the shop's first item.
 */
export function groupCartByShop(items: readonly CartItem[]): ShopCart[] {
  const groups = new Map<string, { shop: CartShop; items: CartItem[] }>();
  for (const item of items) {
    const group = groups.get(item.shop.shopGuid);
    if (group) group.items.push(item);
    else groups.set(item.shop.shopGuid, { shop: item.shop, items: [item] });
  }
  return [...groups.values()].map(({ shop, items: shopItems }) => ({
    guid: shop.shopGuid,
    shopName: shop.shopName,
    shopWebsite: shop.website,
    shopPrimaryPhone: shop.primaryPhone,
    shopOtherPhones: shop.otherPhones,
    shopStreet: shop.street,
    shopAddress: shop.address,
    shopShippingMethod: shop.shippingChargesList,
    shopTotalQuantity: cartItemQuantity(shopItems),
    shopTotalWeight: roundWeight(shopItems.reduce((sum, item) => sum + item.totalWeight, 0)),
    shopTotalPrice: sumMoney(shopItems.map((item) => item.totalPrice)),
    products: shopItems.map((item) => ({
      guid: item.guid,
      name: item.name,
      ...(item.nameMm ? { nameMm: item.nameMm } : {}),
      totalPrice: item.totalPrice,
      totalWeight: item.totalWeight,
      totalQuantity: item.totalQuantity,
      img: item.img,
      variants: item.variants,
      addons: item.addons,
    })),
  }));
}

export type CartSummary = { itemCount: number; subTotal: number; tax: number; total: number };

function summaryOf(itemCount: number, subTotal: number): CartSummary {
  const { tax, total } = calculateTotal(subTotal);
  return { itemCount, subTotal, tax, total };
}

/**
 * The cart summary box (docs/product.md#cart-summary): items, sub total, tax (5%) and total. Sums the items' prices as
 * they are, so it assumes one currency; use `summarizeCartIn` when shops may price in
 * different currencies.
 */
export function summarizeCart(items: readonly CartItem[]): CartSummary {
  return summaryOf(cartItemQuantity(items), sumMoney(items.map((item) => item.totalPrice)));
}

/**
 * The summary with every item converted to `currencyCode` first, so items priced by shops in
 * different currencies are never added up as if they were one. Null when any item cannot be
 * converted (docs/product.md#currency-conversion: unknown currency or rate).
 */
export function summarizeCartIn(
  items: readonly CartItem[],
  currencyCode: string,
  regions: readonly CurrencyRate[],
): CartSummary | null {
  const prices: number[] = [];
  for (const item of items) {
    const price = convertCurrency(item.totalPrice, item.currencyCode, currencyCode, regions);
    if (price === null) return null;
    prices.push(price);
  }
  return summaryOf(cartItemQuantity(items), sumMoney(prices));
}
