import { hasMyanmarScript } from '@storefront/commerce/script';
import { useTranslation } from './translation';

/**
 * The `lang` of a shop's own words (a product, shop, option or review text) shown on a page in
 * `pageLanguage` (the BCP 47 tag, 'en' or 'my'): 'my' for Burmese words on an English page, none
 * otherwise, as they are then in the page's language or Latin.
 *
 * A screen reader reads them in Burmese, and the Burmese font is named for them alone (index.css,
 * docs/architecture.md#first-screen), so that naming it once the first screen is drawn restyles
 * those words, not the whole page.
 */
export function shopTextLang(
  text: string | null | undefined,
  pageLanguage: string,
): 'my' | undefined {
  return pageLanguage !== 'my' && text && hasMyanmarScript(text) ? 'my' : undefined;
}

/** shopTextLang for the current page's language: `<h3 lang={langOf(product.name)}>`. */
export function useShopTextLang(): (text: string | null | undefined) => 'my' | undefined {
  const { i18n } = useTranslation();
  return (text) => shopTextLang(text, i18n.language);
}

/**
 * A shop's own words inside a text of the page: `<ShopText text={variant.name} />`, a `<span
 * lang="my">` when shopTextLang says so, the bare text otherwise.
 */
export function ShopText({ text }: { text: string | null | undefined }) {
  const lang = useShopTextLang()(text);
  return lang ? <span lang={lang}>{text}</span> : <>{text}</>;
}
