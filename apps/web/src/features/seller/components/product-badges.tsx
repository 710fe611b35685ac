import type { ProductStatus } from '@storefront/commerce/product-draft';
import { cn } from '../../../lib/cn';
import { productStatusLabel } from '../catalog-labels';
import { useSellerTranslation } from '../seller-strings';

/**
 * A product's status: Active in the green of what is going well, Draft plain, Archived grey.
 * Tinted with a border like the order badges, so each still reads in black and white.
 */
const STATUS_COLOURS: Record<ProductStatus, string> = {
  Active: 'border-green-700 bg-green-100 text-green-900',
  Draft: 'border-neutral-500 bg-white text-neutral-800',
  Archived: 'border-neutral-500 bg-neutral-200 text-neutral-800',
};

export function ProductStatusBadge({
  status,
  className,
}: {
  status: ProductStatus;
  className?: string;
}) {
  const { t } = useSellerTranslation();
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex max-w-full items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold wrap-break-word',
        STATUS_COLOURS[status],
        className,
      )}
    >
      {productStatusLabel(t, status)}
    </span>
  );
}

/** Stock that needs staff: red when sold out, yellow when low (the order status colours). */
export type StockTone = 'soldOut' | 'low';

const STOCK_COLOURS: Record<StockTone, string> = {
  soldOut: 'border-red-700 bg-red-100 text-red-900',
  low: 'border-yellow-600 bg-yellow-100 text-yellow-900',
};

export function StockFlag({ tone, children }: { tone: StockTone; children: string }) {
  return (
    <span
      data-stock={tone}
      className={cn(
        'inline-flex max-w-full items-center rounded-md border px-1.5 py-0.5 text-xs font-semibold wrap-break-word',
        STOCK_COLOURS[tone],
      )}
    >
      {children}
    </span>
  );
}
