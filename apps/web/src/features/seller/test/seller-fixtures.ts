import { ORDER_ADDRESS } from '../../../test/fixtures';
import type {
  SellerEvent,
  SellerOrderDetail,
  SellerOrderList,
  SellerOrderRow,
  SellerProfile,
} from '@storefront/contract/seller';
import { SELLER_SESSION_KEY } from '../seller-session';

export const SELLER_TOKEN = 'seller-token-1';

export const SELLER_PROFILE: SellerProfile = {
  userGuid: '7d3c1f0e-2b4a-4c5d-8e9f-0a1b2c3d4e01',
  name: 'Ko Aung',
  username: 'yangon-mart-seller',
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
