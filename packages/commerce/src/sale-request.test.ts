import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CartProduct } from './cart';
import { amountsAgree, saleLinesOf } from './sale-request';

function product(guid: string, variants: [string, number][], addons: [string, number][]) {
  return {
    guid,
    name: `Product ${guid}`,
    img: '',
    totalPrice: 0,
    totalWeight: 0,
    totalQuantity: variants.reduce((n, [, q]) => n + q, 0),
    variants: variants.map(([variantGuid, variantQuantity]) => ({
      variantGuid,
      variantName: variantGuid,
      variantImg: '',
      variantPrice: 1000,
      variantWeight: 0.5,
      variantQuantity,
      variantTotalWeight: 0,
      variantTotalPrice: 0,
      variantCurrencyCode: 'MMK',
    })),
    addons: addons.map(([addonGuid, addonQuantity]) => ({
      addonGuid,
      addonName: `Addon ${addonGuid}`,
      addonPrice: 500,
      addonQuantity,
      addonTotalPrice: 0,
      addonCurrencyCode: 'MMK',
    })),
  } satisfies CartProduct;
}

describe('saleLinesOf', () => {
  it("makes one line per variant, the variant guid as productGuid, addons on the product's first line", () => {
    const lines = saleLinesOf([
      product(
        'p1',
        [
          ['v1', 2],
          ['v2', 1],
        ],
        [
          ['a1', 3],
          ['a2', 0],
        ],
      ),
      product('p2', [['v3', 4]], []),
    ]);
    expect(lines).toEqual([
      {
        productGuid: 'v1',
        quantity: 2,
        productName: 'Product p1',
        addons: [{ addonGuid: 'a1', addonName: 'Addon a1', addonQuantity: 3 }],
      },
      { productGuid: 'v2', quantity: 1, productName: 'Product p1', addons: [] },
      { productGuid: 'v3', quantity: 4, productName: 'Product p2', addons: [] },
    ]);
  });

  it('has no lines for no products', () => {
    expect(saleLinesOf([])).toEqual([]);
  });
});

describe('amountsAgree', () => {
  it('accepts the same amount, and one hundredth either way', () => {
    expect(amountsAgree(27700, 27700)).toBe(true);
    expect(amountsAgree(41.667, 41.67)).toBe(true);
    expect(amountsAgree(100.01, 100)).toBe(true);
    expect(amountsAgree(99.99, 100)).toBe(true);
  });

  it('refuses anything further off, and non-numbers', () => {
    expect(amountsAgree(100.02, 100)).toBe(false);
    expect(amountsAgree(1, 27700)).toBe(false);
    expect(amountsAgree(Number.NaN, 0)).toBe(false);
    expect(amountsAgree(Number.POSITIVE_INFINITY, 0)).toBe(false);
  });

  it('is symmetric', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e9 }),
        fc.integer({ min: 0, max: 1e9 }),
        (a, b) => amountsAgree(a / 100, b / 100) === amountsAgree(b / 100, a / 100),
      ),
    );
  });
});
