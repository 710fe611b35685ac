import { Link, useNavigate } from 'react-router';
import { formatNumber } from '@storefront/commerce/money';
import type { SellerOrderRow } from '@storefront/contract/seller';
import { cn } from '../../../lib/cn';
import { formatAmount, formatWhen, paymentLabel } from '../seller-labels';
import { useSellerTranslation } from '../seller-strings';
import { StatusBadge } from './status-badge';

export const orderHref = (saleGuid: string) => `/seller/orders/${encodeURIComponent(saleGuid)}`;

function WarningIcon() {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" className="size-4 shrink-0">
      <path
        d="M10 2.5 1.5 17h17L10 2.5Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
      />
      <path d="M10 8v4.5" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
      <circle cx="10" cy="14.8" r="1" fill="currentColor" />
    </svg>
  );
}

/** The duplicate-receipt flag: red like a warning, square so it never reads as a status. */
export function DuplicateMarker({ className }: { className?: string }) {
  const { t } = useSellerTranslation();
  return (
    <span
      data-flag="duplicate-receipt"
      className={cn(
        'inline-flex items-center gap-1 rounded-md border-2 border-red-700 bg-white px-1.5 py-0.5 text-xs font-bold text-red-800',
        className,
      )}
    >
      <WarningIcon />
      {t('seller.orders.duplicateReceipt')}
    </span>
  );
}

function NewMarker() {
  const { t } = useSellerTranslation();
  return (
    <span className="inline-flex items-center rounded-md bg-accent px-1.5 py-0.5 text-xs font-bold text-white">
      {t('seller.orders.newBadge')}
    </span>
  );
}

type RowsProps = { orders: SellerOrderRow[]; fresh: ReadonlySet<string> };

/** Phones: one card per order; the whole card opens the order. */
export function OrderCards({ orders, fresh }: RowsProps) {
  const { t, i18n } = useSellerTranslation();
  const locale = i18n.language;
  return (
    <ul className="flex flex-col gap-2">
      {orders.map((order) => {
        const isFresh = fresh.has(order.saleGuid);
        return (
          <li
            key={order.saleGuid}
            data-fresh={isFresh || undefined}
            className={cn(
              'relative flex flex-col gap-1 rounded-xl border bg-white p-3 focus-within:ring-2 focus-within:ring-accent',
              isFresh ? 'border-accent border-s-4 bg-accent-soft' : 'border-neutral-200',
            )}
          >
            <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
              <div className="flex min-w-0 flex-wrap items-center gap-2">
                <Link
                  to={orderHref(order.saleGuid)}
                  className="text-base font-bold break-all text-neutral-900 outline-none after:absolute after:inset-0 after:rounded-xl"
                >
                  {order.invoiceNo}
                </Link>
                {isFresh && <NewMarker />}
              </div>
              <StatusBadge status={order.status} />
            </div>
            <p className="text-sm text-neutral-600">{formatWhen(order.createdOn, locale)}</p>
            <p className="text-sm wrap-break-word text-neutral-900">
              <span className="font-medium">{order.buyerName}</span>
              {order.buyerPhone && <span className="text-neutral-700"> · {order.buyerPhone}</span>}
            </p>
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <p className="text-sm text-neutral-700">
                {t('seller.orders.items', { count: order.itemCount })} ·{' '}
                {paymentLabel(t, order.paymentType)}
              </p>
              <p className="ms-auto text-base font-bold text-neutral-900 tabular-nums">
                {formatAmount(order.totalAmount, order.currencyCode, locale)}
              </p>
            </div>
            {order.receiptFlag === 'duplicate' && <DuplicateMarker className="self-start" />}
          </li>
        );
      })}
    </ul>
  );
}

const CELL = 'px-3 py-2.5 align-top';
const COLUMN_WIDTHS = ['23%', '19%', '7%', '16%', '13%', null];

/** Wide screens: a table, dense and scannable; a click anywhere on a row opens the order. */
export function OrderTable({ orders, fresh }: RowsProps) {
  const { t, i18n } = useSellerTranslation();
  const navigate = useNavigate();
  const locale = i18n.language;
  return (
    <div className="overflow-hidden rounded-xl border border-neutral-200 bg-white">
      <table className="w-full table-fixed text-sm">
        {/* Invoice numbers (INV-yyyymmdd-XXXXXXXX) fit on one line; the status takes the rest. */}
        <colgroup>
          {COLUMN_WIDTHS.map((width, index) => (
            <col key={index} style={width ? { width } : undefined} />
          ))}
        </colgroup>
        <thead className="bg-neutral-50 text-start text-xs font-semibold text-neutral-700">
          <tr>
            <th scope="col" className={cn(CELL, 'text-start')}>
              {t('seller.orders.columns.invoice')}
            </th>
            <th scope="col" className={cn(CELL, 'text-start')}>
              {t('seller.orders.columns.buyer')}
            </th>
            <th scope="col" className={cn(CELL, 'text-end')}>
              {t('seller.orders.columns.items')}
            </th>
            <th scope="col" className={cn(CELL, 'text-end')}>
              {t('seller.orders.columns.total')}
            </th>
            <th scope="col" className={cn(CELL, 'text-start')}>
              {t('seller.orders.columns.payment')}
            </th>
            <th scope="col" className={cn(CELL, 'text-start')}>
              {t('seller.orders.columns.status')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-neutral-100">
          {orders.map((order) => {
            const isFresh = fresh.has(order.saleGuid);
            const href = orderHref(order.saleGuid);
            return (
              <tr
                key={order.saleGuid}
                data-fresh={isFresh || undefined}
                onClick={(event) => {
                  if (!(event.target as HTMLElement).closest('a')) void navigate(href);
                }}
                className={cn('cursor-pointer', isFresh ? 'bg-accent-soft' : 'hover:bg-neutral-50')}
              >
                <td className={CELL}>
                  <div className="flex flex-wrap items-center gap-1.5">
                    <Link
                      to={href}
                      className="rounded font-bold break-all text-neutral-900 hover:text-accent-strong hover:underline"
                    >
                      {order.invoiceNo}
                    </Link>
                    {isFresh && <NewMarker />}
                  </div>
                  <p className="text-xs text-neutral-600">{formatWhen(order.createdOn, locale)}</p>
                </td>
                <td className={cn(CELL, 'wrap-break-word')}>
                  <p className="font-medium text-neutral-900">{order.buyerName}</p>
                  <p className="text-neutral-700 tabular-nums">{order.buyerPhone}</p>
                </td>
                <td className={cn(CELL, 'text-end tabular-nums')}>
                  {formatNumber(order.itemCount, locale)}
                </td>
                <td className={cn(CELL, 'text-end font-semibold text-neutral-900 tabular-nums')}>
                  {formatAmount(order.totalAmount, order.currencyCode, locale)}
                </td>
                <td className={cn(CELL, 'wrap-break-word')}>
                  {paymentLabel(t, order.paymentType)}
                </td>
                <td className={CELL}>
                  <div className="flex flex-wrap items-center gap-1.5">
                    <StatusBadge status={order.status} />
                    {order.receiptFlag === 'duplicate' && <DuplicateMarker />}
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
