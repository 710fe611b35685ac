import type { Address, UserBrief } from '@storefront/contract/account';
import type { BusinessPayment } from '@storefront/contract/payments';
import type { Invoice } from '@storefront/contract/sales';
import type { Township } from '@storefront/contract/region';
import type { ShippingMethod } from '@storefront/contract/shop';
import { buildCartItem, type CartItem } from '@storefront/commerce/cart';
import { REGION_MYANMAR, REGION_THAILAND } from '../../../test/fixtures';

/** Contract-shaped data for the checkout's tests: two shops, one of which ships downtown only. */

export const USER: UserBrief = {
  guid: 'e1e1e1e1-0000-4000-8000-000000000001',
  username: 'ayeaye',
  name: 'Aye Aye',
  phone: '09450123456',
  email: 'aye@example.com',
  address: null,
  avatar: null,
};

export const KAMAYUT: Township = {
  guid: 'd0d0d0d0-0000-4000-8000-000000000001',
  name: 'Kamayut',
  nameMm: 'ကမာရွတ်',
  division: 'Yangon',
};
export const HLAINGTHAYA: Township = {
  guid: 'd0d0d0d0-0000-4000-8000-000000000002',
  name: 'Hlaingthaya',
  nameMm: 'လှိုင်သာယာ',
  division: 'Yangon',
};
export const TOWNSHIPS: Township[] = [KAMAYUT, HLAINGTHAYA];

function address(overrides: Partial<Address>): Address {
  return {
    guid: 'a0a0a0a0-0000-4000-8000-000000000001',
    ownerGuid: USER.guid,
    name: 'Aye Aye',
    address: 'No. 35, Room 4B',
    street: 'Hledan Road',
    township: KAMAYUT.name,
    townshipGuid: KAMAYUT.guid,
    country: 'Myanmar',
    countryGuid: REGION_MYANMAR.guid,
    regionName: 'Myanmar',
    primaryPhone: '09450123456',
    otherPhones: '',
    email: 'aye@example.com',
    comment: '',
    addressType: 'Customer',
    createdOn: '2024-05-01T08:00:00.000Z',
    ...overrides,
  };
}

/** Downtown Yangon: both shops ship here. */
export const HOME = address({});
/** Outside downtown: the bike courier shop cannot ship here. */
export const OFFICE = address({
  guid: 'a0a0a0a0-0000-4000-8000-000000000002',
  name: 'Aye Aye (office)',
  address: 'Building 7, Factory Zone 2',
  street: 'Industrial Zone Road',
  township: HLAINGTHAYA.name,
  townshipGuid: HLAINGTHAYA.guid,
});

const BANDS = [
  { from: 0, to: 1, price: 2500 },
  { from: 1, to: 5, price: 4000 },
];

export const STANDARD: ShippingMethod = {
  guid: 'f0f0f0f0-0000-4000-8000-000000000001',
  name: 'Yangon Standard Delivery',
  region: 'Myanmar',
  township: [KAMAYUT.guid, HLAINGTHAYA.guid],
  priceRate: BANDS,
};
export const EXPRESS: ShippingMethod = {
  guid: 'f0f0f0f0-0000-4000-8000-000000000002',
  name: 'Yangon Express',
  region: 'Myanmar',
  township: [KAMAYUT.guid],
  priceRate: BANDS.map((band) => ({ ...band, price: band.price + 2000 })),
};
export const BIKE: ShippingMethod = {
  guid: 'f0f0f0f0-0000-4000-8000-000000000003',
  name: 'Downtown Bike Delivery',
  region: 'Myanmar',
  township: [KAMAYUT.guid],
  priceRate: BANDS,
};
export const AIR: ShippingMethod = {
  guid: 'f0f0f0f0-0000-4000-8000-000000000004',
  name: 'Bangkok Air Parcel',
  region: REGION_THAILAND.name,
  township: [],
  priceRate: BANDS,
};

