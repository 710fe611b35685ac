import { ORDER_ADDRESS } from '../../../test/fixtures';
import type {
  OrderDetail,
  OrderHistoryEntry,
  OrderListRow,
  OrderShop,
} from '@storefront/contract/sales';
import type { UserBrief } from '@storefront/contract/account';

/** Contract-shaped orders for component tests; each test takes copies and changes what it needs. */
export const SHOPPER: UserBrief = {
  guid: '9e9e9e9e-0000-4000-8000-000000000001',
  username: 'thida',
  name: 'Thida Aung',
  phone: '09450000123',
  email: 'thida@example.com',
  address: null,
  avatar: null,
};

export function orderRow(index: number, overrides: Partial<OrderListRow> = {}): OrderListRow {
  return {
    invoiceNo: `INV-2024-${String(index).padStart(4, '0')}`,
    createdOn: '2024-05-14T09:30:00.000Z',
    itemCount: 3,
    totalAmount: 52_500,
    currencyCode: 'MMK',
    status: 'Pending',
    ...overrides,
  };
}

/** The first change of every block: the shopper placed the order. */
const PLACED: OrderHistoryEntry = {
  fromStatus: null,
  toStatus: 'Pending',
  byRole: 'Customer',
  byName: 'Thida Aung',
  note: '',
  createdOn: '2024-05-14T09:30:00.000Z',
};

/** A change made by a shop's staff. */
export function shopChange(
  shopName: string,
  fromStatus: string,
  toStatus: string,
  createdOn: string,
  note = '',
): OrderHistoryEntry {
  return { fromStatus, toStatus, byRole: 'Seller', byName: shopName, note, createdOn };
}

const LOTUS: OrderShop = {
  saleGuid: '4b4b4b4b-0000-4000-8000-000000000001',
  shopGuid: '7d1c2b3a-0000-4000-8000-000000000001',
  shopName: 'Golden Lotus Store',
  shopWebsite: 'https://lotus.example.com',
  orderStatus: 'Pending',
  addon: true,
  item: [
    {
      variantGuid: '5b5b5b5b-0000-4000-8000-000000000001',
      variantName: 'Blue, size M',
      productGuid: '5a5a5a5a-0000-4000-8000-000000000001',
      productName: 'Cotton Longyi',
      image: 'img-longyi-blue',
      quantity: 2,
      price: 15_000,
      totalPrice: 30_000,
      currencyCode: 'MMK',
    },
  ],
  addons: [
    {
      addonGuid: '5c5c5c5c-0000-4000-8000-000000000001',
      addonName: 'Gift wrapping',
      productGuid: '5a5a5a5a-0000-4000-8000-000000000001',
      addonQuantity: 2,
      addonPrice: 1_000,
      addonTotalPrice: 2_000,
      addonCurrencyCode: 'MMK',
    },
  ],
  shippingMethod: 'Yangon Express',
  subTotal: 32_000,
  tax: 1_600,
  deliveryCharges: 2_000,
  totalAmount: 35_600,
  currencyCode: 'MMK',
  history: [PLACED],
};

const CRAFTS: OrderShop = {
  saleGuid: '4b4b4b4b-0000-4000-8000-000000000002',
  shopGuid: '7d1c2b3a-0000-4000-8000-000000000002',
  shopName: 'Mandalay Crafts',
  shopWebsite: null,
  orderStatus: 'Delivered',
  addon: false,
  item: [
    {
      variantGuid: '5b5b5b5b-0000-4000-8000-000000000002',
      variantName: 'Teak',
      productGuid: '5a5a5a5a-0000-4000-8000-000000000002',
      productName: 'Lacquer Bowl',
      image: null,
      quantity: 1,
      price: 8_000,
      totalPrice: 8_000,
      currencyCode: 'MMK',
    },
  ],
  addons: [],
  shippingMethod: 'Mandalay Post',
  subTotal: 8_000,
  tax: 400,
  deliveryCharges: 1_500,
  totalAmount: 9_900,
  currencyCode: 'MMK',
  history: [
    PLACED,
    shopChange(
      'Mandalay Crafts',
      'Pending',
      'Confirmed',
      '2024-05-14T11:05:00.000Z',
      'Cash on delivery accepted.',
    ),
    shopChange(
      'Mandalay Crafts',
      'Confirmed',
      'Shipping',
      '2024-05-15T08:20:00.000Z',
      'Handed to Mandalay Post.',
    ),
    shopChange('Mandalay Crafts', 'Shipping', 'Delivered', '2024-05-17T14:45:00.000Z'),
  ],
};

/** Golden Lotus Store's block (Pending, placed and nothing since), changed as a test needs. */
export function lotusShop(overrides: Partial<OrderShop> = {}): OrderShop {
  return { ...structuredClone(LOTUS), ...overrides };
}

/** Mandalay Crafts' block (Delivered, with its four changes), changed as a test needs. */
export function craftsShop(overrides: Partial<OrderShop> = {}): OrderShop {
  return { ...structuredClone(CRAFTS), ...overrides };
}

/** Golden Lotus Store turned its part down, saying why. */
export const LOTUS_REJECTION_REASON = 'Sorry, the blue longyi in size M is sold out.';
export function rejectedLotusShop(): OrderShop {
  return lotusShop({
    orderStatus: 'Rejected',
    history: [
      PLACED,
      shopChange(
        'Golden Lotus Store',
        'Pending',
        'Rejected',
        '2024-05-14T13:10:00.000Z',
        LOTUS_REJECTION_REASON,
      ),
    ],
  });
}

export function orderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    invoiceNo: 'INV-2024-0001',
    status: 'Pending',
    createdOn: '2024-05-14T09:30:00.000Z',
    currencyCode: 'MMK',
    itemCount: 3,
    paymentInfo: {
      buyerName: 'Thida Aung',
      orderDate: '2024-05-14T09:30:00.000Z',
      paymentType: 'Cash on deli',
      subTotal: 40_000,
      deliveryCharges: 3_500,
      tax: 2_000,
      grandTotal: 45_500,
      currencyCode: 'MMK',
      accountName: null,
      accountNumber: null,
    },
    contact: {
      name: 'Thida Aung',
      email: 'thida@example.com',
      phone: '09450000123',
      additionalPhone: '',
      ...ORDER_ADDRESS,
      shipment: 'Delivery',
      status: 'Pending',
      deliveryType: 'Front Door',
      service: 'Warranty Service',
      remark: '',
    },
    productInfo: [lotusShop(), craftsShop()],
    ...overrides,
  };
}
