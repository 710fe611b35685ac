import type { ProductCard } from '@storefront/contract/catalog';
import type { Region, Township } from '@storefront/contract/region';
import type { ShopInfo, ShopListItem } from '@storefront/contract/shop';

/** Contract-shaped data for component tests; each test takes copies and changes what it needs. */
export const REGION_MYANMAR: Region = {
  guid: '0b6f7c1e-5d0a-4f8e-9c39-1a2b3c4d5e01',
  name: 'Myanmar',
  nameMm: 'မြန်မာ',
  currencyCode: 'MMK',
  rate: 1,
  flagImage: 'flag-mm',
};

/** A Yangon township with its Burmese name, as /v1/township/list gives it. */
export const TOWNSHIP_KAMAYUT: Township = {
  guid: '7a7a7a7a-0000-4000-8000-000000000001',
  name: 'Kamayut',
  nameMm: 'ကမာရွတ်',
  division: 'Yangon',
};

/** An order's delivery address (OrderContact's `address` and `place`), in Kamayut. */
export const ORDER_ADDRESS = {
  address: 'No. 12, Pyay Road, Kamayut, Myanmar',
  place: {
    address: 'No. 12',
    street: 'Pyay Road',
    township: TOWNSHIP_KAMAYUT.name,
    townshipGuid: TOWNSHIP_KAMAYUT.guid,
    country: 'Myanmar',
  },
};

export const REGION_USA: Region = {
  guid: '0b6f7c1e-5d0a-4f8e-9c39-1a2b3c4d5e02',
  name: 'United States',
  nameMm: 'အမေရိကန်',
  currencyCode: 'USD',
  rate: 2100,
  flagImage: 'flag-us',
};

export const REGION_THAILAND: Region = {
  guid: '0b6f7c1e-5d0a-4f8e-9c39-1a2b3c4d5e03',
  name: 'Thailand',
  nameMm: 'ထိုင်း',
  currencyCode: 'THB',
  rate: 60,
  flagImage: 'flag-th',
};

export const REGIONS: Region[] = [REGION_MYANMAR, REGION_USA, REGION_THAILAND];

export const SHOP_INFO: ShopInfo = {
  guid: '7d1c2b3a-0000-4000-8000-000000000001',
  name: 'Golden Lotus Store',
  nameMm: 'ရွှေကြာ စတိုး',
  hostName: 'localhost',
  avartarPhoto: null,
  bannerImage: null,
  website: null,
  primaryPhone: '+95 9 450 000 001',
  otherPhones: '',
  street: 'Pyay Road',
  address: 'Kamayut, Yangon',
  currencyCode: 'MMK',
};

export const SHOP_LIST: ShopListItem[] = [
  { guid: SHOP_INFO.guid, name: SHOP_INFO.name, nameMm: SHOP_INFO.nameMm, hostName: 'localhost' },
  {
    guid: '7d1c2b3a-0000-4000-8000-000000000002',
    name: 'Mandalay Crafts',
    // A shop without a Burmese name: Burmese pages show its English one.
    nameMm: null,
    hostName: 'mandalay.localhost',
  },
];

let serial = 0;

export function productCard(overrides: Partial<ProductCard> = {}): ProductCard {
  serial += 1;
  const guid = `5a5a5a5a-0000-4000-8000-${String(serial).padStart(12, '0')}`;
  return {
    guid,
    name: `Longyi ${serial}`,
    displayName: `Cotton Longyi ${serial}`,
    image: `img-${serial}`,
    brandName: 'Shwe Yin',
    priceSell: 42000,
    priceSell1: null,
    currencyCode: 'MMK',
    stockQty: 12,
    preSaleLimit: 0,
    shopGuid: SHOP_INFO.guid,
    shopName: SHOP_INFO.name,
    rating: 4.5,
    ratingCount: 8,
    createdOn: '2024-05-01T08:00:00.000Z',
    ...overrides,
  };
}

export function productPage(items: ProductCard[]) {
  return { success: true, data: { items, totalRecords: items.length }, message: 'OK' };
}
