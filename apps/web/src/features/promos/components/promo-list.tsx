import { useState } from 'react';
import { toast } from '../../../components/ui/toast';
import { Button } from '../../../components/ui/button';
import { TicketIcon } from '../../../components/ui/icons';
import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from '../../../i18n/translation';
import { useErrorText } from '../../../i18n/error-text';
import { useGetPromoCodesQuery } from '../api/get-promo-codes';
import { phaseOf } from '../promo-label';
import { PromoCard } from './promo-card';

/** docs/product.md#toasts: the copy toast shows for 2.5 s. */
const COPY_TOAST_MS = 2500;

type PromoListProps = {
  /** Puts text on the clipboard; resolves false when the browser refused. */
  copyText: (text: string) => Promise<boolean>;
};

/** docs/product.md#promo-list Promo list: a grid of coupon cards, a spinner while loading, 'Error: {message}'. */
export function PromoList({ copyText }: PromoListProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { data, error, isLoading, isFetching, refetch } = useGetPromoCodesQuery();
  // The moment the page opened decides which coupons read as current, coming or ended.
  const [now] = useState(() => Date.now());

  async function copy(code: string) {
    if (await copyText(code)) {
      toast.success(t('promos.copied'), { id: 'promo-copy', duration: COPY_TOAST_MS });
    } else {
      toast.error(t('promos.copyFailed', { code }), { id: 'promo-copy' });
    }
  }

  if (isLoading) {
    return (
      <div className="flex min-h-[40vh] items-center justify-center">
        <Spinner label={t('promos.loading')} />
      </div>
    );
  }
  if (!data) {
    return (
      <div className="mx-auto flex min-h-[40vh] max-w-lg flex-col items-center justify-center gap-4 text-center">
        <p
          role="alert"
          className="w-full rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800"
        >
          {t('common.error', { message: errorText(error) })}
        </p>
        <Button variant="secondary" disabled={isFetching} onClick={() => void refetch()}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }
  if (data.length === 0) {
    return (
      <div className="flex min-h-[40vh] flex-col items-center justify-center gap-2 text-center">
        <TicketIcon className="size-10 text-neutral-400" />
        <p className="font-semibold text-neutral-900">{t('promos.empty')}</p>
        <p className="text-sm text-neutral-600">{t('promos.emptyHint')}</p>
      </div>
    );
  }

  return (
    <ul aria-label={t('promos.listLabel')} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {data.map((promo) => (
        <li key={promo.guid} className="min-w-0">
          <PromoCard promo={promo} phase={phaseOf(promo, now)} onCopy={(code) => void copy(code)} />
        </li>
      ))}
    </ul>
  );
}
