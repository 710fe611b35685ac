import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CartItem } from './cart';
import {
  CART_LINES_MAX_LENGTH,
  CART_LINES_MAX_PRODUCTS,
  decodeCartLines,
  encodeCartLines,
  type CartLine,
} from './cart-lines';

const P1 = '11111111-1111-4111-8111-111111111111';
const P2 = '22222222-2222-4222-8222-222222222222';
const V1 = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const V2 = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const A1 = 'cccccccc-cccc-4ccc-8ccc-cccccccccccc';

function item(guid: string, variants: [string, number][], addons: [string, number][] = []) {
  return {
    guid,
    name: 'Mug',
    img: '',
    totalPrice: 0,
    totalWeight: 0,
    totalQuantity: 0,
    currencyCode: 'MMK',
    shop: {
      shopGuid: 's',
      shopName: 'Shop',
      website: '',
      primaryPhone: '',
      otherPhones: '',
      street: '',
      address: '',
      shippingChargesList: [],
    },
    variants: variants.map(([variantGuid, variantQuantity]) => ({
      variantGuid,
      variantName: 'Blue',
      variantImg: '',
      variantPrice: 100,
      variantWeight: 1,
      variantQuantity,
      variantTotalWeight: 0,
      variantTotalPrice: 0,
      variantCurrencyCode: 'MMK',
    })),
    addons: addons.map(([addonGuid, addonQuantity]) => ({
      addonGuid,
      addonName: 'Gift wrap',
      addonPrice: 10,
      addonQuantity,
      addonTotalPrice: 0,
      addonCurrencyCode: 'MMK',
    })),
  } satisfies CartItem;
}

describe('cart lines', () => {
  it('tells products, options and addons with their quantities, in the cart order', () => {
    const text = encodeCartLines([
      item(
        P2,
        [
          [V1, 2],
          [V2, 1],
        ],
        [[A1, 3]],
      ),
      item(P1, [[V1, 1]]),
    ]);
    expect(text).toBe(`${P2}~${V1}*2.${V2}*1~${A1}*3!${P1}~${V1}*1~`);
    // Nothing a cookie value or encodeURIComponent would change.
    expect(encodeURIComponent(text!)).toBe(text);
    expect(decodeCartLines(text!)).toEqual<CartLine[]>([
      {
        productGuid: P2,
        variants: [
          { guid: V1, quantity: 2 },
          { guid: V2, quantity: 1 },
        ],
        addons: [{ guid: A1, quantity: 3 }],
      },
      { productGuid: P1, variants: [{ guid: V1, quantity: 1 }], addons: [] },
    ]);
  });

  it('tells an empty cart as the empty text', () => {
    expect(encodeCartLines([])).toBe('');
    expect(decodeCartLines('')).toEqual([]);
  });

  it('reads back what it writes', () => {
    const guid = fc.uuid({ version: 4 });
    const entries = fc.uniqueArray(fc.tuple(guid, fc.integer({ min: 1, max: 100_000 })), {
      minLength: 1,
      maxLength: 3,
      selector: ([g]) => g,
    });
    const cart = fc.uniqueArray(
      fc.tuple(
        guid,
        entries,
        fc.uniqueArray(fc.tuple(guid, fc.integer({ min: 1, max: 9 })), {
          maxLength: 2,
          selector: ([g]) => g,
        }),
      ),
      {
        maxLength: 4,
        selector: ([g]) => g,
      },
    );
    fc.assert(
      fc.property(cart, (products) => {
        const items = products.map(([g, variants, addons]) => item(g, variants, addons));
        const text = encodeCartLines(items);
        expect(text).not.toBeNull();
        expect(decodeCartLines(text!)).toEqual(
          items.map((i) => ({
            productGuid: i.guid,
            variants: i.variants.map((v) => ({ guid: v.variantGuid, quantity: v.variantQuantity })),
            addons: i.addons.map((a) => ({ guid: a.addonGuid, quantity: a.addonQuantity })),
          })),
        );
      }),
    );
  });

  it('tells nothing of a cart it cannot tell whole', () => {
    const many = Array.from({ length: CART_LINES_MAX_PRODUCTS + 1 }, (_, i) =>
      item(`${String(i).padStart(8, '0')}-1111-4111-8111-111111111111`, [[V1, 1]]),
    );
    expect(encodeCartLines(many)).toBeNull();
    const long = Array.from({ length: CART_LINES_MAX_PRODUCTS }, (_, i) =>
      item(
        `${String(i).padStart(8, '0')}-1111-4111-8111-111111111111`,
        Array.from({ length: 6 }, (_, j): [string, number] => [
          `${String(j).padStart(8, '0')}-aaaa-4aaa-8aaa-aaaaaaaaaaaa`,
          1,
        ]),
      ),
    );
    expect(encodeCartLines(long)).toBeNull();
    expect(encodeCartLines([item('not-a-guid', [[V1, 1]])])).toBeNull();
    expect(encodeCartLines([item(P1, [[V1, 0]])])).toBeNull();
    expect(encodeCartLines([item(P1, [[V1, 1.5]])])).toBeNull();
    expect(encodeCartLines([item(P1, [])])).toBeNull();
  });

  it('refuses text it would not write', () => {
    const bad = [
      'x',
      `${P1}`,
      `${P1}~~`,
      `${P1}~${V1}~`,
      `${P1}~${V1}*0~`,
      `${P1}~${V1}*-1~`,
      `${P1}~${V1}*1e3~`,
      `${P1}~${V1}*100001~`,
      `${P1}~${V1}*1*2~`,
      `${P1}~${V1}*1.${V1}*2~`,
      `${P1}~${V1}*1~${A1}`,
      `${P1}~${V1}*1~~extra`,
      `${P1}~${V1}*1~!${P1}~${V1}*1~`,
      `${P1}~${V1}*1~!`,
      `<script>~${V1}*1~`,
      `${P1}~${V1}*1~`.padEnd(CART_LINES_MAX_LENGTH + 1, '.'),
      Array.from(
        { length: CART_LINES_MAX_PRODUCTS + 1 },
        (_, i) => `${String(i).padStart(8, '0')}-1111-4111-8111-111111111111~${V1}*1~`,
      ).join('!'),
    ];
    for (const text of bad) expect(decodeCartLines(text), text).toBeNull();
  });
});
