import { useTranslation } from '../../i18n/translation';

/**
 * Stands where the cart or the compare list will be drawn once the browser's storage is read
 * (app/browser-state.ts): a moment after a server-rendered page is hydrated. It is a screen
 * tall, so nothing below it (the footer) is seen to move when the list replaces it.
 */
export function StoredStatePlaceholder() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-busy="true" className="min-h-screen">
      <span className="sr-only">{t('common.loading')}</span>
    </div>
  );
}
