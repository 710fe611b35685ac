import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calculateTotal,
  currencyLabel,
  formatMoney,
  formatNumber,
  moneyValueText,
  multiplyMoney,
  roundTo,
  roundWeight,
  sumMoney,
  TAX_RATE,
  toLatinDigits,
  withLocaleDigits,
} from './money';

const cents = fc.integer({ min: 0, max: 1_000_000_000 });

describe('roundTo', () => {
  it('rounds decimal half-way values up despite binary noise', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(2.675, 2)).toBe(2.68);
    expect(roundTo(1.0005, 3)).toBe(1.001);
  });

  it('rounds negative half-way values away from zero', () => {
    expect(roundTo(-1.005, 2)).toBe(-1.01);
  });

  it('never returns negative zero', () => {
    expect(Object.is(roundTo(-0.001, 2), 0)).toBe(true);
    expect(Object.is(roundTo(-0, 2), 0)).toBe(true);
  });
});

describe('multiplyMoney, sumMoney', () => {
  it('adds without float drift', () => {
    expect(sumMoney([0.1, 0.2])).toBe(0.3);
    expect(sumMoney([12500.5, 0.25])).toBe(12500.75);
  });

  it('multiplies price by quantity without float drift', () => {
    expect(multiplyMoney(19.99, 3)).toBe(59.97);
    expect(multiplyMoney(0.1, 3)).toBe(0.3);
    expect(multiplyMoney(12500.5, 0)).toBe(0);
  });

  it('sums a list, and an empty list is 0', () => {
    expect(sumMoney([0.1, 0.2, 0.3])).toBe(0.6);
    expect(sumMoney([])).toBe(0);
  });

  it('agrees with exact integer arithmetic on whole-cent amounts', () => {
    fc.assert(
      fc.property(fc.array(cents, { maxLength: 20 }), (list) => {
        const expected = list.reduce((a, b) => a + b, 0) / 100;
        expect(sumMoney(list.map((c) => c / 100))).toBe(expected);
      }),
    );
    fc.assert(
      fc.property(cents, fc.integer({ min: 0, max: 1000 }), (price, qty) => {
        expect(multiplyMoney(price / 100, qty)).toBe((price * qty) / 100);
      }),
    );
  });

  it('sums in any order and grouping to the same amount', () => {
    fc.assert(
      fc.property(cents, cents, cents, (a, b, c) => {
        const [x, y, z] = [a / 100, b / 100, c / 100];
        expect(sumMoney([x, y, z])).toBe(sumMoney([z, y, x]));
        expect(sumMoney([x, y, z])).toBe(sumMoney([sumMoney([x, y]), z]));
      }),
    );
  });
});

/** docs/product.md#tax, as calculateTotal reckons it. */
const taxOf = (subTotal: number) => calculateTotal(subTotal).tax;

describe('tax (calculateTotal)', () => {
  it('is 5% of the sub total', () => {
    expect(TAX_RATE).toBe(0.05);
    expect(taxOf(100)).toBe(5);
    expect(taxOf(12500.5)).toBe(625.03);
    expect(taxOf(0)).toBe(0);
  });

  it('rounds half-way cents up', () => {
    // 0.70 × 5% = 0.035 exactly → 0.04; naive float maths (0.7 * 0.05) lands below and gives 0.03.
    expect(taxOf(0.7)).toBe(0.04);
    expect(taxOf(2.9)).toBe(0.15);
    expect(taxOf(0.1)).toBe(0.01);
    expect(taxOf(0.09)).toBe(0);
  });

  it('has at most 2 decimals and stays within half a cent of 5%', () => {
    fc.assert(
      fc.property(cents, (c) => {
        const tax = taxOf(c / 100);
        expect(Math.round(tax * 100)).toBeCloseTo(tax * 100, 6);
        expect(Math.abs(tax - (c / 100) * 0.05)).toBeLessThanOrEqual(0.005 + 1e-6);
      }),
    );
  });
});

