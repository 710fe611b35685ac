import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { pageLabel } from '@storefront/commerce/catalog';
import { orderPageCount, orderPageOffset } from '@storefront/commerce/order-paging';
import { ORDER_PAGE_SIZE } from '@storefront/commerce/catalog';
import { Button, buttonClass } from '../../../components/ui/button';
import { PageTitle } from '../../../components/ui/page-title';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { useMediaQuery } from '../../../components/ui/use-media-query';
import { useTranslation } from '../../../i18n/translation';
import { useErrorText } from '../../../i18n/error-text';
import { useGetOrdersQuery } from '../api/get-orders';
import { OrderCards, OrderTable } from './order-rows';

/** The six columns need about 950 px in Burmese without wrapping ids and badges; below, cards. */
export const ORDER_TABLE_QUERY = '(min-width: 1024px)';

const MESSAGE_AREA =
  'flex min-h-[40vh] flex-col items-center justify-center gap-4 rounded-2xl border border-neutral-200 bg-white p-6 text-center';

function OrderListSkeleton({ isWide }: { isWide: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <span role="status" className="sr-only">
        {t('common.loading')}
      </span>
      {isWide ? (
        <div className="flex flex-col divide-y divide-neutral-100 rounded-2xl border border-neutral-200 bg-white">
          <Skeleton className="m-4 h-5 w-3/4" />
          {Array.from({ length: ORDER_PAGE_SIZE }, (_, index) => (
            <div key={index} className="flex min-h-[53px] items-center gap-6 px-4">
              <Skeleton className="h-5 flex-1" />
              <Skeleton className="h-5 flex-1" />
              <Skeleton className="h-5 w-12" />
              <Skeleton className="h-5 flex-1" />
              <Skeleton className="h-6 w-20 rounded-full" />
              <Skeleton className="h-5 w-24" />
            </div>
          ))}
        </div>
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          {[0, 1, 2, 3].map((key) => (
            <div
              key={key}
              className="flex flex-col gap-3 rounded-2xl border border-neutral-200 bg-white p-4"
            >
              <div className="flex justify-between">
                <Skeleton className="h-10 w-40" />
                <Skeleton className="h-6 w-20 rounded-full" />
              </div>
              <Skeleton className="h-10 w-3/4" />
              <Skeleton className="h-10 w-full" />
              <Skeleton className="h-11 w-full rounded-lg" />
            </div>
          ))}
        </div>
      )}
    </>
  );
}

type OrderHistoryScreenProps = {
  /** 1-based page, from the URL. */
  page: number;
  hrefForPage: (page: number) => string;
};

/**
 * docs/product.md#order-history /order-history: the shopper's orders, 10 a page (docs/product.md#page-sizes), as a table on wide screens and as
 * cards on phones, with 'There is no order' when there are none and 'Error: {message}' (docs/product.md#error-messages).
 */
export function OrderHistoryScreen({ page, hrefForPage }: OrderHistoryScreenProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const isWide = useMediaQuery(ORDER_TABLE_QUERY);
  const { currentData, error, isError, isFetching, refetch } = useGetOrdersQuery({
    first: orderPageOffset(page),
    max: ORDER_PAGE_SIZE,
  });

  let label: ReactNode = null;
  let body: ReactNode;
  if (isError) {
    body = (
      <div role="alert" className={MESSAGE_AREA}>
        <p className="max-w-prose text-neutral-800">
          {t('common.error', { message: errorText(error) })}
        </p>
        <Button variant="secondary" disabled={isFetching} onClick={() => void refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  } else if (!currentData) {
    label = <Skeleton className="h-5 w-48" />;
    body = <OrderListSkeleton isWide={isWide} />;
  } else {
    const { items, totalCount } = currentData;
    const pageCount = orderPageCount(totalCount);
    // A page past the end (an old link, or the last order on it gone) shows the last page.
    if (page > Math.max(pageCount, 1)) return <Navigate to={hrefForPage(pageCount)} replace />;
    if (totalCount < 1 || items.length === 0) {
      body = (
        <div className={MESSAGE_AREA}>
          <p className="text-lg font-semibold text-neutral-900">{t('orders.list.empty')}</p>
          <p className="max-w-prose text-sm text-neutral-600">{t('orders.list.emptyHint')}</p>
          <Link to="/" className={buttonClass('primary')}>
            {t('orders.list.startShopping')}
          </Link>
        </div>
      );
    } else {
      const shown = pageLabel(orderPageOffset(page), items.length, totalCount);
      label = (
        <p className="text-sm text-neutral-700">
          {t('orders.list.range', {
            first: shown.first,
            last: shown.last,
            total: shown.total,
          })}
        </p>
      );
      body = (
        <>
          {isWide ? <OrderTable orders={items} /> : <OrderCards orders={items} />}
          <Pagination page={page} pageCount={pageCount} hrefFor={hrefForPage} className="pt-2" />
        </>
      );
    }
  }

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-4 px-3 py-4 sm:px-4 sm:py-6">
      <PageTitle documentTitle={t('orders.list.title')}>{t('orders.list.title')}</PageTitle>
      <div aria-busy={!currentData && !isError} className="flex flex-col gap-4">
        {label && <div className="flex min-h-7 items-center">{label}</div>}
        {body}
      </div>
    </div>
  );
}
