import { useId, type ReactNode } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { pageLabel } from '@storefront/commerce/catalog';
import { formatNumber } from '@storefront/commerce/money';
import { orderPageCount, orderPageOffset } from '@storefront/commerce/order-paging';
import {
  PRODUCT_SORTS,
  PRODUCT_STATUSES,
  STOCK_FILTERS,
  type ProductSort,
  type ProductStatus,
  type StockFilter,
} from '@storefront/commerce/product-draft';
import { SELLER_PRODUCT_PAGE_SIZE } from '@storefront/contract/constants';
import { Button, buttonClass } from '../../../components/ui/button';
import { controlClass } from '../../../components/ui/form-field';
import { Pagination } from '../../../components/ui/pagination';
import { Skeleton } from '../../../components/ui/skeleton';
import { useMediaQuery } from '../../../components/ui/use-media-query';
import { cn } from '../../../lib/cn';
import { useGetSellerProductsQuery } from '../api/get-seller-products';
import { useArrivalState } from '../hooks/use-arrival-state';
import { productStatusLabel } from '../catalog-labels';
import {
  IMPORT_PATH,
  NEW_PRODUCT_PATH,
  productListHref,
  readProductFilter,
  type ProductListFilter,
} from '../product-list-filter';
import { useSellerErrorText } from '../seller-errors';
import { shopNameOf } from '../seller-labels';
import { useSellerSession } from '../seller-session';
import { useSellerTranslation, type SellerKey } from '../seller-strings';
import { ConsoleTitle } from './console-title';
import { ProductCards, ProductTable } from './product-list-parts';

const PAGE_SIZE = SELLER_PRODUCT_PAGE_SIZE;

/** Four columns with a photo fit from 1024 px in Burmese; below that, cards. */
const TABLE_QUERY = '(min-width: 1024px)';

const MESSAGE_AREA =
  'flex min-h-[40vh] flex-col items-center justify-center gap-3 rounded-xl border border-neutral-200 bg-white p-6 text-center';

const CHIP =
  'inline-flex min-h-11 items-center gap-2 rounded-full border px-3 text-sm font-semibold';
const chipClass = (isCurrent: boolean) =>
  cn(
    CHIP,
    isCurrent
      ? 'border-neutral-900 bg-neutral-900 text-white'
      : 'border-neutral-300 bg-white text-neutral-800 hover:border-accent hover:text-accent-strong',
  );

