import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ratingStars } from '@storefront/commerce/catalog';
import { cn } from '../../lib/cn';

const STAR_PATH =
  'M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5z';

function Star({ fill }: { fill: 'full' | 'half' | 'empty' }) {
  const clipId = useId();
  return (
    <svg viewBox="0 0 20 20" className="size-4 shrink-0" aria-hidden="true">
      {fill === 'half' && (
        <defs>
          <clipPath id={clipId}>
            <rect x="0" y="0" width="10" height="20" />
          </clipPath>
        </defs>
      )}
      <path d={STAR_PATH} className="fill-neutral-300" />
      {fill !== 'empty' && (
        <path
          d={STAR_PATH}
          className="fill-amber-500"
          clipPath={fill === 'half' ? `url(#${clipId})` : undefined}
        />
      )}
    </svg>
  );
}

/** §9: floor(rate) full stars, a half star if a fraction remains, out of 5. */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  const { t } = useTranslation();
  const { full, half, empty } = ratingStars(rating);
  const label = t('product.rating', { rating: Math.round(rating * 10) / 10 });
  return (
    <span role="img" aria-label={label} className={cn('inline-flex items-center', className)}>
      {Array.from({ length: full }, (_, i) => (
        <Star key={`f${i}`} fill="full" />
      ))}
      {half === 1 && <Star fill="half" />}
      {Array.from({ length: empty }, (_, i) => (
        <Star key={`e${i}`} fill="empty" />
      ))}
    </span>
  );
}
