/**
 * Checkout rules of docs/product.md#checkout/docs/product.md#checkout/docs/product.md#checkout/docs/product.md#checkout: step navigation, the currency the order is priced in, the
 * shipping choice per shop, and the per-shop and whole-checkout totals.
 */
import { summarizeCartIn, type CartItem } from './cart';
import { MMK, type CurrencyRate } from './currency';
import { calculateTotal, sumMoney } from './money';
import {
  eligibleShippingMethods,
  selectDefaultShipping,
  shippingFee,
  type ShippingAddress,
  type ShippingMethod,
} from './shipping';

/** docs/product.md#checkout-steps: 1 Address, 2 Shipping, 3 Payment, 4 Success. */
export type CheckoutStep = 1 | 2 | 3 | 4;

/**
 * docs/product.md#checkout-steps step icons: from step 2 or 3 the Address icon returns to step 1; from step 3 the
 * Shipping icon returns to step 2. Nothing else can be jumped to.
 */
export function canJumpToStep(from: CheckoutStep, to: CheckoutStep): boolean {
  if (to === 1) return from === 2 || from === 3;
  if (to === 2) return from === 3;
  return false;
}

/**
 * The currency the order is priced in: the region's when every item converts to it, else
 * MMK, else (not even MMK works, docs/product.md#currency-conversion) the items' own currency.
 */
export function checkoutCurrency(
  items: readonly CartItem[],
  regionCurrency: string | null | undefined,
  regions: readonly CurrencyRate[],
): string {
  if (regionCurrency && summarizeCartIn(items, regionCurrency, regions) !== null) {
    return regionCurrency;
  }
  if (summarizeCartIn(items, MMK, regions) !== null) return MMK;
  return items[0]?.currencyCode ?? MMK;
}

export type PricedShipping<M extends ShippingMethod = ShippingMethod> = { method: M; fee: number };

export type ShippingChoice<M extends ShippingMethod = ShippingMethod> = {
  methods: PricedShipping<M>[];
  selected: PricedShipping<M> | null;
};

/**
 * docs/product.md#shipping-selection/docs/product.md#shipping-eligibility/docs/product.md#shipping-fee: the methods a shop can ship with to this address and weight, each with its fee
 * in the order currency (a method whose fee cannot be converted is not offered), and the one
 * selected: the shopper's choice while it stays valid, otherwise the first valid one.
 */
export function chooseShipping<M extends ShippingMethod>(
  methods: readonly M[],
  address: ShippingAddress,
  totalWeight: number,
  currentGuid: string | null | undefined,
  currencyCode: string,
  regions: readonly CurrencyRate[],
): ShippingChoice<M> {
  const priced = eligibleShippingMethods(methods, address, totalWeight).flatMap((method) => {
    const fee = shippingFee(method, totalWeight, currencyCode, regions);
    return fee === null ? [] : [{ method, fee }];
  });
  const selectedMethod = selectDefaultShipping(
    priced.map((entry) => entry.method),
    currentGuid,
  );
  const selected = priced.find((entry) => entry.method === selectedMethod) ?? null;
  return { methods: priced, selected };
}

export type CheckoutTotals = {
  itemCount: number;
  subTotal: number;
  /** What a coupon takes off the goods (docs/decisions/0032-coupons.md); absent: nothing. */
  discount?: number;
  tax: number;
  shippingFees: number;
  total: number;
};

/**
 * One shop's part of the order (docs/product.md#checkout-currency, checkout): items converted to the order currency and
 * added up, 5% tax on the sub total, plus the shop's shipping fee. Null when an item cannot
 * be converted.
 */
export function priceShopOrder(
  items: readonly CartItem[],
  shippingFees: number,
  currencyCode: string,
  regions: readonly CurrencyRate[],
): CheckoutTotals | null {
  const summary = summarizeCartIn(items, currencyCode, regions);
  if (summary === null) return null;
  const totals = calculateTotal(summary.subTotal, shippingFees);
  return {
    itemCount: summary.itemCount,
    subTotal: totals.subTotal,
    tax: totals.tax,
    shippingFees: totals.shippingFees,
    total: totals.total,
  };
}

/** The checkout summary: the shops' parts added up, so it equals what the sales add up to. */
export function sumCheckoutTotals(shops: readonly CheckoutTotals[]): CheckoutTotals {
  const discount = sumMoney(shops.map((shop) => shop.discount ?? 0));
  return {
    itemCount: shops.reduce((sum, shop) => sum + shop.itemCount, 0),
    subTotal: sumMoney(shops.map((shop) => shop.subTotal)),
    ...(discount > 0 ? { discount } : {}),
    tax: sumMoney(shops.map((shop) => shop.tax)),
    shippingFees: sumMoney(shops.map((shop) => shop.shippingFees)),
    total: sumMoney(shops.map((shop) => shop.total)),
  };
}

export type SaleStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/** docs/product.md#place-order: Make payment is blocked with no items or while a sale is loading. */
export function isMakePaymentBlocked(state: {
  itemCount: number;
  saleStatus: SaleStatus;
}): boolean {
  return !(state.itemCount > 0) || state.saleStatus === 'loading';
}
