import { useRef, useState, type Dispatch } from 'react';
import type { Address } from '@storefront/contract/account';
import type { Region } from '@storefront/contract/region';
import { DELIVERY_TYPE_VALUES, type DeliveryType } from '@storefront/contract/constants';
import {
  isCashOnDelivery,
  validatePayment,
  type PaymentErrors,
} from '@storefront/commerce/checkout-forms';
import { useTranslation } from '../../../i18n/translation';
import { nameList } from '../../../lib/name-list';
import type { CheckoutPlan } from '../checkout-plan';
import { checkoutActions, type CheckoutAction, type CheckoutState } from '../checkout.slice';
import { PaymentMethods } from './payment-methods';
import { useShopNameOf, useShopOrderingOf } from '../../../api/shop-list';
import { PlaceOrderPanel } from './place-order-panel';
import { DeliverTo } from './shipping-step';
import { StepCard } from './step-card';
import { WalletTransfer } from './wallet-transfer';

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
 * docs/product.md#payment-methods step 3 'Payment Method': the method (PaymentMethods), where cash goes or the wallet
 * transfer's details (WalletTransfer), the Delivery Type, and placing the order (PlaceOrderPanel).
 * 'Make payment' first checks that a wallet payment has its details.
 */
export function PaymentStep({
  plan,
  address,
  regions,
  state,
  dispatch,
  onMakePayment,
}: PaymentStepProps) {
  const { t, i18n } = useTranslation();
  const [errors, setErrors] = useState<PaymentErrors>({});
  const formRef = useRef<HTMLDivElement>(null);
  const { paymentInfo } = state;
  const orderingOf = useShopOrderingOf();
  const shopNameOf = useShopNameOf();
  // docs/decisions/0030-shops.md: cash on delivery is offered only when every shop of the
  // checkout takes it; the server refuses it otherwise.
  const noCashShops = plan.shops
    .filter(({ shop }) => !orderingOf(shop.guid).cashOnDelivery)
    .map(({ shop }) => shopNameOf(shop.guid, shop.shopName));
  const isCashOffered = noCashShops.length === 0;
  const isCashChosen = isCashOnDelivery(paymentInfo.paymentType);

  function makePayment() {
    if (isCashChosen && !isCashOffered) {
      formRef.current?.querySelector<HTMLElement>('[role="alert"]')?.scrollIntoView({
        block: 'center',
      });
      return;
    }
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

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div ref={formRef} className="flex min-w-0 flex-col gap-4">
        <StepCard title={t('checkout.payment.title')}>
          <PaymentMethods
            paymentType={paymentInfo.paymentType}
            isCashOffered={isCashOffered}
            onChoose={(paymentType) => {
              setErrors({});
              dispatch(checkoutActions.paymentTypeChosen(paymentType));
            }}
          />
          {!isCashOffered && (
            <p
              role={isCashChosen ? 'alert' : undefined}
              className="rounded-lg border border-yellow-400 bg-yellow-50 p-3 text-sm text-yellow-950"
            >
              {t('checkout.payment.noCash', {
                shops: nameList(noCashShops, i18n.language === 'my'),
              })}
            </p>
          )}
          {isCashChosen && !isCashOffered ? null : isCashChosen ? (
            <div className="flex flex-col gap-3">
              <p className="font-semibold text-neutral-900">{t('checkout.payment.cashText')}</p>
              <DeliverTo
                address={address}
                regions={regions}
                onChange={() => dispatch(checkoutActions.stepChanged(1))}
              />
            </div>
          ) : (
            <WalletTransfer
              paymentInfo={paymentInfo}
              dispatch={dispatch}
              errors={errors}
              onFixed={(field) => setErrors(({ [field]: _fixed, ...rest }) => rest)}
            />
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
        <PlaceOrderPanel
          plan={plan}
          sale={state.sale}
          dispatch={dispatch}
          isCashOnDelivery={isCashChosen}
          onMakePayment={makePayment}
        />
      </div>
    </div>
  );
}
