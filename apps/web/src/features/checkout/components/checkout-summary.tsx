import type { ReactNode } from 'react';
import type { CheckoutTotals } from '@storefront/commerce/checkout';
import { MMK } from '@storefront/commerce/currency';
import { formatMoney, formatNumber, TAX_RATE } from '@storefront/commerce/money';
import { useMoney } from '../../../components/ui/money';
import { SummaryRow } from '../../../components/ui/summary-row';
import { useTranslation } from '../../../i18n/translation';
import { StepCard } from './step-card';

type CheckoutSummaryProps = {
  totals: CheckoutTotals;
  currencyCode: string;
  mmkTotal: number | null;
  /** Step 4 words it as a receipt: 'Order Summery', Shipping Cost, Grand Total, no Items. */
  variant?: 'checkout' | 'receipt';
  children?: ReactNode;
};

/**
 * docs/product.md#checkout-steps summaries. Steps 2–3: Items, Sub Total, Shipping Fees, Tax, Total and the approximate MMK
 * value; step 4: Sub Total, Tax, Shipping Cost, Grand Total with the MMK approximation.
 */
export function CheckoutSummary({
  totals,
  currencyCode,
  mmkTotal,
  variant = 'checkout',
  children,
}: CheckoutSummaryProps) {
  const { t } = useTranslation();
  const { locale } = useMoney();
  const format = (amount: number) => formatMoney(amount, currencyCode, locale);
  const isReceipt = variant === 'receipt';
  const tax = (
    <SummaryRow
      label={t('checkout.summary.tax', { percent: TAX_RATE * 100 })}
      value={format(totals.tax)}
    />
  );
  const shipping = (
    <SummaryRow
      label={isReceipt ? t('checkout.summary.shippingCost') : t('checkout.summary.shippingFees')}
      value={format(totals.shippingFees)}
    />
  );

  return (
    <StepCard title={isReceipt ? t('checkout.summary.receiptTitle') : t('checkout.summary.title')}>
      <dl className="flex flex-col gap-2 text-sm">
        {!isReceipt && (
          <SummaryRow
            label={t('checkout.summary.items')}
            value={formatNumber(totals.itemCount, locale)}
          />
        )}
        <SummaryRow label={t('checkout.summary.subTotal')} value={format(totals.subTotal)} />
        {(totals.discount ?? 0) > 0 && (
          <SummaryRow
            label={t('checkout.coupon.discount')}
            value={`− ${format(totals.discount ?? 0)}`}
          />
        )}
        {isReceipt ? (
          <>
            {tax}
            {shipping}
          </>
        ) : (
          <>
            {shipping}
            {tax}
          </>
        )}
        <div className="my-1 border-t border-neutral-200" />
        <SummaryRow
          label={isReceipt ? t('checkout.summary.grandTotal') : t('checkout.summary.total')}
          value={format(totals.total)}
          strong
        />
        {mmkTotal !== null && (
          <p className="text-end text-xs text-neutral-600 tabular-nums">
            {t('checkout.summary.approx', { amount: formatMoney(mmkTotal, MMK, locale) })}
          </p>
        )}
      </dl>
      {children}
    </StepCard>
  );
}
