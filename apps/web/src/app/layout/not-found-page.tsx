import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { useTranslation } from '../../i18n/translation';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex min-h-[50vh] max-w-lg flex-col items-center justify-center gap-4 p-8 text-center">
      <p className="text-6xl font-bold text-accent" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-bold text-neutral-900">{t('errors.notFoundTitle')}</h1>
      <p className="text-neutral-700">{t('errors.notFoundText')}</p>
      <Link to="/" className={buttonClass('primary')}>
        {t('errors.backHome')}
      </Link>
    </div>
  );
}
