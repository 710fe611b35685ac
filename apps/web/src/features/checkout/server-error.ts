import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { errorMessageOf } from '../../lib/api';
import type { ServerFormError } from './components/address-form';

/** The server's message and, for a form mistake, the field it names (ErrorEnvelope.field). */
export function serverFormError(
  error: FetchBaseQueryError | SerializedError | undefined,
): ServerFormError | null {
  if (!error) return null;
  let field: string | undefined;
  if ('status' in error && typeof error.data === 'object' && error.data !== null) {
    const value: unknown = (error.data as { field?: unknown }).field;
    if (typeof value === 'string') field = value;
  }
  return { field, message: errorMessageOf(error) };
}
