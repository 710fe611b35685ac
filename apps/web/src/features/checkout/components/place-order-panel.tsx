import type { Dispatch } from 'react';
import { isMakePaymentBlocked } from '@storefront/commerce/checkout';
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

/** docs/product.md#place-order: a failed payment stays on this step, with a message the shopper can act on. */
function PaymentFailure({ failure }: { failure: SaleFailure }) {
  const { t } = useTranslation();
  const headline =
    failure.kind === 'network'
      ? t('checkout.payment.networkError')
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
        failure.detail && <p>{failure.detail}</p>
      )}
    </div>
  );
}

type PlaceOrderPanelProps = {
  plan: CheckoutPlan;
  sale: CheckoutState['sale'];
  dispatch: Dispatch<CheckoutAction>;
  onMakePayment: () => void;
};

/**
 * docs/product.md#place-order: the summary, why the last attempt failed, and 'Make payment' — disabled with no items
 * or while the sale is being placed — with the way back to shipping.
 */
export function PlaceOrderPanel({ plan, sale, dispatch, onMakePayment }: PlaceOrderPanelProps) {
  const { t } = useTranslation();
  const isLoading = sale.status === 'loading';
  const isBlocked = isMakePaymentBlocked({
    itemCount: plan.totals.itemCount,
    saleStatus: sale.status,
  });
  return (
    <CheckoutSummary totals={plan.totals} currencyCode={plan.currencyCode} mmkTotal={plan.mmkTotal}>
      {sale.error && <PaymentFailure failure={sale.error} />}
      <div className="flex flex-col gap-2">
        <Button
          onClick={onMakePayment}
          disabled={isBlocked}
          aria-busy={isLoading}
          className="w-full"
        >
          {isLoading && <BusyDot />}
          {t('checkout.makePayment')}
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
