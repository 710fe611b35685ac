import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useCallback } from 'react';
import { failureReasonOf } from '../../lib/failure-reason';
import { useSellerTranslation, type SellerKey, type SellerT } from './seller-strings';

type RequestError = FetchBaseQueryError | SerializedError | undefined;

/**
 * Why a console call failed, as staff can be told in either language. The shopper's reasons
 * (lib/failure-reason.ts), with two the console meets on its own: 403, a call this account may
 * not make for this shop, and 409, an order that moved on before the change reached it
 * (docs/product.md#order-life-cycle); and a file the server would not take (413, 415) is what
 * was sent, not the server's trouble.
 */
export type ConsoleFailure =
  | 'network'
  | 'signedOut'
  | 'forbidden'
  | 'notFound'
  | 'conflict'
  | 'invalid'
  | 'tooMany'
  | 'server';

export function consoleFailureOf(error: RequestError): ConsoleFailure {
  if (error && 'status' in error) {
    if (error.status === 403) return 'forbidden';
    if (error.status === 409) return 'conflict';
    // A file too large or of a type the call does not take (a photo, an import): what was sent.
    if (error.status === 413 || error.status === 415) return 'invalid';
  }
  return failureReasonOf(error);
}

/** The same for a plain HTTP status (the sign-in's own fetch calls). */
export function consoleFailureOfStatus(status: number): ConsoleFailure {
  return consoleFailureOf({ status, data: null });
}

/** The server's own words from the error envelope, or '' when it sent none. */
function serverMessageOf(error: RequestError): string {
  if (!error || !('status' in error)) return '';
  const data: unknown = error.data;
  if (typeof data !== 'object' || data === null || !('message' in data)) return '';
  const { message } = data as { message: unknown };
  return typeof message === 'string' ? message.trim() : '';
}

/** The reasons worded for what a call was about, where they differ from an order's. */
export type FailureWords = Partial<Record<ConsoleFailure, SellerKey>>;

/** A product of the catalog (docs/product.md#catalog-console) rather than an order. */
export const PRODUCT_FAILURES: FailureWords = {
  notFound: 'seller.catalog.reasons.notFound',
  conflict: 'seller.catalog.reasons.conflict',
};

/**
 * What staff read about a failure. The server writes English: Burmese pages give the reason in
 * Burmese; English pages keep the server's words, which name the order's status, and fall back
 * to the English reason when it sent none or could not be reached.
 */
export function failureText(
  t: SellerT,
  language: string,
  failure: ConsoleFailure,
  serverMessage: string,
  words: FailureWords = {},
): string {
  if (language === 'my' || failure === 'network' || !serverMessage)
    return t(words[failure] ?? `seller.reasons.${failure}`);
  return serverMessage;
}

/** `failureText` for an RTK Query error, in the console's current language. */
export function useSellerErrorText(words?: FailureWords): (error: RequestError) => string {
  const { t, i18n } = useSellerTranslation();
  const { language } = i18n;
  return useCallback(
    (error: RequestError) =>
      failureText(t, language, consoleFailureOf(error), serverMessageOf(error), words),
    [t, language, words],
  );
}
