import { randomBytes } from 'node:crypto';
import zlib from 'node:zlib';
import type { APIRequestContext } from '@playwright/test';
import { groupCartByShop, type CartItem } from '@storefront/commerce/cart';
import { chooseShipping, priceShopOrder } from '@storefront/commerce/checkout';
import { saleLinesOf } from '@storefront/commerce/sale-request';
import {
  AddressCreateResponseSchema,
  AddressListResponseSchema,
  type Address,
  type AddressCreateRequest,
} from '@storefront/contract/account';
import { LoginResponseSchema } from '@storefront/contract/auth';
import {
  ProductDetailResponseSchema,
  ProductListResponseSchema,
  type ProductDetail,
} from '@storefront/contract/catalog';
import {
  RegionListResponseSchema,
  TownshipListResponseSchema,
  type Region,
  type Township,
} from '@storefront/contract/region';
import {
  InvoiceCreateResponseSchema,
  SaleCreateResponseSchema,
  type Invoice,
  type InvoiceCreateRequest,
  type SaleCreateRequest,
} from '@storefront/contract/sales';
import { SellerProfileResponseSchema, type SellerProfile } from '@storefront/contract/seller';
import { ShopListResponseSchema, type ShopListItem } from '@storefront/contract/shop';
import { cartItemFrom } from './cart-items';
import { expect } from './fixtures';
import type { Shopper } from './shoppers';

/*
 * One shop's order made the way the checkout makes it (a sale for the shop, then an invoice with
 * the payment), for the console's tests: bodies from the contract, amounts from commerce's own
 * checkout rules, a wallet payment carrying a receipt picture of its own.
 */

/** The default shop on localhost, whose staff sign in as `yangon-mart-seller` (README). */
export const DEFAULT_SHOP = 'Yangon Mart';
/** A township of downtown Yangon every demo shop ships to. */
export const TOWNSHIP = 'Kamayut';

export async function regionsOf(request: APIRequestContext): Promise<Region[]> {
  return RegionListResponseSchema.parse(await (await request.get('/v1/currency/region')).json())
    .data.items;
}

