import type { ReactNode } from 'react';
import { LIST_PAGE_SIZE } from '@storefront/commerce/catalog';
import { PageTitle } from '../../../components/ui/page-title';
import type { ListState } from '../list-state';
import { PagedProductList } from './paged-product-list';

type ProductListPageProps = {
  /** The page's heading and browser tab title. */
  title: string;
  /** Shown instead of the title while the heading itself is loading (a category's name). */
  heading?: ReactNode;
  state: ListState;
  page: number;
  hrefForPage: (page: number) => string;
  /** Controls above the list, beside its paging label (the /top-picks selects). */
  toolbar?: ReactNode;
  /** A column beside the list on large screens (the /top-picks category menu). */
  aside?: ReactNode;
  emptyHint?: string;
  emptyAction?: ReactNode;
};

/** The frame every docs/product.md#product-lists product list page shares: heading, optional controls, the paged grid. */
export function ProductListPage({
  title,
  heading,
  state,
  page,
  hrefForPage,
  toolbar,
  aside,
  emptyHint,
  emptyAction,
}: ProductListPageProps) {
  const list = (
    <div className="min-w-0">
      <PagedProductList
        state={state}
        page={page}
        pageSize={LIST_PAGE_SIZE}
        hrefForPage={hrefForPage}
        toolbar={toolbar}
        emptyHint={emptyHint}
        emptyAction={emptyAction}
      />
    </div>
  );
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-5 px-3 py-5 sm:px-4 sm:py-8">
      <PageTitle documentTitle={title}>{heading ?? title}</PageTitle>
      {aside ? (
        <div className="grid gap-6 lg:grid-cols-[16rem_minmax(0,1fr)] lg:items-start">
          {aside}
          {list}
        </div>
      ) : (
        list
      )}
    </div>
  );
}
