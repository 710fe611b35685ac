/** Anything named in both of the app's languages: a category, region, township, shop. */
export type BilingualName = { name: string; nameMm?: string | null };

/**
 * The name in the shopper's language ('my' is Burmese, anything else English), without the
 * spaces around it; when that language's name is empty, the other one rather than nothing.
 */
export function localizedName(record: BilingualName, language: string): string {
  const english = record.name.trim();
  const burmese = record.nameMm?.trim() ?? '';
  return language === 'my' ? burmese || english : english || burmese;
}
