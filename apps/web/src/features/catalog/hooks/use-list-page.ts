import { LIST_PAGE_SIZE } from '@storefront/commerce/catalog';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';

/**
 * The URL parameters of a list page (docs/product.md#page-sizes, top picks' order and price
 * band): read here, by the list pages and by the canonical address (app/page-head.ts).
 */
export const LIST_PARAMS = { page: 'page', sort: 'sort', price: 'price' } as const;
const PAGE_PARAM = LIST_PARAMS.page;

/** `?page=N` as a page number; anything else (missing, 0, 'abc', 2.5) is page 1. */
export function parsePage(value: string | null): number {
  if (value === null || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** The page asked for in a list page's URL, and the list call's offset and size for it. */
export function listWindowOf(searchParams: URLSearchParams) {
  const page = parsePage(searchParams.get(PAGE_PARAM));
  // docs/product.md#page-sizes: 12 per page.
  return { page, first: (page - 1) * LIST_PAGE_SIZE, max: LIST_PAGE_SIZE };
}

/**
 * The page of a product list page, kept in the URL (`?page=N`) so that Back, Forward, reload
 * and a shared link all show the same page. Page 1 has no parameter. Filters kept beside it
 * in the URL send the shopper back to page 1 when they change.
 */
export function useListPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const { page, first, max } = listWindowOf(searchParams);

  // The layout scrolls up on a new path only; a new page of the same list starts at the top too.
  const shownPage = useRef(page);
  useEffect(() => {
    if (shownPage.current === page) return;
    shownPage.current = page;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [page]);

  const hrefForPage = useCallback(
    (target: number) => {
      const next = new URLSearchParams(searchParams);
      if (target <= 1) next.delete(PAGE_PARAM);
      else next.set(PAGE_PARAM, String(target));
      const search = next.toString();
      return search ? `${pathname}?${search}` : pathname;
    },
    [pathname, searchParams],
  );

  /** Sets (or, at its default, removes) one filter parameter and goes back to page 1. */
  const setFilter = useCallback(
    (key: string, value: string, defaultValue: string) => {
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          if (value === defaultValue) next.delete(key);
          else next.set(key, value);
          next.delete(PAGE_PARAM);
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  return {
    page,
    /** The list call's offset and size for this page. */
    first,
    max,
    hrefForPage,
    searchParams,
    setFilter,
  };
}
