import { useEffect, type ReactNode } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { pageLabel } from '@storefront/commerce/catalog';
import { formatNumber } from '@storefront/commerce/money';
import { orderPageCount, orderPageOffset } from '@storefront/commerce/order-paging';
import {
  ORDER_STATUSES,
  parseOrderStatus,
  type OrderStatus,
} from '@storefront/commerce/order-status';
import { SELLER_ORDER_PAGE_SIZE } from '@storefront/contract/constants';
import { Button, buttonClass } from '../../../components/ui/button';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { useMediaQuery } from '../../../components/ui/use-media-query';
import { cn } from '../../../lib/cn';
import { useGetSellerOrdersQuery } from '../api/get-seller-orders';
import { useLiveOrders } from '../hooks/use-live-orders';
import { useSellerErrorText } from '../seller-errors';
import { shopNameOf, statusLabel } from '../seller-labels';
import { useSellerSession } from '../seller-session';
import { useSellerTranslation } from '../seller-strings';
import { ConsoleTitle } from './console-title';
import { OrderCards, OrderTable } from './order-list-parts';

/** The contract's page size; the type keeps the two equal (the value itself comes with zod). */
const PAGE_SIZE = SELLER_ORDER_PAGE_SIZE;

/** Seven columns need about 1000 px in Burmese; below that, cards. */
const TABLE_QUERY = '(min-width: 1024px)';

/** What the list shows, as kept in its URL: `?status=Pending&q=0945&page=2`. */
export type ListFilter = { status: OrderStatus | null; query: string; page: number };

export function readListFilter(params: URLSearchParams): ListFilter {
  const page = params.get('page') ?? '';
  const pageNumber = /^\d+$/.test(page) ? Number(page) : 1;
  return {
    status: parseOrderStatus(params.get('status')),
    query: (params.get('q') ?? '').trim(),
    page: Number.isSafeInteger(pageNumber) && pageNumber >= 1 ? pageNumber : 1,
  };
}

/** The list's URL for a filter; defaults are left out, so the plain list is plain `/seller`. */
export function listHref({ status, query, page }: ListFilter): string {
  const params = new URLSearchParams();
  if (status) params.set('status', status);
  if (query) params.set('q', query);
  if (page > 1) params.set('page', String(page));
  const search = params.toString();
  return search ? `/seller?${search}` : '/seller';
}

const MESSAGE_AREA =
  'flex min-h-[40vh] flex-col items-center justify-center gap-3 rounded-xl border border-neutral-200 bg-white p-6 text-center';

