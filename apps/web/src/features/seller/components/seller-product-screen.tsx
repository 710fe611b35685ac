import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { shopTextLang } from '../../../i18n/shop-text';
import { useGetSellerProductQuery } from '../api/get-seller-product';
import { useArrivalState } from '../hooks/use-arrival-state';
import { PRODUCT_LIST_PATH } from '../product-list-filter';
import { PRODUCT_FAILURES, useSellerErrorText } from '../seller-errors';
import { formatWhen, shopNameOf } from '../seller-labels';
import { useSellerSession } from '../seller-session';
import { useSellerTranslation } from '../seller-strings';
import { ConsoleTitle } from './console-title';
import { ProductStatusBadge } from './product-badges';
import { ProductEditor, type SavedArrival } from './product-form';

const PAGE = 'mx-auto flex w-full max-w-6xl flex-col gap-4 px-3 py-4 sm:px-4';

function BackLink() {
  const { t } = useSellerTranslation();
  return (
    <Link
      to={PRODUCT_LIST_PATH}
      className="inline-flex min-h-11 items-center gap-1 self-start rounded-lg text-sm font-semibold text-accent-strong hover:underline"
    >
      <span aria-hidden="true" className="rtl:-scale-x-100">
        ←
      </span>
      {t('seller.product.back')}
    </Link>
  );
}

/** A malformed id (400) or a product that is not this shop's or does not exist (404). */
function isNotFound(error: FetchBaseQueryError | SerializedError | undefined): boolean {
  return Boolean(error && 'status' in error && (error.status === 404 || error.status === 400));
}

function ProductSkeleton() {
  const { appT } = useSellerTranslation();
  return (
    <div className={PAGE} aria-busy="true">
      <span role="status" className="sr-only">
        {appT('common.loading')}
      </span>
      <Skeleton className="h-11 w-32" />
      <Skeleton className="h-9 w-64" />
      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="flex flex-col gap-4">
          <Skeleton className="h-48 rounded-xl" />
          <Skeleton className="h-40 rounded-xl" />
          <Skeleton className="h-72 rounded-xl" />
        </div>
        <Skeleton className="hidden h-80 rounded-xl lg:block" />
      </div>
    </div>
  );
}

/** /seller/products/new: the form, empty, for a new product. */
export function NewProductScreen() {
  const { t, i18n } = useSellerTranslation();
  const session = useSellerSession();
  const title = t('seller.product.newTitle');
  return (
    <div className={PAGE}>
      <ConsoleTitle
        title={
          session
            ? t('seller.product.newDocumentTitle', {
                shop: shopNameOf(session.profile, i18n.language),
              })
            : title
        }
      />
      <BackLink />
      <h1 className="text-2xl font-bold text-neutral-900">{title}</h1>
      <ProductEditor product={null} />
    </div>
  );
}

/** /seller/products/{productGuid}: one product of the shop in the form, with its stock. */
export function SellerProductScreen({ productGuid }: { productGuid: string }) {
  const { t, i18n } = useSellerTranslation();
  const errorText = useSellerErrorText(PRODUCT_FAILURES);
  const session = useSellerSession();
  // What the save that created this product had to say.
  const arrival = useArrivalState(
    (state) => (state as { saved?: SavedArrival } | null)?.saved ?? null,
  );
  const {
    data: product,
    error,
    isLoading,
    isFetching,
    refetch,
  } = useGetSellerProductQuery(productGuid);

  if (isLoading) return <ProductSkeleton />;
  if (!product) {
    const notFound = isNotFound(error);
    return (
      <div className={PAGE}>
        <ConsoleTitle title={t('seller.product.notFound')} />
        <BackLink />
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-xl border border-neutral-200 bg-white p-6 text-center"
        >
          {notFound ? (
            <>
              <h1 className="text-xl font-bold text-neutral-900">{t('seller.product.notFound')}</h1>
              <p className="text-neutral-700">{t('seller.product.notFoundText')}</p>
              <Link to={PRODUCT_LIST_PATH} className={buttonClass('primary')}>
                {t('seller.product.back')}
              </Link>
            </>
          ) : (
            <>
              <p className="text-neutral-800">
                {t('seller.product.loadFailed', { message: errorText(error) })}
              </p>
              <Button variant="secondary" disabled={isFetching} onClick={() => void refetch()}>
                {t('seller.orders.retry')}
              </Button>
            </>
          )}
        </div>
      </div>
    );
  }

  const shop = session ? shopNameOf(session.profile, i18n.language) : '';
  return (
    <div className={PAGE}>
      <ConsoleTitle
        title={
          shop ? t('seller.product.documentTitle', { name: product.name, shop }) : product.name
        }
      />
      <BackLink />
      <div className="flex flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h1
            lang={shopTextLang(product.name, i18n.language)}
            className="text-xl font-bold wrap-break-word text-neutral-900 sm:text-2xl"
          >
            {product.name}
          </h1>
          <ProductStatusBadge status={product.status} className="text-sm" />
        </div>
        <p className="text-sm text-neutral-700">
          {t('seller.product.updatedOn', { date: formatWhen(product.updatedOn, i18n.language) })}
        </p>
      </div>
      <ProductEditor
        product={product}
        arrival={arrival}
        onReload={async () => {
          const result = await refetch();
          return result.data ?? null;
        }}
      />
    </div>
  );
}
