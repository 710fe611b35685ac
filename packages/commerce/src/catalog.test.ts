import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  availabilityOf,
  averageRating,
  CAROUSEL_SIZE,
  CATEGORY_MAX,
  clampQuantity,
  DEFAULT_SORT,
  effectivePrice,
  isAddToCartDisabled,
  isBuyNowDisabled,
  isPriceBandId,
  isSortField,
  LIST_PAGE_SIZE,
  ORDER_PAGE_SIZE,
  pageLabel,
  PAYMENT_METHOD_MAX,
  PRICE_MAX,
  priceBandById,
  priceBandsFor,
  PROMO_MAX,
  quantityBounds,
  ratingStars,
  SELECT_PRICE_BAND,
  SORT_FIELDS,
  STRIP_SIZE,
} from './catalog';

describe('availabilityOf', () => {
  it('is in stock when stockQty > 0', () => {
    expect(availabilityOf({ stockQty: 1, preSaleLimit: 0 })).toBe('inStock');
    expect(availabilityOf({ stockQty: 3, preSaleLimit: 5 })).toBe('inStock');
  });

  it('is pre order when out of stock with a pre-sale limit', () => {
    expect(availabilityOf({ stockQty: 0, preSaleLimit: 2 })).toBe('preOrder');
    expect(availabilityOf({ stockQty: -4, preSaleLimit: 1 })).toBe('preOrder');
    expect(availabilityOf({ stockQty: null, preSaleLimit: 1 })).toBe('preOrder');
  });

  it('is out of stock otherwise, treating missing values as 0', () => {
    expect(availabilityOf({ stockQty: 0, preSaleLimit: 0 })).toBe('outOfStock');
    expect(availabilityOf({ stockQty: null, preSaleLimit: undefined })).toBe('outOfStock');
    expect(availabilityOf({})).toBe('outOfStock');
    expect(availabilityOf({ stockQty: 0, preSaleLimit: -1 })).toBe('outOfStock');
  });
});

describe('quantityBounds', () => {
  it('is 0 to stockQty when in stock', () => {
    expect(quantityBounds({ stockQty: 7, preSaleLimit: 20 })).toEqual({ min: 0, max: 7 });
  });

  it('is 0 to preSaleLimit when out of stock', () => {
    expect(quantityBounds({ stockQty: 0, preSaleLimit: 4 })).toEqual({ min: 0, max: 4 });
  });

  it('is 0 to 0 with neither', () => {
    expect(quantityBounds({ stockQty: null, preSaleLimit: null })).toEqual({ min: 0, max: 0 });
  });
});

describe('clampQuantity', () => {
  const bounds = { min: 0, max: 5 } as const;

  it('keeps valid quantities', () => {
    expect(clampQuantity(3, bounds)).toBe(3);
  });

  it('pins out-of-range values to the nearest bound', () => {
    expect(clampQuantity(9, bounds)).toBe(5);
    expect(clampQuantity(-2, bounds)).toBe(0);
    expect(clampQuantity(Number.POSITIVE_INFINITY, bounds)).toBe(5);
  });

  it('drops fractions and turns non-numbers into the minimum', () => {
    expect(clampQuantity(2.9, bounds)).toBe(2);
    expect(clampQuantity(Number.NaN, bounds)).toBe(0);
  });

  it('always yields a whole number within the bounds', () => {
    fc.assert(
      fc.property(fc.double(), fc.nat(1000), (quantity, max) => {
        const clamped = clampQuantity(quantity, { min: 0, max });
        expect(Number.isInteger(clamped) && clamped >= 0 && clamped <= max).toBe(true);
      }),
    );
  });
});

describe('isAddToCartDisabled', () => {
  const ready = { isInCart: false, totalSelectedQuantity: 1, stockQty: 5, preSaleLimit: 0 };

  it('is enabled with a selection and stock', () => {
    expect(isAddToCartDisabled(ready)).toBe(false);
  });

  it('is enabled on pre-sale alone', () => {
    expect(isAddToCartDisabled({ ...ready, stockQty: 0, preSaleLimit: 3 })).toBe(false);
  });

  it('is disabled when already in the cart', () => {
    expect(isAddToCartDisabled({ ...ready, isInCart: true })).toBe(true);
  });

  it('is disabled when the selected quantity is 0', () => {
    expect(isAddToCartDisabled({ ...ready, totalSelectedQuantity: 0 })).toBe(true);
  });

  it('is disabled with neither stock nor pre-sale', () => {
    expect(isAddToCartDisabled({ ...ready, stockQty: 0, preSaleLimit: 0 })).toBe(true);
    expect(isAddToCartDisabled({ ...ready, stockQty: null, preSaleLimit: undefined })).toBe(true);
  });
});

