import {
  isSortField,
  SORT_FIELDS,
  type PriceBand,
  type SortField,
} from '@storefront/commerce/catalog';
import { currencyLabel, formatNumber } from '@storefront/commerce/money';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/translation';

type TopPicksFiltersProps = {
  sortField: SortField;
  onSortChange: (sortField: SortField) => void;
  bands: PriceBand[];
  bandId: string;
  bandCurrency: string;
  onBandChange: (bandId: string) => void;
};

const SORT_LABEL_KEYS = {
  name: 'listing.sort.name',
  price: 'listing.sort.price',
  newest: 'listing.sort.newest',
  oldest: 'listing.sort.oldest',
} as const satisfies Record<SortField, string>;

const SELECT =
  'min-h-11 w-full rounded-lg border border-neutral-300 bg-white px-3 py-2 text-sm text-neutral-900 hover:border-accent sm:w-56';

/** docs/product.md#top-picks /top-picks: the 'Order By' select (Name, Price, Newest, Oldest) and the price range. */
export function TopPicksFilters({
  sortField,
  onSortChange,
  bands,
  bandId,
  bandCurrency,
  onBandChange,
}: TopPicksFiltersProps) {
  const { t, i18n } = useTranslation();
  const sortId = useId();
  const priceId = useId();
  const amount = (value: number) => formatNumber(value, i18n.language);

  // docs/product.md#price-filter labels: 'Below 10,000', '10,000 - 50,000', 'Above 1,000,000', 'Select' for no filter.
  const bandLabel = (band: PriceBand) => {
    switch (band.kind) {
      case 'select':
        return t('listing.price.select');
      case 'below':
        return t('listing.price.below', { max: amount(band.max) });
      case 'between':
        return t('listing.price.between', { min: amount(band.min), max: amount(band.max) });
      case 'above':
        return t('listing.price.above', { min: amount(band.min) });
    }
  };

  return (
    <div
      role="group"
      aria-label={t('listing.filters')}
      className="grid grid-cols-2 items-end gap-3 sm:flex sm:flex-wrap sm:justify-end"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={sortId} className="text-sm font-medium text-neutral-800">
          {t('listing.sort.label')}
        </label>
        <select
          id={sortId}
          value={sortField}
          onChange={(event) => {
            if (isSortField(event.target.value)) onSortChange(event.target.value);
          }}
          className={SELECT}
        >
          {SORT_FIELDS.map((field) => (
            <option key={field} value={field}>
              {t(SORT_LABEL_KEYS[field])}
            </option>
          ))}
        </select>
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <label htmlFor={priceId} className="text-sm font-medium text-neutral-800">
          {t('listing.price.label', { currency: currencyLabel(bandCurrency, i18n.language) })}
        </label>
        <select
          id={priceId}
          value={bandId}
          onChange={(event) => onBandChange(event.target.value)}
          className={SELECT}
        >
          {bands.map((band) => (
            <option key={band.id} value={band.id}>
              {bandLabel(band)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
