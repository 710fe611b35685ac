import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/** What the server said in its error envelope: the field at fault, its code and hints. */
export type Refusal = {
  status: number | null;
  field: string | undefined;
  code: string | undefined;
  hints: string[];
};

/** Reads the envelope of a failed console call; every part is absent when there was none. */
export function refusalOf(error: FetchBaseQueryError | SerializedError | undefined): Refusal {
  const status =
    error && 'status' in error && typeof error.status === 'number' ? error.status : null;
  const data: unknown = error && 'status' in error ? error.data : undefined;
  if (typeof data !== 'object' || data === null) {
    return { status, field: undefined, code: undefined, hints: [] };
  }
  const { field, code, hints } = data as { field?: unknown; code?: unknown; hints?: unknown };
  return {
    status,
    field: typeof field === 'string' ? field : undefined,
    code: typeof code === 'string' ? code : undefined,
    hints: Array.isArray(hints) ? hints.filter((h): h is string => typeof h === 'string') : [],
  };
}