describe('isBuyNowDisabled', () => {
  const ready = { hasSelection: true, totalSelectedQuantity: 2, stockQty: 0, preSaleLimit: 1 };

  it('is enabled with a selection and supply', () => {
    expect(isBuyNowDisabled(ready)).toBe(false);
  });

  it('is disabled with no option selected', () => {
    expect(isBuyNowDisabled({ ...ready, hasSelection: false })).toBe(true);
  });

  it('is disabled with zero quantity', () => {
    expect(isBuyNowDisabled({ ...ready, totalSelectedQuantity: 0 })).toBe(true);
  });

  it('is disabled with no stock and no pre-sale', () => {
    expect(isBuyNowDisabled({ ...ready, preSaleLimit: 0 })).toBe(true);
  });
});

describe('effectivePrice', () => {
  it('prefers the discounted price when there is one', () => {
    expect(effectivePrice({ priceSell: 100, priceSell1: 80 })).toBe(80);
  });

  it('falls back to priceSell without a positive discounted price', () => {
    expect(effectivePrice({ priceSell: 100, priceSell1: null })).toBe(100);
    expect(effectivePrice({ priceSell: 100 })).toBe(100);
    expect(effectivePrice({ priceSell: 100, priceSell1: 0 })).toBe(100);
  });
});

