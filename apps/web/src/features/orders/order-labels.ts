import { isCashOnDelivery } from '@storefront/commerce/checkout-forms';
import { formatDate } from '@storefront/commerce/dates';
import type { OrderHistoryEntry } from '@storefront/contract/sales';
import { useTranslation } from '../../i18n/translation';

/**
 * The life cycle's five statuses (docs/decisions/0014-order-life-cycle.md), and 'complete',
 * which older orders may still carry.
 */
const STATUS_KEYS = [
  'pending',
  'confirmed',
  'shipping',
  'delivered',
  'rejected',
  'complete',
] as const;
type StatusKey = (typeof STATUS_KEYS)[number];

function isStatusKey(value: string): value is StatusKey {
  return (STATUS_KEYS as readonly string[]).includes(value);
}

const normalise = (value: string) => value.trim().toLowerCase();

/**
 * Statuses, payment types and shipments arrive as the server's English words. The ones the
 * product names read in the shopper's language; any other word is shown as the server sent it
 * rather than hidden.
 */
export function useOrderLabels() {
  const { t } = useTranslation();
  return {
    status(status: string): string {
      const key = normalise(status);
      return isStatusKey(key) ? t(`orders.status.${key}`) : status;
    },
    paymentType(paymentType: string): string {
      return isCashOnDelivery(paymentType) ? t('orders.paymentType.cashOnDelivery') : paymentType;
    },
    shipment(shipment: string): string {
      return normalise(shipment) === 'delivery' ? t('orders.shipment.delivery') : shipment;
    },
    /** Who made a change: 'You' for the shopper, the shop's name for its staff. */
    actor(entry: OrderHistoryEntry, shopName: string): string {
      const role = normalise(entry.byRole);
      if (role === 'customer') return t('orders.detail.history.you');
      if (role === 'seller') return entry.byName.trim() || shopName;
      return entry.byName;
    },
  };
}

/** An ISO date as the shopper's locale writes a date and time; anything else as it came. */
export function formatOrderDate(value: string, locale: string): string {
  const date = new Date(value);
  if (!value || Number.isNaN(date.getTime())) return value;
  return formatDate(date, locale, { time: true });
}
