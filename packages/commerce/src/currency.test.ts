import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CurrencyRate } from './currency';
import {
  convertAtRates,
  convertCurrency,
  formatMmkApproximation,
  mmkApproximation,
  mmkRateOf,
  MMK,
  rateForOneUnit,
  toMmk,
} from './currency';

const regions: CurrencyRate[] = [
  { currencyCode: 'MMK', rate: 1 },
  { currencyCode: 'USD', rate: 2100 },
  { currencyCode: 'THB', rate: 60 },
  { currencyCode: 'JPY', rate: 14.25 },
];

describe('convertCurrency', () => {
  it('goes from → MMK (× rate of from) → to (÷ rate of to)', () => {
    expect(convertCurrency(10, 'USD', 'MMK', regions)).toBe(21_000);
    expect(convertCurrency(21_000, 'MMK', 'USD', regions)).toBe(10);
    expect(convertCurrency(1, 'USD', 'THB', regions)).toBe(35);
    expect(convertCurrency(35, 'THB', 'USD', regions)).toBe(1);
  });

  it('rounds converted values to 3 decimals', () => {
    expect(convertCurrency(100, 'MMK', 'USD', regions)).toBe(0.048);
    expect(convertCurrency(1, 'THB', 'JPY', regions)).toBe(4.211);
  });

  it('uses MMK as is, even when no region lists it', () => {
    const withoutMmk = regions.filter((region) => region.currencyCode !== 'MMK');
    expect(convertCurrency(12500.5, 'MMK', 'MMK', withoutMmk)).toBe(12500.5);
    expect(convertCurrency(2, 'USD', 'MMK', withoutMmk)).toBe(4200);
  });

  it('matches currency codes case-insensitively', () => {
    expect(convertCurrency(10, 'usd', 'mmk', regions)).toBe(21_000);
  });

  it('is null when a currency is unknown', () => {
    expect(convertCurrency(10, 'EUR', 'MMK', regions)).toBeNull();
    expect(convertCurrency(10, 'MMK', 'EUR', regions)).toBeNull();
    expect(convertCurrency(10, 'USD', 'THB', [])).toBeNull();
  });

  it('is null when the rate is zero, negative or not a number', () => {
    for (const rate of [0, -5, Number.NaN, Number.POSITIVE_INFINITY]) {
      const broken = [{ currencyCode: 'USD', rate }];
      expect(convertCurrency(10, 'USD', 'MMK', broken)).toBeNull();
      expect(convertCurrency(10, 'MMK', 'USD', broken)).toBeNull();
    }
  });

  it('is null for an amount that is not a finite number', () => {
    expect(convertCurrency(Number.NaN, 'USD', 'MMK', regions)).toBeNull();
  });

  it('needs no rate to stay in the same currency', () => {
    expect(convertCurrency(12.3456, 'EUR', 'eur', [])).toBe(12.3456);
  });

  it('converts zero to zero', () => {
    expect(convertCurrency(0, 'USD', 'THB', regions)).toBe(0);
  });
});

const rate = fc.double({ min: 0.001, max: 100_000, noNaN: true });
const amount = fc.double({ min: 0, max: 1_000_000_000, noNaN: true });

describe('convertCurrency properties', () => {
  it('A → B → A returns the original within the rounding of both steps', () => {
    fc.assert(
      fc.property(amount, rate, rate, (value, rateA, rateB) => {
        const table = [
          { currencyCode: 'AAA', rate: rateA },
          { currencyCode: 'BBB', rate: rateB },
        ];
        const there = convertCurrency(value, 'AAA', 'BBB', table);
        expect(there).not.toBeNull();
        const back = convertCurrency(there ?? 0, 'BBB', 'AAA', table);
        // Each step is rounded to 0.0005 at most; the first error is scaled by rateB / rateA.
        const tolerance = 0.0005 * (rateB / rateA) + 0.0005 + value * 1e-12;
        expect(Math.abs((back ?? Number.NaN) - value)).toBeLessThanOrEqual(tolerance);
      }),
    );
  });

  it('MMK → MMK is the identity', () => {
    fc.assert(
      fc.property(amount, (value) => {
        expect(convertCurrency(value, MMK, MMK, regions)).toBe(value);
      }),
    );
  });

  it('is linear: convert(2x) ≈ 2 · convert(x)', () => {
    fc.assert(
      fc.property(amount, rate, rate, (value, rateA, rateB) => {
        const table = [
          { currencyCode: 'AAA', rate: rateA },
          { currencyCode: 'BBB', rate: rateB },
        ];
        const single = convertCurrency(value, 'AAA', 'BBB', table) ?? Number.NaN;
        const double = convertCurrency(2 * value, 'AAA', 'BBB', table) ?? Number.NaN;
        const tolerance = 0.0015 + Math.abs(double) * 1e-12;
        expect(Math.abs(double - 2 * single)).toBeLessThanOrEqual(tolerance);
      }),
    );
  });

  it('any unknown currency gives null', () => {
    const code = fc.stringMatching(/^[A-Z]{3}$/).filter((c) => c !== 'MMK');
    fc.assert(
      fc.property(amount, code, code, (value, from, to) => {
        fc.pre(from !== to);
        expect(convertCurrency(value, from, to, [])).toBeNull();
        expect(convertCurrency(value, from, MMK, [])).toBeNull();
        expect(convertCurrency(value, MMK, to, [])).toBeNull();
      }),
    );
  });
});

