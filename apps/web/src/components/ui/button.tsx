import type { ButtonHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';
import { useIsHydrated } from './use-is-hydrated';

type Variant = 'primary' | 'secondary' | 'ghost';

const VARIANTS: Record<Variant, string> = {
  primary:
    'bg-accent text-white hover:bg-accent-strong disabled:bg-neutral-300 disabled:text-neutral-600',
  secondary:
    'border border-neutral-300 bg-white text-neutral-900 hover:border-accent hover:text-accent disabled:text-neutral-500',
  ghost: 'text-neutral-800 hover:bg-neutral-100 disabled:text-neutral-500',
};

/** Buttons are at least 44 px tall (docs/ui.md#touch-targets) and show a focus ring. */
export const buttonClass = (variant: Variant = 'primary', className?: string) =>
  cn(
    'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition-colors disabled:cursor-not-allowed',
    VARIANTS[variant],
    className,
  );

/**
 * A submit button waits for the page to be hydrated: before that, a tap would submit the form
 * the browser's own way (its fields in the address), not the app's.
 */
export function Button({
  variant = 'primary',
  className,
  type = 'button',
  disabled,
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant }) {
  const isHydrated = useIsHydrated();
  return (
    <button
      type={type}
      className={buttonClass(variant, className)}
      disabled={disabled || (type === 'submit' && !isHydrated)}
      {...props}
    />
  );
}
