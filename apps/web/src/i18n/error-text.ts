import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { useCallback } from 'react';
import { serverMessageOf } from '../lib/api';
import { failureReasonOf } from '../lib/failure-reason';
import { serverErrorOf } from '../lib/server-error';
import { useTranslation } from './translation';

type RequestError = FetchBaseQueryError | SerializedError | undefined;

/** Refusals the app words itself in either language, by the envelope's `code`. */
const WORDED_CODES = ['staffCannotReview', 'staffOwnShop'] as const;
type WordedCode = (typeof WORDED_CODES)[number];
const isWordedCode = (code: string): code is WordedCode =>
  (WORDED_CODES as readonly string[]).includes(code);

/**
 * What to tell the shopper about a failed request. English pages keep the server's own message
 * when it sent one; Burmese pages give the reason in Burmese (the server writes English), from the
 * status and the field it names, and so do English pages when no message came (no connection, a
 * proxy's error page). A refusal with a `code` the app knows is worded by the app in both.
 */
export function useErrorText(): (error: RequestError) => string {
  const { t, i18n } = useTranslation();
  const burmese = i18n.language === 'my';
  return useCallback(
    (error: RequestError) => {
      const code = serverErrorOf(error).code ?? '';
      if (isWordedCode(code)) return t(`errors.codes.${code}`);
      return (!burmese && serverMessageOf(error)) || t(`errors.reasons.${failureReasonOf(error)}`);
    },
    [t, burmese],
  );
}
