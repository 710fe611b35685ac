import { useDispatch, useSelector } from 'react-redux';
import { useLocation } from 'react-router';
import { switchTarget } from '../i18n/language-address';
import { languageChosen, selectLanguage } from '../i18n/lang.slice';
import { APP_LANGUAGES, LANGUAGE_FLAGS, type AppLanguage } from '../i18n/languages';
import { useTranslation } from '../i18n/translation';
import { cn } from '../lib/cn';

const LABEL_KEYS = { en: 'header.languageEn', mm: 'header.languageMm' } as const;

const LOOKS = {
  // The shop's dark top bar: flags, with the names beside them from small tablets up.
  topBar: {
    group: 'flex items-center gap-1',
    button:
      'inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-md px-2 text-sm',
    current: 'bg-white/15 font-semibold text-white',
    other: 'text-neutral-300 hover:text-white',
  },
  // The staff console's light frame: the names side by side, the current one filled.
  console: {
    group: 'inline-flex rounded-lg border border-neutral-300 bg-white p-0.5',
    button: 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-md px-2.5 text-sm',
    current: 'bg-neutral-900 font-semibold text-white',
    other: 'text-neutral-700 hover:bg-neutral-100',
  },
} as const;

/**
 * English / မြန်မာ (docs/product.md#languages): the shopper's or staff member's language choice,
 * remembered under `lang` (storage and cookie), the current one pressed. In the shop
 * (`look="topBar"`) a page has an address per language (docs/decisions/0035-language-addresses.md):
 * the switch also moves to the page's address in the chosen language (`/my/…` for Burmese), so
 * the address shown, shared and bookmarked says the language. The console has no such addresses
 * and switches in place.
 */
export function LanguageSwitch({ look }: { look: keyof typeof LOOKS }) {
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const current = useSelector(selectLanguage);
  const location = useLocation();
  const style = LOOKS[look];

  const choose = (language: AppLanguage) => {
    // Remembered first (the store writes the cookie and storage as it changes), so the page at
    // the new address is drawn in it, and so is any page without a prefix from now on.
    dispatch(languageChosen(language));
    if (look !== 'topBar') return;
    const target = switchTarget(
      `${location.pathname}${location.search}${location.hash}`,
      language,
      `${window.location.pathname}${window.location.search}${window.location.hash}`,
    );
    // A new prefix is a new router base: the page is asked for again, drawn by the server.
    if (target) window.location.assign(target);
  };

  return (
    <div role="group" aria-label={t('header.language')} className={style.group}>
      {APP_LANGUAGES.map((language: AppLanguage) => (
        <button
          key={language}
          type="button"
          aria-pressed={current === language}
          // Each name is written in its own language, so it is tagged for screen readers.
          lang={language === 'mm' ? 'my' : 'en'}
          onClick={() => choose(language)}
          className={cn(
            style.button,
            look === 'console' && language === 'mm' && 'font-myanmar-label',
            current === language ? style.current : style.other,
          )}
        >
          {look === 'topBar' ? (
            <>
              <img
                src={LANGUAGE_FLAGS[language]}
                alt=""
                width={24}
                height={16}
                className="h-4 w-6 rounded-sm"
              />
              {/* Flags alone on phones, where the top bar has little room; the name stays for readers. */}
              <span
                className={cn('sr-only sm:not-sr-only', language === 'mm' && 'font-myanmar-label')}
              >
                {t(LABEL_KEYS[language])}
              </span>
            </>
          ) : (
            t(LABEL_KEYS[language])
          )}
        </button>
      ))}
    </div>
  );
}
