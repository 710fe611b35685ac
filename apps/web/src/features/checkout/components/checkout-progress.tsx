import type { ReactNode } from 'react';
import { canJumpToStep, type CheckoutStep } from '@storefront/commerce/checkout';
import { Icon } from '../../../components/ui/icons';
import { useTranslation } from '../../../i18n/translation';
import { cn } from '../../../lib/cn';

function StepIcon({ children }: { children: ReactNode }) {
  return <Icon className="size-5">{children}</Icon>;
}

const ICONS: Record<CheckoutStep, ReactNode> = {
  1: (
    <StepIcon>
      <path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </StepIcon>
  ),
  2: (
    <StepIcon>
      <path d="M3 6h11v10H3zM14 10h4l3 3v3h-7" />
      <circle cx="7" cy="17.5" r="1.8" />
      <circle cx="17" cy="17.5" r="1.8" />
    </StepIcon>
  ),
  3: (
    <StepIcon>
      <rect x="3" y="6" width="18" height="13" rx="2" />
      <path d="M3 10h18M7 15h4" />
    </StepIcon>
  ),
  4: (
    <StepIcon>
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </StepIcon>
  ),
};

const STEPS: CheckoutStep[] = [1, 2, 3, 4];

const LABEL_KEYS = {
  1: 'checkout.progress.address',
  2: 'checkout.progress.shipping',
  3: 'checkout.progress.payment',
  4: 'checkout.progress.success',
} as const satisfies Record<CheckoutStep, string>;

/**
 * docs/product.md#checkout-steps progress bar: Address, Shipping, Payment, Success. Step icons lead back only where docs/product.md#checkout-steps
 * allows (Address from steps 2–3, Shipping from step 3); the others are not buttons.
 */
export function CheckoutProgress({
  step,
  onStepChange,
}: {
  step: CheckoutStep;
  onStepChange: (step: CheckoutStep) => void;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('checkout.progress.label')}>
      <ol className="grid grid-cols-4">
        {STEPS.map((target) => {
          const label = t(LABEL_KEYS[target]);
          const isDone = target < step;
          const isCurrent = target === step;
          const circle = cn(
            'flex size-11 items-center justify-center rounded-full border-2 transition-colors',
            isCurrent && 'border-accent bg-accent text-white',
            isDone && 'border-accent bg-accent-soft text-accent-strong',
            !isCurrent && !isDone && 'border-neutral-300 bg-white text-neutral-500',
          );
          const content = (
            <>
              <span className={circle}>{ICONS[target]}</span>
              <span
                className={cn(
                  'text-center text-xs font-semibold sm:text-sm',
                  isCurrent || isDone ? 'text-neutral-900' : 'text-neutral-600',
                )}
              >
                {label}
              </span>
            </>
          );
          return (
            <li
              key={target}
              aria-current={isCurrent ? 'step' : undefined}
              className={cn(
                'relative flex flex-col items-center',
                // The line to the previous step, behind the circles.
                target > 1 &&
                  'before:absolute before:top-5.5 before:right-1/2 before:-z-0 before:h-0.5 before:w-full before:-translate-y-1/2',
                target > 1 && (target <= step ? 'before:bg-accent' : 'before:bg-neutral-200'),
              )}
            >
              {canJumpToStep(step, target) ? (
                <button
                  type="button"
                  onClick={() => onStepChange(target)}
                  aria-label={t('checkout.progress.backTo', { step: label })}
                  className="relative flex flex-col items-center gap-1.5 rounded-lg px-1 hover:[&>span:first-child]:border-accent-strong"
                >
                  {content}
                </button>
              ) : (
                <span className="relative flex flex-col items-center gap-1.5 px-1">{content}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