function StatusFilter({
  filter,
  counts,
}: {
  filter: ProductListFilter;
  counts: Record<ProductStatus, number> | undefined;
}) {
  const { t, i18n } = useSellerTranslation();
  const all = counts ? PRODUCT_STATUSES.reduce((sum, status) => sum + counts[status], 0) : null;
  const chips: { status: ProductStatus | null; label: string; count: number | null }[] = [
    { status: null, label: t('seller.products.all'), count: all },
    ...PRODUCT_STATUSES.map((status) => ({
      status,
      label: productStatusLabel(t, status),
      count: counts ? counts[status] : null,
    })),
  ];
  return (
    <nav aria-label={t('seller.products.filterLabel')}>
      <ul className="flex flex-wrap gap-1.5">
        {chips.map((chip) => {
          const isCurrent = chip.status === filter.status;
          return (
            <li key={chip.status ?? 'all'}>
              <Link
                to={productListHref({ ...filter, status: chip.status, page: 1 })}
                aria-current={isCurrent ? 'page' : undefined}
                className={chipClass(isCurrent)}
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

const STOCK_LABELS: Record<StockFilter, SellerKey> = {
  soldOut: 'seller.products.soldOut',
  low: 'seller.products.lowStock',
};

/** Any stock, sold out, low: the last two in the colours their rows are flagged with. */
function StockFilterLinks({ filter }: { filter: ProductListFilter }) {
  const { t } = useSellerTranslation();
  const choices: { stock: StockFilter | null; label: string }[] = [
    { stock: null, label: t('seller.products.stockAll') },
    ...STOCK_FILTERS.map((stock) => ({ stock, label: t(STOCK_LABELS[stock]) })),
  ];
  return (
    <nav aria-label={t('seller.products.stockLabel')}>
      <ul className="flex flex-wrap gap-1.5">
        {choices.map((choice) => {
          const isCurrent = choice.stock === filter.stock;
          return (
            <li key={choice.stock ?? 'any'}>
              <Link
                to={productListHref({ ...filter, stock: choice.stock, page: 1 })}
                aria-current={isCurrent ? 'page' : undefined}
                className={cn(
                  chipClass(isCurrent),
                  !isCurrent && choice.stock === 'soldOut' && 'border-red-300',
                  !isCurrent && choice.stock === 'low' && 'border-yellow-500',
                )}
              >
                {choice.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

const SORT_LABELS: Record<ProductSort, SellerKey> = {
  newest: 'seller.products.sort.newest',
  name: 'seller.products.sort.name',
  price: 'seller.products.sort.price',
  stock: 'seller.products.sort.stock',
};

function SortSelect({ filter }: { filter: ProductListFilter }) {
  const { t } = useSellerTranslation();
  const navigate = useNavigate();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="shrink-0 text-sm font-medium text-neutral-800">
        {t('seller.products.sortLabel')}
      </label>
      <select
        id={id}
        value={filter.sort}
        onChange={(event) =>
          void navigate(
            productListHref({ ...filter, sort: event.target.value as ProductSort, page: 1 }),
          )
        }
        className={controlClass('w-auto min-w-32')}
      >
        {PRODUCT_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(SORT_LABELS[sort])}
          </option>
        ))}
      </select>
    </div>
  );
}

function SearchForm({ filter }: { filter: ProductListFilter }) {
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
        void navigate(productListHref({ ...filter, query: words, page: 1 }));
      }}
      className="flex min-w-0 flex-1 flex-col gap-1 lg:max-w-2xl"
    >
      <label htmlFor="seller-product-search" className="text-sm font-medium text-neutral-800">
        {t('seller.products.searchLabel')}
      </label>
      <div className="flex gap-2">
        <input
          id="seller-product-search"
          name="q"
          type="search"
          defaultValue={filter.query}
          maxLength={100}
          aria-describedby="seller-product-search-hint"
          className="min-h-11 min-w-0 flex-1 rounded-lg border border-neutral-300 bg-white px-3 text-base text-neutral-900"
        />
        <Button type="submit">{t('seller.orders.search')}</Button>
      </div>
      <p id="seller-product-search-hint" className="text-xs text-neutral-600">
        {t('seller.products.searchHint')}
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
        <Skeleton key={key} className="h-28 w-full rounded-xl lg:h-16" />
      ))}
    </div>
  );
}

/** What the form said on its way here: the name of the product it deleted. */
function useDeletedNotice(): string | null {
  const { t } = useSellerTranslation();
  const deleted = useArrivalState((state) => {
    const name = (state as { deleted?: unknown } | null)?.deleted;
    return typeof name === 'string' ? name : null;
  });
  return deleted === null ? null : t('seller.products.deleted', { name: deleted });
}

/**
 * /seller/products: the shop's products, 20 a page, with status chips and their counts, a stock
 * filter, a search by name (either script), brand or SKU, and an order; all of it in the URL,
 * like the order list.
 */
export function SellerProductsScreen() {
  const { t, i18n } = useSellerTranslation();
  const errorText = useSellerErrorText();
  const [searchParams] = useSearchParams();
  const filter = readProductFilter(searchParams);
  const session = useSellerSession();
  const isWide = useMediaQuery(TABLE_QUERY);
  const notice = useDeletedNotice();

  const { currentData, data, error, isError, isFetching, refetch } = useGetSellerProductsQuery({
    status: filter.status ?? undefined,
    stock: filter.stock ?? undefined,
    keyword: filter.query || undefined,
    sort: filter.sort,
    first: orderPageOffset(filter.page, PAGE_SIZE),
    max: PAGE_SIZE,
  });
  // The counts do not depend on the filter: the last ones stay up while another filter loads.
  const counts = (currentData ?? data)?.counts;
  const shopName = session ? shopNameOf(session.profile, i18n.language) : '';
  const isFiltered = filter.status !== null || filter.stock !== null || filter.query !== '';

  let body: ReactNode;
  let range: ReactNode = null;
  if (isError) {
    body = (
      <div role="alert" className={MESSAGE_AREA}>
        <p className="max-w-prose text-neutral-800">
          {t('seller.products.loadFailed', { message: errorText(error) })}
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
    // A page past the end (an old link, products gone from a filter) shows the last page.
    if (filter.page > Math.max(pageCount, 1))
      return <Navigate to={productListHref({ ...filter, page: Math.max(pageCount, 1) })} replace />;
    if (items.length === 0) {
      body = isFiltered ? (
        <div className={MESSAGE_AREA}>
          <p className="text-lg font-semibold text-neutral-900">{t('seller.products.noMatch')}</p>
          <p className="max-w-prose text-sm text-neutral-600">{t('seller.products.noMatchHint')}</p>
          <Link
            to={productListHref({ ...filter, status: null, stock: null, query: '', page: 1 })}
            className={buttonClass('secondary')}
          >
            {t('seller.products.showAll')}
          </Link>
        </div>
      ) : (
        <div className={MESSAGE_AREA}>
          <p className="text-lg font-semibold text-neutral-900">{t('seller.products.empty')}</p>
          <p className="max-w-prose text-sm text-neutral-600">{t('seller.products.emptyHint')}</p>
          <div className="flex flex-wrap justify-center gap-2">
            <Link to={NEW_PRODUCT_PATH} className={buttonClass('primary')}>
              {t('seller.products.addFirst')}
            </Link>
            <Link to={IMPORT_PATH} className={buttonClass('secondary')}>
              {t('seller.products.importFirst')}
            </Link>
          </div>
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
          {isWide ? <ProductTable products={items} /> : <ProductCards products={items} />}
          <Pagination
            page={filter.page}
            pageCount={pageCount}
            hrefFor={(page) => productListHref({ ...filter, page })}
            className="pt-2"
          />
        </>
      );
    }
  }

  const title = t('seller.products.title');
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-3 py-4 sm:px-4">
      <ConsoleTitle
        title={shopName ? t('seller.products.documentTitle', { shop: shopName }) : title}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-neutral-900">{title}</h1>
        <div className="flex flex-wrap gap-2">
          <Link to={IMPORT_PATH} className={buttonClass('secondary')}>
            {t('seller.products.importExport')}
          </Link>
          <Link to={NEW_PRODUCT_PATH} className={buttonClass('primary')}>
            <span aria-hidden="true">+</span>
            {t('seller.products.add')}
          </Link>
        </div>
      </div>
      {notice && (
        <p
          role="status"
          className="rounded-lg border border-green-700 bg-green-50 px-3 py-2 text-sm font-medium text-green-900"
        >
          {notice}
        </p>
      )}
      <StatusFilter filter={filter} counts={counts} />
      <div className="flex flex-wrap items-end gap-x-4 gap-y-3">
        <SearchForm filter={filter} />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <StockFilterLinks filter={filter} />
        <SortSelect filter={filter} />
      </div>
      {filter.query && (
        <div className="flex flex-wrap items-center gap-x-3">
          <p className="text-sm text-neutral-800">
            {t('seller.orders.searchingFor', { query: filter.query })}
          </p>
          <Link
            to={productListHref({ ...filter, query: '', page: 1 })}
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
