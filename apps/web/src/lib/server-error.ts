import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { errorMessageOf } from './api';

export type RequestError = FetchBaseQueryError | SerializedError;

export type ServerError = {
  /** HTTP status, or the transport failure ('FETCH_ERROR', …); undefined for an error thrown here. */
  status: number | string | undefined;
  /** The form field the server blamed (the error envelope's `field`), when it named one. */
  field: string | undefined;
  message: string;
};

/**
 * The status, field and message of a failed call, read from the `{ success: false }` envelope.
 * No error reads as one with nothing known about it.
 */
export function serverErrorOf(error: RequestError | undefined): ServerError {
  let status: number | string | undefined;
  let field: string | undefined;
  if (error && 'status' in error) {
    status = error.status;
    const data: unknown = error.data;
    if (typeof data === 'object' && data !== null && 'field' in data) {
      const named = (data as { field: unknown }).field;
      if (typeof named === 'string' && named) field = named;
    }
  }
  return { status, field, message: errorMessageOf(error) };
}