describe('calculateTotal', () => {
  it('total = sub total + tax without shipping', () => {
    expect(calculateTotal(100)).toEqual({ subTotal: 100, tax: 5, shippingFees: 0, total: 105 });
  });

  it('adds shipping fees on checkout', () => {
    expect(calculateTotal(0.1, 0.2)).toEqual({
      subTotal: 0.1,
      tax: 0.01,
      shippingFees: 0.2,
      total: 0.31,
    });
    expect(calculateTotal(12500.5, 2500)).toEqual({
      subTotal: 12500.5,
      tax: 625.03,
      shippingFees: 2500,
      total: 15625.53,
    });
  });

  it('total always equals the sum of its parts', () => {
    fc.assert(
      fc.property(cents, cents, (s, f) => {
        const totals = calculateTotal(s / 100, f / 100);
        expect(totals.total).toBe(sumMoney([totals.subTotal, totals.tax, totals.shippingFees]));
      }),
    );
  });
});

describe('roundWeight', () => {
  it('rounds to 2 decimals', () => {
    expect(roundWeight(0.1 + 0.2)).toBe(0.3);
    expect(roundWeight(0.375)).toBe(0.38);
    expect(roundWeight(1.234)).toBe(1.23);
    expect(roundWeight(0)).toBe(0);
  });
});

