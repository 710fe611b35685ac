import { describe, expect, it } from 'vitest';
import { priceBandById, SELECT_PRICE_BAND } from './catalog';
import { priceQueryFor } from './price-filter';

const REGIONS = [
  { currencyCode: 'MMK', rate: 1 },
  { currencyCode: 'THB', rate: 120 },
  { currencyCode: 'USD', rate: 4400 },
];

describe('priceQueryFor', () => {
  it("sends no bounds for 'Select'", () => {
    expect(priceQueryFor(SELECT_PRICE_BAND, 'USD', 'MMK', REGIONS)).toEqual({});
  });

  it('converts a band of the region currency to the shop currency', () => {
    expect(priceQueryFor(priceBandById('THB', '10000-50000'), 'THB', 'MMK', REGIONS)).toEqual({
      minPrice: 1_200_000,
      maxPrice: 6_000_000,
    });
    expect(priceQueryFor(priceBandById('USD', '25-50'), 'USD', 'MMK', REGIONS)).toEqual({
      minPrice: 110_000,
      maxPrice: 220_000,
    });
  });

  it('leaves the open ends out instead of converting them', () => {
    expect(priceQueryFor(priceBandById('USD', 'below-10'), 'USD', 'MMK', REGIONS)).toEqual({
      maxPrice: 44_000,
    });
    expect(priceQueryFor(priceBandById('USD', 'above-1000'), 'USD', 'MMK', REGIONS)).toEqual({
      minPrice: 4_400_000,
    });
  });

  it('keeps MMK bands as they are', () => {
    expect(priceQueryFor(priceBandById('MMK', '50000-100000'), 'MMK', 'MMK', [])).toEqual({
      minPrice: 50_000,
      maxPrice: 100_000,
    });
  });

  it('is null when the band currency has no known rate', () => {
    expect(priceQueryFor(priceBandById('EUR', '10-25'), 'EUR', 'MMK', REGIONS)).toBeNull();
  });
});
