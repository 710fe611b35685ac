import { effectivePrice } from '@storefront/commerce/catalog';
import { useTranslation } from '../../i18n/translation';
import { cn } from '../../lib/cn';
import { useMoney } from './money';

type PriceProps = {
  priceSell: number;
  /** docs/product.md#money-display: the discounted price, when there is one; the regular price is then struck through. */
  priceSell1?: number | null;
  currencyCode: string;
  /** `card`: a notch under `md`, so six-figure kyat prices stay on one line in a phone's card. */
  size?: 'sm' | 'card' | 'md' | 'lg';
  className?: string;
};

const SIZES = { sm: 'text-sm', card: 'text-[0.9375rem]', md: 'text-base', lg: 'text-2xl' } as const;

/** A price in the chosen region's currency, with its MMK approximation small and grey under it. */
export function Price({ priceSell, priceSell1, currencyCode, size = 'md', className }: PriceProps) {
  const { t } = useTranslation();
  const money = useMoney();
  const current = effectivePrice({ priceSell, priceSell1 });
  const isDiscounted = current < priceSell;
  const approx = money.formatMmkApprox(current, currencyCode);

  return (
    <div className={cn('flex flex-col gap-0.5', className)}>
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className={cn('font-bold text-accent tabular-nums', SIZES[size])}>
          {money.format(current, currencyCode)}
        </span>
        {isDiscounted && (
          <s className="text-xs text-neutral-600 tabular-nums">
            <span className="sr-only">{t('product.originalPrice')}: </span>
            {money.format(priceSell, currencyCode)}
          </s>
        )}
      </p>
      {approx && (
        <p className="text-xs text-neutral-600 tabular-nums">
          <span className="sr-only">{t('product.approximately')} </span>
          <span aria-hidden="true">≈ </span>
          {approx}
        </p>
      )}
    </div>
  );
}
