import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useMemo, useReducer, useRef } from 'react';
import type { UserBrief } from '@storefront/contract/account';
import type { Region } from '@storefront/contract/region';
import type { CartItem } from '@storefront/commerce/cart';
import type { CheckoutStep } from '@storefront/commerce/checkout';
import { mmkApproximation, mmkRateOf } from '@storefront/commerce/currency';
import { PageTitle } from '../../../components/ui/page-title';
import { useTranslation } from '../../../i18n/translation';
import { useErrorText } from '../../../i18n/error-text';
import { useGetAddressBookQuery } from '../../../api/address-book';
import { planCheckout } from '../checkout-plan';
import { checkoutActions, checkoutSlice, initialCheckoutState } from '../checkout.slice';
import { usePlaceOrder } from '../hooks/use-place-order';
import { AddressStep, type AddressListState } from './address-step';
import { CheckoutProgress } from './checkout-progress';
import { PaymentStep } from './payment-step';
import { ShippingStep } from './shipping-step';
import { SuccessStep } from './success-step';

type CheckoutScreenProps = {
  /** The cart (docs/product.md#records-cart cartItems); the checkout groups it by shop. */
  items: readonly CartItem[];
  regions: readonly Region[];
  /** Currency of the chosen region, or null before one is chosen. */
  displayCurrency: string | null;
  /** The logged-in shopper; null while their record loads. */
  user: UserBrief | null;
  isUserLoading: boolean;
  /** Why the shopper's record could not be loaded (their address book hangs on it). */
  userError: string | null;
  onRetryUser: () => void;
  /** docs/product.md#place-order: called once the order is placed, to empty the cart. */
  onOrderPlaced: () => void;
  /**
   * A shop's delivery fee changed since the cart read its methods: the cart should read them
   * again (docs/decisions/0031-wallets-and-delivery-fees.md#fee-changes).
   */
  onShippingChanged?: (shopGuid: string) => void;
};

/**
 * docs/product.md#checkout-steps /checkout: the four steps with their progress bar. What the shopper chooses lives in
 * the checkout reducer for as long as the page is open; leaving the page starts afresh.
 */
export function CheckoutScreen({
  items,
  regions,
  displayCurrency,
  user,
  isUserLoading,
  userError,
  onRetryUser,
  onOrderPlaced,
  onShippingChanged,
}: CheckoutScreenProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [state, dispatch] = useReducer(checkoutSlice.reducer, initialCheckoutState);
  const placeOrder = usePlaceOrder();
  const addresses = useGetAddressBookQuery(user ? user.guid : skipToken);
  const addressList: AddressListState = {
    addresses: addresses.data ?? [],
    isLoading: isUserLoading || addresses.isLoading,
    error: userError ?? (addresses.isError ? errorText(addresses.error) : null),
    retry: userError ? onRetryUser : () => void addresses.refetch(),
  };
  const selectedAddress =
    addressList.addresses.find((address) => address.guid === state.addressGuid) ??
    addressList.addresses[0] ??
    null;

  const plan = useMemo(
    () =>
      planCheckout({
        items,
        address: selectedAddress
          ? { regionName: selectedAddress.regionName, townshipGuid: selectedAddress.townshipGuid }
          : null,
        shippingSelections: state.shippingSelections,
        coupons: state.coupons,
        displayCurrency,
        regions,
      }),
    [items, selectedAddress, state.shippingSelections, state.coupons, displayCurrency, regions],
  );

  // Steps 2 and 3 are about an address; if it is gone (deleted), back to choosing one.
  const step: CheckoutStep =
    state.step !== 4 && !selectedAddress && !addressList.isLoading ? 1 : state.step;

  // The route stays /checkout, so the window is scrolled up as a route change would (docs/product.md#global-behaviour).
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo({ top: 0 });
  }, [step]);

  async function makePayment() {
    if (!selectedAddress || state.sale.status === 'loading') return;
    dispatch(checkoutActions.saleStarted());
    const result = await placeOrder(plan, selectedAddress, state);
    if (!result.ok) {
      dispatch(checkoutActions.saleFailed(result.failure));
      if (result.failure.feeChange) onShippingChanged?.(result.failure.feeChange.shopGuid);
      return;
    }
    const { invoice } = result;
    dispatch(
      checkoutActions.saleSucceeded({
        invoiceNo: invoice.invoiceNo,
        shops: plan.shops,
        // The server's figures: the receipt shows what was charged.
        totals: {
          itemCount: invoice.itemCount,
          subTotal: invoice.subTotal,
          // Coupon discounts (docs/decisions/0032-coupons.md), when the order had any.
          ...(invoice.discount ? { discount: invoice.discount } : {}),
          tax: invoice.tax,
          shippingFees: invoice.deliveryCharges,
          total: invoice.totalAmount,
        },
        currencyCode: invoice.currencyCode,
        mmkTotal: mmkApproximation(
          invoice.totalAmount,
          invoice.currencyCode,
          mmkRateOf(invoice.currencyCode, regions),
        ),
      }),
    );
    onOrderPlaced();
  }

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-3 py-4 sm:px-4 sm:py-6">
      <PageTitle documentTitle={t('pages.checkout')}>{t('pages.checkout')}</PageTitle>
      <CheckoutProgress
        step={step}
        onStepChange={(target) => {
          // While the order is being placed, the shopper stays to see how it ends.
          if (state.sale.status !== 'loading') dispatch(checkoutActions.stepChanged(target));
        }}
      />
      {step === 1 && (
        <AddressStep
          state={state}
          dispatch={dispatch}
          addressList={addressList}
          selectedAddress={selectedAddress}
          regions={regions}
          user={user}
        />
      )}
      {step === 2 && selectedAddress && (
        <ShippingStep plan={plan} address={selectedAddress} regions={regions} dispatch={dispatch} />
      )}
      {step === 3 && selectedAddress && (
        <PaymentStep
          plan={plan}
          address={selectedAddress}
          regions={regions}
          state={state}
          dispatch={dispatch}
          onMakePayment={() => void makePayment()}
        />
      )}
      {step === 4 && state.placedOrder && <SuccessStep order={state.placedOrder} />}
    </div>
  );
}
