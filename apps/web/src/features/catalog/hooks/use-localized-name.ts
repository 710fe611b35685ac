import { useCallback } from 'react';
import { useTranslation } from '../../../i18n/translation';

type Named = { name: string; nameMm: string };

/** A category's (or any record's) name in the shopper's language, English when no Burmese. */
export function useLocalizedName(): (record: Named) => string {
  const { i18n } = useTranslation();
  const isBurmese = i18n.language === 'my';
  return useCallback(
    (record: Named) => (isBurmese && record.nameMm.trim() ? record.nameMm : record.name),
    [isBurmese],
  );
}
