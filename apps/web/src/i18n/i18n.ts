import { formatNumber } from '@storefront/commerce/money';
import i18next from 'i18next';
import { enFirstLoad } from '../locales/en/first-load';
import { bcp47Of, type AppLanguage } from './languages';

type Resources = Record<string, { translation: Record<string, unknown> }>;

/**
 * An i18next instance as the app uses it. The browser has one (`i18n`), which starts with the
 * first-load English strings and takes the rest as they arrive; the server makes one per
 * language with every string (entry-server.tsx), so that pages rendered at the same time in
 * different languages never switch each other's language.
 */
export function createI18n(language: 'en' | 'my', resources: Resources) {
  const instance = i18next.createInstance();
  void instance.init({
    resources,
    lng: language,
    fallbackLng: 'en',
    // Burmese is fetched on demand (see loadLanguage), so the bundle list starts partial.
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  /**
   * `{{count, number}}` in a string prints through commerce's formatNumber, like every other
   * number on the page: Myanmar digits in Burmese whatever locale data the browser carries, and
   * no Intl.NumberFormat built on the way to the first screen. It replaces i18next's own
   * `number` format, which goes through Intl. A value that is not a number is printed as it is.
   */
  instance.services.formatter?.add('number', (value: unknown, lng) =>
    typeof value === 'number' ? formatNumber(value, lng ?? 'en') : String(value),
  );
  return instance;
}

export const i18n = createI18n('en', { en: { translation: enFirstLoad } });

/**
 * The Burmese strings travel in their own chunk: English shoppers never download them, and
 * Burmese shoppers get them before the first render (main.tsx awaits applyLanguage).
 */
async function loadLanguage(tag: 'en' | 'my'): Promise<void> {
  if (tag === 'en' || i18n.hasResourceBundle(tag, 'translation')) return;
  const { mm } = await import('../locales/mm/index');
  i18n.addResourceBundle(tag, 'translation', mm);
}

/**
 * The English strings of the pages other than home, in a chunk of their own: the home page is
 * most shoppers' first load and draws none of them. The router loads them before any other
 * page renders (router.tsx). Burmese comes whole, in its own chunk (loadLanguage).
 */
export async function loadPageStrings(): Promise<null> {
  if (!i18n.getResource('en', 'translation', 'checkout')) {
    const { enPageStrings } = await import('../locales/en/page-strings');
    // Deep merge, never overwriting a key already there (the console's strings are added too).
    i18n.addResourceBundle('en', 'translation', enPageStrings, true, false);
  }
  return null;
}

/** Switches the UI language and the document's language (for screen readers, fonts, hyphenation). */
export async function applyLanguage(language: AppLanguage): Promise<void> {
  const tag = bcp47Of(language);
  await loadLanguage(tag);
  if (i18n.language !== tag) await i18n.changeLanguage(tag);
  if (typeof document !== 'undefined') document.documentElement.lang = tag;
}
