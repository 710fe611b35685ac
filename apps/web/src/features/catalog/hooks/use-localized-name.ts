import { useCallback } from 'react';
import { useTranslation } from '../../../i18n/translation';
import { localizedName, type BilingualName } from '../../../lib/localized-name';

/** localizedName bound to the shopper's language, for lists that name many records. */
export function useLocalizedName(): (record: BilingualName) => string {
  const { i18n } = useTranslation();
  const { language } = i18n;
  return useCallback((record: BilingualName) => localizedName(record, language), [language]);
}
