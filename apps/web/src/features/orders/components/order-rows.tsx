import { useId } from 'react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { useMoney } from '../../../components/ui/money';
import type { OrderListRow } from '@storefront/contract/sales';
import { useTranslation } from '../../../i18n/translation';
import { formatOrderDate } from '../order-labels';
import { OrderStatusBadge } from './order-status-badge';
import { formatNumber } from '@storefront/commerce/money';

const detailPath = (invoiceNo: string) => `/order-detail/${encodeURIComponent(invoiceNo)}`;

const HEAD_CELL = 'px-3 py-3 text-xs font-semibold text-neutral-700 sm:text-sm';
const CELL = 'px-3 py-3 align-middle';

/** docs/product.md#order-history 'Order Lists' as a table, for screens wide enough to hold its six columns. */
export function OrderTable({ orders }: { orders: OrderListRow[] }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  return (
    // Very long Burmese headings or amounts scroll inside the table's own box, never the page.
    <div className="overflow-x-auto rounded-2xl border border-neutral-200 bg-white">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{t('orders.list.title')}</caption>
        <thead className="border-b border-neutral-200 bg-neutral-50">
          <tr>
            <th scope="col" className={`${HEAD_CELL} text-start`}>
              {t('orders.list.orderId')}
            </th>
            <th scope="col" className={`${HEAD_CELL} text-start`}>
              {t('orders.list.orderDate')}
            </th>
            <th scope="col" className={`${HEAD_CELL} text-end`}>
              {t('orders.list.itemCount')}
            </th>
            <th scope="col" className={`${HEAD_CELL} text-end`}>
              {t('orders.list.totalAmount')}
            </th>
            <th scope="col" className={`${HEAD_CELL} text-start`}>
              {t('orders.list.status')}
            </th>
            <th scope="col" className={`${HEAD_CELL} text-start`}>
              {t('orders.list.action')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-100">
          {orders.map((order) => (
            <tr key={order.invoiceNo} className="hover:bg-neutral-50">
              <th
                scope="row"
                className={`${CELL} text-start font-semibold whitespace-nowrap text-neutral-900`}
              >
                {order.invoiceNo}
              </th>
              <td className={`${CELL} text-neutral-700`}>
                {formatOrderDate(order.createdOn, i18n.language)}
              </td>
              <td className={`${CELL} text-end tabular-nums`}>
                {formatNumber(order.itemCount, i18n.language)}
              </td>
              <td className={`${CELL} text-end font-semibold whitespace-nowrap tabular-nums`}>
                {money.format(order.totalAmount, order.currencyCode)}
              </td>
              <td className={CELL}>
                <OrderStatusBadge status={order.status} className="whitespace-nowrap" />
              </td>
              <td className={`${CELL} py-1`}>
                <Link
                  to={detailPath(order.invoiceNo)}
                  aria-label={t('orders.list.viewOrder', { id: order.invoiceNo })}
                  className="inline-flex min-h-11 items-center rounded-lg font-semibold whitespace-nowrap text-accent hover:underline"
                >
                  {t('orders.list.view')}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function OrderCard({ order }: { order: OrderListRow }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const headingId = useId();
  return (
    <li>
      <article
        aria-labelledby={headingId}
        className="flex flex-col gap-3 rounded-2xl border border-neutral-200 bg-white p-4"
      >
        <header className="flex items-start justify-between gap-3">
          <div className="flex min-w-0 flex-col">
            <span className="text-xs text-neutral-600">{t('orders.list.orderId')}</span>
            <h2 id={headingId} className="font-bold wrap-break-word text-neutral-900">
              {order.invoiceNo}
            </h2>
          </div>
          <OrderStatusBadge status={order.status} className="shrink-0" />
        </header>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
          <div className="col-span-2 flex flex-col">
            <dt className="text-xs text-neutral-600">{t('orders.list.orderDate')}</dt>
            <dd className="text-neutral-900">{formatOrderDate(order.createdOn, i18n.language)}</dd>
          </div>
          <div className="flex flex-col">
            <dt className="text-xs text-neutral-600">{t('orders.list.itemCount')}</dt>
            <dd className="text-neutral-900 tabular-nums">
              {formatNumber(order.itemCount, i18n.language)}
            </dd>
          </div>
          <div className="flex flex-col">
            <dt className="text-xs text-neutral-600">{t('orders.list.totalAmount')}</dt>
            <dd className="font-bold text-accent tabular-nums">
              {money.format(order.totalAmount, order.currencyCode)}
            </dd>
          </div>
        </dl>
        <Link
          to={detailPath(order.invoiceNo)}
          aria-label={t('orders.list.viewOrder', { id: order.invoiceNo })}
          className={buttonClass('secondary', 'w-full')}
        >
          {t('orders.list.view')}
        </Link>
      </article>
    </li>
  );
}

/**
 * The same rows as cards, for phones and tablets: six columns do not fit without sideways
 * scrolling, and a card keeps every label beside its value.
 */
export function OrderCards({ orders }: { orders: OrderListRow[] }) {
  const { t } = useTranslation();
  return (
    // Two columns of cards on a tablet, one on a phone.
    <ul aria-label={t('orders.list.title')} className="grid gap-3 sm:grid-cols-2">
      {orders.map((order) => (
        <OrderCard key={order.invoiceNo} order={order} />
      ))}
    </ul>
  );
}
