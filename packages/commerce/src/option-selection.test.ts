import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addonQuantityBounds,
  capAddonQuantities,
  initialAddonQuantities,
  initialVariantQuantities,
  isOptionSelected,
  setOptionQuantity,
  toggleOption,
  totalOptionQuantity,
} from './option-selection';

const bounds = (max: number) => ({ min: 0 as const, max });

describe('setOptionQuantity', () => {
  it('selects an option once its quantity is above 0', () => {
    expect(setOptionQuantity({}, 'a', 2, bounds(5))).toEqual({ a: 2 });
  });

  it('deselects an option stepped to 0', () => {
    expect(setOptionQuantity({ a: 1, b: 2 }, 'a', 0, bounds(5))).toEqual({ b: 2 });
  });

  it('keeps quantities whole and within the bounds', () => {
    expect(setOptionQuantity({}, 'a', 9, bounds(5))).toEqual({ a: 5 });
    expect(setOptionQuantity({}, 'a', 2.7, bounds(5))).toEqual({ a: 2 });
    expect(setOptionQuantity({ a: 3 }, 'a', -1, bounds(5))).toEqual({});
    expect(setOptionQuantity({ a: 3 }, 'a', Number.NaN, bounds(5))).toEqual({});
  });

  it('never stores a quantity outside the bounds', () => {
    fc.assert(
      fc.property(fc.double(), fc.integer({ min: 0, max: 1000 }), (quantity, max) => {
        const next = setOptionQuantity({}, 'a', quantity, bounds(max));
        const stored = next.a;
        if (stored === undefined) return;
        expect(Number.isInteger(stored)).toBe(true);
        expect(stored).toBeGreaterThan(0);
        expect(stored).toBeLessThanOrEqual(max);
      }),
    );
  });

  it('does not change the map it was given', () => {
    const before = { a: 1 };
    setOptionQuantity(before, 'a', 3, bounds(5));
    expect(before).toEqual({ a: 1 });
  });
});

describe('toggleOption', () => {
  it('ticking selects with quantity 1 and unticking removes', () => {
    const ticked = toggleOption({}, 'a', true, bounds(5));
    expect(ticked).toEqual({ a: 1 });
    expect(toggleOption(ticked, 'a', false, bounds(5))).toEqual({});
  });

  it('keeps the quantity of an option that is already ticked', () => {
    expect(toggleOption({ a: 3 }, 'a', true, bounds(5))).toEqual({ a: 3 });
  });

  it('cannot tick an option with nothing to sell', () => {
    expect(toggleOption({}, 'a', true, bounds(0))).toEqual({});
  });
});

describe('totals and selection', () => {
  it('adds up quantities and reports what is selected', () => {
    expect(totalOptionQuantity({ a: 2, b: 3 })).toBe(5);
    expect(totalOptionQuantity({})).toBe(0);
    expect(isOptionSelected({ a: 2 }, 'a')).toBe(true);
    expect(isOptionSelected({ a: 2 }, 'b')).toBe(false);
  });
});

describe('addons', () => {
  it('are capped at the total variant quantity', () => {
    expect(addonQuantityBounds(3)).toEqual({ min: 0, max: 3 });
    expect(capAddonQuantities({ x: 5, y: 1 }, 2)).toEqual({ x: 2, y: 1 });
    expect(capAddonQuantities({ x: 5 }, 0)).toEqual({});
  });

  it('are restored from the cart within the cap, skipping addons the product lost', () => {
    const addons = [{ guid: 'x' }, { guid: 'y' }];
    const saved = [
      { addonGuid: 'x', addonQuantity: 4 },
      { addonGuid: 'gone', addonQuantity: 1 },
    ];
    expect(initialAddonQuantities(addons, saved, 3)).toEqual({ x: 3 });
    expect(initialAddonQuantities(addons, null, 3)).toEqual({});
  });
});

describe('initialVariantQuantities', () => {
  const variants = [
    { guid: 'sold-out', stockQty: 0, preSaleLimit: 0 },
    { guid: 'pre', stockQty: 0, preSaleLimit: 4 },
    { guid: 'stock', stockQty: 9, preSaleLimit: 0 },
  ];

  it('preselects the first option with quantity 1', () => {
    expect(initialVariantQuantities([variants[2]!, variants[1]!])).toEqual({ stock: 1 });
  });

  it('passes over options that cannot be bought at all', () => {
    expect(initialVariantQuantities(variants)).toEqual({ pre: 1 });
    expect(initialVariantQuantities([variants[0]!])).toEqual({});
    expect(initialVariantQuantities([])).toEqual({});
  });

  it('restores the saved cart quantities instead, within today’s bounds', () => {
    const saved = [
      { variantGuid: 'stock', variantQuantity: 2 },
      { variantGuid: 'pre', variantQuantity: 10 },
      { variantGuid: 'removed-from-shop', variantQuantity: 1 },
    ];
    expect(initialVariantQuantities(variants, saved)).toEqual({ stock: 2, pre: 4 });
  });

  it('falls back to the first option when the saved entry has no variants', () => {
    expect(initialVariantQuantities(variants, [])).toEqual({ pre: 1 });
  });
});
