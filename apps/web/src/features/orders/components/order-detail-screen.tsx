import type { Region } from '@storefront/contract/region';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTranslation } from '../../../i18n/translation';
import { useErrorText } from '../../../i18n/error-text';
import { useGetOrderDetailQuery } from '../api/get-order-detail';
import { OrderDetailView } from './order-detail-view';
import { DocumentTitle } from '../../../components/ui/page-title';

/** The final layout in grey while the order loads (docs/ui.md#loading). */
function OrderDetailSkeleton() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-busy="true"
      className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-3 py-4 sm:px-4 sm:py-6"
    >
      <span className="sr-only">{t('common.loading')}</span>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="flex flex-col gap-2">
          <Skeleton className="h-8 w-48" />
          <Skeleton className="h-5 w-40" />
        </div>
        <div className="flex w-full gap-2 sm:w-auto">
          <Skeleton className="h-11 flex-1 rounded-lg sm:w-44" />
          <Skeleton className="h-11 flex-1 rounded-lg sm:w-36" />
        </div>
      </div>
      <Skeleton className="h-24 w-full rounded-2xl" />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_26rem]">
        <Skeleton className="h-72 rounded-2xl lg:col-start-2 lg:row-start-1" />
        <Skeleton className="h-96 rounded-2xl lg:col-start-1 lg:row-start-1" />
      </div>
    </div>
  );
}

/** The API answers 404 for an order that is not the shopper's or does not exist, 400 for a malformed id. */
function isNotFound(error: FetchBaseQueryError | SerializedError | undefined): boolean {
  return Boolean(error && 'status' in error && (error.status === 404 || error.status === 400));
}

function OrderNotFound({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-lg flex-col items-center justify-center gap-4 p-8 text-center">
      <DocumentTitle title={t('orders.detail.notFound.title')} />
      <h1 className="text-2xl font-bold text-neutral-900">{t('orders.detail.notFound.title')}</h1>
      <p className="break-words text-neutral-700">
        {t('orders.detail.notFound.text', { id: orderId })}
      </p>
      <Link to="/order-history" className={buttonClass('primary')}>
        {t('orders.detail.back')}
      </Link>
    </div>
  );
}

type OrderDetailScreenProps = {
  orderId: string;
  /** The region list, for the address's country in the shopper's language. */
  regions: readonly Region[];
  onPrint: () => void;
};

/** Loads one order (docs/product.md#calls-orders) and shows it, its skeleton, not-found, or 'Error: {message}' (docs/product.md#error-messages). */
export function OrderDetailScreen({ orderId, regions, onPrint }: OrderDetailScreenProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { data, error, isLoading, isFetching, refetch } = useGetOrderDetailQuery(orderId);

  if (isLoading) return <OrderDetailSkeleton />;
  if (!data) {
    if (isNotFound(error)) return <OrderNotFound orderId={orderId} />;
    return (
      <div className="mx-auto flex min-h-[50vh] max-w-lg flex-col items-center justify-center gap-4 p-8 text-center">
        <p
          role="alert"
          className="w-full rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800"
        >
          {t('common.error', { message: errorText(error) })}
        </p>
        <div className="flex flex-wrap justify-center gap-2">
          <Button variant="secondary" disabled={isFetching} onClick={() => void refetch()}>
            {t('common.retry')}
          </Button>
          <Link to="/order-history" className={buttonClass('ghost')}>
            {t('orders.detail.back')}
          </Link>
        </div>
      </div>
    );
  }
  return (
    <OrderDetailView
      order={data}
      orderId={data.invoiceNo || orderId}
      regions={regions}
      onPrint={onPrint}
    />
  );
}
