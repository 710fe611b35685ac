import { PageTitle } from '../../components/ui/page-title';
import { copyToClipboard } from '../../features/product/copy-to-clipboard';
import { PromoList } from '../../features/promos/components/promo-list';
import { useTranslation } from '../../i18n/translation';

/** /promo-list (logged in): 'Showing All Promotion Coupons'. */
export function Component() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-3 py-4 sm:px-4 sm:py-6">
      <PageTitle documentTitle={t('pages.promoList')}>{t('pages.promoList')}</PageTitle>
      <PromoList copyText={copyToClipboard} />
    </div>
  );
}
