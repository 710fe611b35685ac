import { useSelector } from 'react-redux';
import { Link } from 'react-router';
import { LIST_PAGE_SIZE, pageLabel } from '@storefront/commerce/catalog';
import { COMPARE_MAX } from '@storefront/commerce/compare';
import { buttonClass } from '../../../components/ui/button';
import { Pagination } from '../../../components/ui/pagination';
import { ProductCard, ProductCardSkeleton } from '../../../components/ui/product-card';
import type { ProductPage } from '@storefront/contract/catalog';
import { useTranslation } from '../../../i18n/translation';
import { selectCompareCount } from '../compare.slice';
import { CompareToggleButton } from './compare-toggle-button';

const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4';

/** How many are chosen, and the way to the table once there is something to compare. */
function CompareStatus() {
  const { t } = useTranslation();
  const count = useSelector(selectCompareCount);
  const isFull = count >= COMPARE_MAX;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-neutral-200 bg-white p-4"
    >
      <div className="flex min-w-0 flex-col gap-0.5">
        <p className="text-sm font-semibold text-neutral-900">
          {t('compare.chosen', { count, max: COMPARE_MAX })}
        </p>
        <p className="text-sm text-neutral-600">
          {isFull
            ? t('compare.limitReached', { max: COMPARE_MAX })
            : t('compare.pickHint', { max: COMPARE_MAX })}
        </p>
      </div>
      {count > 0 && (
        <Link to="/compare" className={buttonClass('primary')}>
          {t('compare.compareNow')}
        </Link>
      )}
    </div>
  );
}

/** A page of the shop's products as the route fetched it. */
export type ProductPageState =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'loaded'; data: ProductPage };

type ComparisonProductGridProps = {
  state: ProductPageState;
  /** 1-based page from the address; pages hold LIST_PAGE_SIZE (docs/product.md#page-sizes: 12) products. */
  page: number;
  hrefForPage: (page: number) => string;
};

/** docs/product.md#compare /product-list-for-comparison: every shop product, 12 a page, each with its compare button. */
export function ComparisonProductGrid({ state, page, hrefForPage }: ComparisonProductGridProps) {
  const { t } = useTranslation();
  const data = state.status === 'loaded' ? state.data : null;
  const products = data?.items ?? [];
  const label = data
    ? pageLabel((page - 1) * LIST_PAGE_SIZE, products.length, data.totalRecords)
    : null;
  const pageCount = data ? Math.ceil(data.totalRecords / LIST_PAGE_SIZE) : 0;

  return (
    <div className="flex flex-col gap-4">
      <CompareStatus />
      {label && label.total > 0 && (
        <p className="text-sm text-neutral-700">
          {t('compare.showing', {
            first: label.first,
            last: label.last,
            total: label.total,
          })}
        </p>
      )}

      {state.status === 'error' ? (
        <p
          role="alert"
          className="flex min-h-60 items-center justify-center rounded-2xl border border-red-200 bg-red-50 p-6 text-center text-sm text-red-800"
        >
          {t('common.error', { message: state.message })}
        </p>
      ) : !data ? (
        <ul aria-busy="true" aria-label={t('common.loading')} className={GRID}>
          {Array.from({ length: LIST_PAGE_SIZE }, (_, index) => (
            <li key={index}>
              <ProductCardSkeleton />
            </li>
          ))}
        </ul>
      ) : products.length === 0 ? (
        <p className="flex min-h-40 items-center justify-center rounded-2xl border border-neutral-200 bg-white p-6 text-center text-sm text-neutral-600">
          {t('home.noProducts')}
        </p>
      ) : (
        <ul className={GRID}>
          {products.map((product, index) => (
            <li key={product.guid} className="flex flex-col gap-2">
              <ProductCard product={product} eager={index < 4} className="flex-1" />
              <CompareToggleButton product={product} />
            </li>
          ))}
        </ul>
      )}

      <Pagination page={page} pageCount={pageCount} hrefFor={hrefForPage} className="pt-2" />
    </div>
  );
}
