import { isMyanmar } from './address';

/**
 * The two forms of checkout, checked the same way before anything is sent: the address form
 * (docs/product.md#address-forms, checkout reading) and the payment details of a non-cash method (docs/product.md#payment-methods). Errors are codes;
 * the web app words them in the shopper's language.
 */

export type CheckoutAddressInput = {
  name: string;
  address: string;
  street: string;
  primaryPhone: string;
  otherPhones: string;
  email: string;
  country: string;
  townshipGuid: string;
  comment: string;
};

export type CheckoutAddressField = keyof CheckoutAddressInput;
export type AddressFieldError = 'required' | 'invalidEmail' | 'invalidPhone';
export type AddressErrors = Partial<Record<CheckoutAddressField, AddressFieldError>>;

// Deliberately loose: one @, something on both sides and a dot in the domain. The server's
// check is the strict one; this only catches typing slips before a round trip.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const SEPARATORS = /[\s\-.()]/g;
const BURMESE_DIGITS = /[\u1040-\u1049]/g;

/**
 * A phone number as people type it: 7 to 15 digits (Latin or Burmese), an optional leading
 * '+', with spaces, dashes, dots or brackets between. The server normalises what passes.
 */
export function looksLikePhone(value: string): boolean {
  const compact = value
    .replace(BURMESE_DIGITS, (digit) => String(digit.charCodeAt(0) - 0x1040))
    .replace(SEPARATORS, '');
  return /^\+?\d{7,15}$/.test(compact);
}

const REQUIRED: readonly CheckoutAddressField[] = [
  'name',
  'address',
  'street',
  'primaryPhone',
  'email',
  'country',
];

/**
 * docs/product.md#address-forms (checkout): Name, Address, Street, Primary Phone, Email (e-mail format) and Country are
 * required; the township only when the country is Myanmar; Other Phone and Comment optional.
 */
export function validateCheckoutAddress(input: CheckoutAddressInput): AddressErrors {
  const errors: AddressErrors = {};
  for (const field of REQUIRED) {
    if (!input[field].trim()) errors[field] = 'required';
  }
  if (!errors.email && !EMAIL.test(input.email.trim())) errors.email = 'invalidEmail';
  if (!errors.primaryPhone && !looksLikePhone(input.primaryPhone))
    errors.primaryPhone = 'invalidPhone';
  const otherPhones = input.otherPhones.trim();
  if (otherPhones && !otherPhones.split(/[,;/]/).every((phone) => looksLikePhone(phone.trim())))
    errors.otherPhones = 'invalidPhone';
  if (isMyanmar(input.country) && !input.townshipGuid.trim()) errors.townshipGuid = 'required';
  return errors;
}

/** docs/product.md#defaults: the default payment type, and the only one that needs no transfer details. */
export const CASH_ON_DELIVERY = 'Cash on deli';

export function isCashOnDelivery(paymentType: string): boolean {
  return paymentType.trim().toLowerCase() === CASH_ON_DELIVERY.toLowerCase();
}

/** The largest receipt screenshot the server takes, in bytes. */
export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;

/** docs/product.md#payment-methods: receipt screenshots may be png, jpeg, webp or jpg. */
export const RECEIPT_MIME_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
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
