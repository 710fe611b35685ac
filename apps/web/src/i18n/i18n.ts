import { enFirstLoad } from '../locales/en/first-load';
import { bcp47Of, type AppLanguage } from './languages';
import { Translator, type Strings } from './translator';

/**
 * A translator as the app uses it. The browser has one (`i18n`), which starts with the
 * first-load English strings and takes the rest as they arrive; the server makes one per
 * language with every string (entry-server.tsx), so that pages rendered at the same time in
 * different languages never switch each other's language.
 */
export function createI18n(
  language: 'en' | 'my',
  strings: Readonly<Record<string, Strings>>,
): Translator {
  return new Translator(language, strings);
}

export const i18n = createI18n('en', { en: enFirstLoad });

/**
 * The Burmese strings travel in their own chunk: English shoppers never download them, and
 * Burmese shoppers get them before the first render (main.tsx awaits applyLanguage).
 */
async function loadLanguage(tag: 'en' | 'my'): Promise<void> {
  if (tag === 'en' || i18n.hasStrings(tag)) return;
  const { mm } = await import('../locales/mm/index');
  i18n.addStrings(tag, mm);
}

/**
 * The English strings of the pages other than home, in a chunk of their own: the home page is
 * most shoppers' first load and draws none of them. The router loads them before any other
 * page renders (router.tsx). Burmese comes whole, in its own chunk (loadLanguage).
 */
export async function loadPageStrings(): Promise<null> {
  if (i18n.lookUp('en', 'checkout') === undefined) {
    const { enPageStrings } = await import('../locales/en/page-strings');
    // Merged, never overwriting a key already there (the console's strings are added too).
    i18n.addStrings('en', enPageStrings);
  }
  return null;
}

/** Switches the UI language and the document's language (for screen readers, fonts, hyphenation). */
export async function applyLanguage(language: AppLanguage): Promise<void> {
  const tag = bcp47Of(language);
  await loadLanguage(tag);
  i18n.changeLanguage(tag);
  if (typeof document !== 'undefined') document.documentElement.lang = tag;
}
