import { formatNumber } from '@storefront/commerce/money';
import i18next from 'i18next';
import { en } from '../locales/en/index';
import { bcp47Of, type AppLanguage } from './languages';

export const i18n = i18next.createInstance();

void i18n.init({
  resources: { en: { translation: en } },
  lng: 'en',
  fallbackLng: 'en',
  // Burmese is fetched on demand (see loadLanguage), so the bundle list starts partial.
  partialBundledLanguages: true,
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

/**
 * `{{count, number}}` in a string prints through commerce's formatNumber, like every other number
 * on the page: Myanmar digits in Burmese whatever locale data the browser carries, and no
 * Intl.NumberFormat built on the way to the first screen. It replaces i18next's own `number`
 * format, which goes through Intl. A value that is not a number is printed as it is.
 */
i18n.services.formatter?.add('number', (value: unknown, lng) =>
  typeof value === 'number' ? formatNumber(value, lng ?? 'en') : String(value),
);

/**
 * The Burmese strings travel in their own chunk: English shoppers never download them, and
 * Burmese shoppers get them before the first render (main.tsx awaits applyLanguage).
 */
async function loadLanguage(tag: 'en' | 'my'): Promise<void> {
  if (tag === 'en' || i18n.hasResourceBundle(tag, 'translation')) return;
  const { mm } = await import('../locales/mm/index');
  i18n.addResourceBundle(tag, 'translation', mm);
}

/** Switches the UI language and the document's language (for screen readers, fonts, hyphenation). */
export async function applyLanguage(language: AppLanguage): Promise<void> {
  const tag = bcp47Of(language);
  await loadLanguage(tag);
  if (i18n.language !== tag) await i18n.changeLanguage(tag);
  if (typeof document !== 'undefined') document.documentElement.lang = tag;
}