describe('ratingStars', () => {
  it('gives floor(rate) full stars and a half star for a fraction', () => {
    expect(ratingStars(3.5)).toEqual({ full: 3, half: 1, empty: 1 });
    expect(ratingStars(3.1)).toEqual({ full: 3, half: 1, empty: 1 });
    expect(ratingStars(4)).toEqual({ full: 4, half: 0, empty: 1 });
  });

  it('handles the ends of the scale', () => {
    expect(ratingStars(0)).toEqual({ full: 0, half: 0, empty: 5 });
    expect(ratingStars(5)).toEqual({ full: 5, half: 0, empty: 0 });
    expect(ratingStars(0.2)).toEqual({ full: 0, half: 1, empty: 4 });
  });

  it('clamps to 0..5', () => {
    expect(ratingStars(7.5)).toEqual({ full: 5, half: 0, empty: 0 });
    expect(ratingStars(-1)).toEqual({ full: 0, half: 0, empty: 5 });
    expect(ratingStars(Number.NaN)).toEqual({ full: 0, half: 0, empty: 5 });
  });

  it('always shows exactly 5 stars', () => {
    fc.assert(
      fc.property(fc.double(), (rate) => {
        const { full, half, empty } = ratingStars(rate);
        expect(full + half + empty).toBe(5);
        expect(Math.min(full, empty)).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

describe('averageRating', () => {
  it('is the mean of the ratings', () => {
    expect(averageRating([5, 4, 3])).toBe(4);
    expect(averageRating([4, 5])).toBe(4.5);
  });

  it('is 0 with no ratings and ignores non-numbers', () => {
    expect(averageRating([])).toBe(0);
    expect(averageRating([Number.NaN, 3])).toBe(3);
  });
});

describe('sorting', () => {
  it('offers name, price, newest and oldest, name by default', () => {
    expect(SORT_FIELDS).toEqual(['name', 'price', 'newest', 'oldest']);
    expect(DEFAULT_SORT).toBe('name');
  });

  it('recognises only the sort fields', () => {
    expect(isSortField('price')).toBe(true);
    expect(isSortField('Price')).toBe(false);
    expect(isSortField('rating')).toBe(false);
  });
});

describe('priceBandsFor', () => {
  it('gives the large bands for the listed currencies, case-insensitively', () => {
    for (const code of ['MMK', 'mmk', 'Thb', 'CNY', 'HKD', 'MYR', 'JPY', 'inr']) {
      expect(priceBandsFor(code).map(({ min, max }) => [min, max])).toEqual([
        [0, 1e15],
        [0, 10_000],
        [10_000, 50_000],
        [50_000, 100_000],
        [100_000, 500_000],
        [500_000, 1_000_000],
        [1_000_000, 1e15],
      ]);
    }
  });

  it('gives the small bands for any other currency', () => {
    for (const code of ['USD', 'eur', 'SGD', '']) {
      expect(priceBandsFor(code).map(({ min, max }) => [min, max])).toEqual([
        [0, 1e15],
        [0, 10],
        [10, 25],
        [25, 50],
        [50, 100],
        [100, 1_000],
        [1_000, 1e15],
      ]);
    }
  });

  it('labels bands with stable ids and kinds for translation', () => {
    expect(priceBandsFor('MMK').map((band) => [band.id, band.kind])).toEqual([
      ['select', 'select'],
      ['below-10000', 'below'],
      ['10000-50000', 'between'],
      ['50000-100000', 'between'],
      ['100000-500000', 'between'],
      ['500000-1000000', 'between'],
      ['above-1000000', 'above'],
    ]);
    expect(priceBandsFor('USD').map((band) => band.id)).toContain('above-1000');
  });

  it("starts with 'Select', meaning 0 to 1e15", () => {
    expect(SELECT_PRICE_BAND).toEqual({ id: 'select', kind: 'select', min: 0, max: PRICE_MAX });
    expect(PRICE_MAX).toBe(1e15);
    expect(priceBandsFor('USD')[0]).toEqual(SELECT_PRICE_BAND);
  });

  it('hands out copies, so a caller cannot corrupt the table', () => {
    const [first] = priceBandsFor('MMK');
    if (first) first.max = 1;
    expect(priceBandsFor('MMK')[0]?.max).toBe(PRICE_MAX);
  });
});

describe('priceBandById', () => {
  it('finds the band behind a select value', () => {
    expect(priceBandById('mmk', '10000-50000')).toMatchObject({ min: 10_000, max: 50_000 });
    expect(priceBandById('USD', 'below-10')).toMatchObject({ min: 0, max: 10 });
  });

  it("falls back to 'Select' for an id of the other currency group or an unknown id", () => {
    expect(priceBandById('USD', '10000-50000')).toEqual(SELECT_PRICE_BAND);
    expect(priceBandById('MMK', 'nonsense')).toEqual(SELECT_PRICE_BAND);
  });
});

describe('isPriceBandId', () => {
  it('knows the bands of either currency group, and not Select or anything else', () => {
    expect(isPriceBandId('below-10000')).toBe(true);
    expect(isPriceBandId('above-1000')).toBe(true);
    expect(isPriceBandId('25-50')).toBe(true);
    expect(isPriceBandId('select')).toBe(false);
    expect(isPriceBandId('cheap')).toBe(false);
    expect(isPriceBandId('below-7')).toBe(false);
    expect(isPriceBandId('')).toBe(false);
  });
});

describe('page sizes', () => {
  it('match docs/product.md#page-sizes', () => {
    expect([LIST_PAGE_SIZE, ORDER_PAGE_SIZE, STRIP_SIZE, CAROUSEL_SIZE]).toEqual([12, 10, 12, 10]);
    expect([PROMO_MAX, CATEGORY_MAX, PAYMENT_METHOD_MAX]).toEqual([100, 20, 100]);
  });
});

describe('pageLabel', () => {
  it('numbers a full page from 1', () => {
    expect(pageLabel(0, 12, 30)).toEqual({ first: 1, last: 12, total: 30 });
    expect(pageLabel(12, 12, 30)).toEqual({ first: 13, last: 24, total: 30 });
  });

  it('stops the last page at the total', () => {
    expect(pageLabel(24, 6, 30)).toEqual({ first: 25, last: 30, total: 30 });
    expect(pageLabel(24, 12, 30)).toEqual({ first: 25, last: 30, total: 30 });
  });

  it('reads 0 to 0 of 0 for an empty list', () => {
    expect(pageLabel(0, 0, 0)).toEqual({ first: 0, last: 0, total: 0 });
  });

  it('keeps first <= last <= total for any page', () => {
    fc.assert(
      fc.property(fc.nat(1000), fc.nat(100), fc.nat(1000), (first, count, total) => {
        const label = pageLabel(first, count, total);
        expect(label.first).toBeLessThanOrEqual(label.last);
        expect(label.last).toBeLessThanOrEqual(label.total);
        expect(label.total).toBe(total);
      }),
    );
  });
});
