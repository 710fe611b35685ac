import { useState, type KeyboardEvent } from 'react';
import { clampQuantity } from '@storefront/commerce/catalog';
import { toLatinDigits, withLocaleDigits } from '@storefront/commerce/money';
import { cn } from '../../lib/cn';

type QuantityStepperProps = {
  value: number;
  min: number;
  max: number;
  onChange: (quantity: number) => void;
  /** Accessible names: the field and its two buttons ("Quantity of Red", …). */
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
  disabled?: boolean;
  className?: string;
  /** The page's language ('my': the number is shown in Myanmar digits). */
  locale?: string;
};

const stepButton =
  'inline-flex size-11 shrink-0 items-center justify-center text-lg font-semibold text-neutral-800 hover:bg-neutral-100 disabled:cursor-not-allowed disabled:text-neutral-400 disabled:hover:bg-transparent focus-visible:-outline-offset-3';

/**
 * − / input / + (docs/product.md#option-selection product options). docs/product.md#quantity-bounds: the field takes whole numbers only, within the
 * bounds; anything else is brought back into them. While the shopper is retyping, an empty
 * field is allowed and becomes the minimum once focus leaves it. The number is written in the
 * page's digits (Myanmar digits on a Burmese page, like the prices beside it); either set is
 * read back.
 */
export function QuantityStepper({
  value,
  min,
  max,
  onChange,
  label,
  decreaseLabel,
  increaseLabel,
  disabled = false,
  className,
  locale = 'en',
}: QuantityStepperProps) {
  const shown = withLocaleDigits(String(value), locale);
  // Only an emptied field needs its own state; otherwise the field shows `value`.
  const [isEmpty, setEmpty] = useState(false);
  const bounds = { min: 0 as const, max };
  const commit = (quantity: number) => {
    setEmpty(false);
    onChange(Math.max(min, clampQuantity(quantity, bounds)));
  };

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    // The spinbutton keys of the ARIA pattern.
    const moves: Record<string, number> = {
      ArrowUp: value + 1,
      ArrowDown: value - 1,
      Home: min,
      End: max,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    commit(next);
  }

  return (
    <div
      className={cn(
        'inline-flex items-center overflow-hidden rounded-lg border border-neutral-300 bg-white',
        disabled && 'bg-neutral-50',
        className,
      )}
    >
      <button
        type="button"
        aria-label={decreaseLabel}
        disabled={disabled || value <= min}
        onClick={() => commit(value - 1)}
        className={stepButton}
      >
        <span aria-hidden="true">−</span>
      </button>
      <input
        type="text"
        role="spinbutton"
        inputMode="numeric"
        autoComplete="off"
        aria-label={label}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuenow={value}
        aria-valuetext={shown}
        disabled={disabled}
        value={isEmpty ? '' : shown}
        onChange={(event) => {
          // A Burmese keyboard types Myanmar digits (၀–၉): read them as the same numbers.
          const digits = toLatinDigits(event.target.value).replace(/\D/g, '');
          if (digits === '') {
            setEmpty(true);
            return;
          }
          commit(Number.parseInt(digits, 10));
        }}
        onBlur={() => {
          if (isEmpty) commit(min);
        }}
        onKeyDown={onKeyDown}
        className="h-11 w-12 border-x border-neutral-300 bg-transparent text-center text-base tabular-nums focus-visible:-outline-offset-3 disabled:text-neutral-500"
      />
      <button
        type="button"
        aria-label={increaseLabel}
        disabled={disabled || value >= max}
        onClick={() => commit(value + 1)}
        className={stepButton}
      >
        <span aria-hidden="true">+</span>
      </button>
    </div>
  );
}
