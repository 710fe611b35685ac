import { useId } from 'react';
import { formatNumber, TAX_RATE } from '@storefront/commerce/money';
import type { OrderDetail } from '@storefront/contract/sales';
import { useMoney } from '../../../components/ui/money';
import { useTranslation } from '../../../i18n/translation';

/** docs/product.md#order-detail 'Order Summary': Subtotal, Tax, Delivery Cost and Grand Total, as charged at checkout. */
export function OrderSummaryBox({ paymentInfo }: { paymentInfo: OrderDetail['paymentInfo'] }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const headingId = useId();
  const { currencyCode } = paymentInfo;
  const approx = money.formatMmkApprox(paymentInfo.grandTotal, currencyCode);
  const percent = formatNumber(TAX_RATE * 100, i18n.language);
  const discount = paymentInfo.discount ?? 0;
  // A coupon's discount (docs/decisions/0032-coupons.md) shows as taken off, as at checkout.
  const rows: (readonly [string, string])[] = [
    [t('orders.detail.summary.subTotal'), money.format(paymentInfo.subTotal, currencyCode)],
    ...(discount > 0
      ? [
          [
            t('orders.detail.summary.discount'),
            `− ${money.format(discount, currencyCode)}`,
          ] as const,
        ]
      : []),
    [t('orders.detail.summary.tax', { percent }), money.format(paymentInfo.tax, currencyCode)],
    [
      t('orders.detail.summary.deliveryCost'),
      money.format(paymentInfo.deliveryCharges, currencyCode),
    ],
  ];

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-neutral-200 bg-white p-4 sm:p-5 print:break-inside-avoid"
    >
      <h2 id={headingId} className="mb-3 text-lg font-bold text-neutral-900">
        {t('orders.detail.summary.title')}
      </h2>
      <dl className="flex flex-col text-sm">
        {rows.map(([label, shown]) => (
          <div key={label} className="flex items-baseline justify-between gap-4 py-1.5">
            <dt className="text-neutral-700">{label}</dt>
            <dd className="text-end font-medium text-neutral-900 tabular-nums">{shown}</dd>
          </div>
        ))}
        <div className="mt-2 flex items-baseline justify-between gap-4 border-t border-neutral-200 pt-3">
          <dt className="font-bold text-neutral-900">{t('orders.detail.summary.grandTotal')}</dt>
          <dd className="flex flex-col items-end text-end">
            <span className="text-lg font-bold text-accent tabular-nums">
              {money.format(paymentInfo.grandTotal, currencyCode)}
            </span>
            {approx && (
              <span className="text-xs text-neutral-600 tabular-nums">
                {t('orders.detail.summary.approx', { amount: approx })}
              </span>
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}
