import type { AdminShop } from '@storefront/contract/admin-shops';
import { ORDER_ADDRESS } from '../../../test/fixtures';
import type {
  SellerEvent,
  SellerOrderDetail,
  SellerOrderList,
  SellerOrderRow,
  SellerProfile,
} from '@storefront/contract/seller';
import type { Category } from '@storefront/contract/catalog';
import type {
  SellerProduct,
  SellerProductList,
  SellerProductRow,
  SellerProductSaved,
} from '@storefront/contract/seller-catalog';
import { SELLER_SESSION_KEY } from '../seller-session';

export const SELLER_TOKEN = 'seller-token-1';

export const SELLER_PROFILE: SellerProfile = {
  userGuid: '7d3c1f0e-2b4a-4c5d-8e9f-0a1b2c3d4e01',
  role: 'Seller',
  name: 'Ko Aung',
  username: 'yangon-mart-seller',
  mustChangePassword: false,
  shop: {
    guid: '7d3c1f0e-2b4a-4c5d-8e9f-0a1b2c3d4e02',
    name: 'Yangon Mart',
    nameMm: 'ရန်ကုန် မတ်',
    slug: 'yangon-mart',
    hostName: 'yangon-mart.example.com',
    logo: null,
  },
};

/** Browser storage of a signed-in staff member (set before the app starts). */
export function signInStaff(token = SELLER_TOKEN, profile = SELLER_PROFILE): void {
  localStorage.setItem(SELLER_SESSION_KEY, JSON.stringify({ token, profile }));
}

let serial = 0;

/** A distinct sale guid per call: `…-000000000101`, `…-000000000102` … */
export function saleGuid(n = ++serial): string {
  return `5e1d7c2a-3f4b-4a6c-9d8e-${String(n).padStart(12, '0')}`;
}

export function orderRow(overrides: Partial<SellerOrderRow> = {}): SellerOrderRow {
  return {
    saleGuid: saleGuid(),
    invoiceNo: 'INV-2024-0001',
    createdOn: '2024-05-14T09:30:00.000Z',
    buyerName: 'Thida Aung',
    buyerPhone: '09450000123',
    itemCount: 3,
    totalAmount: 45500,
    currencyCode: 'MMK',
    paymentType: 'KBZPay',
    status: 'Pending',
    receiptFlag: null,
    ...overrides,
  };
}

export const COUNTS = { Pending: 2, Confirmed: 1, Shipping: 0, Delivered: 4, Rejected: 1 };

export function orderList(
  items: SellerOrderRow[],
  overrides: Partial<SellerOrderList> = {},
): SellerOrderList {
  return { items, totalCount: items.length, counts: COUNTS, ...overrides };
}

export const SALE_GUID = '5e1d7c2a-3f4b-4a6c-9d8e-0000000000aa';
export const RECEIPT_ID = '3a2b1c0d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

export function orderDetail(overrides: Partial<SellerOrderDetail> = {}): SellerOrderDetail {
  return {
    saleGuid: SALE_GUID,
    invoiceNo: 'INV-2024-0042',
    createdOn: '2024-05-14T09:30:00.000Z',
    status: 'Pending',
    nextStatuses: ['Confirmed', 'Rejected'],
    buyerName: 'Thida Aung',
    contact: {
      name: 'Thida Aung',
      email: 'thida@example.com',
      phone: '09450000123',
      additionalPhone: '09790000456',
      ...ORDER_ADDRESS,
      shipment: 'Delivery',
      status: 'Pending',
      deliveryType: 'Front Door',
      service: 'Warranty Service',
      remark: 'Please call before you come.',
    },
    township: 'Kamayut',
    items: [
      {
        variantGuid: '1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c01',
        variantName: 'Blue, size M',
        productGuid: '1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c02',
        productName: 'Cotton Longyi',
        image: 'img-longyi-blue',
        quantity: 2,
        price: 15000,
        totalPrice: 30000,
        currencyCode: 'MMK',
      },
      {
        variantGuid: '1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c03',
        variantName: 'Default',
        productGuid: '1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c04',
        productName: 'Bamboo Basket',
        image: null,
        quantity: 1,
        price: 8000,
        totalPrice: 8000,
        currencyCode: 'MMK',
      },
    ],
    addons: [
      {
        addonGuid: '1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c05',
        addonName: 'Gift wrapping',
        productGuid: '1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c02',
        addonQuantity: 2,
        addonPrice: 1000,
        addonTotalPrice: 2000,
        addonCurrencyCode: 'MMK',
      },
    ],
    shippingMethod: 'Yangon Express',
    subTotal: 40000,
    tax: 2000,
    deliveryCharges: 3500,
    totalAmount: 45500,
    currencyCode: 'MMK',
    mmkRate: 1,
    payment: {
      paymentType: 'KBZPay',
      accountName: 'Thida Aung',
      accountNumber: '09450000123',
      receiptImage: RECEIPT_ID,
      receiptFlag: null,
      receiptMatches: [],
    },
    history: [
      {
        fromStatus: null,
        toStatus: 'Pending',
        byRole: 'Customer',
        byName: 'Thida Aung',
        note: '',
        createdOn: '2024-05-14T09:30:00.000Z',
      },
    ],
    ...overrides,
  };
}

const encoder = new TextEncoder();

