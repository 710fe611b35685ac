import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { useCallback } from 'react';
import { serverMessageOf } from '../lib/api';
import { failureReasonOf } from '../lib/failure-reason';
import { useTranslation } from './translation';

type RequestError = FetchBaseQueryError | SerializedError | undefined;

/**
 * What to tell the shopper about a failed request. English pages keep the server's own message
 * when it sent one; Burmese pages give the reason in Burmese (the server writes English), from the
 * status and the field it names, and so do English pages when no message came (no connection, a
 * proxy's error page).
 */
export function useErrorText(): (error: RequestError) => string {
  const { t, i18n } = useTranslation();
  const burmese = i18n.language === 'my';
  return useCallback(
    (error: RequestError) =>
      (!burmese && serverMessageOf(error)) || t(`errors.reasons.${failureReasonOf(error)}`),
    [t, burmese],
  );
}
