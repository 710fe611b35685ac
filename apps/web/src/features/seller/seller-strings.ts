import { useMemo } from 'react';
import { i18n } from '../../i18n/i18n';
import { useTranslation } from '../../i18n/translation';
import sellerEn from '../../locales/en/seller.json';
import sellerMm from '../../locales/mm/seller.json';

/**
 * The console's strings travel with the console, not with the shop: `locales/{en,mm}/index.ts`
 * are bundled into every shopper's first load (English) or the Burmese chunk, and a shopper
 * must not download a byte of the staff's screens. They are merged into the one i18next
 * namespace when the console's code arrives, so `t` and `{{count, number}}` work as elsewhere.
 */
const BURMESE = 'my';

function hasSellerStrings(language: string): boolean {
  return i18n.getResource(language, 'translation', 'seller') !== undefined;
}

function addSellerStrings(language: string, strings: object): void {
  if (hasSellerStrings(language)) return;
  // Deep merge into the existing bundle, never overwriting a key of the shop's own strings.
  i18n.addResourceBundle(language, 'translation', strings, true, false);
}

addSellerStrings('en', sellerEn);
// The Burmese bundle arrives on demand (i18n.ts's loadLanguage). Adding ours before it would make
// the bundle look loaded and keep the shop's Burmese strings from ever being fetched, so ours
// follow it in.
if (i18n.hasResourceBundle(BURMESE, 'translation')) addSellerStrings(BURMESE, sellerMm);
i18n.store.on('added', (language: string) => {
  if (language === BURMESE) addSellerStrings(BURMESE, sellerMm);
});

type PluralSuffix = '_zero' | '_one' | '_two' | '_few' | '_many' | '_other';

/** 'a.b_one' and 'a.b_other' are both asked for as 'a.b' (with a `count`). */
type WithoutPlural<K extends string> = K extends `${infer Base}${PluralSuffix}` ? Base : K;

/** Every string of a nested strings object as its dotted key. */
type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? WithoutPlural<`${Prefix}${K}`>
    : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A key of the console's strings, typed from the English file like the rest of the app's. */
export type SellerKey = Leaves<typeof sellerEn>;

export type SellerT = (key: SellerKey, options?: Record<string, unknown>) => string;

/**
 * The console's `t` (its keys typed from `locales/en/seller.json`), the app's own `appT` for the
 * strings the console shares with the shop, and the i18next instance; re-rendering on a language
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
