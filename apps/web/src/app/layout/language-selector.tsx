import { useDispatch, useSelector } from 'react-redux';
import { languageChosen, selectLanguage } from '../../i18n/lang.slice';
import { APP_LANGUAGES, LANGUAGE_FLAGS, type AppLanguage } from '../../i18n/languages';
import { useTranslation } from '../../i18n/translation';
import { cn } from '../../lib/cn';

const LABEL_KEYS = { en: 'header.languageEn', mm: 'header.languageMm' } as const;

/** docs/product.md#top-bar top bar: en and mm, each with its flag. The current one is pressed. */
export function LanguageSelector() {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const current = useSelector(selectLanguage);

  return (
    <div role="group" aria-label={t('header.language')} className="flex items-center gap-1">
      {APP_LANGUAGES.map((language: AppLanguage) => (
        <button
          key={language}
          type="button"
          aria-pressed={current === language}
          // Each name is written in its own language, so it is tagged for screen readers.
          lang={language === 'mm' ? 'my' : 'en'}
          onClick={() => dispatch(languageChosen(language))}
          className={cn(
            'inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-md px-2 text-sm',
            current === language
              ? 'bg-white/15 font-semibold text-white'
              : 'text-neutral-300 hover:text-white',
          )}
        >
          <img
            src={LANGUAGE_FLAGS[language]}
            alt=""
            width={24}
            height={16}
            className="h-4 w-6 rounded-sm"
          />
          {/* Flags alone on phones, where the top bar has little room; the name stays for readers. */}
          <span className={cn('sr-only sm:not-sr-only', language === 'mm' && 'font-myanmar-label')}>
            {t(LABEL_KEYS[language])}
          </span>
        </button>
      ))}
    </div>
  );
}
