import { pageLabel } from '@storefront/commerce/catalog';
import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { Pagination } from '../../../components/ui/pagination';
import { ProductGrid, ProductGridSkeleton } from '../../../components/ui/product-grid';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTranslation } from '../../../i18n/translation';
import { useErrorText } from '../../../i18n/error-text';
import type { ListState } from '../list-state';

type PagedProductListProps = {
  state: ListState;
  page: number;
  pageSize: number;
  hrefForPage: (page: number) => string;
  /** Controls shown in the paging label's row, whatever the list's state (the /top-picks selects). */
  toolbar?: ReactNode;
  /** A line under 'No Products To Show.' and the way onward; by default, the categories. */
  emptyHint?: string;
  emptyAction?: ReactNode;
};

/** Messages stand in the middle of the space the cards would fill (docs/product.md#error-messages: "centre of the list area"). */
const MESSAGE_AREA =
  'flex min-h-[45vh] flex-col items-center justify-center gap-4 rounded-2xl border border-neutral-200 bg-white p-6 text-center';

/**
 * docs/product.md#product-lists product list pages: a paged grid with 'Showing {first} to {last} of {total}', 'No
 * Products To Show.' when the total is below 1, and errors in the centre of the list area.
 */
export function PagedProductList({
  state,
  page,
  pageSize,
  hrefForPage,
  toolbar,
  emptyHint,
  emptyAction,
}: PagedProductListProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();

  const pageCount = state.status === 'loaded' ? Math.ceil(state.data.totalRecords / pageSize) : 0;
  // A page past the end (an old link, fewer products now) goes to the last page instead.
  if (pageCount > 0 && page > pageCount) return <Navigate to={hrefForPage(pageCount)} replace />;

  let label: ReactNode = null;
  let body: ReactNode;
  if (state.status === 'loading') {
    // The skeletons have the final layout's sizes, so nothing moves when the cards arrive.
    label = <Skeleton className="h-5 w-48" />;
    body = (
      <>
        <span role="status" className="sr-only">
          {t('common.loading')}
        </span>
        <ProductGridSkeleton count={pageSize} />
      </>
    );
  } else if (state.status === 'error') {
    body = (
      <div role="alert" className={MESSAGE_AREA}>
        <p className="max-w-prose text-neutral-800">
          {state.error === null
            ? t('listing.shopError')
            : t('common.error', { message: errorText(state.error) })}
        </p>
        <Button variant="secondary" onClick={state.retry}>
          {t('common.retry')}
        </Button>
      </div>
    );
  } else if (state.data.totalRecords < 1) {
    body = (
      <div className={MESSAGE_AREA}>
        <p className="text-lg font-semibold text-neutral-900">{t('listing.empty')}</p>
        <p className="max-w-prose text-sm text-neutral-600">
          {emptyHint ?? t('listing.emptyHint')}
        </p>
        {emptyAction ?? (
          <Link to="/categories" className={buttonClass('secondary')}>
            {t('listing.browseCategories')}
          </Link>
        )}
      </div>
    );
  } else {
    const { items, totalRecords } = state.data;
    const shown = pageLabel((page - 1) * pageSize, items.length, totalRecords);
    label = (
      <p className="text-sm text-neutral-700">
        {t('listing.pageLabel', {
          first: shown.first,
          last: shown.last,
          total: shown.total,
        })}
      </p>
    );
    body = (
      <>
        <ProductGrid products={items} />
        <Pagination page={page} pageCount={pageCount} hrefFor={hrefForPage} className="pt-2" />
      </>
    );
  }

  return (
    <div aria-busy={state.status === 'loading'} className="flex flex-col gap-4">
      {(label || toolbar) && (
        // Controls first on a phone (the label follows under them), side by side from 640 px.
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div className="flex min-h-7 items-center">{label}</div>
          {toolbar}
        </div>
      )}
      {body}
    </div>
  );
}
