import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type {
  BuildCartItemInput,
  CartItem,
  CartShop,
  SelectedAddon,
  SelectedVariant,
} from './cart';
import {
  addToCart,
  buildCartItem,
  cartCount,
  clearCart,
  groupCartByShop,
  removeAddon,
  removeVariant,
  summarizeCart,
  summarizeCartIn,
} from './cart';
import type { ShippingMethod } from './shipping';

const shippingMethod: ShippingMethod = {
  guid: 'ship-1',
  name: 'Express',
  region: 'Myanmar',
  township: [],
  priceRate: [{ from: 0, to: 10, price: 2000 }],
};

function shop(shopGuid: string, overrides: Partial<CartShop> = {}): CartShop {
  return {
    shopGuid,
    shopName: `Shop ${shopGuid}`,
    website: `https://${shopGuid}.example`,
    primaryPhone: '09-111',
    otherPhones: '09-222',
    street: 'Main St',
    address: 'Yangon',
    shippingChargesList: [shippingMethod],
    ...overrides,
  };
}

function variant(guid: string, price: number, quantity: number, weight = 0.5): SelectedVariant {
  return {
    guid,
    name: `Variant ${guid}`,
    img: `${guid}.png`,
    price,
    weight,
    currencyCode: 'MMK',
    quantity,
  };
}

function addon(guid: string, price: number, quantity: number): SelectedAddon {
  return { guid, name: `Addon ${guid}`, price, currencyCode: 'MMK', quantity };
}

function input(overrides: Partial<BuildCartItemInput> = {}): BuildCartItemInput {
  return {
    guid: 'p1',
    name: 'Product 1',
    img: 'p1.png',
    currencyCode: 'MMK',
    shop: shop('s1'),
    variants: [variant('v1', 1000, 2)],
    addons: [],
    ...overrides,
  };
}

/** Builds an item the test knows is valid; fails loudly otherwise. */
function item(overrides: Partial<BuildCartItemInput> = {}): CartItem {
  const built = buildCartItem(input(overrides));
  if (!built) throw new Error('fixture has no variants');
  return built;
}

describe('buildCartItem', () => {
  it('computes variant line totals and item totals', () => {
    const built = item({
      variants: [variant('v1', 1000.5, 2, 0.25), variant('v2', 19.99, 3, 1.2)],
      addons: [addon('a1', 0.1, 3)],
    });
    expect(built.variants).toEqual([
      expect.objectContaining({
        variantGuid: 'v1',
        variantTotalPrice: 2001,
        variantTotalWeight: 0.5,
      }),
      expect.objectContaining({
        variantGuid: 'v2',
        variantTotalPrice: 59.97,
        variantTotalWeight: 3.6,
      }),
    ]);
    expect(built.totalQuantity).toBe(5);
    expect(built.totalWeight).toBe(4.1);
    expect(built.addons[0]).toMatchObject({ addonQuantity: 3, addonTotalPrice: 0.3 });
    // 2001 + 59.97 + 0.3
    expect(built.totalPrice).toBe(2061.27);
  });

  it('copies the product, shop and option fields under the cart names', () => {
    const built = item();
    expect(built).toMatchObject({
      guid: 'p1',
      name: 'Product 1',
      img: 'p1.png',
      currencyCode: 'MMK',
    });
    expect(built.shop.shopGuid).toBe('s1');
    expect(built.variants[0]).toEqual({
      variantGuid: 'v1',
      variantName: 'Variant v1',
      variantImg: 'v1.png',
      variantPrice: 1000,
      variantWeight: 0.5,
      variantQuantity: 2,
      variantTotalWeight: 1,
      variantTotalPrice: 2000,
      variantCurrencyCode: 'MMK',
    });
  });

  it('caps addon quantity at the total variant quantity', () => {
    const built = item({
      variants: [variant('v1', 10, 1), variant('v2', 10, 1)],
      addons: [addon('a1', 5, 7)],
    });
    expect(built.addons[0]).toMatchObject({ addonQuantity: 2, addonTotalPrice: 10 });
    expect(built.totalPrice).toBe(30);
  });

  it('sums weight before rounding it to 2 decimals', () => {
    const built = item({ variants: [variant('v1', 1, 1, 0.125), variant('v2', 1, 1, 0.125)] });
    expect(built.variants.map((v) => v.variantTotalWeight)).toEqual([0.13, 0.13]);
    expect(built.totalWeight).toBe(0.25);
  });

  it('leaves out options and addons with no quantity', () => {
    const built = item({
      variants: [variant('v1', 10, 1), variant('v2', 10, 0), variant('v3', 10, -2)],
      addons: [addon('a1', 5, 0), addon('a2', 5, 1)],
    });
    expect(built.variants.map((v) => v.variantGuid)).toEqual(['v1']);
    expect(built.addons.map((a) => a.addonGuid)).toEqual(['a2']);
  });

  it('drops fractions of a quantity', () => {
    expect(item({ variants: [variant('v1', 10, 2.7)] }).totalQuantity).toBe(2);
  });

  it('is null when no variant has a quantity', () => {
    expect(buildCartItem(input({ variants: [] }))).toBeNull();
    expect(
      buildCartItem(input({ variants: [variant('v1', 10, 0)], addons: [addon('a', 1, 1)] })),
    ).toBeNull();
  });
});

