import { orderStatusColour, type OrderStatusColour } from '@storefront/commerce/orders';
import { cn } from '../../../lib/cn';
import { useOrderLabels } from '../order-labels';

/**
 * docs/product.md#order-status-colours: green, yellow, red or black. Each pairs a tinted background with dark text of the same
 * hue (AA contrast), and keeps a border so the badge still reads on a black-and-white print.
 */
const COLOURS: Record<OrderStatusColour, string> = {
  green: 'border-green-700 bg-green-100 text-green-900',
  yellow: 'border-yellow-600 bg-yellow-100 text-yellow-900',
  red: 'border-red-700 bg-red-100 text-red-900',
  black: 'border-neutral-900 bg-neutral-900 text-white',
};

export function OrderStatusBadge({ status, className }: { status: string; className?: string }) {
  const labels = useOrderLabels();
  const colour = orderStatusColour(status);
  return (
    <span
      data-colour={colour}
      className={cn(
        'inline-flex max-w-full items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold wrap-break-word',
        COLOURS[colour],
        className,
      )}
    >
      {labels.status(status)}
    </span>
  );
}
