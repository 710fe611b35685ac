import { useDispatch } from 'react-redux';
import { Link } from 'react-router';
import { averageRating } from '@storefront/commerce/catalog';
import { COMPARE_MAX } from '@storefront/commerce/compare';
import { formatNumber } from '@storefront/commerce/money';
import { buttonClass } from '../../../components/ui/button';
import { Price } from '../../../components/ui/price';
import { RemoveButton } from '../../../components/ui/remove-button';
import { Stars } from '../../../components/ui/stars';
import { useTranslation } from '../../../i18n/translation';
import { cn } from '../../../lib/cn';
import { fallBackToPlaceholder, imageUrl } from '../../../lib/image';
import { compareRemoved, type CompareItem } from '../compare.slice';
import { ShopText } from '../../../i18n/shop-text';
import { localizedName } from '../../../lib/localized-name';

/** The mean over every rating when known, else over the latest ones the detail lists. */
function ratingOf(item: CompareItem): { rating: number; count: number } {
  const values = item.shopRatings.map((entry) => entry.rateValue);
  return {
    rating: item.rating ?? averageRating(values),
    count: item.ratingCount ?? values.length,
  };
}

/*
 * Products are columns, each as wide as the others (a fixed table layout). On a phone the label
 * column stays put (sticky) and the table keeps a minimum width per product, so the columns
 * scroll sideways inside the table's own box, never the page, instead of squeezing names and
 * Burmese labels into slivers.
 */
const LABEL_CELL =
  'sticky start-0 z-10 bg-neutral-50 p-3 text-start align-top text-xs font-semibold text-neutral-700 sm:text-sm';
const CELL = 'p-3 align-top text-sm';
/** Label column (8rem) plus 11rem per product: what a phone needs before the box starts scrolling. */
const TABLE_MIN_WIDTH = ['min-w-[19rem]', 'min-w-[30rem]', 'min-w-[41rem]'] as const;

function PlusIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
      <path
        d="M12 5v14M5 12h14"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

function AddItemLink({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <Link to="/product-list-for-comparison" className={buttonClass('primary', className)}>
      <PlusIcon />
      {t('compare.addItem')}
    </Link>
  );
}

/** docs/product.md#compare compare page: name, brand, price and customer rating of up to 3 products, side by side. */
export function CompareTable({ items }: { items: CompareItem[] }) {
  const { t, i18n } = useTranslation();
  const nameOf = (item: CompareItem) =>
    localizedName({ name: item.displayName, nameMm: item.nameMm }, i18n.language);
  const dispatch = useDispatch();

  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-neutral-200 bg-white px-6 py-10 text-center">
        <p className="text-lg font-semibold text-neutral-900">{t('compare.empty')}</p>
        <p className="max-w-sm text-sm text-neutral-600">
          {t('compare.pickHint', { max: COMPARE_MAX })}
        </p>
        <AddItemLink className="mt-2" />
      </div>
    );
  }

  const canAddMore = items.length < COMPARE_MAX;

  return (
    <div className="flex flex-col gap-3">
      {/* docs/product.md#compare: fewer than 3 chosen, so there is room for one more. */}
      <div className="flex min-h-11 flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-neutral-700">
          {t('compare.chosen', { count: items.length, max: COMPARE_MAX })}
        </p>
        {canAddMore && <AddItemLink />}
      </div>
      {/* `relative`: the screen-reader-only texts inside are absolutely positioned; without a
          positioned scroll box they would stick out of it and widen the page on a phone. */}
      <div
        role="region"
        aria-label={t('compare.tableLabel')}
        tabIndex={0}
        className="relative overflow-x-auto rounded-2xl border border-neutral-200 bg-white"
      >
        <table
          className={cn(
            'w-full table-fixed border-collapse sm:min-w-0',
            TABLE_MIN_WIDTH[Math.min(items.length, COMPARE_MAX) - 1],
          )}
        >
          <caption className="sr-only">{t('compare.tableLabel')}</caption>
          <colgroup>
            <col className="w-32 sm:w-44" />
            {items.map((item) => (
              <col key={item.guid} />
            ))}
          </colgroup>
          <thead>
            <tr className="border-b border-neutral-200">
              <th scope="col" className={LABEL_CELL}>
                {t('compare.product')}
              </th>
              {items.map((item) => (
                <th key={item.guid} scope="col" className={cn(CELL, 'text-start font-normal')}>
                  <div className="flex flex-col gap-2">
                    <img
                      src={imageUrl(item.image)}
                      alt=""
                      width={200}
                      height={200}
                      loading="lazy"
                      decoding="async"
                      onError={fallBackToPlaceholder}
                      className="aspect-square w-full max-w-48 rounded-xl border border-neutral-200 bg-neutral-100 object-cover"
                    />
                    <span className="line-clamp-3 font-semibold text-neutral-900 wrap-break-word">
                      <ShopText text={nameOf(item)} />
                    </span>
                  </div>
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-neutral-200">
            <tr>
              <th scope="row" className={LABEL_CELL}>
                {t('compare.brand')}
              </th>
              {items.map((item) => (
                <td key={item.guid} className={cn(CELL, 'text-neutral-800')}>
                  {item.brandName || t('compare.noBrand')}
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row" className={LABEL_CELL}>
                {t('compare.price')}
              </th>
              {items.map((item) => (
                <td key={item.guid} className={CELL}>
                  <Price
                    priceSell={item.priceSell}
                    priceSell1={item.priceSell1}
                    currencyCode={item.currencyCode}
                  />
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row" className={LABEL_CELL}>
                {t('compare.rating')}
              </th>
              {items.map((item) => {
                const { rating, count } = ratingOf(item);
                return (
                  <td key={item.guid} className={CELL}>
                    {count > 0 ? (
                      <span className="flex flex-wrap items-center gap-1 text-xs text-neutral-600">
                        <Stars rating={rating} />
                        <span aria-hidden="true">({formatNumber(count, i18n.language)})</span>
                        <span className="sr-only">{t('product.ratingCount', { count })}</span>
                      </span>
                    ) : (
                      <span className="text-neutral-600">{t('compare.noRatings')}</span>
                    )}
                  </td>
                );
              })}
            </tr>
            <tr>
              <th scope="row" className={LABEL_CELL}>
                <span className="sr-only">{t('compare.actions')}</span>
              </th>
              {items.map((item) => (
                <td key={item.guid} className={CELL}>
                  <div className="flex flex-wrap items-center gap-1">
                    <Link
                      to={`/product-detail/${item.guid}`}
                      aria-label={t('compare.viewProductNamed', { name: nameOf(item) })}
                      className={buttonClass('secondary', 'px-3')}
                    >
                      {t('compare.viewProduct')}
                    </Link>
                    <RemoveButton
                      label={t('compare.removeNamed', { name: nameOf(item) })}
                      text={t('compare.remove')}
                      onClick={() => dispatch(compareRemoved(item.guid))}
                    />
                  </div>
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </div>
  );
}
