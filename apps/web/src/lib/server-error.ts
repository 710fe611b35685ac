import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { errorMessageOf } from './api';

export type RequestError = FetchBaseQueryError | SerializedError;

export type ServerError = {
  /** HTTP status, or the transport failure ('FETCH_ERROR', …); undefined for an error thrown here. */
  status: number | string | undefined;
  /** The form field the server blamed (the error envelope's `field`), when it named one. */
  field: string | undefined;
  /** The refusal in a word the app translates (the envelope's `code`), when it gave one. */
  code: string | undefined;
  message: string;
};

/**
 * The status, field and message of a failed call, read from the `{ success: false }` envelope.
 * No error reads as one with nothing known about it.
 */
export function serverErrorOf(error: RequestError | undefined): ServerError {
  let status: number | string | undefined;
  let field: string | undefined;
  let code: string | undefined;
  if (error && 'status' in error) {
    status = error.status;
    const data: unknown = error.data;
    if (typeof data === 'object' && data !== null) {
      const { field: named, code: word } = data as { field?: unknown; code?: unknown };
      if (typeof named === 'string' && named) field = named;
      if (typeof word === 'string' && word) code = word;
    }
  }
  return { status, field, code, message: errorMessageOf(error) };
}

/**
 * The envelope's `hints` (more words on a refusal that has a `code`: the name of a short item
 * and what is left, the most addresses a book keeps), the strings only; none when it sent none.
 */
export function serverHintsOf(error: RequestError | undefined): string[] {
  if (!error || !('status' in error)) return [];
  const data: unknown = error.data;
  if (typeof data !== 'object' || data === null) return [];
  const { hints } = data as { hints?: unknown };
  return Array.isArray(hints)
    ? hints.filter((hint): hint is string => typeof hint === 'string')
    : [];
}
