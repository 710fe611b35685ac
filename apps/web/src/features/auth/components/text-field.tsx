import { useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { controlClass, FormField } from '../../../components/ui/form-field';
import { useTranslation } from '../../../i18n/translation';

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
 * its error.
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
  return (
    <FormField label={label} labelNote={labelNote} hint={hint} error={error} className={className}>
      {(control) => (
        <div className="relative">
          <input
            {...control}
            ref={ref}
            className={controlClass(end ? 'pe-20' : undefined)}
            {...input}
          />
          {end && <div className="absolute inset-y-0 end-0 flex items-center pe-1">{end}</div>}
        </div>
      )}
    </FormField>
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
