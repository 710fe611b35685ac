import type { ReceiptReading, SellerOrderDetail } from '@storefront/contract/seller';
import { cn } from '../../../lib/cn';
import { formatAmount } from '../seller-labels';
import { useSellerTranslation } from '../seller-strings';
import { Facts } from './order-sections';

type Read = Extract<ReceiptReading, { status: 'read' }>;

/** A checked fact's verdict: green when it matches, red when it differs, grey when unread. */
function Verdict({ check, text }: { check: Read['amountCheck']; text: string }) {
  return (
    <span
      className={cn(
        'mt-1 block text-xs font-semibold',
        check === 'match' && 'text-green-800',
        check === 'differs' && 'text-red-700',
        check === 'unreadable' && 'text-neutral-600',
      )}
    >
      {check === 'match' ? '✓ ' : check === 'differs' ? '✗ ' : ''}
      {text}
    </span>
  );
}

/**
 * What the receipt reader found on the order's receipt, beside the picture
 * (docs/product.md#receipts): the amount read against the amount due, the payee against the
 * shop's wallet accounts, and the transaction number with the orders it was already used on.
 */
export function ReceiptReadingPanel({ order }: { order: SellerOrderDetail }) {
  const { t, i18n } = useSellerTranslation();
  const reading = order.payment.receiptReading;
  if (!reading) return null;
  const box = 'flex flex-col gap-2 rounded-lg border border-neutral-200 bg-neutral-50 p-3';
  if (reading.status !== 'read') {
    return (
      <section aria-label={t('seller.order.reading.title')} className={box}>
        <h3 className="text-sm font-semibold text-neutral-800">
          {t('seller.order.reading.title')}
        </h3>
        <p className="text-sm text-neutral-700">{t(`seller.order.reading.${reading.status}`)}</p>
      </section>
    );
  }
  const notFound = t('seller.order.reading.notFound');
  const payee = [reading.payeeName, reading.payeeNumber].filter(Boolean).join(' · ');
  return (
    <section aria-label={t('seller.order.reading.title')} className={box}>
      <h3 className="text-sm font-semibold text-neutral-800">{t('seller.order.reading.title')}</h3>
      {reading.alreadyUsedOn.length > 0 && (
        <p role="alert" className="rounded-md bg-red-100 p-2 text-sm font-semibold text-red-900">
          {t('seller.order.reading.alreadyUsed', { orders: reading.alreadyUsedOn.join(', ') })}
        </p>
      )}
      <Facts
        rows={[
          [
            t('seller.order.reading.amount'),
            <span key="amount">
              <span className="tabular-nums">
                {reading.amountRead === null
                  ? notFound
                  : formatAmount(reading.amountRead, 'MMK', i18n.language)}
              </span>
              <span className="block text-xs font-normal text-neutral-600 tabular-nums">
                {t('seller.order.reading.amountDue', {
                  amount: formatAmount(order.totalAmount, order.currencyCode, i18n.language),
                })}
              </span>
              <Verdict
                check={reading.amountCheck}
                text={t(`seller.order.reading.amountCheck.${reading.amountCheck}`)}
              />
            </span>,
          ],
          [
            t('seller.order.reading.payee'),
            <span key="payee">
              {payee || notFound}
              <Verdict
                check={reading.payeeCheck}
                text={t(`seller.order.reading.payeeCheck.${reading.payeeCheck}`)}
              />
            </span>,
          ],
          [
            t('seller.order.reading.transactionNo'),
            <span key="txn" className="tabular-nums">
              {reading.transactionNo ?? notFound}
            </span>,
          ],
          [t('seller.order.reading.wallet'), reading.wallet ?? notFound],
        ]}
      />
      <p className="text-xs text-neutral-600">{t('seller.order.reading.note')}</p>
    </section>
  );
}
