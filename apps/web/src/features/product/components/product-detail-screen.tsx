import { Link } from 'react-router';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { useShopNameOf } from '../../../api/shop-list';
import { Button, buttonClass } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTranslation } from '../../../i18n/translation';
import { useErrorText } from '../../../i18n/error-text';
import { useOwnQueryResult } from '../../../lib/use-own-query-result';
import { useGetProductDetailQuery } from '../api/get-product-detail';
import { ProductDetailView, type ProductDetailViewProps } from './product-detail-view';
import { DocumentTitle } from '../../../components/ui/page-title';

/** The final layout in grey while the product loads (docs/ui.md#loading). */
function ProductDetailSkeleton() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-busy="true"
      className="mx-auto flex w-full max-w-7xl flex-col gap-8 px-3 py-4 sm:px-4 sm:py-6"
    >
      <span className="sr-only">{t('common.loading')}</span>
      <div className="grid gap-6 lg:grid-cols-2 lg:grid-rows-[auto_auto_1fr] lg:gap-x-10">
        <div className="flex flex-col gap-3 lg:col-start-1 lg:row-span-3 lg:row-start-1">
          <Skeleton className="aspect-square w-full rounded-2xl" />
          <div className="flex gap-2 p-1">
            {[0, 1, 2].map((key) => (
              <Skeleton key={key} className="size-16 rounded-lg sm:size-20" />
            ))}
          </div>
        </div>
        <div className="flex flex-col gap-5 lg:col-start-2 lg:row-start-1">
          <div className="flex flex-col gap-3">
            <Skeleton className="h-8 w-4/5" />
            <Skeleton className="h-5 w-1/3" />
            <Skeleton className="h-5 w-2/5" />
            <Skeleton className="h-4 w-1/2" />
          </div>
          <Skeleton className="h-24 w-full rounded-xl" />
          <div className="flex flex-col gap-2">
            <Skeleton className="h-4 w-20" />
            <Skeleton className="h-[250px] w-full rounded-xl" />
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            <Skeleton className="h-11 rounded-lg" />
            <Skeleton className="h-11 rounded-lg" />
          </div>
          <Skeleton className="h-11 w-full rounded-lg" />
        </div>
        <div className="grid content-start gap-4 sm:grid-cols-2 lg:col-start-2 lg:row-start-2">
          <Skeleton className="h-28 rounded-xl" />
          <Skeleton className="h-28 rounded-xl" />
        </div>
      </div>
      <div className="flex flex-col gap-4">
        <Skeleton className="h-11 w-64" />
        <Skeleton className="h-24 w-full" />
      </div>
    </div>
  );
}

/** The API answers 404 for an unknown product and 400 for an id that cannot be one. */
function isNotFound(error: FetchBaseQueryError | SerializedError | undefined): boolean {
  return Boolean(error && 'status' in error && (error.status === 404 || error.status === 400));
}

function ProductNotFound() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-lg flex-col items-center justify-center gap-4 p-8 text-center">
      <DocumentTitle title={t('detail.notFound.title')} />
      <h1 className="text-2xl font-bold text-neutral-900">{t('detail.notFound.title')}</h1>
      <p className="text-neutral-700">{t('detail.notFound.text')}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClass('primary')}>
          {t('errors.backHome')}
        </Link>
        <Link to="/all-products" className={buttonClass('secondary')}>
          {t('detail.notFound.browse')}
        </Link>
      </div>
    </div>
  );
}

type ProductDetailScreenProps = Omit<ProductDetailViewProps, 'product' | 'shopName'> & {
  productId: string;
};

/** Loads the product (docs/product.md#calls-catalog) and shows it, its skeleton, or what went wrong (docs/product.md#error-messages). */
export function ProductDetailScreen({ productId, ...viewProps }: ProductDetailScreenProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const shopNameOf = useShopNameOf();
  // The route's loader may have asked already (routes/product-detail.tsx).
  const { data, error, isLoading, isFetching, refetch } = useOwnQueryResult(
    useGetProductDetailQuery(productId),
  );

  if (isLoading) return <ProductDetailSkeleton />;
  if (!data) {
    if (isNotFound(error)) return <ProductNotFound />;
    return (
      <div className="mx-auto flex min-h-[50vh] max-w-lg flex-col items-center justify-center gap-4 p-8 text-center">
        <p
          role="alert"
          className="w-full rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800"
        >
          {t('common.error', { message: errorText(error) })}
        </p>
        <Button variant="secondary" disabled={isFetching} onClick={() => void refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  const shop = data.shopLists[0];
  return (
    <ProductDetailView
      {...viewProps}
      product={data}
      shopName={shop && shopNameOf(shop.shopGuid, shop.shopName)}
    />
  );
}
