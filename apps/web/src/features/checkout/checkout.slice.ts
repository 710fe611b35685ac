import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CheckoutStep, CheckoutTotals, SaleStatus } from '@storefront/commerce/checkout';
import { CASH_ON_DELIVERY } from '@storefront/commerce/checkout-forms';
import type { DeliveryType, Service } from '@storefront/contract/sales';

export type { DeliveryType, Service };
import type { AppliedCoupon, CheckoutShop } from './checkout-plan';

/** A receipt screenshot as picked: a data URL, which is both its preview and what is sent. */
export type Receipt = { name: string; type: string; size: number; dataUrl: string };

export type PaymentInfo = {
  paymentType: string;
  accountName: string;
  accountNumber: string;
  screenShot: Receipt | null;
};

/** Why a payment failed; 'network' means nothing was heard back, so a retry is safe. */
/**
 * Why placing the order failed. `codHoldShare`: cash on delivery may not hold that much of an
 * option now (docs/decisions/0027-abuse-caps.md#cod-share); a wallet payment still can.
 */
export type SaleFailure = {
  kind: 'network' | 'refused' | 'noShops' | 'codHoldShare' | 'shippingFeeChanged';
  detail: string | null;
  /**
   * The shop's delivery fee changed since the page read it (409 `shippingFeeChanged`): the fee
   * the page sent and the fee now, in the order's currency
   * (docs/decisions/0031-wallets-and-delivery-fees.md#fee-changes).
   */
  feeChange?: { shopGuid: string; from: number; to: number; currencyCode: string };
  /** The server's refusal code, when it sent one (the receipt's are worded in both languages). */
  code?: string;
  /** The shop whose sale was refused, when the server named one. */
  shopName?: string;
  /** More words on the refusal (the envelope's `hints`): a short item's name and what is left. */
  hints?: string[];
};

/** What step 4 shows: the order as it was placed, since the cart is emptied on success. */
export type PlacedOrder = {
  invoiceNo: string;
  shops: CheckoutShop[];
  totals: CheckoutTotals;
  currencyCode: string;
  mmkTotal: number | null;
};

/**
 * docs/product.md#records-checkout "Checkout form state" and "Sale state". Items, totals and shipping fees are worked out
 * from the cart and the chosen address as the screen renders (features/checkout/checkout-plan),
 * so they can never disagree with the cart; what the shopper chose is kept here.
 */
export type CheckoutState = {
  step: CheckoutStep;
  /** The chosen saved address; null means "the first one" (docs/product.md#checkout-address: first preselected). */
  addressGuid: string | null;
  service: Service;
  additionalNote: string;
  agreedToTerms: boolean;
  /** Shop guid → the shipping method guid the shopper picked. */
  shippingSelections: Record<string, string>;
  /** Shop guid → the coupon code applied to that shop's goods (docs/decisions/0032-coupons.md). */
  coupons: Record<string, AppliedCoupon>;
  deliveryType: DeliveryType;
  paymentInfo: PaymentInfo;
  sale: { status: SaleStatus; error: SaleFailure | null };
  placedOrder: PlacedOrder | null;
};

export const initialCheckoutState: CheckoutState = {
  step: 1,
  addressGuid: null,
  service: 'Warranty Service',
  additionalNote: '',
  agreedToTerms: false,
  shippingSelections: {},
  coupons: {},
  deliveryType: 'Front Door',
  paymentInfo: {
    paymentType: CASH_ON_DELIVERY,
    accountName: '',
    accountNumber: '',
    screenShot: null,
  },
  sale: { status: 'idle', error: null },
  placedOrder: null,
};

export const checkoutSlice = createSlice({
  name: 'checkout',
  initialState: initialCheckoutState,
  reducers: {
    stepChanged: (state, action: PayloadAction<CheckoutStep>) => {
      // Nothing moves away from a placed order: its sales exist whatever the screen says.
      if (state.step === 4) return;
      state.step = action.payload;
      state.sale.error = null;
    },
    addressChosen: (state, action: PayloadAction<string | null>) => {
      if (state.addressGuid === action.payload) return;
      state.addressGuid = action.payload;
      // docs/product.md#shipping-selection: another address means another list of valid methods, whose first is selected.
      state.shippingSelections = {};
    },
    serviceChosen: (state, action: PayloadAction<Service>) => {
      state.service = action.payload;
    },
    noteChanged: (state, action: PayloadAction<string>) => {
      state.additionalNote = action.payload;
    },
    termsToggled: (state, action: PayloadAction<boolean>) => {
      state.agreedToTerms = action.payload;
    },
    shippingChosen: (state, action: PayloadAction<{ shopGuid: string; methodGuid: string }>) => {
      state.shippingSelections[action.payload.shopGuid] = action.payload.methodGuid;
    },
    couponApplied: (state, action: PayloadAction<{ shopGuid: string; coupon: AppliedCoupon }>) => {
      state.coupons[action.payload.shopGuid] = action.payload.coupon;
      state.sale.error = null;
    },
    couponRemoved: (state, action: PayloadAction<string>) => {
      delete state.coupons[action.payload];
      state.sale.error = null;
    },
    deliveryTypeChosen: (state, action: PayloadAction<DeliveryType>) => {
      state.deliveryType = action.payload;
    },
    paymentTypeChosen: (state, action: PayloadAction<string>) => {
      state.paymentInfo.paymentType = action.payload;
      state.sale.error = null;
    },
    accountNameChanged: (state, action: PayloadAction<string>) => {
      state.paymentInfo.accountName = action.payload;
    },
    accountNumberChanged: (state, action: PayloadAction<string>) => {
      state.paymentInfo.accountNumber = action.payload;
    },
    receiptChosen: (state, action: PayloadAction<Receipt | null>) => {
      state.paymentInfo.screenShot = action.payload;
    },
    saleStarted: (state) => {
      state.sale = { status: 'loading', error: null };
    },
    saleFailed: (state, action: PayloadAction<SaleFailure>) => {
      // docs/product.md#place-order: a failure stays on the payment step.
      state.sale = { status: 'failed', error: action.payload };
    },
    // A new state rather than a draft write: the placed order holds commerce's readonly lists.
    saleSucceeded: (state, action: PayloadAction<PlacedOrder>): CheckoutState => ({
      ...state,
      sale: { status: 'succeeded', error: null },
      placedOrder: action.payload,
      step: 4,
    }),
  },
});

export const checkoutActions = checkoutSlice.actions;
export type CheckoutAction = ReturnType<(typeof checkoutActions)[keyof typeof checkoutActions]>;
