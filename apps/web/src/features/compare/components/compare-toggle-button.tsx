import { useDispatch, useSelector } from 'react-redux';
import type { ProductCard } from '@storefront/contract/catalog';
import { useTranslation } from '../../../i18n/translation';
import { cn } from '../../../lib/cn';
import {
  compareAdded,
  compareItemFromCard,
  compareRemoved,
  selectCanAddToCompare,
  selectIsCompared,
  type CompareState,
} from '../compare.slice';
import { localizedName } from '../../../lib/localized-name';
import { earlyTap } from '../../../components/ui/early-tap';

const BASE =
  'inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed';

/**
 * docs/product.md#compare/docs/product.md#compare-limit: adds a product to the compare list, or takes it off when it is listed. Adding is
 * disabled once 3 are listed (commerce canAddToCompare).
 */
export function CompareToggleButton({ product }: { product: ProductCard }) {
  const { t, i18n } = useTranslation();
  const dispatch = useDispatch();
  const isCompared = useSelector((state: { compare: CompareState }) =>
    selectIsCompared(state, product.guid),
  );
  const canAdd = useSelector((state: { compare: CompareState }) =>
    selectCanAddToCompare(state, product.guid),
  );
  const name = localizedName(
    { name: product.displayName || product.name, nameMm: product.nameMm },
    i18n.language,
  );

  if (isCompared) {
    return (
      <button
        type="button"
        onClick={() => dispatch(compareRemoved(product.guid))}
        aria-label={t('compare.removeFromCompareNamed', { name })}
        className={cn(
          BASE,
          'border border-accent bg-accent-soft text-accent-strong hover:bg-white',
        )}
      >
        <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true">
          <path
            d="m4.5 10.5 3.5 3.5 7.5-8"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        {t('compare.removeFromCompare')}
      </button>
    );
  }
  return (
    <button
      type="button"
      disabled={!canAdd}
      onClick={() => dispatch(compareAdded(compareItemFromCard(product)))}
      // Only the adding button: a tap before hydration adds it once the page is hydrated, and a
      // product already listed is never taken off by it (docs/architecture.md#first-taps).
      {...earlyTap(`compare:${product.guid}`)}
      aria-label={t('compare.addToCompareNamed', { name })}
      className={cn(
        BASE,
        'border border-neutral-300 bg-white text-neutral-900 hover:border-accent hover:text-accent disabled:border-neutral-200 disabled:bg-neutral-100 disabled:text-neutral-500',
      )}
    >
      {t('compare.addToCompare')}
    </button>
  );
}