describe('addToCart', () => {
  it('appends a new product', () => {
    const first = item({ guid: 'p1' });
    const second = item({ guid: 'p2' });
    expect(addToCart([first], second)).toEqual([first, second]);
  });

  it('replaces an existing entry with the same guid in place', () => {
    const a = item({ guid: 'p1' });
    const b = item({ guid: 'p2' });
    const updated = item({ guid: 'p1', variants: [variant('v9', 5, 4)] });
    const cart = addToCart([a, b], updated);
    expect(cart).toHaveLength(2);
    expect(cart[0]).toBe(updated);
    expect(cart[1]).toBe(b);
  });

  it('does not mutate the cart it was given', () => {
    const cart = [item({ guid: 'p1' })];
    const next = addToCart(cart, item({ guid: 'p2' }));
    expect(cart).toHaveLength(1);
    expect(next).not.toBe(cart);
  });
});

describe('removeVariant', () => {
  const twoVariants = () =>
    item({
      variants: [variant('v1', 100, 2, 1), variant('v2', 50, 3, 0.5)],
      addons: [addon('a1', 10, 5), addon('a2', 1, 1)],
    });

  it('recomputes quantity, weight and price and caps addons', () => {
    const [after] = removeVariant([twoVariants()], 'p1', 'v2');
    expect(after?.variants.map((v) => v.variantGuid)).toEqual(['v1']);
    expect(after?.totalQuantity).toBe(2);
    expect(after?.totalWeight).toBe(2);
    expect(after?.addons).toEqual([
      expect.objectContaining({ addonGuid: 'a1', addonQuantity: 2, addonTotalPrice: 20 }),
      expect.objectContaining({ addonGuid: 'a2', addonQuantity: 1, addonTotalPrice: 1 }),
    ]);
    // 100 × 2 + 10 × 2 + 1 × 1
    expect(after?.totalPrice).toBe(221);
  });

  it('removes the item when its last variant goes', () => {
    const other = item({ guid: 'p2' });
    expect(removeVariant([item(), other], 'p1', 'v1')).toEqual([other]);
  });

  it('leaves other products and unknown guids alone', () => {
    const cart = [twoVariants(), item({ guid: 'p2' })];
    expect(removeVariant(cart, 'p2', 'nope')).toEqual(cart);
    expect(removeVariant(cart, 'nope', 'v1')).toEqual(cart);
  });

  it('does not mutate the cart or the item', () => {
    const original = twoVariants();
    const snapshot = structuredClone(original);
    removeVariant([original], 'p1', 'v2');
    expect(original).toEqual(snapshot);
  });
});

describe('removeAddon', () => {
  it('removes the addon and recomputes the total price', () => {
    const before = item({
      variants: [variant('v1', 100, 2)],
      addons: [addon('a1', 10, 2), addon('a2', 3, 1)],
    });
    expect(before.totalPrice).toBe(223);
    const [after] = removeAddon([before], 'p1', 'a1');
    expect(after?.addons.map((a) => a.addonGuid)).toEqual(['a2']);
    expect(after?.totalPrice).toBe(203);
    expect(after?.totalQuantity).toBe(2);
    expect(before.addons).toHaveLength(2);
  });

  it('leaves other products untouched', () => {
    const other = item({ guid: 'p2', addons: [addon('a1', 10, 1)] });
    const [, otherAfter] = removeAddon([item({ addons: [addon('a1', 10, 1)] }), other], 'p1', 'a1');
    expect(otherAfter).toBe(other);
  });
});

