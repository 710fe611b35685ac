import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CheckoutTotals } from '@storefront/commerce/checkout';
import { MMK } from '@storefront/commerce/currency';
import { formatMoney, TAX_RATE } from '@storefront/commerce/money';
import { useMoney } from '../../../components/ui/money';
import { cn } from '../../../lib/cn';
import { StepCard } from './step-card';

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4">
      <dt className={strong ? 'font-bold text-neutral-900' : 'text-neutral-700'}>{label}</dt>
      <dd
        className={cn(
          'tabular-nums',
          strong ? 'text-lg font-bold text-accent' : 'font-medium text-neutral-900',
        )}
      >
        {value}
      </dd>
    </div>
  );
}

type CheckoutSummaryProps = {
  totals: CheckoutTotals;
  currencyCode: string;
  mmkTotal: number | null;
  /** Step 4 words it as a receipt: 'Order Summery', Shipping Cost, Grand Total, no Items. */
  variant?: 'checkout' | 'receipt';
  children?: ReactNode;
};

/**
 * §2 summaries. Steps 2–3: Items, Sub Total, Shipping Fees, Tax, Total and the approximate MMK
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
    <Row
      label={t('checkout.summary.tax', { percent: TAX_RATE * 100 })}
      value={format(totals.tax)}
    />
  );
  const shipping = (
    <Row
      label={isReceipt ? t('checkout.summary.shippingCost') : t('checkout.summary.shippingFees')}
      value={format(totals.shippingFees)}
    />
  );

  return (
    <StepCard title={isReceipt ? t('checkout.summary.receiptTitle') : t('checkout.summary.title')}>
      <dl className="flex flex-col gap-2 text-sm">
        {!isReceipt && <Row label={t('checkout.summary.items')} value={String(totals.itemCount)} />}
        <Row label={t('checkout.summary.subTotal')} value={format(totals.subTotal)} />
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
        <Row
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
