import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { controlClass, FormField } from './form-field';

export type TextInputFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  /** Shown after the label, e.g. '(Optional)'. */
  labelNote?: string | undefined;
  hint?: string | undefined;
  /** Already worded for the reader, in their language. */
  error?: string | undefined;
  /** Something inside the input's end edge (a show-password button). */
  end?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A text input in the app's one form field (form-field.tsx): a visible label, its hint and,
 * next to it, its error (docs/ui.md#forms), with room at the input's end
 * for a button inside it. Shoppers' and staff's sign-in forms share it, so both look and read
 * the same.
 */
export function TextInputField({
  label,
  labelNote,
  hint,
  error,
  end,
  className,
  ref,
  ...input
}: TextInputFieldProps) {
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
