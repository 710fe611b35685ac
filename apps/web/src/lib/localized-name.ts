/** Anything named in both of the app's languages: a category, region, township, shop. */
export type BilingualName = { name: string; nameMm?: string | null };

/**
 * The name in the shopper's language ('my' is Burmese, anything else English), without the
 * spaces around it; when that language's name is empty, the other one rather than nothing.
 */
export function localizedName(record: BilingualName, language: string): string {
  return inLanguage(record.name, record.nameMm, language);
}

/** A text given in English and maybe Burmese (a product's description), as localizedName picks. */
export function inLanguage(
  english: string | null | undefined,
  burmese: string | null | undefined,
  language: string,
): string {
  const en = english?.trim() ?? '';
  const my = burmese?.trim() ?? '';
  return language === 'my' ? my || en : en || my;
}
