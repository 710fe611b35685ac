import { randomUUID } from 'node:crypto';
import { AddressCreateResponseSchema } from '@storefront/contract/account';
import {
  InvoiceCreateResponseSchema,
  SaleCreateResponseSchema,
  type InvoiceCreateRequest,
  type SaleCreateRequest,
} from '@storefront/contract/sales';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Db } from '../db/connection';
import { addCustomer, addPaymentType, type Customer } from './account-fixtures';
import { addCategoryTree, addImage, addProduct, addShop, variant } from './fixtures';
import { parseBody, type TestApp } from './harness';
import { addRegion, addTownship } from './region-fixtures';

export async function addShippingMethod(
  db: Db,
  shopGuid: string,
  method: {
    name: string;
    region?: string;
    townships?: string[];
    /** kg and MMK, as the wire has them. */
    bands: { from: number; to: number; price: number }[];
  },
): Promise<string> {
  const guid = randomUUID();
  await db.kysely
    .insertInto('shippingMethods')
    .values({
      guid,
      shopGuid,
      name: method.name,
      regionName: method.region ?? 'Myanmar',
      currencyCode: 'MMK',
      position: 0,
    })
    .execute();
  if (method.townships?.length) {
    await db.kysely
      .insertInto('shippingMethodTownships')
      .values(method.townships.map((townshipGuid) => ({ shippingMethodGuid: guid, townshipGuid })))
      .execute();
  }
  await db.kysely
    .insertInto('shippingRates')
    .values(
      method.bands.map((b, position) => ({
        guid: randomUUID(),
        shippingMethodGuid: guid,
        fromGrams: Math.round(b.from * 1000),
        toGrams: Math.round(b.to * 1000),
        priceMinor: Math.round(b.price * 100),
        position,
      })),
    )
    .execute();
  return guid;
}

/** Saves an address through the address book API; returns its guid. */
export async function addAddressFor(
  app: FastifyInstance,
  who: Customer,
  over: { country?: string; townshipGuid?: string | null; name?: string } = {},
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/address_book/create',
    headers: who.auth,
    payload: {
      name: over.name ?? who.name,
      address: 'No. 35, Room 4B',
      street: 'Hledan Road',
      townshipGuid: over.townshipGuid ?? null,
      country: over.country ?? 'Myanmar',
      primaryPhone: '09 765 432 100',
      otherPhones: '09 420 000 002',
      email: 'buyer@example.com',
      comment: '',
    },
  });
  if (res.statusCode !== 200) throw new Error(`address failed: ${res.body}`);
  return parseBody(AddressCreateResponseSchema, res.body).data.guid;
}

/**
 * A small catalog to check out from. Prices are MMK; 1 THB is 60 MMK.
 * - Longyi: Blue 12,000 (0.4 kg, 10 in stock), Red 15,000 discounted to 13,500 (0.5 kg,
 *   2 in stock + 3 pre-sale); addons Gift wrap 1,000 and Tailoring 2,500.
 * - Tea leaf: one 3,000 option (0.25 kg, 50 in stock).
 * - Shipping: Yangon Express (Kamayut and Bahan only; 0–1 kg 2,000, 1–5 kg 3,500),
 *   Nationwide (any Myanmar township, 0–20 kg 5,000), Bike (0–1 kg 1,000), Bangkok Air
 *   (Thailand, 0–5 kg 9,000).
 * - A second shop sells a Book (8,000, 0.3 kg, 3 in stock) with B Post (0–10 kg 1,500).
 */
