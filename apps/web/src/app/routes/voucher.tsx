import { useTranslation } from 'react-i18next';
import { ComingPage } from '../layout/coming-page';

export function Component() {
  const { t } = useTranslation();
  return <ComingPage title={t('pages.voucher')} />;
}