export async function townshipNamed(request: APIRequestContext, name: string): Promise<Township> {
  const townships = TownshipListResponseSchema.parse(
    await (await request.get('/v1/township/list')).json(),
  ).data.items;
  const found = townships.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no township ${name}`);
  return found;
}

export async function shopNamed(request: APIRequestContext, name: string): Promise<ShopListItem> {
  const shops = ShopListResponseSchema.parse(await (await request.get('/v1/pos/shop/list')).json())
    .data.items;
  const shop = shops.find((candidate) => candidate.name === name);
  if (!shop) throw new Error(`no shop ${name}`);
  return shop;
}

/** One unit of the shop's first option with stock to spare, as the product page adds it. */
export async function oneUnitFrom(request: APIRequestContext, shopName: string): Promise<CartItem> {
  const shop = await shopNamed(request, shopName);
  const page = ProductListResponseSchema.parse(
    await (await request.get(`/v1/pos/shop/listShopProduct/${shop.guid}?first=0&max=24`)).json(),
  ).data;
  for (const card of page.items) {
    const response = await request.get(`/v1/pos/product/productvariantdetail/${card.guid}`);
    const detail: ProductDetail = ProductDetailResponseSchema.parse(await response.json()).data;
    const variant = detail.variantDetailItems.find((option) => option.stockQty >= 5);
    if (variant && detail.shopLists[0]) return cartItemFrom(detail, { variants: [[variant, 1]] });
  }
  throw new Error(`${shopName} has nothing in stock`);
}

/** Saves a Myanmar address in `townshipName` to the shopper's address book. */
export async function saveAddress(
  request: APIRequestContext,
  shopper: Shopper,
  { name = shopper.name, townshipName = TOWNSHIP }: { name?: string; townshipName?: string } = {},
): Promise<Address> {
  const township = await townshipNamed(request, townshipName);
  const body: AddressCreateRequest = {
    name,
    address: 'No. 12, Room 3A',
    street: 'Baho Road',
    townshipGuid: township.guid,
    country: 'Myanmar',
    primaryPhone: shopper.phone,
    otherPhones: '',
    email: shopper.email,
    comment: '',
    addressType: 'Customer',
  };
  const created = await request.post('/v1/address_book/create', {
    headers: shopper.auth,
    data: body,
  });
  expect(created.status(), await created.text()).toBe(200);
  const { guid } = AddressCreateResponseSchema.parse(await created.json()).data;
  const book = AddressListResponseSchema.parse(
    await (
      await request.get('/v1/address_book/list_all_address', { headers: shopper.auth })
    ).json(),
  ).data.items;
  return book.find((entry) => entry.guid === guid)!;
}

/**
 * A small real PNG (48 × 64) of random 8 px blocks: each call gives a picture of its own, so
 * the server's duplicate-receipt check (docs/decisions/0014-order-life-cycle.md) never links
 * one test's order to another's.
 */
export function receiptPng(): { name: string; mimeType: 'image/png'; buffer: Buffer } {
  const width = 48;
  const height = 64;
  const shades = randomBytes((width / 8) * (height / 8) * 3);
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = [0];
    for (let x = 0; x < width; x += 1) {
      const block = (Math.floor(y / 8) * (width / 8) + Math.floor(x / 8)) * 3;
      row.push(shades[block]!, shades[block + 1]!, shades[block + 2]!);
    }
    rows.push(Buffer.from(row));
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const buffer = Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', zlib.deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { name: 'kbzpay-receipt.png', mimeType: 'image/png', buffer };
}

export const RECEIPT_SIZE = { width: 48, height: 64 } as const;

export type PlacedOrder = { invoice: Invoice; saleGuid: string; shopName: string };

/**
 * docs/product.md#calls-checkout for one shop: a sale of one unit, then an invoice paid by KBZPay with a receipt (or cash on
 * delivery), sent to a saved address in Kamayut.
 */
export async function placeOrder(
  request: APIRequestContext,
  shopper: Shopper,
  {
    shopName = DEFAULT_SHOP,
    wallet = true,
    receiptFor,
  }: {
    shopName?: string;
    wallet?: boolean;
    /** The receipt picture (PNG) for the order's total, in MMK; `receiptPng()` otherwise. */
    receiptFor?: (total: number) => Promise<Buffer>;
  } = {},
): Promise<PlacedOrder> {
  const regions = await regionsOf(request);
  const item = await oneUnitFrom(request, shopName);
  const [shop] = groupCartByShop([item]);
  const address = await saveAddress(request, shopper);
  const shipping = chooseShipping(
    shop!.shopShippingMethod,
    { regionName: address.regionName, townshipGuid: address.townshipGuid },
    shop!.shopTotalWeight,
    null,
    'MMK',
    regions,
  ).selected;
  if (!shipping) throw new Error(`${shopName} does not ship to ${TOWNSHIP}`);
  const totals = priceShopOrder([item], shipping.fee, 'MMK', regions)!;
  const sale: SaleCreateRequest = {
    totalAmount: totals.total,
    paidAmount: totals.total,
    discountType: '',
    discountAmount: 0,
    status: 'Pending',
    shipment: 'Delivery',
    remark: '',
    validPayment: false,
    courierGuid: null,
    items: saleLinesOf(shop!.products),
    contact: address,
    // As the checkout sends them; the payment itself is chosen on the invoice.
    cod: 'true',
    kpay: '',
    wave: '',
    condition: 'InStock',
    orderAs: 'OnlineCustomer',
    shopGuid: shop!.guid,
    shippingGuid: shipping.method.guid,
    totalShippingFees: shipping.fee,
    currencyCode: 'MMK',
  };
  const created = await request.post('/v1/pos/sales/?access=website', {
    headers: shopper.auth,
    data: sale,
  });
  expect(created.status(), await created.text()).toBe(200);
  const saleGuid = SaleCreateResponseSchema.parse(await created.json()).data;

  const receipt = receiptFor
    ? { buffer: await receiptFor(totals.total) }
    : { buffer: receiptPng().buffer };
  const invoice: InvoiceCreateRequest = wallet
    ? {
        paymentType: 'KBZPay',
        accountName: shopper.name,
        accountNumber: shopper.phone,
        currencyCode: 'MMK',
        screenShot: `data:image/png;base64,${receipt.buffer.toString('base64')}`,
        salesOrderId: [saleGuid],
      }
    : {
        paymentType: 'Cash on deli',
        accountName: '',
        accountNumber: '',
        currencyCode: 'MMK',
        screenShot: null,
        salesOrderId: [saleGuid],
      };
  const paid = await request.post('/v1/pos/sales/invoice/', {
    headers: shopper.auth,
    data: invoice,
  });
  expect(paid.status(), await paid.text()).toBe(200);
  return {
    invoice: InvoiceCreateResponseSchema.parse(await paid.json()).data,
    saleGuid,
    shopName,
  };
}

/** A demo shop's staff account (README: `<slug>-seller`, one password for all). */
export type StaffAccount = { username: string; password: string };

export const staffOf = (slug: string): StaffAccount => ({
  username: `${slug}-seller`,
  password: 'seller-pass-2024',
});

/** Signs staff in through the API: their bearer header and who they are. */
export async function staffSession(
  request: APIRequestContext,
  account: StaffAccount,
): Promise<{ auth: { authorization: string }; profile: SellerProfile }> {
  const login = await request.post('/v1/user/', { data: account });
  expect(login.status(), await login.text()).toBe(200);
  const token = LoginResponseSchema.parse(await login.json()).data.access_token;
  const auth = { authorization: `Bearer ${token}` };
  const me = await request.get('/v1/seller/me', { headers: auth });
  expect(me.status(), await me.text()).toBe(200);
  return { auth, profile: SellerProfileResponseSchema.parse(await me.json()).data };
}
