import type { Dispatch } from 'react';
import {
  PAYMENT_ACCOUNT_NAME_MAX_LENGTH,
  PAYMENT_ACCOUNT_NUMBER_MAX_LENGTH,
} from '@storefront/contract/constants';
import type { BusinessPayment } from '@storefront/contract/payments';
import type { PaymentErrors } from '@storefront/commerce/checkout-forms';
import { controlClass, FormField } from '../../../components/ui/form-field';
import { useTranslation } from '../../../i18n/translation';
import { useGetBusinessPaymentsQuery } from '../api/get-business-payments';
import { checkoutActions, type CheckoutAction, type PaymentInfo } from '../checkout.slice';
import { ReceiptDropZone } from './receipt-drop-zone';

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

type WalletTransferProps = {
  paymentInfo: PaymentInfo;
  dispatch: Dispatch<CheckoutAction>;
  /** What 'Make payment' found missing. */
  errors: PaymentErrors;
  /** A field the shopper has now filled in. */
  onFixed: (field: keyof PaymentErrors) => void;
};

/**
 * docs/product.md#payment-methods: paying by a business method (a mobile wallet) means transferring to one of the
 * seller's accounts first, then naming the account paid from and adding the receipt screenshot.
 */
export function WalletTransfer({ paymentInfo, dispatch, errors, onFixed }: WalletTransferProps) {
  const { t } = useTranslation();
  const { data: methods } = useGetBusinessPaymentsQuery();
  const method = methods?.find((candidate) => candidate.paymentType === paymentInfo.paymentType);
  const required = (field: keyof PaymentErrors, label: string) =>
    errors[field] ? t('checkout.address.required', { field: label }) : undefined;
  const accountNameLabel = t('checkout.payment.accountName');
  const accountNumberLabel = t('checkout.payment.accountNumber');

  return (
    <div className="flex flex-col gap-4">
      {method && <SellerAccounts method={method} />}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={accountNameLabel} error={required('accountName', accountNameLabel)}>
          {(control) => (
            <input
              {...control}
              autoComplete="name"
              maxLength={PAYMENT_ACCOUNT_NAME_MAX_LENGTH}
              value={paymentInfo.accountName}
              onChange={(event) => {
                dispatch(checkoutActions.accountNameChanged(event.target.value));
                if (event.target.value.trim()) onFixed('accountName');
              }}
              className={controlClass()}
            />
          )}
        </FormField>
        <FormField label={accountNumberLabel} error={required('accountNumber', accountNumberLabel)}>
          {(control) => (
            <input
              {...control}
              inputMode="tel"
              maxLength={PAYMENT_ACCOUNT_NUMBER_MAX_LENGTH}
              value={paymentInfo.accountNumber}
              onChange={(event) => {
                dispatch(checkoutActions.accountNumberChanged(event.target.value));
                if (event.target.value.trim()) onFixed('accountNumber');
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
          if (receipt) onFixed('screenShot');
        }}
        error={errors.screenShot ? t('checkout.payment.receiptRequired') : undefined}
      />
    </div>
  );
}
