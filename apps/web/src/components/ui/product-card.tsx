import { memo } from 'react';
import { Link } from 'react-router';
import type { ProductCard as ProductCardData } from '@storefront/contract/catalog';
import { availabilityOf } from '@storefront/commerce/catalog';
import { formatNumber } from '@storefront/commerce/money';
import { shopTextLang } from '../../i18n/shop-text';
import { useTranslation } from '../../i18n/translation';
import { cn } from '../../lib/cn';
import { fallBackToPlaceholder, productImageSources } from '../../lib/image';
import { localizedName } from '../../lib/localized-name';
import { Price } from './price';
import { Stars } from './stars';
import { Skeleton } from './skeleton';

/** Intrinsic size given to the <img> so the browser reserves the square before it loads. */
const IMAGE_SIZE = 400;

type ProductCardProps = {
  product: ProductCardData;
  /** The first cards above the fold load eagerly; the rest wait until scrolled near. */
  eager?: boolean;
  className?: string;
};

/**
 * docs/ui.md#product-cards: square image, two-line name, prominent price, clear stock state.
 * Memoised: grids and carousels redraw for reasons of their own (paging, autoplay) and a
 * card only changes with its product, the language or the currency.
 */
export const ProductCard = memo(function ProductCard({
  product,
  eager = false,
  className,
}: ProductCardProps) {
  const { t, i18n } = useTranslation();
  // docs/product.md#product-names: the shop's Burmese name on a Burmese page, when it gave one.
  const name = localizedName(
    { name: product.displayName || product.name, nameMm: product.nameMm },
    i18n.language,
  );
  const availability = availabilityOf(product);
  const nameLang = shopTextLang(name, i18n.language);

  return (
    <article
      className={cn(
        'relative flex h-full flex-col overflow-hidden rounded-xl border border-neutral-200 bg-white transition-shadow focus-within:ring-2 focus-within:ring-accent hover:shadow-md',
        className,
      )}
    >
      <div className="relative aspect-square bg-neutral-100">
        <img
          {...productImageSources(product.image, 'card')}
          alt={name}
          lang={nameLang}
          width={IMAGE_SIZE}
          height={IMAGE_SIZE}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          onError={fallBackToPlaceholder}
          className={cn(
            'size-full object-cover',
            availability === 'outOfStock' && 'opacity-60 grayscale',
          )}
        />
        {availability === 'preOrder' && (
          <span className="absolute start-2 top-2 rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold text-amber-900">
            {t('product.preOrder')}
          </span>
        )}
        {availability === 'outOfStock' && (
          <span className="absolute start-2 top-2 rounded-full bg-neutral-800 px-2.5 py-1 text-xs font-semibold text-white">
            {t('product.outOfStock')}
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <h3
          lang={nameLang}
          className="line-clamp-2 min-h-[2lh] text-sm leading-relaxed font-medium text-neutral-900 wrap-break-word"
        >
          {/* The link stretches over the whole card (after:inset-0), so the card is one target. */}
          <Link
            to={`/product-detail/${product.guid}`}
            className="outline-none after:absolute after:inset-0 after:content-['']"
          >
            {name}
          </Link>
        </h3>
        {/* The price sits right under the two-line name and the rating line at the card's foot,
            so prices and stars line up along a row whatever each card holds. */}
        <Price
          priceSell={product.priceSell}
          priceSell1={product.priceSell1}
          currencyCode={product.currencyCode}
          size="card"
        />
        <p className="mt-auto flex min-h-5 items-center gap-1 text-xs text-neutral-600">
          {product.ratingCount > 0 ? (
            <>
              <Stars rating={product.rating} />
              {/* A bare "(7)" fits a narrow card in both languages; readers get the whole phrase. */}
              <span aria-hidden="true">({formatNumber(product.ratingCount, i18n.language)})</span>
              <span className="sr-only">
                {t('product.ratingCount', { count: product.ratingCount })}
              </span>
            </>
          ) : (
            t('product.noRatings')
          )}
        </p>
      </div>
    </article>
  );
});

/** The card's final layout in grey, for lists that are still loading. */
export function ProductCardSkeleton() {
  return (
    <div className="flex h-full flex-col overflow-hidden rounded-xl border border-neutral-200 bg-white">
      <Skeleton className="aspect-square rounded-none" />
      <div className="flex flex-col gap-2 p-3">
        <Skeleton className="h-4 w-11/12" />
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="mt-2 h-5 w-1/2" />
        <Skeleton className="h-3 w-1/3" />
      </div>
    </div>
  );
}
