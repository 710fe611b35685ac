import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { cn } from '../../../lib/cn';

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  /** Shown after the label, e.g. '(Optional)'. */
  labelNote?: string;
  hint?: string;
  /** Already worded for the shopper. */
  error?: string;
  /** Something inside the input's end edge (the show-password button). */
  end?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A labelled input (UI.md: every input has a visible label) with its hint and, next to it,
 * its error. 16 px text, so phones do not zoom in on focus.
 */
export function TextField({
  label,
  labelNote,
  hint,
  error,
  end,
  className,
  ref,
  ...input
}: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  // An error takes the hint's place: the two often say the same thing in other words.
  const showsHint = Boolean(hint) && !error;
  const describedBy = error ? errorId : showsHint ? hintId : undefined;

  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="text-sm font-medium text-neutral-800">
        {label}
        {labelNote && (
          <>
            {' '}
            <span className="font-normal text-neutral-600">{labelNote}</span>
          </>
        )}
      </label>
      <div className="relative">
        <input
          id={id}
          ref={ref}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={cn(
            'min-h-11 w-full rounded-lg border bg-white px-3 py-2 text-base text-neutral-900 placeholder:text-neutral-500',
            error ? 'border-red-600' : 'border-neutral-300',
            end ? 'pe-20' : null,
          )}
          {...input}
        />
        {end && <div className="absolute inset-y-0 end-0 flex items-center pe-1">{end}</div>}
      </div>
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
    </div>
  );
}

/** A password input with a Show / Hide button, so a shopper on a phone can check what they typed. */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'end'>) {
  const { t } = useTranslation();
  const [isShown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={isShown ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      end={
        <button
          type="button"
          onClick={() => setShown((shown) => !shown)}
          aria-label={isShown ? t('auth.hidePassword') : t('auth.showPassword')}
          className="min-h-11 min-w-16 rounded-md px-2 text-sm font-semibold text-accent hover:text-accent-strong"
        >
          {isShown ? t('auth.hide') : t('auth.show')}
        </button>
      }
    />
  );
}
