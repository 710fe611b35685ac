import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { controlClass, FormField } from '../../../components/ui/form-field';

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
 * The console's text input: the app's one form field (components/ui/form-field.tsx) with an
 * input, and room at its end for a button inside it.
 */
export function Field({ label, hint, error, end, className, ref, ...input }: FieldProps) {
  return (
    <FormField label={label} hint={hint} error={error} className={className}>
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