export async function addCheckoutWorld(t: TestApp) {
  const { db, app } = t;
  await addRegion(db, 'Myanmar', 'MMK', 1, 0);
  await addRegion(db, 'Thailand', 'THB', 60, 1);
  const kamayut = await addTownship(db, 'Kamayut');
  const bahan = await addTownship(db, 'Bahan');
  const hlaingthaya = await addTownship(db, 'Hlaingthaya');
  const { leaves } = await addCategoryTree(db);
  const category = leaves[0]!;

  const shop = await addShop(db, { name: 'Shwe Longyi' });
  const blueImage = await addImage(db);
  const longyi = await addProduct(db, shop.guid, category, {
    name: 'Longyi',
    variants: [
      variant({
        name: 'Blue',
        priceSell: 12_000,
        weightKg: 0.4,
        stockQty: 10,
        imageGuids: [blueImage],
      }),
      variant({
        name: 'Red',
        priceSell: 15_000,
        priceSell1: 13_500,
        weightKg: 0.5,
        stockQty: 2,
        preSaleLimit: 3,
      }),
    ],
    addons: [
      { guid: randomUUID(), name: 'Gift wrap', price: 1_000 },
      { guid: randomUUID(), name: 'Tailoring', price: 2_500 },
    ],
  });
  const tea = await addProduct(db, shop.guid, category, {
    name: 'Tea leaf',
    variants: [variant({ name: '250 g', priceSell: 3_000, weightKg: 0.25, stockQty: 50 })],
  });
  const express = await addShippingMethod(db, shop.guid, {
    name: 'Yangon Express',
    townships: [kamayut, bahan],
    bands: [
      { from: 0, to: 1, price: 2_000 },
      { from: 1, to: 5, price: 3_500 },
    ],
  });
  const nationwide = await addShippingMethod(db, shop.guid, {
    name: 'Nationwide',
    bands: [{ from: 0, to: 20, price: 5_000 }],
  });
  const bike = await addShippingMethod(db, shop.guid, {
    name: 'Bike',
    bands: [{ from: 0, to: 1, price: 1_000 }],
  });
  const bangkok = await addShippingMethod(db, shop.guid, {
    name: 'Bangkok Air',
    region: 'Thailand',
    bands: [{ from: 0, to: 5, price: 9_000 }],
  });

  const bookShop = await addShop(db, { name: 'Pansodan Books' });
  const book = await addProduct(db, bookShop.guid, category, {
    name: 'Book',
    variants: [variant({ name: 'Paperback', priceSell: 8_000, weightKg: 0.3, stockQty: 3 })],
  });
  const post = await addShippingMethod(db, bookShop.guid, {
    name: 'B Post',
    bands: [{ from: 0, to: 10, price: 1_500 }],
  });

  await addPaymentType(db, 'KBZPay', 0, [
    { paymentName: 'Kyaw Min Htet', paymentPhone: '09250123456' },
  ]);

  const alice = await addCustomer(app);
  const bob = await addCustomer(app);
  const aliceHome = await addAddressFor(app, alice, { townshipGuid: kamayut });
  const aliceOutskirts = await addAddressFor(app, alice, { townshipGuid: hlaingthaya });
  const aliceBangkok = await addAddressFor(app, alice, { country: 'Thailand' });
  const bobHome = await addAddressFor(app, bob, { townshipGuid: bahan });

  const [blue, red] = longyi.variants as [
    (typeof longyi.variants)[number],
    (typeof longyi.variants)[number],
  ];
  const [giftWrap, tailoring] = longyi.addons as [
    NonNullable<typeof longyi.addons>[number],
    NonNullable<typeof longyi.addons>[number],
  ];
  return {
    townships: { kamayut, bahan, hlaingthaya },
    shop,
    bookShop,
    longyi: { guid: longyi.guid, blue, red, giftWrap, tailoring, blueImage },
    tea: { guid: tea.guid, variant: tea.variants[0]! },
    book: { guid: book.guid, variant: book.variants[0]! },
    shipping: { express, nationwide, bike, bangkok, post },
    alice,
    bob,
    addresses: { aliceHome, aliceOutskirts, aliceBangkok, bobHome },
  };
}
export type CheckoutWorld = Awaited<ReturnType<typeof addCheckoutWorld>>;

/** docs/product.md#tax for MMK amounts: tax is 5% of the sub total, total = sub total + tax + shipping. */
export function mmkTotals(subTotal: number, shipping: number) {
  const tax = Math.round(subTotal * 5) / 100;
  return { subTotal, tax, shipping, total: subTotal + tax + shipping };
}

