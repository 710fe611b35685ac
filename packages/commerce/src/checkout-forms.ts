/**
 * The payment step of checkout, checked before anything is sent: the payment details of a
 * non-cash method (docs/product.md#payment-methods). Errors are codes; the web app words them in
 * the shopper's language. The address form's rules are in ./address.
 */

/** docs/product.md#defaults: the default payment type, and the only one that needs no transfer details. */
export const CASH_ON_DELIVERY = 'Cash on deli';

export function isCashOnDelivery(paymentType: string): boolean {
  return paymentType.trim().toLowerCase() === CASH_ON_DELIVERY.toLowerCase();
}

/** The largest receipt screenshot the server takes, in bytes. */
export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;

/** docs/product.md#payment-methods: receipt screenshots may be png, jpeg, webp or jpg. */
const RECEIPT_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
const RECEIPT_EXTENSIONS = ['png', 'jpeg', 'jpg', 'webp'];

/**
 * Accepts a file by its type, or by its name when the browser reports no type (some Android
 * file pickers do). A type that is present and wrong is refused whatever the name says.
 */
export function isAcceptedReceipt(file: { type: string; name: string }): boolean {
  const type = file.type.trim().toLowerCase();
  if (type) return (RECEIPT_MIME_TYPES as readonly string[]).includes(type);
  const dot = file.name.lastIndexOf('.');
  return dot > 0 && RECEIPT_EXTENSIONS.includes(file.name.slice(dot + 1).toLowerCase());
}

export type PaymentInput = {
  paymentType: string;
  accountName: string;
  accountNumber: string;
  hasReceipt: boolean;
};

export type PaymentField = 'accountName' | 'accountNumber' | 'screenShot';
export type PaymentErrors = Partial<Record<PaymentField, 'required'>>;

/** docs/product.md#payment-methods: paying by a non-cash method needs the account name, account number and a receipt. */
export function validatePayment(input: PaymentInput): PaymentErrors {
  if (isCashOnDelivery(input.paymentType)) return {};
  const errors: PaymentErrors = {};
  if (!input.accountName.trim()) errors.accountName = 'required';
  if (!input.accountNumber.trim()) errors.accountNumber = 'required';
  if (!input.hasReceipt) errors.screenShot = 'required';
  return errors;
}
