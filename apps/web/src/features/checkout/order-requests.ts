import type { Address } from '@storefront/contract/account';
import type { InvoiceCreateRequest, SaleCreateRequest } from '@storefront/contract/sales';
import { isCashOnDelivery } from '@storefront/commerce/checkout-forms';
import { saleLinesOf } from '@storefront/commerce/sale-request';
import type { CheckoutPlan, CheckoutShop } from './checkout-plan';
import type { CheckoutState } from './checkout.slice';

/** The docs/product.md#sale-request sale of one shop. Amounts are the ones the summary shows; the server checks them. */
export function saleRequestOf(
  entry: CheckoutShop,
  plan: CheckoutPlan,
  address: Address,
  state: Pick<CheckoutState, 'additionalNote' | 'service' | 'deliveryType'>,
): SaleCreateRequest | null {
  const shipping = entry.selectedShipping;
  if (!shipping) return null;
  return {
    totalAmount: entry.totals.total,
    paidAmount: entry.totals.total,
    // The coupon's code; the server checks it and works the discount out again.
    ...(entry.coupon
      ? {
          promoCode: entry.coupon.code,
          discountType: entry.coupon.discountType,
          discountAmount: entry.totals.discount ?? 0,
        }
      : { discountType: '', discountAmount: 0 }),
    status: 'Pending',
    shipment: 'Delivery',
    remark: state.additionalNote.trim(),
    validPayment: false,
    courierGuid: null,
    items: saleLinesOf(entry.shop.products),
    contact: address,
    cod: 'true',
    kpay: '',
    wave: '',
    condition: 'InStock',
    orderAs: 'OnlineCustomer',
    shopGuid: entry.shop.guid,
    shippingGuid: shipping.method.guid,
    totalShippingFees: entry.totals.shippingFees,
    currencyCode: plan.currencyCode,
    service: state.service,
    deliveryType: state.deliveryType,
  };
}

/** The docs/product.md#calls-checkout invoice that ties the created sales to the payment. */
export function invoiceRequestOf(
  state: Pick<CheckoutState, 'paymentInfo'>,
  currencyCode: string,
  saleIds: string[],
): InvoiceCreateRequest {
  const { paymentType, accountName, accountNumber, screenShot } = state.paymentInfo;
  // Cash needs no transfer details; stale ones typed before switching to cash are not sent.
  const isCash = isCashOnDelivery(paymentType);
  return {
    paymentType,
    accountName: isCash ? '' : accountName.trim(),
    accountNumber: isCash ? '' : accountNumber.trim(),
    currencyCode,
    screenShot: isCash ? null : (screenShot?.dataUrl ?? null),
    salesOrderId: saleIds,
  };
}

/**
 * A fresh Idempotency-Key. randomUUID exists only on secure origins (https, localhost); a shop
 * opened over plain http on a LAN address still gets 122 random bits.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
