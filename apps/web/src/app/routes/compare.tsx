import { useSelector } from 'react-redux';
import { PageTitle } from '../../components/ui/page-title';
import { useGetNewArrivalsQuery } from '../../features/catalog/api/get-new-arrivals';
import { ProductStrip } from '../../features/catalog/components/product-strip';
import { CompareTable } from '../../features/compare/components/compare-table';
import { selectComparedItems } from '../../features/compare/compare.slice';
import { useShopInfo } from '../../features/shop/hooks/use-shop-info';
import { useTranslation } from '../../i18n/translation';
import { selectIsBrowserStateRestored } from '../browser-state';
import { StoredStatePlaceholder } from '../layout/stored-state-placeholder';

/** docs/product.md#compare /compare: up to 3 products side by side, then a New Arrival strip. */
export function Component() {
  const { t } = useTranslation();
  const items = useSelector(selectComparedItems);
  // The compare list lives in the browser's storage: a server-rendered page shows it once read.
  const isRestored = useSelector(selectIsBrowserStateRestored);
  const { shopInfo } = useShopInfo();

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-10 px-3 py-4 sm:px-4 sm:py-6">
      <div className="flex flex-col gap-6">
        <PageTitle documentTitle={t('pages.compare')}>{t('pages.compare')}</PageTitle>
        {isRestored ? <CompareTable items={items} /> : <StoredStatePlaceholder />}
      </div>
      {isRestored && (
        // docs/product.md#compare: a New Arrival strip whose View All goes to /best-deals.
        <ProductStrip
          title={t('home.newArrival')}
          viewAllTo="/best-deals"
          shopId={shopInfo?.guid}
          useProductList={useGetNewArrivalsQuery}
        />
      )}
    </div>
  );
}
