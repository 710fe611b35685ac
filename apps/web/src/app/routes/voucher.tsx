import { useTranslation } from '../../i18n/translation';
import { ComingPage } from '../layout/coming-page';

export function Component() {
  const { t } = useTranslation();
  return <ComingPage title={t('pages.voucher')} />;
}
