import type { Region } from '@storefront/contract/region';
import { useEffect } from 'react';
import { Link } from 'react-router';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { Button, buttonClass } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useGetSellerOrderQuery } from '../api/get-seller-order';
import { useLiveOrders } from '../hooks/use-live-orders';
import { useSellerErrorText } from '../seller-errors';
import { formatWhen, shopNameOf } from '../seller-labels';
import { useSellerSession } from '../seller-session';
import { useSellerTranslation } from '../seller-strings';
import { ConsoleTitle } from './console-title';
import { OrderActions } from './order-actions';
import {
  BuyerSection,
  DuplicateWarning,
  HistorySection,
  ItemsSection,
  PaymentSection,
} from './order-sections';
import { PackingSlip } from './packing-slip';
import { StatusBadge } from './status-badge';

const PAGE = 'mx-auto flex w-full max-w-6xl flex-col gap-4 px-3 py-4 sm:px-4';

function BackLink() {
  const { t } = useSellerTranslation();
  return (
    <Link
      to="/seller"
      className="inline-flex min-h-11 items-center gap-1 self-start rounded-lg text-sm font-semibold text-accent-strong hover:underline print:hidden"
    >
      <span aria-hidden="true" className="rtl:-scale-x-100">
        ←
      </span>
      {t('seller.order.back')}
    </Link>
  );
}

/** A malformed id (400) or an order that is not this shop's or does not exist (404). */
function isNotFound(error: FetchBaseQueryError | SerializedError | undefined): boolean {
  return Boolean(error && 'status' in error && (error.status === 404 || error.status === 400));
}

function OrderSkeleton() {
  const { appT } = useSellerTranslation();
  return (
    <div className={PAGE} aria-busy="true">
      <span role="status" className="sr-only">
        {appT('common.loading')}
      </span>
      <Skeleton className="h-11 w-32" />
      <Skeleton className="h-9 w-64" />
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Skeleton className="h-48 rounded-xl lg:col-start-2 lg:row-start-1" />
        <Skeleton className="h-96 rounded-xl lg:col-start-1 lg:row-start-1" />
      </div>
    </div>
  );
}

/**
 * /seller/orders/{saleGuid}: everything staff need to act on one order, the moves the life
 * cycle allows now, and a packing slip to print. Actions come first on a phone; on a wide
 * screen they stay in view beside the order.
 */
export function SellerOrderScreen({
  saleGuid,
  regions,
}: {
  saleGuid: string;
  /** The region list, for the address's country in the staff's language. */
  regions: readonly Region[];
}) {
  const { t, i18n } = useSellerTranslation();
  const errorText = useSellerErrorText();
  const session = useSellerSession();
  const { markOpened } = useLiveOrders();
  const { data: order, error, isLoading, isFetching, refetch } = useGetSellerOrderQuery(saleGuid);
  const shopName = session ? shopNameOf(session.profile, i18n.language) : '';

  useEffect(() => {
    markOpened(saleGuid);
  }, [markOpened, saleGuid]);

  if (isLoading) return <OrderSkeleton />;
  if (!order) {
    const notFound = isNotFound(error);
    return (
      <div className={PAGE}>
        <ConsoleTitle title={t('seller.order.notFound')} />
        <BackLink />
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-xl border border-neutral-200 bg-white p-6 text-center"
        >
          {notFound ? (
            <>
              <h1 className="text-xl font-bold text-neutral-900">{t('seller.order.notFound')}</h1>
              <p className="text-neutral-700">{t('seller.order.notFoundText')}</p>
              <Link to="/seller" className={buttonClass('primary')}>
                {t('seller.order.back')}
              </Link>
            </>
          ) : (
            <>
              <p className="text-neutral-800">
                {t('seller.order.loadFailed', { message: errorText(error) })}
              </p>
              <Button variant="secondary" disabled={isFetching} onClick={() => void refetch()}>
                {t('seller.orders.retry')}
              </Button>
            </>
          )}
        </div>
      </div>
    );
  }

  const title = t('seller.order.title', { invoice: order.invoiceNo });
  return (
    <>
      <div className={`${PAGE} print:hidden`}>
        <ConsoleTitle
          title={
            shopName
              ? t('seller.order.documentTitle', { invoice: order.invoiceNo, shop: shopName })
              : title
          }
        />
        <BackLink />
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="flex min-w-0 flex-col gap-1">
            <div className="flex flex-wrap items-center gap-2">
              <h1 className="text-xl font-bold wrap-break-word text-neutral-900 sm:text-2xl">
                {title}
              </h1>
              <StatusBadge status={order.status} className="text-sm" />
            </div>
            <p className="text-sm text-neutral-700">
              {t('seller.order.placedOn', { date: formatWhen(order.createdOn, i18n.language) })}
            </p>
          </div>
          <Button variant="secondary" onClick={() => window.print()}>
            {t('seller.order.actions.print')}
          </Button>
        </div>
        <DuplicateWarning order={order} />
        <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="flex flex-col gap-4 lg:sticky lg:top-4 lg:col-start-2 lg:row-start-1">
            <OrderActions order={order} />
          </div>
          <div className="flex min-w-0 flex-col gap-4 lg:col-start-1 lg:row-start-1">
            <PaymentSection order={order} />
            <BuyerSection order={order} regions={regions} />
            <ItemsSection order={order} />
            <HistorySection order={order} />
          </div>
        </div>
      </div>
      <PackingSlip order={order} shopName={shopName} regions={regions} />
    </>
  );
}
