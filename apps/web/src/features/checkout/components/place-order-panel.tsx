import type { Dispatch } from 'react';
import { isMakePaymentBlocked } from '@storefront/commerce/checkout';
import { formatMoney } from '@storefront/commerce/money';
import { useMoney } from '../../../components/ui/money';
import { Button } from '../../../components/ui/button';
import { BusyDot } from '../../../components/ui/spinner';
import { useTranslation } from '../../../i18n/translation';
import type { CheckoutPlan } from '../checkout-plan';
import {
  checkoutActions,
  type CheckoutAction,
  type CheckoutState,
  type SaleFailure,
} from '../checkout.slice';
import { CheckoutSummary } from './checkout-summary';

/** The receipt refusals the server names by a code (docs/product.md#receipts). */
const RECEIPT_CODES = [
  'receiptUnreadable',
  'receiptTooComplex',
  'receiptInProgress',
  'receiptBusy',
] as const;
type ReceiptCode = (typeof RECEIPT_CODES)[number];

const isReceiptCode = (code: string | undefined): code is ReceiptCode =>
  RECEIPT_CODES.some((known) => known === code);

/** The wallet refusals (docs/decisions/0031-wallets-and-delivery-fees.md#wallets). */
const WALLET_CODES = ['walletOff', 'walletAccountGone'] as const;
type WalletCode = (typeof WALLET_CODES)[number];
const isWalletCode = (code: string | undefined): code is WalletCode =>
  WALLET_CODES.some((known) => known === code);

/**
 * Coupon refusals at the sale whose words need nothing from the server (docs/decisions/0032):
 * a Burmese page words them itself; the others (a day, a shop, a minimum) keep the server's.
 */
const COUPON_CODES = [
  'couponUnknown',
  'couponEnded',
  'couponUsedUp',
  'couponAlreadyUsed',
  'couponTooManyTries',
] as const;
type CouponCode = (typeof COUPON_CODES)[number];

const isCouponCode = (code: string | undefined): code is CouponCode =>
  COUPON_CODES.some((known) => known === code);

/**
 * Refusals of the sale or the invoice that a Burmese page words itself, since the server's
 * sentence is English (docs/ui.md#server-words); the stock ones name the item and what is left
 * from the refusal's `hints`. An English page keeps the server's sentence, which says more.
 */
const REFUSAL_CODES = [
  'itemNotSold',
  'outOfStock',
  'lowStock',
  'holdLimit',
  'orderExpired',
  'orderPaid',
  'shopPaused',
  'shopNoCashOnDelivery',
] as const;
type RefusalCode = (typeof REFUSAL_CODES)[number];
const isRefusalCode = (code: string | undefined): code is RefusalCode =>
  REFUSAL_CODES.some((known) => known === code);

