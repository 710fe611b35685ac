import type { Address, UserBrief } from '@storefront/contract/account';
import type { Township } from '@storefront/contract/region';
import { REGION_MYANMAR, REGION_THAILAND, TOWNSHIP_KAMAYUT } from '../../../test/fixtures';

/** Contract-shaped account data for the account feature's tests. */
export const USER: UserBrief = {
  guid: 'f5ffca2b-0000-4000-8000-000000000001',
  username: 'ayeaye',
  name: 'Aye Aye',
  phone: '09765432100',
  email: 'aye@example.com',
  address: 'No. 35, Thiri Yadanar Housing',
  avatar: null,
};

export const KAMAYUT: Township = TOWNSHIP_KAMAYUT;

export const CHANMYATHAZI: Township = {
  guid: '7a7a7a7a-0000-4000-8000-000000000002',
  name: 'Chanmyathazi',
  nameMm: 'ချမ်းမြသာစည်',
  division: 'Mandalay',
};

export const TOWNSHIPS: Township[] = [KAMAYUT, CHANMYATHAZI];

let serial = 0;

export function savedAddress(overrides: Partial<Address> = {}): Address {
  serial += 1;
  return {
    guid: `6b6b6b6b-0000-4000-8000-${String(serial).padStart(12, '0')}`,
    ownerGuid: USER.guid,
    name: `Aye Aye ${serial}`,
    address: `No. ${serial}, Room 4B`,
    street: 'Hledan Road',
    township: KAMAYUT.name,
    townshipGuid: KAMAYUT.guid,
    country: REGION_MYANMAR.name,
    countryGuid: REGION_MYANMAR.guid,
    regionName: REGION_MYANMAR.name,
    primaryPhone: '09765432100',
    otherPhones: '09420987650',
    email: 'aye@example.com',
    comment: 'Please call at the gate.',
    addressType: 'Customer',
    createdOn: '2024-05-01T08:00:00.000Z',
    ...overrides,
  };
}

export const bangkokAddress = () =>
  savedAddress({
    name: 'Office in Bangkok',
    township: null,
    townshipGuid: null,
    country: REGION_THAILAND.name,
    countryGuid: REGION_THAILAND.guid,
    regionName: REGION_THAILAND.name,
    street: 'Sukhumvit Road',
  });

/** Just enough of a cart entry for the stored cart to be read back (the count is what matters). */
export function storedCart(count: number): string {
  return JSON.stringify(
    Array.from({ length: count }, (_, index) => ({
      guid: `5c5c5c5c-0000-4000-8000-${String(index).padStart(12, '0')}`,
      name: `Longyi ${index}`,
      img: '',
      totalPrice: 1000,
      totalWeight: 1,
      totalQuantity: 1,
      currencyCode: 'MMK',
      shop: {},
      variants: [],
      addons: [],
    })),
  );
}
