/**
 * The contract's plain values: limits, patterns, a header's name and the choices of a sale
 * request. No zod here, so the web app imports them at run time (its wire types stay `import
 * type`, which keeps zod out of the browser); the schemas beside this file import them too, so a
 * limit is written once for both sides.
 */

/** A username: 3 to 32 letters, digits, dots, underscores or hyphens. */
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]{3,32}$/;
export const USERNAME_MAX_LENGTH = 32;
/** A password being chosen (registration, password change). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
/** A password being typed to sign in or confirm: longer than any that can be chosen, still bounded. */
export const LOGIN_PASSWORD_MAX_LENGTH = 1024;
/** What login takes as the account: a username, a mobile number or an e-mail. */
export const IDENTIFIER_MAX_LENGTH = 254;
/** A person's name (registration, profile). */
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;
/** A mobile number as typed, separators included. */
export const MOBILE_MAX_LENGTH = 30;
/** The free-text home address of a profile. */
export const PROFILE_ADDRESS_MAX_LENGTH = 300;

/** The longest value of each field of an address book entry (docs/product.md#address-forms). */
export const ADDRESS_MAX_LENGTHS = {
  name: 100,
  address: 300,
  street: 200,
  country: 100,
  township: 100,
  primaryPhone: 30,
  otherPhones: 100,
  email: 254,
  comment: 500,
  addressType: 30,
} as const;

/** The header that makes a retried sale or invoice answer with the first one (docs/architecture.md#checkout). */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
/** How long a sale without an invoice holds its stock. */
export const PENDING_SALE_MINUTES = 15;
/** docs/product.md#services step 1 'Services' radios: 'Warranty Service Request' and 'Product Maintenance (Fragile)'. */
export const SERVICE_VALUES = ['Warranty Service', 'Product Maintenance'] as const;
export type Service = (typeof SERVICE_VALUES)[number];
/** docs/product.md#services step 3 'Delivery Type' radios. */
export const DELIVERY_TYPE_VALUES = ['Front Door', 'On Hand'] as const;
export type DeliveryType = (typeof DELIVERY_TYPE_VALUES)[number];
/** Step 1's 'Additional Notes', sent as the sale's remark. */
export const SALE_NOTE_MAX_LENGTH = 500;
/** The payer's wallet account name and number on an invoice. */
export const PAYMENT_ACCOUNT_NAME_MAX_LENGTH = 100;
export const PAYMENT_ACCOUNT_NUMBER_MAX_LENGTH = 50;

/** The longest review text. */
export const REVIEW_MAX_LENGTH = 1000;

/** Orders per page of the console's list. */
export const SELLER_ORDER_PAGE_SIZE = 20;

/** Products per page of the console's catalog list. */
export const SELLER_PRODUCT_PAGE_SIZE = 20;

/**
 * What would make a refused password stronger, as the `hints` of a 400 `weakPassword`: the
 * web app words each in the reader's language (docs/decisions/0028-account-abuse.md).
 */
export const PASSWORD_HINTS = [
  'avoidOwnDetails',
  'avoidLocalWords',
  'avoidCommon',
  'avoidNames',
  'avoidRepeats',
  'avoidSequences',
  'avoidKeyboardPatterns',
  'avoidDates',
  'avoidSubstitutions',
  'avoidReversed',
  'capitalsHelpLittle',
  'addWords',
] as const;
export type PasswordHint = (typeof PASSWORD_HINTS)[number];