describe('cart queries', () => {
  const cart = [
    item({ guid: 'p1', variants: [variant('v1', 10, 2)] }),
    item({ guid: 'p2', variants: [variant('v1', 10, 3), variant('v2', 1, 1)] }),
  ];

  it('clearCart empties the cart', () => {
    expect(clearCart()).toEqual([]);
  });

  it('cartCount counts products and the summary counts units', () => {
    expect(cartCount(cart)).toBe(2);
    expect(summarizeCart(cart).itemCount).toBe(6);
    expect(cartCount([])).toBe(0);
    expect(summarizeCart([]).itemCount).toBe(0);
  });
});

describe('groupCartByShop', () => {
  it('groups per shop in first-seen order with shop totals', () => {
    const cart = [
      item({ guid: 'p1', shop: shop('s2'), variants: [variant('v1', 0.1, 1, 0.1)] }),
      item({ guid: 'p2', shop: shop('s1'), variants: [variant('v1', 5, 1, 1)] }),
      item({ guid: 'p3', shop: shop('s2'), variants: [variant('v1', 0.2, 1, 0.2)] }),
    ];
    const groups = groupCartByShop(cart);
    expect(groups.map((g) => g.guid)).toEqual(['s2', 's1']);
    const [first] = groups;
    expect(first).toMatchObject({
      shopName: 'Shop s2',
      shopWebsite: 'https://s2.example',
      shopPrimaryPhone: '09-111',
      shopOtherPhones: '09-222',
      shopStreet: 'Main St',
      shopAddress: 'Yangon',
      shopShippingMethod: [shippingMethod],
      shopTotalQuantity: 2,
      shopTotalWeight: 0.3,
      shopTotalPrice: 0.3,
    });
    expect(first?.products.map((p) => p.guid)).toEqual(['p1', 'p3']);
    expect(first?.products[0]).toEqual({
      guid: 'p1',
      name: 'Product 1',
      totalPrice: 0.1,
      totalWeight: 0.1,
      totalQuantity: 1,
      img: 'p1.png',
      variants: cart[0]?.variants,
      addons: [],
    });
  });

  it('is empty for an empty cart', () => {
    expect(groupCartByShop([])).toEqual([]);
  });
});

describe('summarizeCart', () => {
  it('gives items, sub total, 5% tax and total', () => {
    const cart = [
      item({ guid: 'p1', variants: [variant('v1', 1000, 2)] }),
      item({ guid: 'p2', variants: [variant('v1', 500.5, 1)] }),
    ];
    expect(summarizeCart(cart)).toEqual({
      itemCount: 3,
      subTotal: 2500.5,
      tax: 125.03,
      total: 2625.53,
    });
  });

  it('is all zero for an empty cart', () => {
    expect(summarizeCart([])).toEqual({ itemCount: 0, subTotal: 0, tax: 0, total: 0 });
  });
});

describe('summarizeCartIn', () => {
  const regions = [{ currencyCode: 'USD', rate: 2000 }];

  it('converts each item to the target currency before adding up', () => {
    const cart = [
      item({ guid: 'p1', currencyCode: 'USD', variants: [variant('v1', 1, 1)] }),
      item({ guid: 'p2', currencyCode: 'MMK', variants: [variant('v1', 1000, 1)] }),
    ];
    expect(summarizeCartIn(cart, 'MMK', regions)).toEqual({
      itemCount: 2,
      subTotal: 3000,
      tax: 150,
      total: 3150,
    });
    expect(summarizeCartIn(cart, 'USD', regions)?.subTotal).toBe(1.5);
  });

  it('is null when an item cannot be converted', () => {
    const cart = [item({ currencyCode: 'EUR' })];
    expect(summarizeCartIn(cart, 'MMK', regions)).toBeNull();
  });
});

