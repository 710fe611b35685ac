import { Link } from 'react-router';
import { useTranslation } from '../../i18n/translation';
import { cn } from '../../lib/cn';
import { useMediaQuery } from './use-media-query';
import { formatNumber } from '@storefront/commerce/money';

export type PaginationItem = number | 'gap';

/**
 * The page numbers to show: the first and last page, the current one and `siblings` on each
 * side of it, with a gap ('…') for every run of hidden pages. A gap of a single page shows
 * that page instead, since a number takes no more room than the '…'.
 */
export function paginationItems(
  page: number,
  pageCount: number,
  siblings: number,
): PaginationItem[] {
  const shown = new Set<number>([1, pageCount]);
  for (let candidate = page - siblings; candidate <= page + siblings; candidate += 1) {
    if (candidate >= 1 && candidate <= pageCount) shown.add(candidate);
  }
  const items: PaginationItem[] = [];
  let previous = 0;
  for (const current of [...shown].sort((a, b) => a - b)) {
    if (current - previous === 2) items.push(previous + 1);
    else if (current - previous > 2) items.push('gap');
    items.push(current);
    previous = current;
  }
  return items;
}

const ITEM =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg text-sm font-semibold tabular-nums';

function Chevron({ direction }: { direction: 'prev' | 'next' }) {
  return (
    <svg viewBox="0 0 20 20" className="size-5 shrink-0 rtl:-scale-x-100" aria-hidden="true">
      <path
        d={direction === 'prev' ? 'M12.5 4.5 7 10l5.5 5.5' : 'M7.5 4.5 13 10l-5.5 5.5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

type PaginationProps = {
  /** 1-based. */
  page: number;
  pageCount: number;
  /** Pages are links (the page lives in the URL), so the caller says where each one is. */
  hrefFor: (page: number) => string;
  className?: string;
};

/**
 * Previous, page numbers and Next for a paged list. Every target is at least 44 px; on a
 * 390 px phone it keeps to one line by showing only the current page between the ends and
 * by dropping the words 'Previous' / 'Next' beside their arrows (readers still hear them).
 */
export function Pagination({ page, pageCount, hrefFor, className }: PaginationProps) {
  const { t, i18n } = useTranslation();
  const isWide = useMediaQuery('(min-width: 640px)');
  if (pageCount <= 1) return null;

  const edge = (direction: 'prev' | 'next') => {
    const target = direction === 'prev' ? page - 1 : page + 1;
    const isDisabled = target < 1 || target > pageCount;
    const text =
      direction === 'prev' ? t('listing.pagination.previous') : t('listing.pagination.next');
    const content = (
      <>
        {direction === 'prev' && <Chevron direction="prev" />}
        <span className="sr-only sm:not-sr-only">{text}</span>
        {direction === 'next' && <Chevron direction="next" />}
      </>
    );
    const shape = cn(ITEM, 'px-2 sm:px-3');
    // A link cannot be disabled; at either end the control stays in place, greyed and inert.
    return isDisabled ? (
      <span aria-disabled="true" className={cn(shape, 'text-neutral-400')}>
        {content}
      </span>
    ) : (
      <Link
        to={hrefFor(target)}
        rel={direction}
        className={cn(shape, 'text-accent-strong hover:bg-accent-soft')}
      >
        {content}
      </Link>
    );
  };

  return (
    <nav aria-label={t('listing.pagination.label')} className={className}>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>{edge('prev')}</li>
        {paginationItems(page, pageCount, isWide ? 1 : 0).map((item, index) =>
          item === 'gap' ? (
            <li
              key={`gap-${index}`}
              aria-hidden="true"
              className="inline-flex min-w-6 justify-center text-neutral-500"
            >
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={hrefFor(item)}
                aria-label={t('listing.pagination.page', {
                  page: item,
                })}
                aria-current={item === page ? 'page' : undefined}
                className={cn(
                  ITEM,
                  'px-2',
                  item === page
                    ? 'bg-accent text-white hover:bg-accent-strong'
                    : 'border border-neutral-200 bg-white text-neutral-800 hover:border-accent hover:text-accent-strong',
                )}
              >
                {formatNumber(item, i18n.language)}
              </Link>
            </li>
          ),
        )}
        <li>{edge('next')}</li>
      </ul>
    </nav>
  );
}