/** docs/product.md#place-order: a failed payment stays on this step, with a message the shopper can act on. */
function PaymentFailure({ failure, button }: { failure: SaleFailure; button: string }) {
  const { t, i18n } = useTranslation();
  const isBurmese = i18n.language === 'my';
  const { locale } = useMoney();
  if (failure.kind === 'shippingFeeChanged' && failure.feeChange) {
    // docs/decisions/0031-wallets-and-delivery-fees.md#fee-changes: the shop's fee changed since
    // the cart read it; the cart took the new one, and the shopper says yes by paying again.
    const { from, to, currencyCode } = failure.feeChange;
    return (
      <div
        role="alert"
        className="flex flex-col gap-1 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-950"
      >
        <p className="font-semibold">
          {t('checkout.payment.feeChanged', {
            shop: failure.shopName ?? '',
            from: formatMoney(from, currencyCode, locale),
            to: formatMoney(to, currencyCode, locale),
          })}
        </p>
        <p>{t('checkout.payment.feeChangedHint')}</p>
      </div>
    );
  }
  if (failure.kind === 'codHoldShare') {
    // The server's words name the option and how many fit, in English: an English page shows
    // them, a Burmese one the rule in Burmese (docs/decisions/0027-abuse-caps.md#cod-share).
    return (
      <div
        role="alert"
        className="flex flex-col gap-1 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800"
      >
        <p className="font-semibold">{t('checkout.payment.codHoldShare')}</p>
        {failure.detail && i18n.language !== 'my' ? (
          <p>{failure.detail}</p>
        ) : (
          <p>{t('checkout.payment.codHoldShareHint')}</p>
        )}
      </div>
    );
  }
  const detail = (() => {
    const { code } = failure;
    if (isReceiptCode(code)) return t(`checkout.payment.receiptRefused.${code}`);
    if (isWalletCode(code)) return t(`checkout.payment.walletRefused.${code}`);
    if (isCouponCode(code) && (isBurmese || !failure.detail))
      return t(`checkout.coupon.reasons.${code}`);
    if (!isBurmese && failure.detail) return failure.detail;
    // The server's sentence is English: a Burmese page words the refusal itself.
    const shop = failure.shopName ?? '';
    const [item = '', left = '0'] = failure.hints ?? [];
    if (isRefusalCode(code))
      return t(`checkout.payment.refused.${code}`, { shop, item, count: Number(left) });
    if (code?.startsWith('coupon')) return t('checkout.payment.refused.coupon', { shop });
    return code || failure.detail ? t('checkout.payment.refused.other') : null;
  })();
  const headline =
    failure.kind === 'network'
      ? t('checkout.payment.networkError', { button })
      : failure.kind === 'noShops'
        ? t('checkout.emptyCart')
        : t('checkout.payment.failed');
  return (
    <div
      role="alert"
      className="flex flex-col gap-1 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-800"
    >
      <p className="font-semibold">{headline}</p>
      {failure.code === 'staffOwnShop' ? (
        // docs/decisions/0028-account-abuse.md: staff cannot buy at the shop they work for.
        <p>{t('checkout.payment.staffOwnShop', { shop: failure.shopName ?? '' })}</p>
      ) : (
        detail && <p>{detail}</p>
      )}
    </div>
  );
}

type PlaceOrderPanelProps = {
  plan: CheckoutPlan;
  sale: CheckoutState['sale'];
  dispatch: Dispatch<CheckoutAction>;
  /** Cash on delivery pays nothing now: the button places the order. */
  isCashOnDelivery: boolean;
  onMakePayment: () => void;
};

/**
 * docs/product.md#place-order: the summary, why the last attempt failed, and 'Make payment' — disabled with no items
 * or while the sale is being placed — with the way back to shipping.
 */
export function PlaceOrderPanel({
  plan,
  sale,
  dispatch,
  isCashOnDelivery,
  onMakePayment,
}: PlaceOrderPanelProps) {
  const { t } = useTranslation();
  const label = isCashOnDelivery ? t('checkout.placeOrder') : t('checkout.makePayment');
  const isLoading = sale.status === 'loading';
  const isBlocked = isMakePaymentBlocked({
    itemCount: plan.totals.itemCount,
    saleStatus: sale.status,
  });
  return (
    <CheckoutSummary totals={plan.totals} currencyCode={plan.currencyCode} mmkTotal={plan.mmkTotal}>
      {sale.error && <PaymentFailure failure={sale.error} button={label} />}
      <div className="flex flex-col gap-2">
        <Button
          onClick={onMakePayment}
          disabled={isBlocked}
          aria-busy={isLoading}
          className="w-full"
        >
          {isLoading && <BusyDot />}
          {label}
        </Button>
        <Button
          variant="ghost"
          onClick={() => dispatch(checkoutActions.stepChanged(2))}
          disabled={isLoading}
          className="w-full"
        >
          {t('checkout.payment.backToShipping')}
        </Button>
      </div>
    </CheckoutSummary>
  );
}
