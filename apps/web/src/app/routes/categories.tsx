import { Button } from '../../components/ui/button';
import { PageTitle } from '../../components/ui/page-title';
import { useGetCategoriesQuery } from '../../features/catalog/api/get-categories';
import {
  CategoryTree,
  CategoryTreeSkeleton,
} from '../../features/catalog/components/category-tree';
import { useTranslation } from '../../i18n/translation';
import { useErrorText } from '../../i18n/error-text';
import type { LoaderFunctionArgs } from 'react-router';
import { prefetchCategories } from '../../features/catalog/api/get-categories';
import { startPrefetch } from '../route-data';

export function loader(args: LoaderFunctionArgs) {
  return startPrefetch(args, prefetchCategories());
}

/** docs/product.md#categories /categories: 'Showing All Categories' over the three-level category tree. */
export function Component() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { data: categories, error, isError, isLoading, refetch } = useGetCategoriesQuery();
  const title = t('pages.categories');

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-5 px-3 py-5 sm:px-4 sm:py-8">
      <PageTitle documentTitle={title}>{title}</PageTitle>
      {isLoading && (
        <div aria-busy="true">
          <span role="status" className="sr-only">
            {t('common.loading')}
          </span>
          <CategoryTreeSkeleton />
        </div>
      )}
      {isError && (
        // docs/product.md#error-messages: the categories page reads 'Error: {message}'.
        <div
          role="alert"
          className="flex min-h-[40vh] flex-col items-center justify-center gap-4 rounded-2xl border border-neutral-200 bg-white p-6 text-center"
        >
          <p className="text-neutral-800">{t('common.error', { message: errorText(error) })}</p>
          <Button variant="secondary" onClick={() => void refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      )}
      {categories && categories.length === 0 && (
        <p className="rounded-2xl border border-neutral-200 bg-white p-6 text-center text-neutral-700">
          {t('listing.categories.empty')}
        </p>
      )}
      {categories && categories.length > 0 && <CategoryTree categories={categories} />}
    </div>
  );
}
