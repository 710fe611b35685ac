/**
 * The cart's lines as the browser tells the server of them (docs/architecture.md#cart-lines):
 * which products, options and addons, and how many of each, with nothing else of the stored
 * cart. The web app keeps them in a cookie scoped to the cart page; the server draws the cart
 * page from them through the catalog, so a returning shopper's cart arrives drawn. The stored
 * cart stays the truth: once the browser has read it, what it holds is shown.
 *
 * Written as `product~option*qty.option*qty~addon*qty` per product, products joined by `!`:
 * every character is one a cookie may hold and `encodeURIComponent` leaves as it is.
 */
import type { CartItem } from './cart';

export type CartLineEntry = { guid: string; quantity: number };

/** One product of the cart: the options (at least one) and addons chosen, in the cart's order. */
export type CartLine = {
  productGuid: string;
  variants: CartLineEntry[];
  addons: CartLineEntry[];
};

/**
 * At most this many products are told: a larger cart is left to the browser, and the server
 * never looks up more than this many products for one page.
 */
export const CART_LINES_MAX_PRODUCTS = 12;

/** The longest text told, well inside a cookie's 4096 bytes. */
export const CART_LINES_MAX_LENGTH = 2048;

/** A quantity told is a whole number from 1 to this. */
export const CART_LINES_MAX_QUANTITY = 100_000;

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function isToldQuantity(quantity: number): boolean {
  return Number.isInteger(quantity) && quantity >= 1 && quantity <= CART_LINES_MAX_QUANTITY;
}

/**
 * The cart's lines as text, or null when they cannot all be told: more products than
 * CART_LINES_MAX_PRODUCTS, a text longer than CART_LINES_MAX_LENGTH, or an entry that is not
 * a guid with a whole quantity. An empty cart is the empty text.
 */
export function encodeCartLines(items: readonly CartItem[]): string | null {
  if (items.length > CART_LINES_MAX_PRODUCTS) return null;
  const entries = (list: CartLineEntry[]) =>
    list.map(({ guid, quantity }) => `${guid}*${quantity}`).join('.');
  const lines: string[] = [];
  for (const item of items) {
    const variants = item.variants.map((v) => ({
      guid: v.variantGuid,
      quantity: v.variantQuantity,
    }));
    const addons = item.addons.map((a) => ({ guid: a.addonGuid, quantity: a.addonQuantity }));
    const all = [{ guid: item.guid, quantity: 1 }, ...variants, ...addons];
    if (variants.length === 0 || !all.every((e) => GUID.test(e.guid) && isToldQuantity(e.quantity)))
      return null;
    lines.push(`${item.guid}~${entries(variants)}~${entries(addons)}`);
  }
  const text = lines.join('!');
  return text.length > CART_LINES_MAX_LENGTH ? null : text;
}

function decodeEntries(text: string): CartLineEntry[] | null {
  if (text === '') return [];
  const entries: CartLineEntry[] = [];
  for (const part of text.split('.')) {
    const [guid = '', quantityText = '', extra] = part.split('*');
    const quantity = /^\d{1,6}$/.test(quantityText) ? Number(quantityText) : Number.NaN;
    if (extra !== undefined || !GUID.test(guid) || !isToldQuantity(quantity)) return null;
    if (entries.some((entry) => entry.guid === guid.toLowerCase())) return null;
    entries.push({ guid: guid.toLowerCase(), quantity });
  }
  return entries;
}

/**
 * The lines a text tells, or null when it is not one encodeCartLines writes: too long, too
 * many products, a product twice, a product without options, a bad guid or quantity. The
 * empty text is the empty cart.
 */
export function decodeCartLines(text: string): CartLine[] | null {
  if (text.length > CART_LINES_MAX_LENGTH) return null;
  if (text === '') return [];
  const parts = text.split('!');
  if (parts.length > CART_LINES_MAX_PRODUCTS) return null;
  const lines: CartLine[] = [];
  for (const part of parts) {
    const [productGuid = '', variantText = '', addonText = '', extra] = part.split('~');
    if (extra !== undefined || !GUID.test(productGuid)) return null;
    const guid = productGuid.toLowerCase();
    if (lines.some((line) => line.productGuid === guid)) return null;
    const variants = decodeEntries(variantText);
    const addons = decodeEntries(addonText);
    if (!variants || variants.length === 0 || !addons) return null;
    lines.push({ productGuid: guid, variants, addons });
  }
  return lines;
}
