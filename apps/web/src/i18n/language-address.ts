import {
  basenameOf,
  languageAddress,
  languageOfAcceptLanguage,
  splitLanguageAddress,
} from '@storefront/contract/language-address';
import type { AppLanguage } from './languages';

/**
 * The page addresses per language (docs/decisions/0035-language-addresses.md): English at the
 * page's own path, Burmese under `/my`. The router runs under the address's prefix, so the
 * app's own links keep it; these helpers are for what the router does not write (the language
 * switch, the shared link, the search form sent without JavaScript).
 */
export { basenameOf, languageAddress, splitLanguageAddress };

/** The language an address names (only Burmese has a prefix), or null. */
export function languageOfAddress(pathname: string): AppLanguage | null {
  return splitLanguageAddress(pathname).language;
}

/** The router's base path for the address the browser is at: `/my` on a Burmese address. */
export function basenameOfAddress(pathname: string): string {
  return languageOfAddress(pathname) === 'mm' ? basenameOf('mm') : '';
}

/**
 * Where the language switch takes the shopper: the page they are on (`path`: the router's own
 * path, query and hash, without the prefix) at its address in `language`, or null when they are
 * at that address already (`current`: the browser's path, query and hash).
 */
export function switchTarget(path: string, language: AppLanguage, current: string): string | null {
  const target = languageAddress(path, language);
  return target === current ? null : target;
}

/** The language a browser prefers of the two, from its list of languages (`navigator.languages`). */
export function languageOfBrowser(languages: readonly string[]): AppLanguage | null {
  return languageOfAcceptLanguage(languages.join(','));
}
