import { useEffect, useMemo, useState } from 'react';
import type { ProductCard as ProductCardData } from '@storefront/contract/catalog';
import { MoneyProvider, type MoneySettings } from '../../../components/ui/money';
import { ProductCard } from '../../../components/ui/product-card';
import { createI18n } from '../../../i18n/i18n';
import { TranslationProvider } from '../../../i18n/translation';
import type { Strings } from '../../../i18n/translator';
import { enFirstLoad } from '../../../locales/en/first-load';
import { parseNumber, type ProductFormValues } from '../product-form-values';
import { useSellerTranslation } from '../seller-strings';

/** Prices in the product's own currency, as staff set them, whatever region this browser chose. */
const OWN_CURRENCY: MoneySettings = { regions: [], displayCurrency: null };

/** Stands in for the guid of a product not saved yet: the card needs one for its link. */
const UNSAVED_GUID = '00000000-0000-4000-8000-000000000000';

const readNumber = (text: string | undefined) => {
  const parsed = parseNumber(text ?? '', { required: false, whole: false, max: Infinity });
  return 'value' in parsed ? parsed.value : null;
};

type PreviewInput = {
  values: ProductFormValues;
  guid: string | null;
  currencyCode: string;
  shop: { guid: string; name: string };
  /** Units an option can sell: a saved option's stock as stored, a new one's as typed. */
  stockOf: (index: number) => { stockQty: number; preSaleLimit: number };
};

/**
 * The card a shopper's list would draw for the product as the form holds it, in `language`: its
 * cover, the name in that language, the first option's price and the stock over all options.
 */
export function previewCardOf(input: PreviewInput, language: 'en' | 'my'): ProductCardData {
  const { values } = input;
  const first = values.variants[0];
  const priceSell = readNumber(first?.priceSell) ?? 0;
  const discount = readNumber(first?.priceSell1);
  const stock = values.variants.reduce(
    (sum, _option, index) => {
      const { stockQty, preSaleLimit } = input.stockOf(index);
      return { stockQty: sum.stockQty + stockQty, preSaleLimit: sum.preSaleLimit + preSaleLimit };
    },
    { stockQty: 0, preSaleLimit: 0 },
  );
  const name = values.name.trim();
  const nameMm = values.nameMm.trim();
  return {
    guid: input.guid ?? UNSAVED_GUID,
    name,
    nameMm: nameMm || null,
    displayName: (language === 'my' && nameMm) || name || '…',
    image: values.images[0] ?? null,
    brandName: values.brandName.trim() || null,
    priceSell,
    priceSell1: discount !== null && discount < priceSell ? discount : null,
    currencyCode: input.currencyCode,
    ...stock,
    shopGuid: input.shop.guid,
    shopName: input.shop.name,
    rating: 0,
    ratingCount: 0,
    createdOn: new Date(0).toISOString(),
  };
}

/** The shop's Burmese strings, which an English page has not loaded: fetched for the preview. */
function useBurmeseStrings(): Strings | null {
  const [strings, setStrings] = useState<Strings | null>(null);
  useEffect(() => {
    let isCurrent = true;
    void import('../../../locales/mm/index').then(({ mm }) => {
      if (isCurrent) setStrings(mm);
    });
    return () => {
      isCurrent = false;
    };
  }, []);
  return strings;
}

function PreviewCard({ card, language }: { card: ProductCardData; language: 'en' | 'my' }) {
  const { t, i18n } = useSellerTranslation();
  const burmese = useBurmeseStrings();
  // The page's own language draws with the page's translator; the other one gets a translator
  // of its own, so the card's words ('Pre Order', 'No Ratings Yet') are that language's.
  const translator = useMemo(
    () =>
      language === i18n.language
        ? null
        : createI18n(language, { en: enFirstLoad, ...(burmese ? { my: burmese } : {}) }),
    [language, i18n.language, burmese],
  );
  const cardView = (
    // A preview: the card's link leads nowhere yet, and its words are not the page's to read.
    <div inert className="w-full max-w-44">
      <ProductCard product={card} eager />
    </div>
  );
  return (
    <figure lang={language} className="flex flex-col gap-1.5">
      <figcaption lang={i18n.language} className="text-xs font-semibold text-neutral-700">
        {language === 'en'
          ? t('seller.product.preview.english')
          : t('seller.product.preview.burmese')}
      </figcaption>
      {translator ? (
        // A provider takes its translator once: a new one (the Burmese strings arrived) is a new provider.
        <TranslationProvider key={burmese ? 'all' : 'english'} instance={translator}>
          {cardView}
        </TranslationProvider>
      ) : (
        cardView
      )}
    </figure>
  );
}

/** The live preview: the shopper's card in English and in Burmese, side by side. */
export function ProductPreview(input: PreviewInput) {
  const { t } = useSellerTranslation();
  return (
    <MoneyProvider value={OWN_CURRENCY}>
      <p className="text-sm text-neutral-700">{t('seller.product.preview.hint')}</p>
      <div className="mt-2 grid grid-cols-2 gap-3">
        <PreviewCard card={previewCardOf(input, 'en')} language="en" />
        <PreviewCard card={previewCardOf(input, 'my')} language="my" />
      </div>
    </MoneyProvider>
  );
}
