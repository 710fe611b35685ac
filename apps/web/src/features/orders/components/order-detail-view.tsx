import type { Region } from '@storefront/contract/region';
import { Link } from 'react-router';
import type { OrderDetail } from '@storefront/contract/sales';
import { Icon } from '../../../components/ui/icons';
import { Button, buttonClass } from '../../../components/ui/button';
import { PageTitle } from '../../../components/ui/page-title';
import { useTranslation } from '../../../i18n/translation';
import { OrderInfoBox } from './order-info-box';
import { OrderShopBlock } from './order-shop-block';
import { OrderSummaryBox } from './order-summary-box';

function PrintIcon() {
  return (
    <Icon className="size-5">
      <path d="M7 8V3h10v5M7 17H4v-6a3 3 0 0 1 3-3h10a3 3 0 0 1 3 3v6h-3M7 14h10v7H7z" />
    </Icon>
  );
}

type OrderDetailViewProps = {
  order: OrderDetail;
  orderId: string;
  regions: readonly Region[];
  /** window.print in the app; tests pass their own. */
  onPrint: () => void;
};

/**
 * docs/product.md#order-detail order detail. Everything marked data-print="hidden" (the item list, with each shop's
 * progress and history, and the buttons) stays off paper; the receipt stylesheet
 * (receipt-print.css) does the rest.
 *
 * There is no progress for the whole order above the blocks: each shop confirms, ships or
 * rejects its part on its own (docs/decisions/0014-order-life-cycle.md), so one bar for a
 * two-shop order would either hold back a parcel already on its way or light steps for a part
 * that was turned down. Each 'Sold By' block shows its own progress, and Order Info's status
 * still sums up the whole order.
 */
export function OrderDetailView({ order, orderId, regions, onPrint }: OrderDetailViewProps) {
  const { t } = useTranslation();

  return (
    <div
      data-receipt
      className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-3 py-4 sm:px-4 sm:py-6"
    >
      <div className="flex flex-wrap items-end justify-between gap-x-4 gap-y-3">
        <div className="flex min-w-0 flex-col gap-1">
          <PageTitle documentTitle={t('orders.detail.documentTitle', { id: orderId })}>
            {t('orders.detail.title')}
          </PageTitle>
          <p className="text-sm wrap-break-word text-neutral-700">
            {t('orders.detail.orderIdLine', { id: orderId })}
          </p>
        </div>
        <div data-print="hidden" className="flex w-full flex-wrap gap-2 sm:w-auto">
          <Link
            to="/order-history"
            className={buttonClass('secondary', 'flex-1 text-center sm:flex-none')}
          >
            {t('orders.detail.back')}
          </Link>
          <Button className="flex-1 text-center sm:flex-none" onClick={onPrint}>
            <PrintIcon />
            {t('orders.detail.print')}
          </Button>
        </div>
      </div>

      <div
        data-receipt-body
        className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_26rem] lg:grid-rows-[auto_1fr]"
      >
        <div className="lg:col-start-2 lg:row-start-1">
          <OrderInfoBox order={order} orderId={orderId} regions={regions} />
        </div>
        <section
          aria-label={t('orders.detail.items.label')}
          data-print="hidden"
          className="flex flex-col gap-4 lg:col-start-1 lg:row-span-2 lg:row-start-1"
        >
          {order.productInfo.map((shop) => (
            <OrderShopBlock key={shop.saleGuid} shop={shop} />
          ))}
        </section>
        <div className="lg:col-start-2 lg:row-start-2">
          <OrderSummaryBox paymentInfo={order.paymentInfo} />
        </div>
      </div>
    </div>
  );
}
