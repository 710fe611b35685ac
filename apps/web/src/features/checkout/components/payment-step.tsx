import { useRef, useState, type Dispatch, type ReactNode } from 'react';
import type { Address } from '@storefront/contract/account';
import type { Region } from '@storefront/contract/region';
import { DELIVERY_TYPE_VALUES, type DeliveryType } from '@storefront/contract/constants';
import type { BusinessPayment } from '@storefront/contract/payments';
import { isMakePaymentBlocked } from '@storefront/commerce/checkout';
import {
  CASH_ON_DELIVERY,
  isCashOnDelivery,
  validatePayment,
  type PaymentErrors,
} from '@storefront/commerce/checkout-forms';
import { Button } from '../../../components/ui/button';
import { controlClass, FormField } from '../../../components/ui/form-field';
import { Skeleton } from '../../../components/ui/skeleton';
import { BusyDot } from '../../../components/ui/spinner';
import { useTranslation } from '../../../i18n/translation';
import { useErrorText } from '../../../i18n/error-text';
import { cn } from '../../../lib/cn';
import { fallBackToPlaceholder, imageUrl } from '../../../lib/image';
import { useGetBusinessPaymentsQuery } from '../api/get-business-payments';
import type { CheckoutPlan } from '../checkout-plan';
import {
  checkoutActions,
  type CheckoutAction,
  type CheckoutState,
  type SaleFailure,
} from '../checkout.slice';
import { CheckoutSummary } from './checkout-summary';
import { ReceiptDropZone } from './receipt-drop-zone';
import { DeliverTo } from './shipping-step';
import { StepCard } from './step-card';

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

