import { formatDate } from '@storefront/commerce/dates';
import { useTranslation } from '../../i18n/translation';

const STATUS_KEYS = ['pending', 'delivered', 'complete', 'rejected'] as const;
type StatusKey = (typeof STATUS_KEYS)[number];

function isStatusKey(value: string): value is StatusKey {
  return (STATUS_KEYS as readonly string[]).includes(value);
}

const normalise = (value: string) => value.trim().toLowerCase();

/**
 * Statuses, payment types and shipments arrive as the server's English words. The ones the
 * spec names read in the shopper's language; any other word is shown as the server sent it
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
      // §9: 'Cash on deli' is the cash-on-delivery payment type.
      return normalise(paymentType) === 'cash on deli'
        ? t('orders.paymentType.cashOnDelivery')
        : paymentType;
    },
    shipment(shipment: string): string {
      return normalise(shipment) === 'delivery' ? t('orders.shipment.delivery') : shipment;
    },
  };
}

/** An ISO date as the shopper's locale writes a date and time; anything else as it came. */
export function formatOrderDate(value: string, locale: string): string {
  const date = new Date(value);
  if (!value || Number.isNaN(date.getTime())) return value;
  return formatDate(date, locale, { time: true });
}
