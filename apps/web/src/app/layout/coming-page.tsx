import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { PageTitle } from '../../components/ui/page-title';
import { useTranslation } from '../../i18n/translation';

/** Stand-in for a route whose screen is not built yet: its heading and a way back. */
export function ComingPage({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-4 px-4 py-8">
      <PageTitle documentTitle={title}>{title}</PageTitle>
      <p className="text-neutral-700">{t('pages.comingNext')}</p>
      <Link to="/" className={buttonClass('secondary', 'self-start')}>
        {t('errors.backHome')}
      </Link>
    </div>
  );
}
