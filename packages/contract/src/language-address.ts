/**
 * Every public page has an address per language (docs/decisions/0035-language-addresses.md):
 * English at the page's own path, Burmese under the `/my` prefix (`/my/product-detail/…`; home
 * is `/my`). The address alone says the language, so a link shared into Facebook, Messenger or
 * Viber, fetched without the sharer's cookies, previews in the sharer's language. The web app,
 * which stores its language as `en` or `mm`, and the API, which renders the pages, both read
 * and write addresses through these functions.
 */

/** The app's own language codes (apps/web/src/i18n/languages.ts). */
export type AddressLanguage = 'en' | 'mm';

/** The path prefix of the Burmese pages: the BCP 47 tag of Burmese. */
export const BURMESE_PREFIX = '/my';

/**
 * The router's base path for a language: `/my` for Burmese, none for English.
 */
export function basenameOf(language: AddressLanguage): string {
  return language === 'mm' ? BURMESE_PREFIX : '';
}

/**
 * A page address split into the language it names and the page's own path (with any query and
 * hash): `/my/cart?x=1` is Burmese `/cart?x=1`, `/my` Burmese `/`, `/cart` names no language.
 * `/myanmar` is not under the prefix.
 */
export function splitLanguageAddress(address: string): {
  language: 'mm' | null;
  path: string;
} {
  const cut = address.search(/[?#]/);
  const pathname = cut < 0 ? address : address.slice(0, cut);
  const rest = cut < 0 ? '' : address.slice(cut);
  if (pathname === BURMESE_PREFIX || pathname.startsWith(`${BURMESE_PREFIX}/`)) {
    return { language: 'mm', path: (pathname.slice(BURMESE_PREFIX.length) || '/') + rest };
  }
  return { language: null, path: address };
}

/**
 * The address of a page (its own path, with query and hash) in a language: `/cart` in Burmese is
 * `/my/cart`, home `/my`; in English the path as it is.
 */
export function languageAddress(path: string, language: AddressLanguage): string {
  const own = path.startsWith('/') ? path : `/${path}`;
  if (language === 'en') return own;
  // Home is the prefix itself, with its query if any: `/my`, `/my?page=2`.
  return own === '/' || /^\/[?#]/.test(own)
    ? `${BURMESE_PREFIX}${own.slice(1)}`
    : `${BURMESE_PREFIX}${own}`;
}

/**
 * The language a browser asks for in its `Accept-Language` header, of the two the shop speaks,
 * or null when it names neither. Tags are taken by their weight (`q`), the first of equal weight
 * first; Burmese is `my` (`my-MM` on a phone set to Burmese) or, as some phones and apps write
 * it, `mm`. A tag with `q=0` is refused, never chosen.
 */
export function languageOfAcceptLanguage(
  header: string | null | undefined,
): AddressLanguage | null {
  if (!header) return null;
  const tags = header
    .split(',')
    .slice(0, 32)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params
        .map((param) => /^\s*q\s*=\s*([0-9.]+)\s*$/i.exec(param)?.[1])
        .find((value) => value !== undefined);
      const weight = q === undefined ? 1 : Number(q);
      return {
        primary: tag.trim().toLowerCase().split('-')[0] ?? '',
        weight: Number.isFinite(weight) ? weight : 0,
        index,
      };
    })
    .filter((tag) => tag.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const { primary } of tags) {
    if (primary === 'my' || primary === 'mm') return 'mm';
    if (primary === 'en') return 'en';
  }
  return null;
}