function StatusFilter({
  filter,
  counts,
}: {
  filter: ListFilter;
  counts: Partial<Record<OrderStatus, number>> | undefined;
}) {
  const { t, i18n } = useSellerTranslation();
  const all = counts
    ? ORDER_STATUSES.reduce((sum, status) => sum + (counts[status] ?? 0), 0)
    : null;
  const chips: { status: OrderStatus | null; label: string; count: number | null }[] = [
    { status: null, label: t('seller.orders.all'), count: all },
    ...ORDER_STATUSES.map((status) => ({
      status,
      label: statusLabel(t, status),
      count: counts ? (counts[status] ?? 0) : null,
    })),
  ];
  return (
    <nav aria-label={t('seller.orders.filterLabel')}>
      <ul className="flex flex-wrap gap-1.5">
        {chips.map((chip) => {
          const isCurrent = chip.status === filter.status;
          return (
            <li key={chip.status ?? 'all'}>
              <Link
                to={listHref({ status: chip.status, query: filter.query, page: 1 })}
                aria-current={isCurrent ? 'page' : undefined}
                className={cn(
                  'inline-flex min-h-11 items-center gap-2 rounded-full border px-3 text-sm font-semibold',
                  isCurrent
                    ? 'border-neutral-900 bg-neutral-900 text-white'
                    : 'border-neutral-300 bg-white text-neutral-800 hover:border-accent hover:text-accent-strong',
                )}
              >
                {chip.label}
                <span
                  className={cn(
                    'min-w-6 rounded-full px-1.5 text-center text-xs tabular-nums',
                    isCurrent ? 'bg-white/20' : 'bg-neutral-100 text-neutral-700',
                  )}
                >
                  {chip.count === null ? '·' : formatNumber(chip.count, i18n.language)}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function SearchForm({ filter }: { filter: ListFilter }) {
  const { t } = useSellerTranslation();
  const navigate = useNavigate();
  return (
    <form
      role="search"
      // A new search from the URL (Back, a chip) starts the box again with its words.
      key={filter.query}
      onSubmit={(event) => {
        event.preventDefault();
        const words = String(new FormData(event.currentTarget).get('q') ?? '').trim();
        void navigate(listHref({ ...filter, query: words, page: 1 }));
      }}
      className="flex flex-col gap-1 lg:max-w-2xl"
    >
      <label htmlFor="seller-order-search" className="text-sm font-medium text-neutral-800">
        {t('seller.orders.searchLabel')}
      </label>
      <div className="flex gap-2">
        <input
          id="seller-order-search"
          name="q"
          type="search"
          defaultValue={filter.query}
          maxLength={100}
          aria-describedby="seller-order-search-hint"
          className="min-h-11 min-w-0 flex-1 rounded-lg border border-neutral-300 bg-white px-3 text-base text-neutral-900"
        />
        <Button type="submit">{t('seller.orders.search')}</Button>
      </div>
      <p id="seller-order-search-hint" className="text-xs text-neutral-600">
        {t('seller.orders.searchHint')}
      </p>
    </form>
  );
}

function ListSkeleton() {
  const { appT } = useSellerTranslation();
  return (
    <div className="flex flex-col gap-2">
      <span role="status" className="sr-only">
        {appT('common.loading')}
      </span>
      {[0, 1, 2, 3, 4].map((key) => (
        <Skeleton key={key} className="h-28 w-full rounded-xl lg:h-14" />
      ))}
    </div>
  );
}

/** Counts as seen the new orders that arrive while staff look at the list (tab shown, focused). */
function useSeenWhileShown() {
  const { unread, markSeen } = useLiveOrders();
  useEffect(() => {
    const seeIfShown = () => {
      if (document.visibilityState === 'visible' && document.hasFocus()) markSeen();
    };
    seeIfShown();
    window.addEventListener('focus', seeIfShown);
    document.addEventListener('visibilitychange', seeIfShown);
    return () => {
      window.removeEventListener('focus', seeIfShown);
      document.removeEventListener('visibilitychange', seeIfShown);
    };
  }, [unread, markSeen]);
}

/**
 * /seller: the shop's orders, newest first, 20 a page; counts per status as filters; search by
 * invoice number, buyer's name or phone. Filter, search and page live in the URL, so a reload
 * (or a bookmark) keeps them. New orders arrive by the live stream and are marked.
 */
export function SellerOrdersScreen() {
  const { t, i18n } = useSellerTranslation();
  const errorText = useSellerErrorText();
  const [searchParams] = useSearchParams();
  const filter = readListFilter(searchParams);
  const session = useSellerSession();
  const live = useLiveOrders();
  const isWide = useMediaQuery(TABLE_QUERY);
  useSeenWhileShown();

  const { currentData, data, error, isError, isFetching, refetch } = useGetSellerOrdersQuery({
    status: filter.status ?? undefined,
    keyword: filter.query || undefined,
    first: orderPageOffset(filter.page, PAGE_SIZE),
    max: PAGE_SIZE,
  });
  // The counts do not depend on the filter: the last ones stay up while another filter loads.
  const counts = (currentData ?? data)?.counts;

  const shopName = session ? shopNameOf(session.profile, i18n.language) : '';
  const isFiltered = filter.status !== null || filter.query !== '';

  let body: ReactNode;
  let range: ReactNode = null;
  if (isError) {
    body = (
      <div role="alert" className={MESSAGE_AREA}>
        <p className="max-w-prose text-neutral-800">
          {t('seller.orders.loadFailed', { message: errorText(error) })}
        </p>
        <Button variant="secondary" disabled={isFetching} onClick={() => void refetch()}>
          {t('seller.orders.retry')}
        </Button>
      </div>
    );
  } else if (!currentData) {
    body = <ListSkeleton />;
  } else {
    const { items, totalCount } = currentData;
    const pageCount = orderPageCount(totalCount, PAGE_SIZE);
    // A page past the end (an old link, or orders gone from a filter) shows the last page.
    if (filter.page > Math.max(pageCount, 1))
      return <Navigate to={listHref({ ...filter, page: Math.max(pageCount, 1) })} replace />;
    if (items.length === 0) {
      body = isFiltered ? (
        <div className={MESSAGE_AREA}>
          <p className="text-lg font-semibold text-neutral-900">{t('seller.orders.noMatch')}</p>
          <p className="max-w-prose text-sm text-neutral-600">{t('seller.orders.noMatchHint')}</p>
          <Link to="/seller" className={buttonClass('secondary')}>
            {t('seller.orders.showAll')}
          </Link>
        </div>
      ) : (
        <div className={MESSAGE_AREA}>
          <p className="text-lg font-semibold text-neutral-900">{t('seller.orders.empty')}</p>
          <p className="max-w-prose text-sm text-neutral-600">{t('seller.orders.emptyHint')}</p>
        </div>
      );
    } else {
      const shown = pageLabel(orderPageOffset(filter.page, PAGE_SIZE), items.length, totalCount);
      range = (
        <p className="text-sm text-neutral-700">
          {t('seller.orders.range', { first: shown.first, last: shown.last, total: shown.total })}
        </p>
      );
      body = (
        <>
          {isWide ? (
            <OrderTable orders={items} fresh={live.fresh} />
          ) : (
            <OrderCards orders={items} fresh={live.fresh} />
          )}
          <Pagination
            page={filter.page}
            pageCount={pageCount}
            hrefFor={(page) => listHref({ ...filter, page })}
            className="pt-2"
          />
        </>
      );
    }
  }

  const title = t('seller.orders.title');
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-3 py-4 sm:px-4">
      <ConsoleTitle
        title={shopName ? t('seller.orders.documentTitle', { shop: shopName }) : title}
      />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-2xl font-bold text-neutral-900">{title}</h1>
        {/* Read out when orders arrive; the rows themselves are marked 'New'. */}
        <p role="status" className="text-sm font-semibold text-accent-strong">
          {live.fresh.size > 0 && t('seller.orders.newArrived', { count: live.fresh.size })}
        </p>
      </div>
      <StatusFilter filter={filter} counts={counts} />
      <SearchForm filter={filter} />
      {filter.query && (
        <div className="flex flex-wrap items-center gap-x-3">
          <p className="text-sm text-neutral-800">
            {t('seller.orders.searchingFor', { query: filter.query })}
          </p>
          <Link
            to={listHref({ ...filter, query: '', page: 1 })}
            className="inline-flex min-h-11 items-center text-sm font-semibold text-accent-strong underline-offset-2 hover:underline"
          >
            {t('seller.orders.clearSearch')}
          </Link>
        </div>
      )}
      <div aria-busy={!currentData && !isError} className="flex flex-col gap-3">
        {range && <div className="flex min-h-7 items-center">{range}</div>}
        {body}
      </div>
    </div>
  );
}
