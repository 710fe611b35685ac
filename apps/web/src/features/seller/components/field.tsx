import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cn } from '../../../lib/cn';

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  hint?: string;
  /** Already worded for staff, in their language. */
  error?: string | undefined;
  /** Something inside the input's end edge (the show-password button). */
  end?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A labelled input with its hint or error beside it (UI.md: visible labels, errors next to the
 * field). 16 px text so phones do not zoom in on focus; at least 44 px tall.
 */
export function Field({ label, hint, error, end, className, ref, ...input }: FieldProps) {
  const id = useId();
  const noteId = `${id}-note`;
  const note = error ?? hint;
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="text-sm font-medium text-neutral-800">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          ref={ref}
          aria-invalid={error ? true : undefined}
          aria-describedby={note ? noteId : undefined}
          className={cn(
            'min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-neutral-900',
            error ? 'border-red-600' : 'border-neutral-300',
            end ? 'pe-20' : null,
          )}
          {...input}
        />
        {end && <div className="absolute inset-y-0 end-0 flex items-center pe-1">{end}</div>}
      </div>
      {note && (
        <p id={noteId} className={error ? 'text-sm text-red-700' : 'text-xs text-neutral-600'}>
          {note}
        </p>
      )}
    </div>
  );
}
