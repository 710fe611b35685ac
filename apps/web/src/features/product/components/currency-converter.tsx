import { useId } from 'react';
import type { Region } from '@storefront/contract/region';
import { isMmk, MMK, rateForOneUnit } from '@storefront/commerce/currency';
import { formatMoney } from '@storefront/commerce/money';
import { useTranslation } from '../../../i18n/translation';
import { fallBackToPlaceholder, imageUrl } from '../../../lib/image';

type CurrencyConverterProps = {
  /** The region the shopper chose; null until they choose one. */
  region: Region | null;
  regions: readonly Region[];
  /** The product's own currency, converted from when the region itself prices in MMK. */
  productCurrency: string;
};

/**
 * The region converter (docs/product.md#currency-converter): what 1.00 unit of the region's currency is worth in MMK, e.g.
 * '1.00 USD ≈ 4,400 MMK'. A shopper in an MMK region sees the product currency's rate
 * instead, or, when that is MMK too, that prices are already in kyat.
 */
export function CurrencyConverter({ region, regions, productCurrency }: CurrencyConverterProps) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  if (!region) return null;

  const isMmkRegion = isMmk(region.currencyCode);
  const code = isMmkRegion ? productCurrency : region.currencyCode;
  const isAllMmk = isMmk(code);
  const rate = isAllMmk ? null : rateForOneUnit(code, regions);
  const locale = i18n.language;

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-xl border border-neutral-200 bg-white p-4"
    >
      <h2 id={headingId} className="text-sm font-semibold text-neutral-600">
        {t('detail.converter.title')}
      </h2>
      <div className="flex items-center gap-3">
        <img
          src={imageUrl(region.flagImage)}
          alt=""
          width={40}
          height={28}
          loading="lazy"
          onError={fallBackToPlaceholder}
          className="h-7 w-10 shrink-0 rounded border border-neutral-200 object-cover"
        />
        <p className="min-w-0 text-base font-semibold text-neutral-900 tabular-nums">
          {isAllMmk
            ? t('detail.converter.mmkOnly')
            : rate === null
              ? t('detail.converter.unknown', { code })
              : `${formatMoney(1, code, locale)} ≈ ${formatMoney(rate, MMK, locale)}`}
        </p>
      </div>
    </section>
  );
}
