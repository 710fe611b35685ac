import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * A react-hook-form resolver over a plain validator that answers error codes per field. The
 * code travels as the error's message; the form words it in the shopper's language when it
 * renders, so switching language re-words errors already shown.
 */
export function codeResolver<T extends FieldValues>(
  validate: (values: T) => Partial<Record<keyof T, string>>,
): Resolver<T> {
  return (values) => {
    const codes = validate(values);
    const entries = Object.entries(codes).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    );
    if (entries.length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(
      entries.map(([field, code]) => [field, { type: 'validate', message: code }]),
    ) as FieldErrors<T>;
    return { values: {}, errors };
  };
}