describe('toMmk', () => {
  it('gives the MMK approximation shown under prices', () => {
    expect(toMmk(12.5, 'USD', regions)).toBe(26_250);
    expect(toMmk(12500.5, 'MMK', regions)).toBe(12500.5);
  });

  it('is null when the currency is unknown', () => {
    expect(toMmk(1, 'EUR', regions)).toBeNull();
  });
});

describe('rateForOneUnit', () => {
  it('is what 1.00 unit is worth in MMK', () => {
    expect(rateForOneUnit('USD', regions)).toBe(2100);
    expect(rateForOneUnit('JPY', regions)).toBe(14.25);
    expect(rateForOneUnit('MMK', regions)).toBe(1);
  });

  it('can show the rate in another currency', () => {
    expect(rateForOneUnit('USD', regions, 'THB')).toBe(35);
  });

  it('is null for an unknown currency', () => {
    expect(rateForOneUnit('EUR', regions)).toBeNull();
  });
});

describe('mmkRateOf', () => {
  it('is MMK per unit, in any letter case, and 1 for MMK even when no region lists it', () => {
    expect(mmkRateOf('usd', regions)).toBe(2100);
    expect(mmkRateOf(' JPY ', regions)).toBe(14.25);
    expect(mmkRateOf('mmk', [])).toBe(1);
  });

  it('is null for an unknown currency or an unusable rate', () => {
    expect(mmkRateOf('EUR', regions)).toBeNull();
    expect(mmkRateOf('XXX', [{ currencyCode: 'XXX', rate: 0 }])).toBeNull();
    expect(mmkRateOf('XXX', [{ currencyCode: 'XXX', rate: Number.NaN }])).toBeNull();
  });
});

describe('mmkApproximation', () => {
  it('converts with the one formula, to 3 decimals', () => {
    expect(mmkApproximation(10.5, 'USD', 2100)).toBe(22050);
    expect(mmkApproximation(1.2345, 'JPY', 14.25)).toBe(convertAtRates(1.2345, 14.25, 1));
    expect(mmkApproximation(0.0001, 'USD', 2100)).toBe(0.21);
  });

  it('is null for a price shown in MMK, in any letter case', () => {
    expect(mmkApproximation(12500, 'MMK', 1)).toBeNull();
    expect(mmkApproximation(12500, 'mmk', null)).toBeNull();
    expect(mmkApproximation(10, 'USD', 2100, 'MMK')).toBeNull();
  });

  it('gives an MMK price as it is when it is shown in another currency', () => {
    expect(mmkApproximation(12500.5, 'MMK', null, 'USD')).toBe(12500.5);
  });

  it('is null when the rate is unknown or unusable', () => {
    expect(mmkApproximation(10, 'USD', null)).toBeNull();
    expect(mmkApproximation(10, 'USD', 0)).toBeNull();
    expect(mmkApproximation(10, 'USD', -5)).toBeNull();
    expect(mmkApproximation(Number.NaN, 'USD', 2100)).toBeNull();
  });

  it('agrees with convertCurrency into MMK for every amount and rate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_000 }),
        fc.integer({ min: 1, max: 100_000_000_000 }),
        (minor, rateMicro) => {
          const rate = rateMicro / 1_000_000;
          const amount = minor / 100;
          expect(mmkApproximation(amount, 'XYZ', rate)).toBe(
            convertCurrency(amount, 'XYZ', MMK, [{ currencyCode: 'XYZ', rate }]),
          );
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('formatMmkApproximation', () => {
  it('writes the approximation in whole kyats in both languages', () => {
    expect(formatMmkApproximation(10.5, 'USD', 2100, 'en')).toBe('22,050 MMK');
    expect(formatMmkApproximation(10.5, 'USD', 2100, 'my')).toBe('၂၂,၀၅၀ ကျပ်');
    // 0.0003 USD × 2100 = 0.63 MMK: rounds up to one kyat.
    expect(formatMmkApproximation(0.0003, 'USD', 2100, 'en')).toBe('1 MMK');
    expect(formatMmkApproximation(10, 'MMK', 1, 'en')).toBeNull();
  });
});
