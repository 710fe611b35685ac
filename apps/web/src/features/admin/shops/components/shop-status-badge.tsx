import type { ShopStatus } from '@storefront/contract/admin-shops';
import { cn } from '../../../../lib/cn';
import { useSellerTranslation } from '../../../seller/seller-strings';

/** Open in green, Paused in yellow: the console's status colours. */
export function ShopStatusBadge({ status }: { status: ShopStatus }) {
  const { t } = useSellerTranslation();
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold',
        status === 'Open'
          ? 'border-green-300 bg-green-50 text-green-900'
          : 'border-yellow-400 bg-yellow-100 text-yellow-900',
      )}
    >
      {t(`owner.shops.status.${status}`)}
    </span>
  );
}
