import { useId } from 'react';
import { ratingStars } from '@storefront/commerce/catalog';
import { useTranslation } from '../../i18n/translation';
import { cn } from '../../lib/cn';

/** A five-pointed star's corners in a 20 × 20 cell, clockwise from the top. */
const STAR_CORNERS = [
  [10, 1.5],
  [12.6, 6.8],
  [18.5, 7.7],
  [14.2, 11.8],
  [15.2, 17.6],
  [10, 14.9],
  [4.8, 17.6],
  [5.8, 11.8],
  [1.5, 7.7],
  [7.4, 6.8],
] as const;

const CELL = 20;

/** Five stars side by side, as one path: drawn once in grey and once, clipped, in amber. */
const FIVE_STARS = Array.from(
  { length: 5 },
  (_, i) => `M${STAR_CORNERS.map(([x, y]) => `${x + i * CELL} ${y}`).join('L')}Z`,
).join('');

/**
 * docs/product.md#rating-stars: floor(rate) full stars, a half star if a fraction remains, out of 5. One SVG for the five:
 * product grids draw a rating per card, and one element with one clip costs the browser far
 * less than five.
 */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  const { t } = useTranslation();
  const clipId = useId();
  const { full, half } = ratingStars(rating);
  const filledWidth = (full + half / 2) * CELL;
  const label = t('product.rating', { rating: Math.round(rating * 10) / 10 });
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${5 * CELL} ${CELL}`}
      className={cn('h-4 w-20 shrink-0', className)}
    >
      <path d={FIVE_STARS} className="fill-neutral-300" />
      {filledWidth > 0 && (
        <>
          <clipPath id={clipId}>
            <rect x="0" y="0" width={filledWidth} height={CELL} />
          </clipPath>
          <path d={FIVE_STARS} className="fill-amber-500" clipPath={`url(#${clipId})`} />
        </>
      )}
    </svg>
  );
}
