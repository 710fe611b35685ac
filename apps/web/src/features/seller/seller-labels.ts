import { isCashOnDelivery } from '@storefront/commerce/checkout-forms';
import { formatDate } from '@storefront/commerce/dates';
import { formatMmkApproximation } from '@storefront/commerce/currency';
import { formatMoney } from '@storefront/commerce/money';
import { parseOrderStatus, type OrderStatus } from '@storefront/commerce/order-status';
import type { DeliveryType, Service } from '@storefront/contract/constants';
import type { SellerProfile } from '@storefront/contract/seller';
import type { SellerKey, SellerT } from './seller-strings';
import { localizedName } from '../../lib/localized-name';

const STATUS_KEYS: Record<OrderStatus, SellerKey> = {
  Pending: 'seller.status.pending',
  Confirmed: 'seller.status.confirmed',
  Shipping: 'seller.status.shipping',
  Delivered: 'seller.status.delivered',
  Rejected: 'seller.status.rejected',
};

/** A status in the staff's language; a word the life cycle does not know is shown as it came. */
export function statusLabel(t: SellerT, status: string): string {
  const parsed = parseOrderStatus(status);
  return parsed ? t(STATUS_KEYS[parsed]) : status;
}

/** 'Cash on deli' (docs/product.md#defaults) in the staff's language; wallet names (KBZPay, WavePay …) as they are. */
export function paymentLabel(t: SellerT, paymentType: string): string {
  return isCashOnDelivery(paymentType) ? t('seller.cashOnDelivery') : paymentType;
}

const DELIVERY_TYPE_KEYS: Record<DeliveryType, SellerKey> = {
  'Front Door': 'seller.order.deliveryTypes.frontDoor',
  'On Hand': 'seller.order.deliveryTypes.onHand',
};

const SERVICE_KEYS: Record<Service, SellerKey> = {
  'Warranty Service': 'seller.order.services.warranty',
  'Product Maintenance': 'seller.order.services.maintenance',
};

/**
 * The shopper's delivery type and service (docs/product.md#services) in the staff's language;
 * a value the checkout does not offer is shown as it came.
 */
export function deliveryTypeLabel(t: SellerT, value: string): string {
  return value in DELIVERY_TYPE_KEYS ? t(DELIVERY_TYPE_KEYS[value as DeliveryType]) : value;
}

/** The service the shopper asked for, as deliveryTypeLabel says it. */
export function serviceLabel(t: SellerT, value: string): string {
  return value in SERVICE_KEYS ? t(SERVICE_KEYS[value as Service]) : value;
}

/**
 * What the button moving an order to `to` says. Confirming means checking the transfer for a
 * wallet payment and simply taking the order for cash on delivery.
 */
export function actionKey(to: OrderStatus, paymentType: string): SellerKey {
  switch (to) {
    case 'Confirmed':
      return isCashOnDelivery(paymentType)
        ? 'seller.order.actions.acceptOrder'
        : 'seller.order.actions.verifyPayment';
    case 'Shipping':
      return 'seller.order.actions.markShipped';
    case 'Delivered':
      return 'seller.order.actions.markDelivered';
    case 'Rejected':
      return 'seller.order.actions.reject';
    case 'Pending':
      // Nothing moves back to Pending; shown as the status should the server ever offer it.
      return 'seller.status.pending';
  }
}

/** An ISO date and time as the staff's language writes it; anything else as it came. */
export function formatWhen(value: string, locale: string): string {
  const date = new Date(value);
  if (!value || Number.isNaN(date.getTime())) return value;
  return formatDate(date, locale, { time: true });
}

/** An amount in the order's own currency (never converted: staff see what the buyer owes). */
export function formatAmount(amount: number, currencyCode: string, locale: string): string {
  return formatMoney(amount, currencyCode, locale);
}

/**
 * The amount in MMK at the rate the server gave, for orders in another currency; null for MMK
 * orders and when the rate is unknown.
 */
export function formatMmkApprox(
  amount: number,
  currencyCode: string,
  mmkRate: number | null,
  locale: string,
): string | null {
  // The shopper's pages work the figure out with the same rule (docs/product.md#money-display).
  return formatMmkApproximation(amount, currencyCode, mmkRate, locale);
}

/** The shop's name in the staff's language ('my' is Burmese's tag). */
export function shopNameOf(profile: SellerProfile, language: string): string {
  return localizedName(profile.shop, language);
}
