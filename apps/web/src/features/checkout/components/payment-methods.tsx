import type { ReactNode } from 'react';
import { CASH_ON_DELIVERY, isCashOnDelivery } from '@storefront/commerce/checkout-forms';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTranslation } from '../../../i18n/translation';
import { useErrorText } from '../../../i18n/error-text';
import { cn } from '../../../lib/cn';
import { fallBackToPlaceholder, imageUrl } from '../../../lib/image';
import { useGetBusinessPaymentsQuery } from '../api/get-business-payments';

function CashIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-8"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <rect x="2.5" y="6" width="19" height="12" rx="2" />
      <circle cx="12" cy="12" r="2.8" />
      <path d="M6 9.5v5M18 9.5v5" />
    </svg>
  );
}

function Tile({
  value,
  checked,
  onChange,
  icon,
  label,
}: {
  value: string;
  checked: boolean;
  onChange: () => void;
  icon: ReactNode;
  label: string;
}) {
  return (
    <label
      className={cn(
        'flex min-h-24 cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border bg-white p-3 text-center transition-colors has-focus-visible:outline-2 has-focus-visible:outline-accent',
        checked
          ? 'border-accent bg-accent-soft/50 ring-1 ring-accent'
          : 'border-neutral-200 hover:border-neutral-400',
      )}
    >
      <input
        type="radio"
        name="checkout-payment"
        value={value}
        checked={checked}
        onChange={onChange}
        className="sr-only"
      />
      <span className="flex size-10 items-center justify-center text-accent-strong">{icon}</span>
      <span className="text-sm font-semibold text-neutral-900 wrap-break-word">{label}</span>
    </label>
  );
}

type PaymentMethodsProps = {
  paymentType: string;
  onChoose: (paymentType: string) => void;
  /** False when a shop of the checkout does not take cash on delivery: no tile for it. */
  isCashOffered?: boolean;
};

/**
 * docs/product.md#payment-methods: a tile for 'Cash on deli' and one per business payment method. The list loads with
 * skeletons; a failed load keeps cash on delivery choosable and offers to try again.
 */
export function PaymentMethods({
  paymentType,
  onChoose,
  isCashOffered = true,
}: PaymentMethodsProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const payments = useGetBusinessPaymentsQuery();
  return (
    <>
      {payments.isLoading ? (
        <div aria-busy="true" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <Skeleton className="h-24 rounded-xl" />
          <Skeleton className="h-24 rounded-xl" />
          <Skeleton className="h-24 rounded-xl" />
        </div>
      ) : (
        <fieldset>
          <legend className="sr-only">{t('checkout.payment.title')}</legend>
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
            {isCashOffered && (
              <Tile
                value={CASH_ON_DELIVERY}
                checked={isCashOnDelivery(paymentType)}
                onChange={() => onChoose(CASH_ON_DELIVERY)}
                icon={<CashIcon />}
                label={t('checkout.payment.cash')}
              />
            )}
            {(payments.data ?? []).map((method) => (
              <Tile
                key={method.paymentTypeGuid}
                value={method.paymentType}
                checked={method.paymentType === paymentType}
                onChange={() => onChoose(method.paymentType)}
                icon={
                  <img
                    src={imageUrl(method.image)}
                    alt=""
                    width={40}
                    height={40}
                    onError={fallBackToPlaceholder}
                    className="size-10 rounded-lg object-cover"
                  />
                }
                label={method.paymentType}
              />
            ))}
          </div>
        </fieldset>
      )}
      {payments.isError && (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-lg bg-amber-50 p-3">
          <p className="text-sm text-amber-900">
            {t('checkout.payment.methodsError', { message: errorText(payments.error) })}
          </p>
          <Button variant="secondary" onClick={() => void payments.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      )}
    </>
  );
}
