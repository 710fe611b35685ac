import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ComingPage } from '../layout/coming-page';

export function Component() {
  const { t } = useTranslation();
  const { searchedName = '' } = useParams();
  return <ComingPage title={t('pages.searched', { term: searchedName })} />;
}