export const MART_GUID = 'b0b0b0b0-0000-4000-8000-000000000001';
export const LAHPET_GUID = 'b0b0b0b0-0000-4000-8000-000000000002';

function shop(shopGuid: string, shopName: string, methods: ShippingMethod[]) {
  return {
    shopGuid,
    shopName,
    website: '',
    primaryPhone: '09450012345',
    otherPhones: '',
    street: 'Pyay Road',
    address: 'Kamayut, Yangon',
    shippingChargesList: methods,
  };
}

function cartItem(input: Parameters<typeof buildCartItem>[0]): CartItem {
  const item = buildCartItem(input);
  if (!item) throw new Error('fixture item without variants');
  return item;
}

/** Yangon Mart: a charger, two options (1 + 2 units, 0.2 kg each) and an addon. */
export const CHARGER = cartItem({
  guid: 'c0c0c0c0-0000-4000-8000-000000000001',
  name: 'Fast Charger 33W',
  img: 'img-charger',
  currencyCode: 'MMK',
  shop: shop(MART_GUID, 'Yangon Mart', [AIR, STANDARD, EXPRESS]),
  variants: [
    {
      guid: 'c1c1c1c1-0000-4000-8000-000000000001',
      name: 'Type-C',
      img: 'img-typec',
      price: 20000,
      weight: 0.2,
      currencyCode: 'MMK',
      quantity: 1,
    },
    {
      guid: 'c1c1c1c1-0000-4000-8000-000000000002',
      name: 'Lightning',
      img: 'img-lightning',
      price: 25000,
      weight: 0.2,
      currencyCode: 'MMK',
      quantity: 2,
    },
  ],
  addons: [
    {
      guid: 'c2c2c2c2-0000-4000-8000-000000000001',
      name: 'Spare cable',
      price: 3000,
      currencyCode: 'MMK',
      quantity: 1,
    },
  ],
});

/** Shwe Lahpet: tea leaves, shipped by bike downtown only. */
export const TEA = cartItem({
  guid: 'c0c0c0c0-0000-4000-8000-000000000002',
  name: 'Pickled Tea Leaves',
  img: 'img-tea',
  currencyCode: 'MMK',
  shop: shop(LAHPET_GUID, 'Shwe Lahpet Grocery', [BIKE]),
  variants: [
    {
      guid: 'c1c1c1c1-0000-4000-8000-000000000003',
      name: '200 g',
      img: 'img-tea-200',
      price: 6000,
      weight: 0.25,
      currencyCode: 'MMK',
      quantity: 1,
    },
  ],
  addons: [],
});

export const PAYMENTS: BusinessPayment[] = [
  {
    paymentType: 'KBZPay',
    paymentTypeGuid: '90909090-0000-4000-8000-000000000001',
    image: 'img-kbzpay',
    method: [
      {
        paymentGuid: '91919191-0000-4000-8000-000000000001',
        paymentName: 'Kyaw Min Htet',
        paymentPhone: '09250123456',
      },
    ],
  },
  {
    paymentType: 'WavePay',
    paymentTypeGuid: '90909090-0000-4000-8000-000000000002',
    image: null,
    method: [
      {
        paymentGuid: '91919191-0000-4000-8000-000000000002',
        paymentName: 'Zaw Lin Oo',
        paymentPhone: '09795551234',
      },
    ],
  },
];

export function invoice(overrides: Partial<Invoice> = {}): Invoice {
  return {
    invoiceNo: 'INV-20240501-0001',
    status: 'Pending',
    paymentType: 'Cash on deli',
    currencyCode: 'MMK',
    itemCount: 4,
    subTotal: 79000,
    tax: 3950,
    deliveryCharges: 5000,
    totalAmount: 87950,
    createdOn: '2024-05-01T08:00:00.000Z',
    salesOrderId: [],
    ...overrides,
  };
}
