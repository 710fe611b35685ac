/**
 * docs/product.md#languages: the app stores its language as 'en' or 'mm'. 'mm' is the country code, not a language
 * tag; Burmese is 'my' in BCP 47, which is what <html lang>, Intl and the translator get (docs/architecture.md#languages).
 */
export const APP_LANGUAGES = ['en', 'mm'] as const;
export type AppLanguage = (typeof APP_LANGUAGES)[number];

export const DEFAULT_LANGUAGE: AppLanguage = 'en';

export const LANGUAGE_FLAGS: Record<AppLanguage, string> = {
  en: '/assets/icons/uk_flag.png',
  mm: '/assets/icons/mm_flag.png',
};

export function isAppLanguage(value: unknown): value is AppLanguage {
  return value === 'en' || value === 'mm';
}

/** The BCP 47 tag for <html lang>, Intl formatting and the translator. */
export function bcp47Of(language: AppLanguage): 'en' | 'my' {
  return language === 'mm' ? 'my' : 'en';
}
