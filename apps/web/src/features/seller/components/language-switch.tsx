import { useDispatch, useSelector } from 'react-redux';
import { languageChosen, selectLanguage } from '../../../i18n/lang.slice';
import { APP_LANGUAGES, type AppLanguage } from '../../../i18n/languages';
import { cn } from '../../../lib/cn';
import { useSellerTranslation } from '../seller-strings';

const LABEL_KEYS = { en: 'header.languageEn', mm: 'header.languageMm' } as const;

/** English / မြန်မာ, the app's own language choice (stored under `lang`, shared with the shop). */
export function LanguageSwitch() {
  const { t, appT } = useSellerTranslation();
  const dispatch = useDispatch();
  const current = useSelector(selectLanguage);
  return (
    <div
      role="group"
      aria-label={t('seller.frame.language')}
      className="inline-flex rounded-lg border border-neutral-300 bg-white p-0.5"
    >
      {APP_LANGUAGES.map((language: AppLanguage) => (
        <button
          key={language}
          type="button"
          aria-pressed={current === language}
          // Each name is written in its own language, so it is tagged for screen readers.
          lang={language === 'mm' ? 'my' : 'en'}
          onClick={() => dispatch(languageChosen(language))}
          className={cn(
            'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md px-2.5 text-sm',
            language === 'mm' && 'font-myanmar-label',
            current === language
              ? 'bg-neutral-900 font-semibold text-white'
              : 'text-neutral-700 hover:bg-neutral-100',
          )}
        >
          {appT(LABEL_KEYS[language])}
        </button>
      ))}
    </div>
  );
}
