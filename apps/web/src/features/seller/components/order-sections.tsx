import type { Region } from '@storefront/contract/region';
import { useId, useState, type ReactNode } from 'react';
import { formatNumber } from '@storefront/commerce/money';
import { isCashOnDelivery } from '@storefront/commerce/checkout-forms';
import type { SellerOrderDetail } from '@storefront/contract/seller';
import { orderAddressLine, usePlaceName } from '../../../components/address/use-place-name';
import { fallBackToPlaceholder, imageUrl } from '../../../lib/image';
import { cn } from '../../../lib/cn';
import { useReceiptImage } from '../hooks/use-receipt-image';
import {
  deliveryTypeLabel,
  formatAmount,
  formatMmkApprox,
  formatWhen,
  paymentLabel,
  serviceLabel,
  statusLabel,
} from '../seller-labels';
import { useSellerTranslation } from '../seller-strings';
import { DuplicateMarker } from './order-list-parts';
import { ReceiptReadingPanel } from './receipt-reading-panel';
import { ReceiptViewer } from './receipt-viewer';
import { inLanguage } from '../../../lib/localized-name';

export function Card({
  title,
  children,
  className,
}: {
  title: string;
  children: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn('rounded-xl border border-neutral-200 bg-white p-4', className)}
    >
      <h2 id={headingId} className="mb-3 text-base font-bold text-neutral-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Label and value pairs; labels wrap rather than squeeze (Burmese labels run long). */
export function Facts({ rows }: { rows: [label: string, value: ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] items-baseline gap-x-4 gap-y-2 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-neutral-600">{label}</dt>
          <dd className="font-medium wrap-break-word text-neutral-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function PhoneLink({ phone }: { phone: string }) {
  return (
    <a
      href={`tel:${phone.replace(/[^\d+]/g, '')}`}
      className="inline-flex min-h-11 items-center text-accent-strong underline-offset-2 hover:underline"
    >
      {phone}
    </a>
  );
}

/** The duplicate-receipt warning with the other orders that carried the same picture. */
export function DuplicateWarning({ order }: { order: SellerOrderDetail }) {
  const { t, i18n } = useSellerTranslation();
  if (order.payment.receiptFlag !== 'duplicate') return null;
  return (
    <section
      role="alert"
      className="flex flex-col gap-2 rounded-xl border-2 border-red-700 bg-red-50 p-4 text-red-900"
    >
      <DuplicateMarker className="self-start" />
      <p className="text-sm font-medium">{t('seller.order.duplicate.text')}</p>
      {order.payment.receiptMatches.length > 0 && (
        <ul className="flex flex-col gap-1 text-sm">
          {order.payment.receiptMatches.map((match) => (
            <li key={`${match.invoiceNo}-${match.createdOn}`} className="wrap-break-word">
              <span className="font-bold">{match.invoiceNo}</span>
              {' · '}
              {formatWhen(match.createdOn, i18n.language)}
              {' · '}
              {match.kind === 'same-bytes'
                ? t('seller.order.duplicate.sameBytes')
                : match.kind === 'same-transaction'
                  ? t('seller.order.duplicate.sameTransaction')
                  : t('seller.order.duplicate.similar')}
              {!match.isOwnShop && ` · ${t('seller.order.duplicate.otherShop')}`}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function ReceiptPicture({ receiptId, invoiceNo }: { receiptId: string; invoiceNo: string }) {
  const { t } = useSellerTranslation();
  const receipt = useReceiptImage(receiptId);
  const [isOpen, setOpen] = useState(false);
  const alt = t('seller.order.payment.receiptAlt', { invoice: invoiceNo });

  if (receipt.state === 'loading') {
    return (
      <div
        role="status"
        className="flex h-96 w-full items-center justify-center rounded-lg bg-neutral-100 text-sm text-neutral-600"
      >
        {t('seller.order.payment.receiptLoading')}
      </div>
    );
  }
  if (receipt.state === 'failed') {
    return (
      <p
        role="alert"
        className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800"
      >
        {t('seller.order.payment.receiptFailed')}
      </p>
    );
  }
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={t('seller.order.payment.openReceipt')}
        className="group relative block w-full cursor-zoom-in overflow-hidden rounded-lg border border-neutral-300 bg-neutral-50"
      >
        <img src={receipt.url} alt={alt} className="mx-auto block h-auto w-full" />
        <span
          aria-hidden="true"
          className="absolute end-2 bottom-2 inline-flex size-11 items-center justify-center rounded-full bg-neutral-900/80 text-white group-hover:bg-neutral-900"
        >
          <svg
            viewBox="0 0 24 24"
            className="size-6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          >
            <circle cx="11" cy="11" r="7" />
            <path d="M8 11h6M11 8v6M16.5 16.5 21 21" />
          </svg>
        </span>
      </button>
      {isOpen && (
        <ReceiptViewer
          url={receipt.url}
          alt={alt}
          title={t('seller.receiptViewer.title', { invoice: invoiceNo })}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

/**
 * The payment: its type; for a wallet transfer the account the buyer typed, the amount due in
 * large print beside the receipt picture, so staff compare the two at a glance.
 */
export function PaymentSection({ order }: { order: SellerOrderDetail }) {
  const { t, i18n } = useSellerTranslation();
  const locale = i18n.language;
  const { payment } = order;
  const isCash = isCashOnDelivery(payment.paymentType);
  const approx = formatMmkApprox(order.totalAmount, order.currencyCode, order.mmkRate, locale);
  const amountDue = (
    <div className="rounded-lg bg-neutral-900 px-4 py-3 text-white">
      <p className="text-sm text-neutral-300">{t('seller.order.payment.amountDue')}</p>
      <p className="text-2xl font-bold tabular-nums wrap-break-word">
        {formatAmount(order.totalAmount, order.currencyCode, locale)}
      </p>
      {approx && (
        <p className="text-sm text-neutral-300 tabular-nums">
          {t('seller.order.totals.approx', { amount: approx })}
        </p>
      )}
    </div>
  );

  return (
    <Card title={t('seller.order.payment.title')}>
      {isCash ? (
        <div className="flex flex-col gap-3">
          <Facts rows={[[t('seller.order.payment.type'), paymentLabel(t, payment.paymentType)]]} />
          {amountDue}
          <p className="text-sm text-neutral-700">{t('seller.order.payment.cashNote')}</p>
        </div>
      ) : (
        <div className="grid items-start gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)]">
          <div className="flex flex-col gap-3 sm:sticky sm:top-3">
            {amountDue}
            <Facts
              rows={[
                [t('seller.order.payment.type'), paymentLabel(t, payment.paymentType)],
                [
                  t('seller.order.payment.accountName'),
                  payment.accountName || t('seller.order.buyer.notGiven'),
                ],
                [
                  t('seller.order.payment.accountNumber'),
                  <span key="number" className="tabular-nums">
                    {payment.accountNumber || t('seller.order.buyer.notGiven')}
                  </span>,
                ],
              ]}
            />
          </div>
          <div className="flex flex-col gap-2">
            <h3 className="text-sm font-semibold text-neutral-700">
              {t('seller.order.payment.receipt')}
            </h3>
            {payment.receiptImage ? (
              <>
                <ReceiptPicture receiptId={payment.receiptImage} invoiceNo={order.invoiceNo} />
                <ReceiptReadingPanel order={order} />
              </>
            ) : (
              <p className="text-sm text-neutral-700">{t('seller.order.payment.noReceipt')}</p>
            )}
          </div>
        </div>
      )}
    </Card>
  );
}

export function BuyerSection({
  order,
  regions,
}: {
  order: SellerOrderDetail;
  regions: readonly Region[];
}) {
  const { t } = useSellerTranslation();
  const { contact } = order;
  const notGiven = t('seller.order.buyer.notGiven');
  const { address, township } = useOrderPlace(order, regions);
  const remark = contact.remark.trim();
  return (
    <Card title={t('seller.order.buyer.title')}>
      <div className="flex flex-col gap-3">
        <Facts
          rows={[
            [t('seller.order.buyer.name'), order.buyerName || contact.name || notGiven],
            [
              t('seller.order.buyer.phone'),
              contact.phone ? <PhoneLink phone={contact.phone} /> : notGiven,
            ],
            ...(contact.additionalPhone.trim()
              ? ([
                  [
                    t('seller.order.buyer.otherPhone'),
                    <PhoneLink key="other" phone={contact.additionalPhone} />,
                  ],
                ] as [string, ReactNode][])
              : []),
            [t('seller.order.buyer.address'), address || notGiven],
            [t('seller.order.buyer.township'), township || notGiven],
            [
              t('seller.order.buyer.deliveryType'),
              contact.deliveryType ? deliveryTypeLabel(t, contact.deliveryType) : notGiven,
            ],
            [
              t('seller.order.buyer.service'),
              contact.service ? serviceLabel(t, contact.service) : notGiven,
            ],
          ]}
        />
        <div
          className={cn(
            'rounded-lg p-3 text-sm',
            remark ? 'border border-yellow-600 bg-yellow-50 text-neutral-900' : 'bg-neutral-50',
          )}
        >
          <p className="font-semibold text-neutral-700">{t('seller.order.buyer.notes')}</p>
          <p className="whitespace-pre-line wrap-break-word">
            {remark || t('seller.order.buyer.noNotes')}
          </p>
        </div>
      </div>
    </Card>
  );
}

/**
 * The order's address and township in the staff's language: Burmese names for the township and
 * country on a Burmese console (components/address/use-place-name.ts).
 */
export function useOrderPlace(order: SellerOrderDetail, regions: readonly Region[]) {
  const placeName = usePlaceName(regions);
  const township = order.township
    ? placeName({
        address: '',
        street: '',
        township: order.township,
        townshipGuid: order.contact.place?.townshipGuid ?? null,
        country: '',
      })
    : '';
  return { address: orderAddressLine(order.contact, placeName), township };
}

export function ItemsSection({ order }: { order: SellerOrderDetail }) {
  const { t, i18n } = useSellerTranslation();
  const locale = i18n.language;
  const money = (amount: number, code?: string) =>
    formatAmount(amount, code || order.currencyCode, locale);
  const approx = formatMmkApprox(order.totalAmount, order.currencyCode, order.mmkRate, locale);
  return (
    <Card title={t('seller.order.items.title')}>
      {order.items.length === 0 ? (
        <p className="text-sm text-neutral-700">{t('seller.order.items.none')}</p>
      ) : (
        <ul className="divide-y divide-neutral-100">
          {order.items.map((item) => (
            <li key={item.variantGuid} className="flex gap-3 py-3 first:pt-0">
              <img
                src={imageUrl(item.image)}
                alt=""
                width={64}
                height={64}
                loading="lazy"
                decoding="async"
                onError={fallBackToPlaceholder}
                className="size-16 shrink-0 rounded-lg border border-neutral-200 bg-neutral-100 object-cover"
              />
              <div className="flex min-w-0 flex-1 flex-col gap-0.5 text-sm">
                <p className="font-semibold wrap-break-word text-neutral-900">
                  {inLanguage(item.productName, item.productNameMm, locale)}
                </p>
                {item.variantName && (
                  <p className="wrap-break-word text-neutral-700">{item.variantName}</p>
                )}
                <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                  <p className="text-neutral-800">
                    {t('seller.order.items.quantity')}:{' '}
                    <span className="text-base font-bold tabular-nums">
                      {formatNumber(item.quantity, locale)}
                    </span>
                    {item.quantity > 1 && (
                      <span className="text-neutral-600">
                        {' · '}
                        {t('seller.order.items.each', {
                          price: money(item.price, item.currencyCode),
                        })}
                      </span>
                    )}
                  </p>
                  <p className="ms-auto font-semibold tabular-nums">
                    {money(item.totalPrice, item.currencyCode)}
                  </p>
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      {order.addons.length > 0 && (
        <div className="mt-2 border-t border-neutral-100 pt-3">
          <h3 className="text-sm font-semibold text-neutral-700">
            {t('seller.order.items.addons')}
          </h3>
          <ul className="divide-y divide-neutral-100">
            {order.addons.map((addon) => (
              <li
                key={`${addon.addonGuid}-${addon.productGuid}`}
                className="flex flex-wrap items-baseline justify-between gap-x-3 py-2 text-sm"
              >
                <p className="wrap-break-word text-neutral-900">
                  {addon.addonName}{' '}
                  <span className="text-neutral-700">
                    ×{' '}
                    <span className="font-bold tabular-nums">
                      {formatNumber(addon.addonQuantity, locale)}
                    </span>
                  </span>
                </p>
                <p className="ms-auto font-semibold tabular-nums">
                  {money(addon.addonTotalPrice, addon.addonCurrencyCode)}
                </p>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className="mt-3 border-t border-neutral-200 pt-3">
        <dl className="flex flex-col gap-1.5 text-sm">
          {(
            [
              [t('seller.order.totals.shippingMethod'), order.shippingMethod || '—'],
              [t('seller.order.totals.subTotal'), money(order.subTotal)],
              // The coupon the buyer used and what it took off (docs/decisions/0032-coupons.md).
              ...((order.discount ?? 0) > 0
                ? [
                    [
                      t('seller.order.totals.discount', { code: order.promoCode ?? '' }),
                      `− ${money(order.discount ?? 0)}`,
                    ] as const,
                  ]
                : []),
              [t('seller.order.totals.tax'), money(order.tax)],
              [t('seller.order.totals.shippingFee'), money(order.deliveryCharges)],
            ] as const
          ).map(([label, value]) => (
            <div key={label} className="flex flex-wrap justify-between gap-x-4">
              <dt className="text-neutral-600">{label}</dt>
              <dd className="ms-auto text-end font-medium wrap-break-word tabular-nums">{value}</dd>
            </div>
          ))}
          <div className="flex flex-wrap items-baseline justify-between gap-x-4 border-t border-neutral-100 pt-2">
            <dt className="font-semibold text-neutral-900">{t('seller.order.totals.total')}</dt>
            <dd className="ms-auto text-end">
              <span className="block text-lg font-bold tabular-nums">
                {money(order.totalAmount)}
              </span>
              {approx && (
                <span className="block text-xs text-neutral-600 tabular-nums">
                  {t('seller.order.totals.approx', { amount: approx })}
                </span>
              )}
            </dd>
          </div>
        </dl>
      </div>
    </Card>
  );
}

export function HistorySection({ order }: { order: SellerOrderDetail }) {
  const { t, i18n } = useSellerTranslation();
  return (
    <Card title={t('seller.order.history.title')}>
      <ol className="flex flex-col gap-3">
        {order.history.map((entry, index) => (
          <li
            key={`${entry.createdOn}-${index}`}
            className="border-s-2 border-neutral-300 ps-3 text-sm"
          >
            <p className="font-semibold text-neutral-900">
              {entry.fromStatus === null
                ? t('seller.order.history.placed')
                : `${statusLabel(t, entry.fromStatus)} → ${statusLabel(t, entry.toStatus)}`}
            </p>
            <p className="text-neutral-700">
              {formatWhen(entry.createdOn, i18n.language)}
              {' · '}
              {t('seller.order.history.by', {
                name: entry.byName.trim() || t('seller.order.history.buyer'),
              })}
            </p>
            {entry.note.trim() && (
              <p className="mt-0.5 whitespace-pre-line wrap-break-word text-neutral-800">
                {t('seller.order.history.note', { note: entry.note.trim() })}
              </p>
            )}
          </li>
        ))}
      </ol>
    </Card>
  );
}
