import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatNumber } from '@storefront/commerce/money';
import { CartIcon, TagIcon } from '../../../components/ui/icons';
import { Skeleton } from '../../../components/ui/skeleton';
import { useTranslation } from '../../../i18n/translation';
import { useGetPurchaseCountQuery } from '../api/get-purchase-count';

type CardProps = {
  to: string;
  icon: ReactNode;
  label: string;
  action: string;
  /** null while loading; 'unavailable' when the count could not be fetched. */
  count: number | null | 'unavailable';
};

function SummaryCard({ to, icon, label, action, count }: CardProps) {
  const { t, i18n } = useTranslation();
  return (
    <li className="min-w-0">
      <Link
        to={to}
        className="flex h-full flex-col gap-2 rounded-2xl border border-neutral-200 bg-white p-4 hover:border-accent sm:flex-row sm:items-center sm:gap-4 sm:p-5"
      >
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-accent-soft text-accent-strong">
          {icon}
        </span>
        <span className="flex min-w-0 flex-col">
          {count === null ? (
            <Skeleton className="my-1 h-7 w-10" />
          ) : count === 'unavailable' ? (
            <span className="text-2xl font-bold text-neutral-500">
              <span aria-hidden="true">–</span>
              <span className="sr-only">{t('account.cards.unavailable')}</span>
            </span>
          ) : (
            <span className="text-2xl font-bold text-neutral-900 tabular-nums">
              {formatNumber(count, i18n.language)}
            </span>
          )}
          <span className="text-sm font-medium text-neutral-800">{label}</span>
          <span className="text-xs font-semibold text-accent">{action}</span>
        </span>
      </Link>
    </li>
  );
}

/** docs/product.md#dashboard: the items in the cart, and how many orders the shopper has placed. */
export function SummaryCards({ cartCount }: { cartCount: number }) {
  const { t } = useTranslation();
  const { data, isLoading, isError } = useGetPurchaseCountQuery();
  // A failed count is not worth an error box on the dashboard, but it must not read as
  // "no orders yet" either: the card shows a dash, and the link still leads to the orders.
  const purchased = isLoading ? null : isError ? 'unavailable' : (data ?? 0);
  return (
    <ul aria-label={t('account.cards.label')} className="grid grid-cols-2 gap-3 sm:gap-4">
      <SummaryCard
        to="/cart"
        icon={<CartIcon />}
        label={t('account.cards.cartItems')}
        action={t('account.cards.viewCart')}
        count={cartCount}
      />
      <SummaryCard
        to="/order-history"
        icon={<TagIcon />}
        label={t('account.cards.purchased')}
        action={t('account.cards.viewOrders')}
        count={purchased}
      />
    </ul>
  );
}