function PaymentTiles({
  methods,
  paymentType,
  onChoose,
}: {
  methods: readonly BusinessPayment[];
  paymentType: string;
  onChoose: (paymentType: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className="sr-only">{t('checkout.payment.title')}</legend>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">
        <Tile
          value={CASH_ON_DELIVERY}
          checked={isCashOnDelivery(paymentType)}
          onChange={() => onChoose(CASH_ON_DELIVERY)}
          icon={<CashIcon />}
          label={t('checkout.payment.cash')}
        />
        {methods.map((method) => (
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
  );
}

/** The seller's accounts of the chosen method: who to transfer to. */
function SellerAccounts({ method }: { method: BusinessPayment }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-2">
      <p className="text-sm text-neutral-700">
        {t('checkout.payment.transferTo', { method: method.paymentType })}
      </p>
      <ul className="grid gap-3 sm:grid-cols-2">
        {method.method.map((account) => (
          <li
            key={account.paymentGuid}
            className="flex flex-col gap-1 rounded-xl border border-neutral-200 bg-neutral-50 p-3 text-sm"
          >
            <span className="text-xs text-neutral-600">{t('checkout.payment.sellerName')}</span>
            <span className="font-semibold text-neutral-900 wrap-break-word">
              {account.paymentName}
            </span>
            <span className="mt-1 text-xs text-neutral-600">
              {t('checkout.payment.sellerNumber')}
            </span>
            <span className="font-semibold text-neutral-900 tabular-nums">
              {account.paymentPhone}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

const DELIVERY_LABEL_KEYS = {
  'Front Door': 'checkout.payment.frontDoor',
  'On Hand': 'checkout.payment.onHand',
} as const satisfies Record<DeliveryType, string>;

function DeliveryTypeRadios({
  value,
  onChange,
}: {
  value: DeliveryType;
  onChange: (value: DeliveryType) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-2">
      {/* The card around it already shows the title. */}
      <legend className="sr-only">{t('checkout.payment.deliveryType')}</legend>
      <div className="flex flex-wrap gap-3">
        {DELIVERY_TYPE_VALUES.map((type) => (
          <label
            key={type}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-neutral-200 px-4 py-2 has-checked:border-accent has-checked:bg-accent-soft/40"
          >
            <input
              type="radio"
              name="checkout-delivery-type"
              value={type}
              checked={value === type}
              onChange={() => onChange(type)}
              className="size-5 shrink-0 accent-(--color-accent)"
            />
            <span className="text-sm font-medium text-neutral-900">
              {t(DELIVERY_LABEL_KEYS[type])}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

type PaymentStepProps = {
  plan: CheckoutPlan;
  address: Address;
  regions: readonly Region[];
  state: CheckoutState;
  dispatch: Dispatch<CheckoutAction>;
  onMakePayment: () => void;
};

/**
 * docs/product.md#payment-methods step 3 'Payment Method': 'Cash on deli' or a business method (its accounts, the payer's
 * account name and number, and the receipt), the Delivery Type, the summary, and 'Make
 * payment' — disabled with no items or while the sale is loading (docs/product.md#place-order).
 */
export function PaymentStep({
  plan,
  address,
  regions,
  state,
  dispatch,
  onMakePayment,
}: PaymentStepProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const payments = useGetBusinessPaymentsQuery();
  const [errors, setErrors] = useState<PaymentErrors>({});
  const formRef = useRef<HTMLDivElement>(null);
  const { paymentInfo } = state;
  const isCash = isCashOnDelivery(paymentInfo.paymentType);
  const chosenMethod = payments.data?.find(
    (method) => method.paymentType === paymentInfo.paymentType,
  );
  const isLoading = state.sale.status === 'loading';
  const isBlocked = isMakePaymentBlocked({
    itemCount: plan.totals.itemCount,
    saleStatus: state.sale.status,
  });

  function makePayment() {
    const found = validatePayment({
      paymentType: paymentInfo.paymentType,
      accountName: paymentInfo.accountName,
      accountNumber: paymentInfo.accountNumber,
      hasReceipt: paymentInfo.screenShot !== null,
    });
    setErrors(found);
    if (Object.keys(found).length > 0) {
      formRef.current
        ?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]')
        ?.scrollIntoView({
          block: 'center',
        });
      formRef.current?.querySelector<HTMLElement>('input[aria-invalid="true"]')?.focus();
      return;
    }
    onMakePayment();
  }

  const required = (field: keyof PaymentErrors, label: string) =>
    errors[field] ? t('checkout.address.required', { field: label }) : undefined;
  const accountNameLabel = t('checkout.payment.accountName');
  const accountNumberLabel = t('checkout.payment.accountNumber');

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div ref={formRef} className="flex min-w-0 flex-col gap-4">
        <StepCard title={t('checkout.payment.title')}>
          {payments.isLoading ? (
            <div aria-busy="true" className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              <Skeleton className="h-24 rounded-xl" />
              <Skeleton className="h-24 rounded-xl" />
              <Skeleton className="h-24 rounded-xl" />
            </div>
          ) : (
            <PaymentTiles
              methods={payments.data ?? []}
              paymentType={paymentInfo.paymentType}
              onChoose={(paymentType) => {
                setErrors({});
                dispatch(checkoutActions.paymentTypeChosen(paymentType));
              }}
            />
          )}
          {payments.isError && (
            <div
              role="alert"
              className="flex flex-wrap items-center gap-3 rounded-lg bg-amber-50 p-3"
            >
              <p className="text-sm text-amber-900">
                {t('checkout.payment.methodsError', { message: errorText(payments.error) })}
              </p>
              <Button variant="secondary" onClick={() => void payments.refetch()}>
                {t('common.retry')}
              </Button>
            </div>
          )}
          {isCash ? (
            <div className="flex flex-col gap-3">
              <p className="font-semibold text-neutral-900">{t('checkout.payment.cashText')}</p>
              <DeliverTo
                address={address}
                regions={regions}
                onChange={() => dispatch(checkoutActions.stepChanged(1))}
              />
            </div>
          ) : (
            <div className="flex flex-col gap-4">
              {chosenMethod && <SellerAccounts method={chosenMethod} />}
              <div className="grid gap-4 sm:grid-cols-2">
                <FormField
                  label={accountNameLabel}
                  error={required('accountName', accountNameLabel)}
                >
                  {(control) => (
                    <input
                      {...control}
                      autoComplete="name"
                      value={paymentInfo.accountName}
                      onChange={(event) => {
                        dispatch(checkoutActions.accountNameChanged(event.target.value));
                        if (event.target.value.trim())
                          setErrors(({ accountName: _done, ...rest }) => rest);
                      }}
                      className={controlClass()}
                    />
                  )}
                </FormField>
                <FormField
                  label={accountNumberLabel}
                  error={required('accountNumber', accountNumberLabel)}
                >
                  {(control) => (
                    <input
                      {...control}
                      inputMode="tel"
                      value={paymentInfo.accountNumber}
                      onChange={(event) => {
                        dispatch(checkoutActions.accountNumberChanged(event.target.value));
                        if (event.target.value.trim())
                          setErrors(({ accountNumber: _done, ...rest }) => rest);
                      }}
                      className={controlClass()}
                    />
                  )}
                </FormField>
              </div>
              <ReceiptDropZone
                receipt={paymentInfo.screenShot}
                onChange={(receipt) => {
                  dispatch(checkoutActions.receiptChosen(receipt));
                  if (receipt) setErrors(({ screenShot: _done, ...rest }) => rest);
                }}
                error={errors.screenShot ? t('checkout.payment.receiptRequired') : undefined}
              />
            </div>
          )}
        </StepCard>
        <StepCard title={t('checkout.payment.deliveryType')}>
          <DeliveryTypeRadios
            value={state.deliveryType}
            onChange={(type) => dispatch(checkoutActions.deliveryTypeChosen(type))}
          />
        </StepCard>
      </div>
      <div className="lg:sticky lg:top-4">
        <CheckoutSummary
          totals={plan.totals}
          currencyCode={plan.currencyCode}
          mmkTotal={plan.mmkTotal}
        >
          {state.sale.error && <PaymentFailure failure={state.sale.error} />}
          <div className="flex flex-col gap-2">
            <Button
              onClick={makePayment}
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
      </div>
    </div>
  );
}

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
      {failure.detail && <p>{failure.detail}</p>}
    </div>
  );
}
