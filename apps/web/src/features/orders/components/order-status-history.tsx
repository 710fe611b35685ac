import { useId } from 'react';
import { orderStatusColour, type OrderStatusColour } from '@storefront/commerce/orders';
import type { OrderShop } from '@storefront/contract/sales';
import { useTranslation } from '../../../i18n/translation';
import { formatOrderDate, useOrderLabels } from '../order-labels';

/** The badge's hues as a dot on the timeline; the status is also written beside it. */
const DOTS: Record<OrderStatusColour, string> = {
  green: 'bg-green-700',
  yellow: 'bg-yellow-500',
  red: 'bg-red-700',
  black: 'bg-neutral-900',
};

/**
 * Each change of one shop block's status, oldest first as the server sends them
 * (docs/decisions/0014-order-life-cycle.md): the status, who made the change ('You' or the
 * shop), when, and the note the shop left, if any.
 */
export function OrderStatusHistory({ shop }: { shop: OrderShop }) {
  const { t, i18n } = useTranslation();
  const labels = useOrderLabels();
  const headingId = useId();
  if (shop.history.length === 0) return null;

  return (
    <div className="flex flex-col gap-2 border-t border-neutral-100 py-3">
      <h4 id={headingId} className="text-xs font-semibold text-neutral-600">
        {t('orders.detail.history.title')}
      </h4>
      <ol aria-labelledby={headingId} className="flex flex-col">
        {shop.history.map((entry, index) => (
          <li
            // Entries never move or disappear, so their place is a stable key.
            key={index}
            className="relative flex flex-col gap-0.5 border-s-2 border-neutral-200 ps-4 pb-3 last:border-transparent last:pb-0"
          >
            <span
              aria-hidden="true"
              className={`absolute -start-[7px] top-1.5 size-3 rounded-full border-2 border-white ${DOTS[orderStatusColour(entry.toStatus)]}`}
            />
            <p className="flex flex-wrap items-baseline gap-x-2 text-sm">
              <span className="font-semibold text-neutral-900">
                {labels.status(entry.toStatus)}
              </span>
              <span aria-hidden="true" className="text-neutral-400">
                ·
              </span>
              <span className="text-neutral-700 wrap-break-word">
                {labels.actor(entry, shop.shopName)}
              </span>
            </p>
            <p className="text-xs text-neutral-600 tabular-nums">
              <time dateTime={entry.createdOn}>
                {formatOrderDate(entry.createdOn, i18n.language)}
              </time>
            </p>
            {entry.note.trim() && (
              <p className="text-sm whitespace-pre-line text-neutral-800 wrap-break-word">
                {entry.note.trim()}
              </p>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
