import { convertCurrency } from '@storefront/commerce/currency';
import { formatMoney, roundTo } from '@storefront/commerce/money';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromMinor, toMinor } from './money';

describe('stored money', () => {
  it('rounds half away from zero like the figures the shopper is shown', () => {
    expect(toMinor(1.005)).toBe(101);
    expect(toMinor(2.675)).toBe(268);
    expect(toMinor(-1.005)).toBe(-101);
    expect(fromMinor(101)).toBe(1.01);
  });

  it('stores every converted price as the cents the shopper saw', () => {
    const rates = fc.integer({ min: 1, max: 50_000_000 }).map((micro) => micro / 1_000_000);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), rates, (mmkMinor, rate) => {
        const regions = [
          { currencyCode: 'MMK', rate: 1 },
          { currencyCode: 'USD', rate: rate * 1000 },
        ];
        const converted = convertCurrency(mmkMinor / 100, 'MMK', 'USD', regions);
        if (converted === null) return false;
        const shown = formatMoney(roundTo(converted, 2), 'USD', 'en');
        return formatMoney(fromMinor(toMinor(converted)), 'USD', 'en') === shown;
      }),
    );
  });
});
