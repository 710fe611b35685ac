import { looksLikeEmail } from './email';
import { looksLikePhone } from './phone';

const MYANMAR = 'Myanmar';

/**
 * docs/product.md#address-forms: the comparison is case-insensitive. Surrounding spaces are ignored as well, so a
 * stored 'Myanmar ' still asks for a township instead of silently skipping it.
 */
export function isMyanmar(country: string | null | undefined): boolean {
  return (country ?? '').trim().toLowerCase() === MYANMAR.toLowerCase();
}

export type TownshipFields = { country: string; township: string; townshipGuid: string };

/** docs/product.md#address-forms/docs/product.md#address-forms: choosing a country other than Myanmar clears the chosen township. */
export function clearTownshipUnlessMyanmar<T extends TownshipFields>(address: T): T {
  if (isMyanmar(address.country)) return address;
  return { ...address, township: '', townshipGuid: '' };
}

/** The fields of an address form, as the shopper typed them; the country by its name. */
export type AddressInput = {
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

export type AddressField = keyof AddressInput;
export type AddressFieldError = 'required' | 'invalidEmail' | 'invalidPhone';
export type AddressErrors = Partial<Record<AddressField, AddressFieldError>>;

/**
 * docs/product.md#address-forms: the two forms that edit addresses read the rules differently, and both readings are
 * kept. The dashboard's asks for every field and leaves the phone numbers' form to the server;
 * the checkout's leaves other phone and comment optional and checks the phone numbers itself.
 */
export type AddressReading = 'dashboard' | 'checkout';

const READINGS: Record<
  AddressReading,
  { required: readonly AddressField[]; checksPhones: boolean }
> = {
  dashboard: {
    required: [
      'name',
      'address',
      'street',
      'primaryPhone',
      'otherPhones',
      'email',
      'country',
      'comment',
    ],
    checksPhones: false,
  },
  checkout: {
    required: ['name', 'address', 'street', 'primaryPhone', 'email', 'country'],
    checksPhones: true,
  },
};

/** docs/product.md#address-forms: whether the form of this reading asks for the field (the township: only in Myanmar). */
export function isRequiredAddressField(
  field: AddressField,
  reading: AddressReading,
  country: string,
): boolean {
  // The township is asked for, and shown, only when the country is Myanmar.
  if (field === 'townshipGuid') return isMyanmar(country);
  return READINGS[reading].required.includes(field);
}

/**
 * docs/product.md#address-forms: the required fields of the reading, the township only when the country is Myanmar,
 * the e-mail's format, and in the checkout's reading the phone numbers' (other phones may be
 * several, separated by commas, semicolons or slashes).
 */
export function validateAddress(input: AddressInput, reading: AddressReading): AddressErrors {
  const rules = READINGS[reading];
  const errors: AddressErrors = {};
  for (const field of rules.required) {
    if (!input[field].trim()) errors[field] = 'required';
  }
  if (isMyanmar(input.country) && !input.townshipGuid.trim()) errors.townshipGuid = 'required';
  if (!errors.email && !looksLikeEmail(input.email)) errors.email = 'invalidEmail';
  if (!rules.checksPhones) return errors;
  if (!errors.primaryPhone && !looksLikePhone(input.primaryPhone))
    errors.primaryPhone = 'invalidPhone';
  const otherPhones = input.otherPhones.trim();
  if (
    !errors.otherPhones &&
    otherPhones &&
    !otherPhones.split(/[,;/]/).every((phone) => looksLikePhone(phone.trim()))
  )
    errors.otherPhones = 'invalidPhone';
  return errors;
}
