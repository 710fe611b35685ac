import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn';

/** What a field hands its control so that label, hint, error and control stay tied together. */
export type ControlProps = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
};

/**
 * An input, select or textarea of a form: at least 44 px tall, 16 px text so phones do not zoom
 * in on focus, a red border when invalid.
 */
export const CONTROL =
  'min-h-11 w-full rounded-lg border border-neutral-300 bg-white px-3 py-2 text-base text-neutral-900 placeholder:text-neutral-500 hover:border-accent aria-[invalid=true]:border-red-600 disabled:cursor-not-allowed disabled:border-neutral-200 disabled:bg-neutral-100 disabled:text-neutral-700';

export const controlClass = (className?: string) => cn(CONTROL, className);

type FormFieldProps = {
  /** The control's id, when something else must find it (focus the first failed field); a fresh one otherwise. */
  id?: string | undefined;
  label: string;
  /** Shown after the label, e.g. '(Optional)'; part of the control's name. */
  labelNote?: string | undefined;
  /** Shown under the control until there is an error, which takes its place. */
  hint?: string | undefined;
  /** Already worded for the reader. */
  error?: string | undefined;
  /** Shown under the control whatever else is (a note about what was saved), and read with it. */
  note?: ReactNode;
  className?: string | undefined;
  children: (control: ControlProps) => ReactNode;
};

/**
 * A visible label over its control, and the error right under it (docs/ui.md#forms).
 */
export function FormField({
  id: givenId,
  label,
  labelNote,
  hint,
  error,
  note,
  className,
  children,
}: FormFieldProps) {
  const ownId = useId();
  const id = givenId ?? ownId;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const noteId = `${id}-note`;
  // An error takes the hint's place: the two often say the same thing in other words.
  const showsHint = Boolean(hint) && !error;
  const describedBy = [error ? errorId : showsHint ? hintId : null, note ? noteId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={cn('flex min-w-0 flex-col gap-1', className)}>
      <label htmlFor={id} className="text-sm font-medium text-neutral-800">
        {label}
        {labelNote && (
          <>
            {' '}
            <span className="font-normal text-neutral-600">{labelNote}</span>
          </>
        )}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
      {showsHint && (
        <p id={hintId} className="text-xs text-neutral-600">
          {hint}
        </p>
      )}
      {note && <div id={noteId}>{note}</div>}
    </div>
  );
}

/** A message for the whole form: a failure no single field caused. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
      {children}
    </p>
  );
}
