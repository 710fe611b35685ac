import type { PromoCode } from '@storefront/contract/promos';
import { formatDate } from '@storefront/commerce/dates';
import { formatMoney, roundTo } from '@storefront/commerce/money';
import { TicketIcon } from '../../../components/ui/icons';
import { useTranslation } from '../../../i18n/translation';
import { cn } from '../../../lib/cn';
import { discountKindOf, type PromoPhase } from '../promo-label';

const PHASE_BADGE: Record<PromoPhase, string> = {
  active: 'bg-accent-soft text-accent-strong',
  upcoming: 'bg-amber-100 text-amber-900',
  ended: 'bg-neutral-200 text-neutral-700',
};

/** A coupon's start or end day; anything unreadable as it came. */
function promoDate(value: string, language: string): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return formatDate(date, language);
}

type PromoCardProps = {
  promo: PromoCode;
  phase: PromoPhase;
  onCopy: (code: string) => void;
};

/** One coupon: what it gives, when it runs, and its code with a copy button (docs/product.md#promo-list Promo list). */
export function PromoCard({ promo, phase, onCopy }: PromoCardProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const kind = discountKindOf(promo.discountType);
  const discount =
    kind === 'percent'
      ? t('promos.percentOff', { value: promo.discountValue })
      : kind === 'amount'
        ? t('promos.amountOff', { value: roundTo(promo.discountValue, 0) })
        : t('promos.somethingOff');
  const description = (language === 'my' && promo.descriptionMm.trim()) || promo.description;
  // An owner's coupon ends at the first moment after its last day, midnight in Yangon
  // (17:30 UTC): its last day is the one shown.
  const lastMoment = promo.endDate.endsWith('T17:30:00.000Z')
    ? new Date(Date.parse(promo.endDate) - 1).toISOString()
    : promo.endDate;

  return (
    <article
      aria-label={`${discount} – ${promo.code}`}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-neutral-200 bg-white"
    >
      <div
        className={cn(
          'flex flex-wrap items-center justify-between gap-x-3 gap-y-2 border-b border-dashed border-neutral-300 p-4',
          phase === 'ended' ? 'bg-neutral-100' : 'bg-accent-soft/60',
        )}
      >
        <div className="flex min-w-0 items-center gap-3">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-white text-accent">
            <TicketIcon />
          </span>
          <p
            className={cn(
              'text-xl font-bold wrap-break-word',
              phase === 'ended' ? 'text-neutral-700' : 'text-accent-strong',
            )}
          >
            {discount}
          </p>
        </div>
        <span
          className={cn(
            'shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold',
            PHASE_BADGE[phase],
          )}
        >
          {t(`promos.status.${phase}`)}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-4 p-4">
        <p className="text-sm wrap-break-word text-neutral-800">{description}</p>
        {(promo.shopName || promo.minOrderAmount) && (
          <ul className="flex flex-col gap-1 text-sm font-medium text-neutral-900">
            {promo.shopName && <li>{t('promos.forShop', { shop: promo.shopName })}</li>}
            {promo.minOrderAmount ? (
              <li>
                {t('promos.minimum', {
                  amount: formatMoney(promo.minOrderAmount, 'MMK', language),
                })}
              </li>
            ) : null}
          </ul>
        )}
        <dl className="grid grid-cols-2 gap-3 text-sm">
          <div className="flex flex-col">
            <dt className="text-neutral-600">{t('promos.starts')}</dt>
            <dd className="font-medium text-neutral-900">
              <time dateTime={promo.startDate}>{promoDate(promo.startDate, language)}</time>
            </dd>
          </div>
          <div className="flex flex-col">
            <dt className="text-neutral-600">{t('promos.ends')}</dt>
            <dd className="font-medium text-neutral-900">
              <time dateTime={promo.endDate}>{promoDate(lastMoment, language)}</time>
            </dd>
          </div>
        </dl>
        <div className="mt-auto flex items-stretch gap-2">
          <p className="flex min-h-11 min-w-0 flex-1 items-center rounded-lg border border-dashed border-accent bg-neutral-50 px-3">
            <span className="sr-only">{t('promos.code')}: </span>
            <span className="truncate font-mono text-base font-bold tracking-wider text-neutral-900">
              {promo.code}
            </span>
          </p>
          <button
            type="button"
            onClick={() => onCopy(promo.code)}
            aria-label={t('promos.copyCode', { code: promo.code })}
            className="inline-flex min-h-11 shrink-0 items-center justify-center rounded-lg bg-accent px-4 text-sm font-semibold text-white hover:bg-accent-strong"
          >
            {t('promos.copy')}
          </button>
        </div>
      </div>
    </article>
  );
}
