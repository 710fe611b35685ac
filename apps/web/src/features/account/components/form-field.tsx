import { useId, type ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/** What a field hands its control so that label, error and control stay tied together. */
export type ControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

export const CONTROL =
  'min-h-11 w-full rounded-lg border border-neutral-300 bg-white px-3 py-2 text-base text-neutral-900 hover:border-accent aria-[invalid=true]:border-red-600 disabled:cursor-not-allowed disabled:border-neutral-200 disabled:bg-neutral-100 disabled:text-neutral-700';

type FormFieldProps = {
  label: string;
  error?: string;
  className?: string;
  children: (control: ControlProps) => ReactNode;
};

/** A visible label over its control, and the error right under it (UI.md: forms). */
export function FormField({ label, error, className, children }: FormFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={cn('flex min-w-0 flex-col gap-1', className)}>
      <label htmlFor={id} className="text-sm font-medium text-neutral-800">
        {label}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** A message for the whole form (a failure no single field caused). */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      {children}
    </p>
  );
}