/** A `text/event-stream` answer whose body the test writes to as it goes. */
export function eventStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return {
    response: () =>
      new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    write(text: string) {
      controller.enqueue(encoder.encode(text));
    },
    send(event: SellerEvent) {
      controller.enqueue(
        encoder.encode(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`),
      );
    },
    close() {
      controller.close();
    },
  };
}

/** A stream that never says anything: the console waits, as it does for a quiet shop. */
export function silentStream(): Response {
  return new Response(new ReadableStream<Uint8Array>(), {
    status: 200,
    headers: { 'content-type': 'text/event-stream' },
  });
}

export const CATEGORY_GUIDS = {
  clothing: '0c6f2a7e-1b3d-4e5f-8a9b-0c1d2e3f4a01',
  women: '0c6f2a7e-1b3d-4e5f-8a9b-0c1d2e3f4a02',
  longyi: '0c6f2a7e-1b3d-4e5f-8a9b-0c1d2e3f4a03',
  home: '0c6f2a7e-1b3d-4e5f-8a9b-0c1d2e3f4a04',
};

/** The shop's category tree, three levels deep, as `GET v1/pos/category/` answers it. */
export const CATEGORY_TREE: Category[] = [
  {
    guid: CATEGORY_GUIDS.clothing,
    name: 'Clothing',
    nameMm: 'အဝတ်အထည်',
    children: [
      {
        guid: CATEGORY_GUIDS.women,
        name: 'Women',
        nameMm: 'အမျိုးသမီး',
        children: [{ guid: CATEGORY_GUIDS.longyi, name: 'Longyi', nameMm: 'လုံချည်', children: [] }],
      },
    ],
  },
  { guid: CATEGORY_GUIDS.home, name: 'Home', nameMm: 'အိမ်သုံး', children: [] },
];

export const PRODUCT_GUID = '1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c02';
export const VARIANT_GUIDS = [
  '1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c01',
  '1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c03',
];
export const PHOTO_GUIDS = [
  '9e0f1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a01',
  '9e0f1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a02',
  '9e0f1a2b-3c4d-4e5f-8a6b-7c8d9e0f1a03',
];

let productSerial = 0;

/** A row of the console's product list. */
export function productRow(overrides: Partial<SellerProductRow> = {}): SellerProductRow {
  productSerial += 1;
  return {
    guid: `1b2c3d4e-5f60-4a7b-8c9d-${String(productSerial).padStart(12, '0')}`,
    name: 'Cotton Longyi',
    nameMm: 'ချည် လုံချည်',
    brandName: 'Shwe Thread',
    image: PHOTO_GUIDS[0]!,
    status: 'Active',
    currencyCode: 'MMK',
    priceMin: 12000,
    priceMax: 15000,
    stockQty: 24,
    preSaleLimit: 0,
    variantCount: 2,
    soldOutCount: 0,
    lowStockCount: 0,
    updatedOn: '2024-05-14T09:30:00.000Z',
    ...overrides,
  };
}

export const PRODUCT_COUNTS = { Draft: 2, Active: 5, Archived: 1 };

export function productList(
  items: SellerProductRow[],
  overrides: Partial<SellerProductList> = {},
): SellerProductList {
  return {
    items,
    totalCount: items.length,
    counts: PRODUCT_COUNTS,
    lowStockThreshold: 5,
    ...overrides,
  };
}

/** A product as `GET v1/seller/products/{productGuid}` answers it: two options, one addon. */
export function sellerProduct(overrides: Partial<SellerProduct> = {}): SellerProduct {
  return {
    guid: PRODUCT_GUID,
    name: 'Cotton Longyi',
    nameMm: 'ချည် လုံချည်',
    description: 'Soft cotton.\nHand woven in Amarapura.',
    descriptionMm: null,
    brandName: 'Shwe Thread',
    categoryGuid: CATEGORY_GUIDS.longyi,
    status: 'Active',
    currencyCode: 'MMK',
    images: [PHOTO_GUIDS[0]!, PHOTO_GUIDS[1]!, PHOTO_GUIDS[2]!],
    variants: [
      {
        guid: VARIANT_GUIDS[0]!,
        name: 'Blue',
        priceSell: 15000,
        priceSell1: 12000,
        weight: 0.25,
        stockQty: 8,
        preSaleLimit: 0,
        sku: 'LG-BLUE',
        images: [],
      },
      {
        guid: VARIANT_GUIDS[1]!,
        name: 'Red',
        priceSell: 15000,
        priceSell1: null,
        weight: 0.25,
        stockQty: 3,
        preSaleLimit: 0,
        sku: 'LG-RED',
        images: [],
      },
    ],
    addons: [{ guid: '1b2c3d4e-5f60-4a7b-8c9d-0e1f2a3b4c05', name: 'Gift wrapping', price: 1000 }],
    version: 4,
    hasOrders: true,
    createdOn: '2024-05-01T09:00:00.000Z',
    updatedOn: '2024-05-14T09:30:00.000Z',
    ...overrides,
  };
}

/** A save's answer: the product as stored, and the fields converted from Zawgyi. */
export function savedProduct(
  product: SellerProduct,
  zawgyiConverted: string[] = [],
): SellerProductSaved {
  return { ...product, zawgyiConverted };
}

/** A shop as `GET v1/admin/shops` answers it (the owner's switcher reads its names). */
export function adminShop(
  over: Partial<AdminShop> & Pick<AdminShop, 'guid' | 'name' | 'nameMm'>,
): AdminShop {
  return {
    slug: over.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    hostName: `${over.guid.slice(0, 8)}.example.com`,
    hostNames: [],
    primaryPhone: '09420000001',
    address: 'Pabedan, Yangon',
    addressMm: null,
    facebookUrl: null,
    viberUrl: null,
    logoImageGuid: null,
    bannerImageGuid: null,
    status: 'Open',
    cashOnDelivery: true,
    isDefault: false,
    productCount: 0,
    staffCount: 1,
    createdOn: '2026-01-01T00:00:00.000Z',
    ...over,
  };
}
