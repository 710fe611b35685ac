import { describe, expect, it } from 'vitest';
import type { ShippingMethod } from './shipping';
import {
  eligibleShippingMethods,
  selectDefaultShipping,
  shippingFee,
  type ShippingAddress,
} from './shipping';

function method(overrides: Partial<ShippingMethod> = {}): ShippingMethod {
  return {
    guid: 'm1',
    name: 'Standard',
    region: 'Myanmar',
    township: [],
    priceRate: [
      { from: 0, to: 1, price: 2000 },
      { from: 1, to: 5, price: 3000 },
    ],
    ...overrides,
  };
}

const regions = [
  { currencyCode: 'MMK', rate: 1 },
  { currencyCode: 'USD', rate: 2000 },
];

/** Whether one method qualifies (docs/product.md#shipping-eligibility). */
const isShippable = (candidate: ShippingMethod, address: ShippingAddress, weight: number) =>
  eligibleShippingMethods([candidate], address, weight).length === 1;

describe('which methods qualify', () => {
  const yangon = { regionName: 'Myanmar', townshipGuid: 't-1' };

  it('offers a method for the same region and a weight inside a band', () => {
    expect(isShippable(method(), yangon, 0.5)).toBe(true);
  });

  it('compares the region name case-insensitively', () => {
    expect(isShippable(method({ region: 'MYANMAR' }), { regionName: 'myanmar' }, 0.5)).toBe(true);
  });

  it('drops a method for another region', () => {
    expect(isShippable(method({ region: 'Thailand' }), yangon, 0.5)).toBe(false);
  });

  it('includes both ends of a band', () => {
    expect(isShippable(method(), yangon, 0)).toBe(true);
    expect(isShippable(method(), yangon, 5)).toBe(true);
  });

  it('drops a method when the weight is outside every band', () => {
    expect(isShippable(method(), yangon, 5.01)).toBe(false);
    expect(isShippable(method(), yangon, -1)).toBe(false);
    expect(isShippable(method(), yangon, Number.NaN)).toBe(false);
    expect(isShippable(method({ priceRate: [] }), yangon, 1)).toBe(false);
  });

  it('drops a method when the weight falls in a gap between bands', () => {
    const gappy = method({
      priceRate: [
        { from: 0, to: 1, price: 1 },
        { from: 2, to: 3, price: 1 },
      ],
    });
    expect(isShippable(gappy, yangon, 1.5)).toBe(false);
  });

  it('compares the weight after rounding it to 2 decimals', () => {
    const upTo = method({ priceRate: [{ from: 0, to: 0.3, price: 1000 }] });
    expect(isShippable(upTo, yangon, 0.1 + 0.2)).toBe(true);
  });

  it('requires a listed township in Myanmar', () => {
    const listed = method({ township: ['t-1', 't-2'] });
    expect(isShippable(listed, { regionName: 'Myanmar', townshipGuid: 't-2' }, 1)).toBe(true);
    expect(isShippable(listed, { regionName: 'Myanmar', townshipGuid: 't-9' }, 1)).toBe(false);
    expect(isShippable(listed, { regionName: 'Myanmar', townshipGuid: null }, 1)).toBe(false);
    expect(isShippable(listed, { regionName: 'myanmar' }, 1)).toBe(false);
  });

  it('ignores the township list outside Myanmar', () => {
    const listed = method({ region: 'Thailand', township: ['t-1'] });
    expect(isShippable(listed, { regionName: 'Thailand', townshipGuid: 'x' }, 1)).toBe(true);
  });

  it('ships to any township when the method lists none', () => {
    expect(isShippable(method(), { regionName: 'Myanmar' }, 1)).toBe(true);
  });
});

describe('eligibleShippingMethods', () => {
  it('keeps only the methods that qualify, in order', () => {
    const methods = [
      method({ guid: 'a' }),
      method({ guid: 'b', region: 'Thailand' }),
      method({ guid: 'c', priceRate: [{ from: 10, to: 20, price: 1 }] }),
      method({ guid: 'd', region: 'myanmar' }),
    ];
    const eligible = eligibleShippingMethods(methods, { regionName: 'Myanmar' }, 2);
    expect(eligible.map((m) => m.guid)).toEqual(['a', 'd']);
  });

  it('is empty when nothing qualifies ("Unavailable for shipping.")', () => {
    expect(eligibleShippingMethods([method()], { regionName: 'Japan' }, 1)).toEqual([]);
    expect(eligibleShippingMethods([], { regionName: 'Myanmar' }, 1)).toEqual([]);
  });
});

describe('shippingFee', () => {
  it('uses the price of the first matching band, in MMK', () => {
    // 1 kg lies in both bands; the first one wins.
    expect(shippingFee(method(), 1, 'MMK', regions)).toBe(2000);
    expect(shippingFee(method(), 3, 'MMK', regions)).toBe(3000);
  });

  it('converts to the order currency when it differs', () => {
    expect(shippingFee(method(), 3, 'USD', regions)).toBe(1.5);
    expect(shippingFee(method(), 3, 'usd', regions)).toBe(1.5);
  });

  it('is null when no band matches', () => {
    expect(shippingFee(method(), 6, 'MMK', regions)).toBeNull();
  });

  it('is null when the order currency cannot be converted', () => {
    expect(shippingFee(method(), 3, 'EUR', regions)).toBeNull();
  });

  it('can be free', () => {
    expect(
      shippingFee(method({ priceRate: [{ from: 0, to: 1, price: 0 }] }), 1, 'USD', regions),
    ).toBe(0);
  });
});

describe('selectDefaultShipping', () => {
  const a = method({ guid: 'a' });
  const b = method({ guid: 'b' });

  it('keeps the current choice while it is still valid', () => {
    expect(selectDefaultShipping([a, b], 'b')).toBe(b);
  });

  it('falls back to the first valid method', () => {
    expect(selectDefaultShipping([a, b], 'gone')).toBe(a);
    expect(selectDefaultShipping([a, b], null)).toBe(a);
    expect(selectDefaultShipping([a, b], undefined)).toBe(a);
  });

  it('is null when there is no valid method', () => {
    expect(selectDefaultShipping([], 'a')).toBeNull();
  });
});
