import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildCartItem, type CartItem } from './cart';
import {
  canJumpToStep,
  checkoutCurrency,
  chooseShipping,
  isMakePaymentBlocked,
  priceShopOrder,
  sumCheckoutTotals,
  type CheckoutStep,
} from './checkout';
import type { ShippingMethod } from './shipping';

const regions = [
  { currencyCode: 'MMK', rate: 1 },
  { currencyCode: 'THB', rate: 60 },
];

const DOWNTOWN = 't-kamayut';
const OUTSKIRTS = 't-hlaingthaya';

function method(overrides: Partial<ShippingMethod> = {}): ShippingMethod {
  return {
    guid: 'standard',
    name: 'Standard',
    region: 'Myanmar',
    township: [],
    priceRate: [
      { from: 0, to: 1, price: 2000 },
      { from: 1, to: 5, price: 3500 },
    ],
    ...overrides,
  };
}

function item(price: number, quantity: number, currencyCode = 'MMK', guid = 'p1'): CartItem {
  const built = buildCartItem({
    guid,
    name: 'Tea leaf salad',
    img: '',
    currencyCode,
    shop: {
      shopGuid: 's1',
      shopName: 'Shwe Lahpet',
      website: '',
      primaryPhone: '',
      otherPhones: '',
      street: '',
      address: '',
      shippingChargesList: [],
    },
    variants: [
      { guid: `${guid}-v`, name: 'Big', img: '', price, weight: 0.4, currencyCode, quantity },
    ],
    addons: [],
  });
  if (!built) throw new Error('no item');
  return built;
}

describe('canJumpToStep', () => {
  const steps: CheckoutStep[] = [1, 2, 3, 4];
  it('lets the Address icon go back from steps 2 and 3, and Shipping from step 3 only', () => {
    const allowed = steps.flatMap((from) =>
      steps.filter((to) => canJumpToStep(from, to)).map((to) => `${from}->${to}`),
    );
    expect(allowed).toEqual(['2->1', '3->1', '3->2']);
  });
});

describe('checkoutCurrency', () => {
  it("prices in the region's currency when every item converts to it", () => {
    expect(checkoutCurrency([item(1000, 1)], 'THB', regions)).toBe('THB');
  });

  it('falls back to MMK when the region currency has no rate, or none is chosen', () => {
    expect(checkoutCurrency([item(1000, 1)], 'EUR', regions)).toBe('MMK');
    expect(checkoutCurrency([item(1000, 1)], null, regions)).toBe('MMK');
  });

  it("falls back to the items' own currency when not even MMK works", () => {
    expect(checkoutCurrency([item(10, 1, 'EUR')], 'THB', regions)).toBe('EUR');
  });
});

describe('chooseShipping', () => {
  const bike = method({ guid: 'bike', name: 'Bike', township: [DOWNTOWN] });
  const air = method({ guid: 'air', name: 'Air', region: 'Thailand' });
  const standard = method();

  it('offers only the methods for the address region, township and weight, with their fee', () => {
    const choice = chooseShipping(
      [air, bike, standard],
      { regionName: 'myanmar', townshipGuid: DOWNTOWN },
      0.8,
      null,
      'MMK',
      regions,
    );
    expect(choice.methods.map(({ method: m, fee }) => [m.guid, fee])).toEqual([
      ['bike', 2000],
      ['standard', 2000],
    ]);
    // docs/product.md#shipping-selection: the first valid method is selected automatically.
    expect(choice.selected?.method.guid).toBe('bike');
  });

  it("keeps the shopper's choice while it stays valid, and moves on when it does not", () => {
    const methods = [bike, standard];
    const downtown = { regionName: 'Myanmar', townshipGuid: DOWNTOWN };
    expect(
      chooseShipping(methods, downtown, 0.8, 'standard', 'MMK', regions).selected?.method.guid,
    ).toBe('standard');
    const outskirts = { regionName: 'Myanmar', townshipGuid: OUTSKIRTS };
    expect(
      chooseShipping(methods, outskirts, 0.8, 'bike', 'MMK', regions).selected?.method.guid,
    ).toBe('standard');
  });

  it('has nothing to offer when no method fits (Unavailable for shipping.)', () => {
    const choice = chooseShipping(
      [bike],
      { regionName: 'Myanmar', townshipGuid: OUTSKIRTS },
      0.8,
      'bike',
      'MMK',
      regions,
    );
    expect(choice).toEqual({ methods: [], selected: null });
  });

  it('converts the MMK fee to the order currency and drops a fee that cannot be converted', () => {
    const address = { regionName: 'Myanmar', townshipGuid: DOWNTOWN };
    expect(chooseShipping([standard], address, 2, null, 'THB', regions).selected?.fee).toBeCloseTo(
      58.333,
    );
    expect(chooseShipping([standard], address, 2, null, 'EUR', regions).methods).toEqual([]);
  });
});

describe('priceShopOrder and sumCheckoutTotals', () => {
  it('adds 5% tax on the sub total, then the shipping fee', () => {
    expect(priceShopOrder([item(12000, 2)], 2500, 'MMK', regions)).toEqual({
      itemCount: 2,
      subTotal: 24000,
      tax: 1200,
      shippingFees: 2500,
      total: 27700,
    });
  });

  it('converts items to the order currency first', () => {
    expect(priceShopOrder([item(6000, 1)], 0, 'THB', regions)).toMatchObject({
      subTotal: 100,
      tax: 5,
      total: 105,
    });
    expect(priceShopOrder([item(6000, 1)], 0, 'EUR', regions)).toBeNull();
  });

  it('sums the shops so the summary equals what the sales add up to', () => {
    const shops = [
      priceShopOrder([item(12000, 2)], 2500, 'MMK', regions)!,
      priceShopOrder([item(3333.33, 1, 'MMK', 'p2')], 1800, 'MMK', regions)!,
    ];
    const sum = sumCheckoutTotals(shops);
    expect(sum).toEqual({
      itemCount: 3,
      subTotal: 27333.33,
      tax: 1366.67,
      shippingFees: 4300,
      total: 33000,
    });
    expect(sumCheckoutTotals([])).toEqual({
      itemCount: 0,
      subTotal: 0,
      tax: 0,
      shippingFees: 0,
      total: 0,
    });
  });

  it('always has total = sub total + tax + shipping fees, to the cent', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            price: fc.integer({ min: 1, max: 5_000_000 }).map((cents) => cents / 100),
            quantity: fc.integer({ min: 1, max: 9 }),
            fee: fc.integer({ min: 0, max: 1_000_000 }).map((cents) => cents / 100),
          }),
          { minLength: 1, maxLength: 4 },
        ),
        (shops) => {
          const totals = sumCheckoutTotals(
            shops.map(({ price, quantity, fee }) =>
              priceShopOrder([item(price, quantity)], fee, 'MMK', regions)!,
            ),
          );
          const cents = (amount: number) => Math.round(amount * 100);
          return (
            cents(totals.total) ===
            cents(totals.subTotal) + cents(totals.tax) + cents(totals.shippingFees)
          );
        },
      ),
    );
  });
});

describe('isMakePaymentBlocked', () => {
  it('blocks with no items or while the sale is loading', () => {
    expect(isMakePaymentBlocked({ itemCount: 0, saleStatus: 'idle' })).toBe(true);
    expect(isMakePaymentBlocked({ itemCount: 2, saleStatus: 'loading' })).toBe(true);
    expect(isMakePaymentBlocked({ itemCount: 2, saleStatus: 'idle' })).toBe(false);
    expect(isMakePaymentBlocked({ itemCount: 2, saleStatus: 'failed' })).toBe(false);
  });
});
