import type { Addon, ProductDetail, Review, Variant } from '@storefront/contract/catalog';

/** Contract-shaped product details for the product feature's tests. */
export const PRODUCT_GUID = '9c0f5e2a-0000-4000-8000-000000000001';
export const SHOP_GUID = '7d1c2b3a-0000-4000-8000-000000000001';

let serial = 0;
const nextGuid = (prefix: string) => {
  serial += 1;
  return `${prefix}-0000-4000-8000-${String(serial).padStart(12, '0')}`;
};

export function variant(overrides: Partial<Variant> = {}): Variant {
  return {
    guid: nextGuid('1a1a1a1a'),
    name: 'Red',
    images: ['img-red'],
    priceSell: 10000,
    priceSell1: null,
    weight: 0.5,
    currencyCode: 'MMK',
    stockQty: 5,
    preSaleLimit: 0,
    ...overrides,
  };
}

export function addon(overrides: Partial<Addon> = {}): Addon {
  return {
    guid: nextGuid('2b2b2b2b'),
    name: 'Gift wrapping',
    price: 2000,
    currencyCode: 'MMK',
    ...overrides,
  };
}

export function review(overrides: Partial<Review> = {}): Review {
  return {
    guid: nextGuid('3c3c3c3c'),
    name: 'Aye Aye',
    image: null,
    review: 'Lovely fabric, fast delivery.',
    rateValue: 5,
    createdOn: '2024-05-01T20:30:00.000Z',
    verifiedPurchase: false,
    ...overrides,
  };
}

export function productDetail(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    guid: PRODUCT_GUID,
    name: 'Silk Longyi',
    brandName: 'Shwe Yin',
    description: 'Hand-woven silk from Amarapura.',
    priceSell: 10000,
    priceSell1: null,
    currencyCode: 'MMK',
    stockQty: 12,
    preSaleLimit: 0,
    categoryGuid: '4d4d4d4d-0000-4000-8000-000000000001',
    imageItems: [{ image: 'img-1' }, { image: 'img-2' }, { image: 'img-3' }],
    shopLists: [
      {
        shopGuid: SHOP_GUID,
        shopName: 'Golden Lotus Store',
        website: 'https://golden-lotus.example.com',
        primaryPhone: '09450000001',
        otherPhones: '09450000002',
        street: 'Pyay Road',
        address: 'No. 5, Pyay Road, Kamayut, Yangon',
        avartarPhoto: null,
        shippingChargesList: [],
      },
    ],
    shopRatings: [{ rateValue: 5 }, { rateValue: 4 }],
    rating: 4.5,
    ratingCount: 2,
    shopReviewLists: [review()],
    variantDetailItems: [
      variant({ name: 'Red', priceSell: 10000, stockQty: 5 }),
      variant({
        name: 'Blue',
        priceSell: 12000,
        priceSell1: 9000,
        stockQty: 7,
        images: ['img-blue'],
      }),
    ],
    addons: [addon({ name: 'Gift wrapping', price: 2000 })],
    ...overrides,
  };
}
