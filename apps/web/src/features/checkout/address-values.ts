import type { Address, AddressCreateRequest } from '@storefront/contract/account';
import type { Region } from '@storefront/contract/region';
import { isMyanmar, MYANMAR } from '@storefront/commerce/address';
import type { AddressFormValues } from './components/address-form';

/** A fresh form: Myanmar (most shoppers) and the shopper's own name, phone and e-mail. */
export function emptyAddressForm(
  regions: readonly Region[],
  user: { name: string; phone: string; email: string | null } | null,
): AddressFormValues {
  const myanmar = regions.find((region) => isMyanmar(region.name));
  return {
    name: user?.name ?? '',
    address: '',
    street: '',
    primaryPhone: user?.phone ?? '',
    otherPhones: '',
    email: user?.email ?? '',
    country: myanmar?.name ?? MYANMAR,
    countryGuid: myanmar?.guid ?? '',
    townshipGuid: '',
    comment: '',
  };
}

/** docs/product.md#address-book: Edit preloads the chosen entry. */
export function addressToForm(address: Address, regions: readonly Region[]): AddressFormValues {
  const region =
    regions.find((candidate) => candidate.guid === address.countryGuid) ??
    regions.find((candidate) => candidate.name.toLowerCase() === address.country.toLowerCase());
  return {
    name: address.name,
    address: address.address,
    street: address.street,
    primaryPhone: address.primaryPhone,
    otherPhones: address.otherPhones,
    email: address.email,
    country: region?.name ?? address.country,
    countryGuid: region?.guid ?? address.countryGuid ?? '',
    townshipGuid: address.townshipGuid ?? '',
    comment: address.comment,
  };
}

/** docs/product.md#calls-address-book create body (update sends the same with `guid` instead of `ownerGuid`). */
export function formToRequest(values: AddressFormValues): Omit<AddressCreateRequest, 'ownerGuid'> {
  const inMyanmar = isMyanmar(values.country);
  return {
    name: values.name.trim(),
    address: values.address.trim(),
    street: values.street.trim(),
    township: inMyanmar ? values.townshipGuid : null,
    townshipGuid: inMyanmar ? values.townshipGuid : null,
    country: values.country,
    countryGuid: values.countryGuid || null,
    primaryPhone: values.primaryPhone.trim(),
    otherPhones: values.otherPhones.trim(),
    email: values.email.trim(),
    comment: values.comment.trim(),
    // docs/product.md#defaults: the address type is 'Customer'.
    addressType: 'Customer',
  };
}
