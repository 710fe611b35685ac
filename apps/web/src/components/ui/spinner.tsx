import { useTranslation } from '../../i18n/translation';
import { cn } from '../../lib/cn';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  const { t } = useTranslation();
  return (
    <span role="status" className={cn('inline-flex items-center justify-center', className)}>
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-2 border-neutral-300 border-t-accent"
      />
      <span className="sr-only">{label ?? t('common.loading')}</span>
    </span>
  );
}

/** A small spinner inside a busy button; the button's own text stays its accessible name. */
export function BusyDot() {
  return (
    <span
      aria-hidden="true"
      className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
    />
  );
}
