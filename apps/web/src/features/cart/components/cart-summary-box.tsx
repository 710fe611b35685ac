import { useId } from 'react';
import { Link } from 'react-router';
import { MMK } from '@storefront/commerce/currency';
import { formatMoney, formatNumber, TAX_RATE } from '@storefront/commerce/money';
import { Button, buttonClass } from '../../../components/ui/button';
import { useMoney } from '../../../components/ui/money';
import { SummaryRow } from '../../../components/ui/summary-row';
import { useTranslation } from '../../../i18n/translation';
import type { ShownCartSummary } from '../cart-summary';

/**
 * docs/product.md#cart-summary summary box: items, sub total, tax, total and the MMK approximation (small and grey),
 * then Proceed to Checkout, disabled while the cart is empty.
 */
export function CartSummaryBox({
  summary,
  isEmpty,
  hasPausedShop = false,
}: {
  summary: ShownCartSummary;
  isEmpty: boolean;
  /** A shop of the cart is not taking orders (docs/decisions/0030-shops.md): checkout waits. */
  hasPausedShop?: boolean;
}) {
  const { t } = useTranslation();
  const { locale } = useMoney();
  const headingId = useId();
  const pausedId = useId();
  const format = (amount: number) => formatMoney(amount, summary.currencyCode, locale);

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-neutral-200 bg-white p-5"
    >
      <h2 id={headingId} className="text-lg font-bold text-neutral-900">
        {t('cart.summary')}
      </h2>
      <dl className="flex flex-col gap-2 text-sm">
        <SummaryRow label={t('cart.items')} value={formatNumber(summary.itemCount, locale)} />
        <SummaryRow label={t('cart.subTotal')} value={format(summary.subTotal)} />
        <SummaryRow
          label={t('cart.tax', { percent: TAX_RATE * 100 })}
          value={format(summary.tax)}
        />
        <div className="my-1 border-t border-neutral-200" />
        <SummaryRow label={t('cart.total')} value={format(summary.total)} strong />
        {summary.mmkTotal !== null && (
          <p className="text-end text-xs text-neutral-600 tabular-nums">
            {t('cart.approx', { amount: formatMoney(summary.mmkTotal, MMK, locale) })}
          </p>
        )}
      </dl>
      {isEmpty || hasPausedShop ? (
        <>
          <Button
            disabled
            className="w-full"
            aria-describedby={hasPausedShop ? pausedId : undefined}
          >
            {t('cart.proceed')}
          </Button>
          {hasPausedShop && (
            <p id={pausedId} className="text-sm text-yellow-950">
              {t('cart.pausedBlocksCheckout')}
            </p>
          )}
        </>
      ) : (
        <Link to="/checkout" className={buttonClass('primary', 'w-full')}>
          {t('cart.proceed')}
        </Link>
      )}
    </section>
  );
}