/** A docs/product.md#sale-request sale body with the fixed fields the web app sends. */
export function saleBody(
  over: Partial<SaleCreateRequest> &
    Pick<
      SaleCreateRequest,
      'shopGuid' | 'shippingGuid' | 'items' | 'totalAmount' | 'totalShippingFees'
    > & {
      contactGuid: string;
    },
): SaleCreateRequest {
  const { contactGuid, ...rest } = over;
  return {
    paidAmount: rest.totalAmount,
    discountType: '',
    discountAmount: 0,
    status: 'Pending',
    shipment: 'Delivery',
    remark: '',
    validPayment: false,
    courierGuid: null,
    contact: { guid: contactGuid, name: 'whatever the browser holds' },
    cod: 'true',
    kpay: '',
    wave: '',
    condition: 'InStock',
    orderAs: 'OnlineCustomer',
    ...rest,
  };
}

export function postSale(
  app: FastifyInstance,
  who: Customer,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/v1/pos/sales/?access=website',
    headers: { ...who.auth, ...headers },
    payload: body as object,
  });
}

export function postInvoice(
  app: FastifyInstance,
  who: Customer,
  body: unknown,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: '/v1/pos/sales/invoice/',
    headers: { ...who.auth, ...headers },
    payload: body as object,
  });
}

/** Posts a sale that must succeed; returns its id. */
export async function saleOk(app: FastifyInstance, who: Customer, body: unknown): Promise<string> {
  const res = await postSale(app, who, body);
  if (res.statusCode !== 200) throw new Error(`sale failed: ${res.statusCode} ${res.body}`);
  return parseBody(SaleCreateResponseSchema, res.body).data;
}

/**
 * A new shopper's sale of `quantity` packets of the world's tea (3,000 each), sent to Bahan by
 * the nationwide courier; `remark` is the shopper's note. Returns the shopper and the sale's id.
 */
export async function teaSaleOfNewShopper(
  t: TestApp,
  w: CheckoutWorld,
  quantity: number,
  remark = '',
): Promise<{ buyer: Customer; saleGuid: string }> {
  const buyer = await addCustomer(t.app);
  const contactGuid = await addAddressFor(t.app, buyer, { townshipGuid: w.townships.bahan });
  const totals = mmkTotals(quantity * 3_000, 5_000);
  const saleGuid = await saleOk(
    t.app,
    buyer,
    saleBody({
      shopGuid: w.shop.guid,
      shippingGuid: w.shipping.nationwide,
      contactGuid,
      items: [{ productGuid: w.tea.variant.guid, quantity, addons: [] }],
      totalAmount: totals.total,
      totalShippingFees: totals.shipping,
      remark,
    }),
  );
  return { buyer, saleGuid };
}

/** Pays the sales cash on delivery; returns the invoice. */
export async function cashInvoice(
  app: FastifyInstance,
  who: Customer,
  salesOrderId: string[],
  currencyCode = 'MMK',
) {
  const body: InvoiceCreateRequest = {
    paymentType: 'Cash on deli',
    accountName: '',
    accountNumber: '',
    currencyCode,
    screenShot: '',
    salesOrderId,
  };
  const res = await postInvoice(app, who, body);
  if (res.statusCode !== 200) throw new Error(`invoice failed: ${res.statusCode} ${res.body}`);
  return parseBody(InvoiceCreateResponseSchema, res.body).data;
}

/** A receipt screenshot of the given format, as base64. */
export async function receiptImage(format: 'png' | 'jpeg' | 'webp', size = 16): Promise<Buffer> {
  const image = sharp({
    create: { width: size, height: size, channels: 3, background: '#1d7a4f' },
  });
  return (
    format === 'png' ? image.png() : format === 'jpeg' ? image.jpeg() : image.webp()
  ).toBuffer();
}

export async function stockOf(db: Db, variantGuid: string) {
  return db.kysely
    .selectFrom('variants')
    .select(['stockQty', 'preSaleLimit'])
    .where('guid', '=', variantGuid)
    .executeTakeFirstOrThrow();
}

export async function productStockOf(db: Db, productGuid: string) {
  return db.kysely
    .selectFrom('products')
    .select(['stockQty', 'preSaleLimit', 'soldCount'])
    .where('guid', '=', productGuid)
    .executeTakeFirstOrThrow();
}

/** Moves a sale's hold into the past, as if its time had run out. */
export async function expireSale(db: Db, saleGuid: string): Promise<void> {
  await db.kysely
    .updateTable('sales')
    .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
    .where('guid', '=', saleGuid)
    .execute();
}
