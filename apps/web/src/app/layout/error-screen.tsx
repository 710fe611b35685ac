import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { languageAddress } from '../../i18n/language-address';
import { selectLanguage } from '../../i18n/lang.slice';
import { useTranslation } from '../../i18n/translation';

/** docs/product.md#global-behaviour: the default error screen reads 'Unexpected Application Error!'. */
export function ErrorScreen() {
  const { t } = useTranslation();
  const error = useRouteError();
  const language = useSelector(selectLanguage);

  useEffect(() => {
    // The operator's side of the error: the shopper sees a calm message, the console the cause.
    console.error('Unexpected application error', error);
  }, [error]);

  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : null;

  return (
    <div
      role="alert"
      className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 p-8 text-center"
    >
      <h1 className="text-2xl font-bold text-neutral-900">{t('errors.unexpected')}</h1>
      <p className="text-neutral-700">{t('errors.unexpectedText')}</p>
      {import.meta.env.DEV && detail && (
        <pre className="max-w-full overflow-x-auto rounded-lg bg-neutral-100 p-3 text-start text-xs text-neutral-800">
          {detail}
        </pre>
      )}
      <div className="flex flex-wrap justify-center gap-3">
        <button
          type="button"
          className={buttonClass('primary')}
          onClick={() => window.location.reload()}
        >
          {t('errors.reload')}
        </button>
        {/* A plain link: the router may be what broke, so a full page load is the safe way home
            (in the page's language, docs/decisions/0035-language-addresses.md). */}
        <a href={languageAddress('/', language)} className={buttonClass('secondary')}>
          {t('errors.backHome')}
        </a>
      </div>
    </div>
  );
}