describe('cart properties', () => {
  const productGuid = fc.constantFrom('p1', 'p2', 'p3', 'p4');
  const variantGuid = fc.constantFrom('v1', 'v2', 'v3');
  const addonGuid = fc.constantFrom('a1', 'a2', 'a3');
  const cents = fc.integer({ min: 0, max: 10_000_000 });

  const addOp = fc.record({
    kind: fc.constant('add' as const),
    guid: productGuid,
    shopGuid: fc.constantFrom('s1', 's2'),
    variants: fc.uniqueArray(
      fc.record({
        guid: variantGuid,
        cents,
        grams: fc.integer({ min: 0, max: 50_000 }),
        quantity: fc.integer({ min: -1, max: 10 }),
      }),
      { selector: (v) => v.guid, maxLength: 3 },
    ),
    addons: fc.uniqueArray(
      fc.record({ guid: addonGuid, cents, quantity: fc.integer({ min: 0, max: 40 }) }),
      { selector: (a) => a.guid, maxLength: 3 },
    ),
  });
  const removeVariantOp = fc.record({
    kind: fc.constant('removeVariant' as const),
    guid: productGuid,
    target: variantGuid,
  });
  const removeAddonOp = fc.record({
    kind: fc.constant('removeAddon' as const),
    guid: productGuid,
    target: addonGuid,
  });
  const operations = fc.array(fc.oneof(addOp, removeVariantOp, removeAddonOp), { maxLength: 30 });

  type Operation =
    typeof addOp extends fc.Arbitrary<infer A>
      ? A | { kind: 'removeVariant' | 'removeAddon'; guid: string; target: string }
      : never;

  function apply(cart: CartItem[], op: Operation): CartItem[] {
    switch (op.kind) {
      case 'add': {
        const built = buildCartItem({
          guid: op.guid,
          name: op.guid,
          img: '',
          currencyCode: 'MMK',
          shop: shop(op.shopGuid),
          variants: op.variants.map((v) =>
            variant(v.guid, v.cents / 100, v.quantity, v.grams / 1000),
          ),
          addons: op.addons.map((a) => addon(a.guid, a.cents / 100, a.quantity)),
        });
        return built ? addToCart(cart, built) : cart;
      }
      case 'removeVariant':
        return removeVariant(cart, op.guid, op.target);
      case 'removeAddon':
        return removeAddon(cart, op.guid, op.target);
    }
  }

  const run = (ops: readonly Operation[]) => ops.reduce<CartItem[]>(apply, []);

  it('keeps every item consistent after any sequence of operations', () => {
    fc.assert(
      fc.property(operations, (ops) => {
        const cart = run(ops);
        expect(new Set(cart.map((i) => i.guid)).size).toBe(cart.length);
        for (const cartItem of cart) {
          expect(cartItem.variants.length).toBeGreaterThan(0);
          const quantity = cartItem.variants.reduce((sum, v) => sum + v.variantQuantity, 0);
          expect(cartItem.totalQuantity).toBe(quantity);
          // Expected price from exact integer cents, independent of the money helpers.
          const priceCents =
            cartItem.variants.reduce(
              (sum, v) => sum + Math.round(v.variantPrice * 100) * v.variantQuantity,
              0,
            ) +
            cartItem.addons.reduce(
              (sum, a) => sum + Math.round(a.addonPrice * 100) * a.addonQuantity,
              0,
            );
          expect(cartItem.totalPrice).toBe(priceCents / 100);
          const weight = cartItem.variants.reduce(
            (sum, v) => sum + v.variantWeight * v.variantQuantity,
            0,
          );
          expect(Math.abs(cartItem.totalWeight - weight)).toBeLessThanOrEqual(0.005 + 1e-9);
          for (const cartAddon of cartItem.addons) {
            expect(cartAddon.addonQuantity).toBeLessThanOrEqual(cartItem.totalQuantity);
            expect(cartAddon.addonTotalPrice).toBe(
              (Math.round(cartAddon.addonPrice * 100) * cartAddon.addonQuantity) / 100,
            );
          }
        }
      }),
    );
  });

  it('never mutates the cart it is given', () => {
    fc.assert(
      fc.property(operations, operations, (setup, more) => {
        const cart = run(setup);
        const snapshot = structuredClone(cart);
        more.reduce<CartItem[]>(apply, cart);
        expect(cart).toEqual(snapshot);
      }),
    );
  });

  it('the grouped cart accounts for every product and unit exactly once', () => {
    fc.assert(
      fc.property(operations, (ops) => {
        const cart = run(ops);
        const groups = groupCartByShop(cart);
        expect(groups.flatMap((g) => g.products.map((p) => p.guid)).sort()).toEqual(
          cart.map((i) => i.guid).sort(),
        );
        const units = cart.reduce((sum, i) => sum + i.totalQuantity, 0);
        expect(groups.reduce((sum, g) => sum + g.shopTotalQuantity, 0)).toBe(units);
        expect(new Set(groups.map((g) => g.guid)).size).toBe(groups.length);
        expect(summarizeCart(cart).itemCount).toBe(units);
      }),
    );
  });
});
