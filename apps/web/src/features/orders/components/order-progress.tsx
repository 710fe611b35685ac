import { orderProgress } from '@storefront/commerce/orders';
import { parseOrderStatus } from '@storefront/commerce/order-status';
import { useTranslation } from '../../../i18n/translation';
import { cn } from '../../../lib/cn';
import { formatNumber } from '@storefront/commerce/money';

type Step = { key: 'ordered' | 'shipping' | 'delivered'; isReached: boolean };

function CheckIcon() {
  return (
    <svg viewBox="0 0 20 20" className="size-4" aria-hidden="true">
      <path
        d="m5 10.5 3.2 3.2L15 7"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

type OrderProgressProps = {
  /** The status of one shop block. */
  status: string;
  shopName: string;
};

/**
 * docs/product.md#order-progress: Ordered, Shipping, Delivered for one shop's part of the order. Shipping lights up once
 * the shop handed the parcel to the courier and Delivered once it arrived (commerce's
 * orderProgress, docs/decisions/0014-order-life-cycle.md). The last lit step is the current one.
 * A rejected part stops at Ordered, and its other steps say they will not be reached rather
 * than 'not yet'.
 */
export function OrderProgress({ status, shopName }: OrderProgressProps) {
  const { t, i18n } = useTranslation();
  const progress = orderProgress(status);
  const isStopped = parseOrderStatus(status) === 'Rejected';
  const steps: Step[] = [
    { key: 'ordered', isReached: progress.ordered },
    { key: 'shipping', isReached: progress.shipping },
    { key: 'delivered', isReached: progress.delivered },
  ];
  const current = steps.findLastIndex((step) => step.isReached);
  const unreached = isStopped
    ? t('orders.detail.progress.stopped')
    : t('orders.detail.progress.notReached');

  return (
    <ol aria-label={t('orders.detail.progress.label', { shop: shopName })} className="flex">
      {steps.map((step, index) => (
        <li
          key={step.key}
          aria-current={index === current ? 'step' : undefined}
          className="relative flex flex-1 flex-col items-center gap-1.5 text-center"
        >
          {index > 0 && (
            // The line into this step, from the previous circle's edge to this one's.
            <span
              aria-hidden="true"
              className={cn(
                'absolute top-3.5 h-0.5 -translate-y-1/2 [inset-inline-end:calc(50%+1.125rem)] [inset-inline-start:calc(-50%+1.125rem)]',
                step.isReached ? 'bg-accent' : 'bg-neutral-300',
              )}
            />
          )}
          <span
            aria-hidden="true"
            className={cn(
              'flex size-7 items-center justify-center rounded-full border-2 text-xs font-bold',
              step.isReached
                ? 'border-accent bg-accent text-white'
                : 'border-neutral-300 bg-white text-neutral-500',
            )}
          >
            {step.isReached ? <CheckIcon /> : formatNumber(index + 1, i18n.language)}
          </span>
          <span
            className={cn(
              'px-1 text-xs sm:text-sm',
              step.isReached ? 'font-semibold text-neutral-900' : 'text-neutral-600',
            )}
          >
            {t(`orders.detail.progress.${step.key}`)}
            <span className="sr-only">
              {' '}
              ({step.isReached ? t('orders.detail.progress.reached') : unreached})
            </span>
          </span>
        </li>
      ))}
    </ol>
  );
}
