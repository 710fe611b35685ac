import { useMemo } from 'react';
import { i18n } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/translation';
import type { Leaves, Strings } from '../../i18n/translator';
import sellerEn from '../../locales/en/seller.json';
import sellerMm from '../../locales/mm/seller.json';
import { ownerEn } from '../../locales/en/owner/index';
import { ownerMm } from '../../locales/mm/owner/index';

/**
 * The console's strings travel with the console, not with the shop: `locales/{en,mm}/index.ts`
 * are bundled into every shopper's first load (English) or the Burmese chunk, and a shopper
 * must not download a byte of the staff's screens. They are merged into the app's strings
 * when the console's code arrives, so `t` and `{{count, number}}` work as elsewhere.
 */
const BURMESE = 'my';

function hasSellerStrings(language: string): boolean {
  return i18n.lookUp(language, 'seller') !== undefined;
}

function addSellerStrings(language: string, strings: Strings): void {
  if (hasSellerStrings(language)) return;
  // Merged into the language's strings, never overwriting a key of the shop's own.
  i18n.addStrings(language, strings);
}

addSellerStrings('en', { ...sellerEn, ...ownerEn });
// The Burmese bundle arrives on demand (i18n.ts's loadLanguage). Adding ours before it would make
// the bundle look loaded and keep the shop's Burmese strings from ever being fetched, so ours
// follow it in.
if (i18n.hasStrings(BURMESE)) addSellerStrings(BURMESE, { ...sellerMm, ...ownerMm });
i18n.onStringsAdded((language) => {
  if (language === BURMESE) addSellerStrings(BURMESE, { ...sellerMm, ...ownerMm });
});

/** A key of the console's strings, typed from the English file like the rest of the app's. */
export type SellerKey = Leaves<typeof sellerEn> | Leaves<typeof ownerEn>;

export type SellerT = (key: SellerKey, options?: Record<string, unknown>) => string;

/**
 * The console's `t` (its keys typed from `locales/en/seller.json`), the app's own `appT` for the
 * strings the console shares with the shop, and the translator; re-rendering on a language
 * change as `useTranslation` does.
 */
export function useSellerTranslation() {
  const translation = useTranslation();
  const { t: appT } = translation;
  const t = useMemo<SellerT>(() => {
    // The app's `t` is typed from the shop's strings only; ours are checked by SellerKey above.
    const untyped = appT as unknown as (key: string, options?: Record<string, unknown>) => string;
    return (key, options) => untyped(key, options);
  }, [appT]);
  return { t, appT, i18n: translation.i18n };
}
