import { useId, type ReactNode } from 'react';
import { cn } from '../../../lib/cn';

export const CONTROL =
  'w-full rounded-lg border bg-white px-3 py-2 text-base text-neutral-900 placeholder:text-neutral-500 hover:border-accent aria-invalid:border-red-700';

type FieldProps = {
  label: string;
  /** '(Optional)' and the like, shown beside the label. */
  hint?: string;
  error?: string | undefined;
  className?: string;
  /** Renders the control with the ids that tie it to its label and error. */
  children: (control: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby'?: string;
  }) => ReactNode;
};

/**
 * A labelled control with its error right under it (UI.md: every input has a visible label;
 * errors appear next to the field that caused them).
 */
export function Field({ label, hint, error, className, children }: FieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-semibold text-neutral-900">
        {label}
        {hint && (
          <>
            {' '}
            <span className="font-normal text-neutral-600">{hint}</span>
          </>
        )}
      </label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        ...(error ? { 'aria-describedby': errorId } : {}),
      })}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

export function controlClass(className?: string) {
  return cn(CONTROL, 'min-h-11 border-neutral-300', className);
}

/** A small spinner inside a busy button; the button's own text stays its accessible name. */
export function BusyDot() {
  return (
    <span
      aria-hidden="true"
      className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
    />
  );
}
