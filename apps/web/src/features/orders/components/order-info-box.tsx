import { useId, type ReactNode } from 'react';
import type { Region } from '@storefront/contract/region';
import type { OrderDetail } from '@storefront/contract/sales';
import { orderAddressLine, usePlaceName } from '../../../components/address/use-place-name';
import { useMoney } from '../../../components/ui/money';
import { useTranslation } from '../../../i18n/translation';
import { formatOrderDate, useOrderLabels } from '../order-labels';
import { OrderStatusBadge } from './order-status-badge';

function Row({
  label,
  children,
  isWide,
}: {
  label: string;
  children: ReactNode;
  isWide?: boolean;
}) {
  return (
    <div className={isWide ? 'col-span-2 flex flex-col gap-0.5' : 'flex min-w-0 flex-col gap-0.5'}>
      <dt className="text-xs text-neutral-600">{label}</dt>
      <dd className="text-sm font-medium text-neutral-900 wrap-break-word">{children}</dd>
    </div>
  );
}

type OrderInfoBoxProps = { order: OrderDetail; orderId: string; regions: readonly Region[] };

/**
 * docs/product.md#order-detail 'Order Info': who the order goes to (Name, Email, Phone 1, Phone 2, Address, Shipment) and
 * the order itself (Order ID, Order Date, Order Status, Payment Type, Tax, Grand Total).
 */
export function OrderInfoBox({ order, orderId, regions }: OrderInfoBoxProps) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const labels = useOrderLabels();
  const headingId = useId();
  const { paymentInfo, contact } = order;
  const placeName = usePlaceName(regions);
  // Tax and Grand Total as charged: the server worked them out at checkout by docs/product.md#tax's rule.
  const currencyCode = paymentInfo.currencyCode || order.currencyCode;
  const orEmpty = (value: string) =>
    value.trim() ? (
      value
    ) : (
      <span className="font-normal text-neutral-600">{t('orders.detail.info.notProvided')}</span>
    );

  return (
    <section
      aria-labelledby={headingId}
      className="rounded-2xl border border-neutral-200 bg-white p-4 sm:p-5 print:break-inside-avoid"
    >
      <h2 id={headingId} className="mb-4 text-lg font-bold text-neutral-900">
        {t('orders.detail.info.title')}
      </h2>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 sm:gap-x-6">
        <Row label={t('orders.detail.info.orderId')}>{orderId}</Row>
        <Row label={t('orders.detail.info.orderDate')}>
          {formatOrderDate(paymentInfo.orderDate, i18n.language)}
        </Row>
        <Row label={t('orders.detail.info.orderStatus')}>
          <OrderStatusBadge status={order.status} />
        </Row>
        <Row label={t('orders.detail.info.paymentType')}>
          {labels.paymentType(paymentInfo.paymentType)}
        </Row>
        <Row label={t('orders.detail.info.name')}>{orEmpty(paymentInfo.buyerName)}</Row>
        <Row label={t('orders.detail.info.shipment')}>{labels.shipment(contact.shipment)}</Row>
        <Row label={t('orders.detail.info.phone1')}>{orEmpty(contact.phone)}</Row>
        <Row label={t('orders.detail.info.phone2')}>{orEmpty(contact.additionalPhone)}</Row>
        <Row label={t('orders.detail.info.email')} isWide>
          {orEmpty(contact.email)}
        </Row>
        <Row label={t('orders.detail.info.address')} isWide>
          {orEmpty(orderAddressLine(contact, placeName))}
        </Row>
        <Row label={t('orders.detail.info.tax')}>
          <span className="tabular-nums">{money.format(paymentInfo.tax, currencyCode)}</span>
        </Row>
        <Row label={t('orders.detail.info.grandTotal')}>
          <span className="font-bold text-accent tabular-nums">
            {money.format(paymentInfo.grandTotal, currencyCode)}
          </span>
        </Row>
      </dl>
    </section>
  );
}