describe('formatMoney', () => {
  it('writes kyat in whole kyats with MMK in English', () => {
    expect(formatMoney(12500, 'MMK', 'en')).toBe('12,500 MMK');
    expect(formatMoney(0, 'MMK', 'en')).toBe('0 MMK');
    expect(formatMoney(999, 'MMK', 'en')).toBe('999 MMK');
    expect(formatMoney(1_234_567_890, 'MMK', 'en')).toBe('1,234,567,890 MMK');
  });

  it('writes kyat with Myanmar digits and the word ကျပ် in Burmese', () => {
    expect(formatMoney(12500, 'MMK', 'my')).toBe('၁၂,၅၀၀ ကျပ်');
    expect(formatMoney(0, 'MMK', 'my')).toBe('၀ ကျပ်');
    expect(formatMoney(1_234_567_890, 'MMK', 'my')).toBe('၁,၂၃၄,၅၆၇,၈၉၀ ကျပ်');
    expect(formatMoney(12500.5, 'MMK', 'my')).not.toMatch(/[.]/);
  });

  it('rounds a kyat amount that is not whole half up for display', () => {
    expect(formatMoney(12500.5, 'MMK', 'en')).toBe('12,501 MMK');
    expect(formatMoney(12500.49, 'MMK', 'en')).toBe('12,500 MMK');
    expect(formatMoney(12500.01, 'MMK', 'en')).toBe('12,500 MMK');
    expect(formatMoney(12500.99, 'MMK', 'en')).toBe('12,501 MMK');
    expect(formatMoney(0.5, 'MMK', 'my')).toBe('၁ ကျပ်');
    expect(formatMoney(999.5, 'MMK', 'en')).toBe('1,000 MMK');
  });

  it('knows the kyat in any letter case', () => {
    expect(formatMoney(12500.5, 'mmk', 'en')).toBe('12,501 MMK');
    expect(formatMoney(12500, ' Mmk ', 'my')).toBe('၁၂,၅၀၀ ကျပ်');
  });

  it('keeps 2 to 3 decimals and the code for other currencies', () => {
    expect(formatMoney(0, 'USD', 'en')).toBe('0.00 USD');
    expect(formatMoney(12500.5, 'THB', 'en')).toBe('12,500.50 THB');
    expect(formatMoney(1.23456, 'USD', 'en')).toBe('1.235 USD');
    expect(formatMoney(0.125, 'USD', 'en')).toBe('0.125 USD');
    expect(formatMoney(1_234_567.5, 'SGD', 'en')).toBe('1,234,567.50 SGD');
  });

  it('writes other currencies with Myanmar digits and their code in Burmese', () => {
    expect(formatMoney(12500.5, 'THB', 'my')).toBe('၁၂,၅၀၀.၅၀ THB');
    expect(formatMoney(0, 'USD', 'my')).toBe('၀.၀၀ USD');
  });

  it('never shows negative zero', () => {
    expect(formatMoney(-0, 'MMK', 'en')).toBe('0 MMK');
    expect(formatMoney(-0.4, 'MMK', 'en')).toBe('0 MMK');
    expect(formatMoney(-0.0001, 'USD', 'en')).toBe('0.00 USD');
  });

  it('never writes a decimal point or ".00" for any kyat amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9_000_000_000_000 }),
        fc.constantFrom('en', 'my'),
        (minor, locale) => {
          const text = formatMoney(minor / 100, 'MMK', locale);
          expect(text).not.toMatch(/[.]/);
          expect(text.endsWith(locale === 'my' ? ' ကျပ်' : ' MMK')).toBe(true);
          const digits = toLatinDigits(text).replace(/[^0-9]/g, '');
          expect(Number(digits)).toBe(Math.round(roundTo(minor / 100, 0)));
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('currencyLabel', () => {
  it('names the kyat by language and other currencies by code', () => {
    expect(currencyLabel('MMK', 'en')).toBe('MMK');
    expect(currencyLabel('mmk', 'my')).toBe('ကျပ်');
    expect(currencyLabel('THB', 'my')).toBe('THB');
    expect(currencyLabel('usd', 'en')).toBe('USD');
  });
});

describe('moneyValueText', () => {
  it('gives machines whole kyats and 2 decimals for other currencies', () => {
    expect(moneyValueText(12500, 'MMK')).toBe('12500');
    expect(moneyValueText(12500.5, 'MMK')).toBe('12501');
    expect(moneyValueText(4.5, 'USD')).toBe('4.50');
    expect(moneyValueText(1.005, 'USD')).toBe('1.01');
  });
});

describe('formatNumber', () => {
  it('groups digits and shows no forced decimals by default', () => {
    expect(formatNumber(1_000_000, 'en')).toBe('1,000,000');
    expect(formatNumber(12.3456, 'en')).toBe('12.346');
  });

  it('honours a minimum number of decimals', () => {
    expect(formatNumber(5, 'en', 2)).toBe('5.00');
  });

  it('prints what Intl.NumberFormat prints, in both of the app locales', () => {
    const amounts = fc.oneof(
      fc.double({ min: -1e20, max: 1e20, noNaN: true }),
      // Whole thousandths, where the rounding of the third decimal decides.
      fc.integer({ min: -1e12, max: 1e12 }).map((n) => n / 1000),
      fc.integer({ min: -2_000_000, max: 2_000_000 }),
    );
    fc.assert(
      fc.property(
        amounts,
        fc.constantFrom('en', 'my'),
        fc.constantFrom(0, 2),
        (amount, locale, minimumFractionDigits) => {
          const intl = new Intl.NumberFormat(locale, {
            minimumFractionDigits,
            maximumFractionDigits: 3,
          });
          expect(formatNumber(amount, locale, minimumFractionDigits)).toBe(
            intl.format(roundTo(amount, 3)),
          );
        },
      ),
      { numRuns: 5000 },
    );
  });

  it('leaves numbers too long for plain printing, and other locales, to Intl', () => {
    expect(formatNumber(1e21, 'en')).toBe('1,000,000,000,000,000,000,000');
    expect(formatNumber(1234.5, 'de', 2)).toBe('1.234,50');
  });
});

describe('toLatinDigits', () => {
  it('writes Myanmar digits as Latin ones and keeps everything else', () => {
    expect(toLatinDigits('၀၁၂၃၄၅၆၇၈၉')).toBe('0123456789');
    expect(toLatinDigits('၁၂ ခု')).toBe('12 ခု');
    expect(toLatinDigits('3၅')).toBe('35');
    expect(toLatinDigits('abc')).toBe('abc');
  });

  it('undoes withLocaleDigits for Burmese', () => {
    fc.assert(
      fc.property(fc.nat(), (n) => {
        expect(toLatinDigits(withLocaleDigits(String(n), 'my'))).toBe(String(n));
      }),
    );
  });
});
