import { groupCartByShop, type CartItem, type ShopCart } from '@storefront/commerce/cart';
import {
  checkoutCurrency,
  chooseShipping,
  priceShopOrder,
  sumCheckoutTotals,
  type CheckoutTotals,
} from '@storefront/commerce/checkout';
import { couponDiscount, discountedTotals } from '@storefront/commerce/coupons';
import { mmkApproximation, mmkRateOf, type CurrencyRate } from '@storefront/commerce/currency';
import type { ShippingMethod } from '@storefront/commerce/shipping';

type ShippingOption = { method: ShippingMethod; fee: number };

/** docs/product.md#records-checkout "Shop entry in checkout", with its priced sale. */
export type CheckoutShop = {
  shop: ShopCart;
  /** The cart items of this shop (they carry the currency the grouped products lack). */
  items: CartItem[];
  /** Valid methods for the chosen address; empty means 'Unavailable for shipping.'. */
  shippingOptions: ShippingOption[];
  selectedShipping: ShippingOption | null;
  /** The coupon applied to this shop's goods, when one is (its discount is in `totals`). */
  coupon: AppliedCoupon | null;
  totals: CheckoutTotals;
};

/** A coupon the preview (v1/promo/check) accepted for one shop (docs/decisions/0032-coupons.md). */
export type AppliedCoupon = {
  code: string;
  discountType: string;
  /** Percent, or MMK for a fixed amount. */
  discountValue: number;
  description: string;
  descriptionMm: string;
};

export type CheckoutPlan = {
  currencyCode: string;
  shops: CheckoutShop[];
  totals: CheckoutTotals;
  /** docs/product.md#money-display: the approximate MMK value of the total; null when it would repeat an MMK total. */
  mmkTotal: number | null;
  /** Shops that cannot ship to the address (docs/product.md#checkout-shipping's blocking modal names them). */
  unshippable: ShopCart[];
};

type PlanInput = {
  items: readonly CartItem[];
  /** The chosen address, or null before one is chosen (every shop is then unshippable). */
  address: { regionName: string; townshipGuid: string | null } | null;
  shippingSelections: Readonly<Record<string, string>>;
  /** Shop guid → the coupon applied to that shop's goods. */
  coupons?: Readonly<Record<string, AppliedCoupon>>;
  displayCurrency: string | null;
  regions: readonly CurrencyRate[];
};

const NO_TOTALS: CheckoutTotals = {
  itemCount: 0,
  subTotal: 0,
  tax: 0,
  shippingFees: 0,
  total: 0,
};

/**
 * Everything steps 2 to 4 show, worked out from the cart and the choices: shops in the cart's
 * order, each with its valid shipping methods, the selected one (docs/product.md#shipping-selection: the shopper's while still
 * valid, otherwise the first), and its sale priced in the order currency.
 */
export function planCheckout(input: PlanInput): CheckoutPlan {
  const currencyCode = checkoutCurrency(input.items, input.displayCurrency, input.regions);
  const shops = groupCartByShop(input.items).map((shop): CheckoutShop => {
    const items = input.items.filter((item) => item.shop.shopGuid === shop.guid);
    const choice = input.address
      ? chooseShipping(
          shop.shopShippingMethod,
          input.address,
          shop.shopTotalWeight,
          input.shippingSelections[shop.guid],
          currencyCode,
          input.regions,
        )
      : { methods: [], selected: null };
    const fee = choice.selected?.fee ?? 0;
    const priced = priceShopOrder(items, fee, currencyCode, input.regions) ?? NO_TOTALS;
    const coupon = input.coupons?.[shop.guid] ?? null;
    // The discount is worked out as the server will: on the goods, in the order currency.
    const discount = coupon
      ? couponDiscount(coupon, priced.subTotal, currencyCode, input.regions)
      : null;
    const totals =
      discount === null
        ? priced
        : { ...priced, ...discountedTotals(priced.subTotal, discount, priced.shippingFees) };
    return {
      shop,
      items,
      shippingOptions: choice.methods,
      selectedShipping: choice.selected,
      coupon: discount === null ? null : coupon,
      totals,
    };
  });
  const totals = sumCheckoutTotals(shops.map((shop) => shop.totals));
  return {
    currencyCode,
    shops,
    totals,
    mmkTotal: mmkApproximation(totals.total, currencyCode, mmkRateOf(currencyCode, input.regions)),
    unshippable: shops.filter((shop) => !shop.selectedShipping).map((shop) => shop.shop),
  };
}
