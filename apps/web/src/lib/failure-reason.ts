import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

/** Why a request failed, as a shopper can be told in any language. */
export type FailureReason = 'network' | 'signedOut' | 'notFound' | 'tooMany' | 'invalid' | 'server';

/**
 * The reason behind an RTK Query error, from its HTTP status and the envelope's `field`: no
 * answer at all is the network, 401 an ended session, 404 something gone, 429 too many
 * requests, 400/409/422 (or any answer naming a field) input the server would not take, and
 * everything else the server's own trouble.
 */
export function failureReasonOf(
  error: FetchBaseQueryError | SerializedError | undefined,
): FailureReason {
  if (!error || !('status' in error)) return 'server';
  const { status } = error;
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return 'network';
  if (status === 401) return 'signedOut';
  if (status === 404) return 'notFound';
  if (status === 429) return 'tooMany';
  if (status === 400 || status === 409 || status === 422) return 'invalid';
  const data: unknown = error.data;
  if (typeof data === 'object' && data !== null && 'field' in data) {
    const { field } = data as { field: unknown };
    if (typeof field === 'string' && field) return 'invalid';
  }
  return 'server';
}
