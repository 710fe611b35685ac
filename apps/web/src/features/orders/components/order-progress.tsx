import { orderProgress } from '@storefront/commerce/orders';
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

/**
 * §2: Ordered, Shipping, Delivered. Shipping lights up for pending and delivered orders and
 * Delivered only for delivered ones (commerce's orderProgress). The last lit step is the
 * current one.
 */
export function OrderProgress({ status }: { status: string }) {
  const { t, i18n } = useTranslation();
  const progress = orderProgress(status);
  const steps: Step[] = [
    { key: 'ordered', isReached: progress.ordered },
    { key: 'shipping', isReached: progress.shipping },
    { key: 'delivered', isReached: progress.delivered },
  ];
  const current = steps.findLastIndex((step) => step.isReached);

  return (
    <section
      aria-label={t('orders.detail.progress.label')}
      data-print="hidden"
      className="rounded-2xl border border-neutral-200 bg-white px-2 py-4 sm:px-6"
    >
      <ol className="flex">
        {steps.map((step, index) => (
          <li
            key={step.key}
            aria-current={index === current ? 'step' : undefined}
            className="relative flex flex-1 flex-col items-center gap-2 text-center"
          >
            {index > 0 && (
              // The line into this step, from the previous circle's edge to this one's.
              <span
                aria-hidden="true"
                className={cn(
                  'absolute top-4 h-0.5 -translate-y-1/2 [inset-inline-end:calc(50%+1.25rem)] [inset-inline-start:calc(-50%+1.25rem)]',
                  step.isReached ? 'bg-accent' : 'bg-neutral-300',
                )}
              />
            )}
            <span
              aria-hidden="true"
              className={cn(
                'flex size-8 items-center justify-center rounded-full border-2 text-sm font-bold',
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
                (
                {step.isReached
                  ? t('orders.detail.progress.reached')
                  : t('orders.detail.progress.notReached')}
                )
              </span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
