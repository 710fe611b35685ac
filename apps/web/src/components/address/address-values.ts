import type { Address, AddressFields } from '@storefront/contract/account';
import type { Region, Township } from '@storefront/contract/region';
import { isMyanmar, type AddressField, type AddressInput } from '@storefront/commerce/address';

/** The address form's values: the docs/product.md#address-forms fields, the country chosen by its region's guid. */
export type AddressFormValues = Omit<AddressInput, 'country'> & { countryGuid: string };
export type AddressFormField = keyof AddressFormValues;

/** The shopper's own details, which a new checkout address starts with. */
export type ContactDetails = { name: string; phone: string; email: string | null };

const findRegion = (regions: readonly Region[], guid: string) =>
  guid ? regions.find((region) => region.guid === guid) : undefined;

/**
 * A new address: in `countryGuid` when that is one of the regions (otherwise the shopper
 * chooses), with the shopper's name, phone and e-mail when given.
 */
export function newAddressForm(
  regions: readonly Region[],
  countryGuid: string | undefined,
  contact?: ContactDetails | null,
): AddressFormValues {
  return {
    name: contact?.name ?? '',
    email: contact?.email ?? '',
    primaryPhone: contact?.phone ?? '',
    otherPhones: '',
    countryGuid: findRegion(regions, countryGuid ?? '')?.guid ?? '',
    townshipGuid: '',
    street: '',
    address: '',
    comment: '',
  };
}

/** docs/product.md#address-book: Edit preloads the chosen entry. Older entries may name only their country. */
export function addressToForm(address: Address, regions: readonly Region[]): AddressFormValues {
  const region =
    findRegion(regions, address.countryGuid ?? '') ??
    regions.find(
      (candidate) => candidate.name.toLowerCase() === address.country.trim().toLowerCase(),
    );
  return {
    name: address.name,
    email: address.email,
    primaryPhone: address.primaryPhone,
    otherPhones: address.otherPhones,
    countryGuid: region?.guid ?? '',
    townshipGuid: address.townshipGuid ?? '',
    street: address.street,
    address: address.address,
    comment: address.comment,
  };
}

/** The values as commerce's rules read them: the country by its region's name. */
export function addressInputOf(
  values: AddressFormValues,
  regions: readonly Region[],
): AddressInput {
  const { countryGuid, ...fields } = values;
  return { ...fields, country: findRegion(regions, countryGuid)?.name ?? '' };
}

/**
 * The docs/product.md#calls-address-book body (create adds `ownerGuid`, update `guid`). The
 * country is the chosen region's name, and the township is sent only for Myanmar.
 */
export function addressFieldsOf(
  values: AddressFormValues,
  regions: readonly Region[],
  townships: readonly Township[],
): AddressFields {
  const region = findRegion(regions, values.countryGuid);
  const townshipGuid = isMyanmar(region?.name) ? values.townshipGuid || null : null;
  return {
    name: values.name.trim(),
    address: values.address.trim(),
    street: values.street.trim(),
    townshipGuid,
    township: townships.find((township) => township.guid === townshipGuid)?.name ?? null,
    country: region?.name ?? '',
    countryGuid: region?.guid ?? null,
    primaryPhone: values.primaryPhone.trim(),
    otherPhones: values.otherPhones.trim(),
    email: values.email.trim(),
    comment: values.comment.trim(),
    // docs/product.md#address-forms: an address's type is always 'Customer'.
    addressType: 'Customer',
  };
}

/** The form field holding a field of commerce's rules (the country is chosen by its region). */
export const formFieldOf = (field: AddressField): AddressFormField =>
  field === 'country' ? 'countryGuid' : field;

/** Where the server's field names (the wire body's) land in the form. */
const SERVER_FIELDS: Record<string, AddressField> = {
  name: 'name',
  email: 'email',
  primaryPhone: 'primaryPhone',
  otherPhones: 'otherPhones',
  country: 'country',
  countryGuid: 'country',
  township: 'townshipGuid',
  townshipGuid: 'townshipGuid',
  street: 'street',
  address: 'address',
  comment: 'comment',
};

/** The address field a refusal names, if it names one the form shows. */
export function addressFieldOfServerField(field: string | undefined): AddressField | undefined {
  return field && Object.hasOwn(SERVER_FIELDS, field) ? SERVER_FIELDS[field] : undefined;
}
