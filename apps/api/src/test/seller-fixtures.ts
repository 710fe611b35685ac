import { randomUUID } from 'node:crypto';
import { AddressCreateResponseSchema } from '@storefront/contract/account';
import { LoginResponseSchema } from '@storefront/contract/auth';
import type { StatusChangeRequest } from '@storefront/contract/seller';
import type { FastifyInstance } from 'fastify';
import { addOwner, addSeller } from '../modules/seller/seller-accounts.service';
import type { Customer } from './account-fixtures';
import { loginRequest, uniquePhone } from './account-fixtures';
import { parseBody, type TestApp } from './harness';
import { cashInvoice, saleBody, saleOk, type CheckoutWorld } from './sales-fixtures';

export interface Seller {
  guid: string;
  shopGuid: string;
  username: string;
  name: string;
  /** Headers carrying this staff member's bearer token. */
  auth: { authorization: string };
}

/** Creates a staff account of the shop the way `npm run seller:add` does, and signs it in. */
export async function addShopSeller(t: TestApp, shopGuid: string): Promise<Seller> {
  const shop = await t.db.kysely
    .selectFrom('shops')
    .select('slug')
    .where('guid', '=', shopGuid)
    .executeTakeFirstOrThrow();
  const id = randomUUID().slice(0, 8);
  const password = `seller-${id}-pass`;
  const created = await addSeller(t.db, {
    shop: shop.slug,
    username: `staff-${id}`,
    password,
    name: `Staff ${id}`,
    phone: uniquePhone(),
  });
  const res = await loginRequest(t.app, created.username, password);
  if (res.statusCode !== 200) throw new Error(`seller login failed: ${res.body}`);
  const token = parseBody(LoginResponseSchema, res.body).data.access_token;
  return {
    guid: created.userGuid,
    shopGuid,
    username: created.username,
    name: created.name,
    auth: { authorization: `Bearer ${token}` },
  };
}

/** Creates an owner account the way `npm run owner:add` does, and signs it in. */
export async function addBusinessOwner(t: TestApp): Promise<Omit<Seller, 'shopGuid'>> {
  const id = randomUUID().slice(0, 8);
  const password = `teak-river-${id}-dawn`;
  const created = await addOwner(t.db, {
    username: `owner-${id}`,
    password,
    name: `Owner ${id}`,
    phone: uniquePhone(),
  });
  const res = await loginRequest(t.app, created.username, password);
  if (res.statusCode !== 200) throw new Error(`owner login failed: ${res.body}`);
  const token = parseBody(LoginResponseSchema, res.body).data.access_token;
  return {
    guid: created.userGuid,
    username: created.username,
    name: created.name,
    auth: { authorization: `Bearer ${token}` },
  };
}

/** Saves an address with a phone of the caller's choosing; returns its guid. */
export async function addAddressWithPhone(
  app: FastifyInstance,
  who: Customer,
  primaryPhone: string,
  townshipGuid: string | null = null,
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/address_book/create',
    headers: who.auth,
    payload: {
      name: who.name,
      address: 'No. 9, Room 2A',
      street: 'Bogyoke Road',
      townshipGuid,
      country: 'Myanmar',
      primaryPhone,
      otherPhones: '',
      email: who.email,
      comment: '',
    },
  });
  if (res.statusCode !== 200) throw new Error(`address failed: ${res.body}`);
  return parseBody(AddressCreateResponseSchema, res.body).data.guid;
}

type Caller = { auth: Record<string, string> } | null;
const headersOf = (who: Caller) => who?.auth ?? {};

export function getSellerOrders(app: FastifyInstance, who: Caller, query = '') {
  return app.inject({ url: `/v1/seller/orders${query}`, headers: headersOf(who) });
}

export function getSellerOrder(app: FastifyInstance, who: Caller, saleGuid: string) {
  return app.inject({ url: `/v1/seller/orders/${saleGuid}`, headers: headersOf(who) });
}

export function postStatus(
  app: FastifyInstance,
  who: Caller,
  saleGuid: string,
  body: StatusChangeRequest,
) {
  return app.inject({
    method: 'POST',
    url: `/v1/seller/orders/${saleGuid}/status`,
    headers: headersOf(who),
    payload: body,
  });
}

/** Moves an order through statuses that must each succeed. */
export async function moveOrder(
  app: FastifyInstance,
  who: Seller,
  saleGuid: string,
  ...steps: StatusChangeRequest[]
): Promise<void> {
  for (const step of steps) {
    const res = await postStatus(app, who, saleGuid, step);
    if (res.statusCode !== 200) throw new Error(`status change failed: ${res.body}`);
  }
}

export type TwoShopOrder = { invoiceNo: string; longyi: string; book: string; createdOn: string };

/**
 * Alice's order from both shops, paid cash: Blue × 2 with 2 gift wraps and Red × 1 by Yangon
 * Express (39,500 + tax 1,975 + 3,500 = 44,975), and a Book by B Post (9,900).
 */
export async function placeTwoShopOrder(t: TestApp, w: CheckoutWorld): Promise<TwoShopOrder> {
  const longyi = await saleOk(
    t.app,
    w.alice,
    saleBody({
      shopGuid: w.shop.guid,
      shippingGuid: w.shipping.express,
      contactGuid: w.addresses.aliceHome,
      items: [
        {
          productGuid: w.longyi.blue.guid,
          quantity: 2,
          addons: [{ addonGuid: w.longyi.giftWrap.guid, addonQuantity: 2 }],
        },
        { productGuid: w.longyi.red.guid, quantity: 1, addons: [] },
      ],
      totalAmount: 39_500 + 1_975 + 3_500,
      totalShippingFees: 3_500,
      remark: 'Ring twice',
    }),
  );
  const book = await saleOk(
    t.app,
    w.alice,
    saleBody({
      shopGuid: w.bookShop.guid,
      shippingGuid: w.shipping.post,
      contactGuid: w.addresses.aliceHome,
      items: [{ productGuid: w.book.variant.guid, quantity: 1, addons: [] }],
      totalAmount: 9_900,
      totalShippingFees: 1_500,
    }),
  );
  const invoice = await cashInvoice(t.app, w.alice, [longyi, book]);
  return { invoiceNo: invoice.invoiceNo, longyi, book, createdOn: invoice.createdOn };
}

/** A sale of `quantity` × Tea leaf (3,000) by Nationwide (5,000), not yet paid; its id. */
export function teaSale(
  t: TestApp,
  w: CheckoutWorld,
  who: Customer,
  contactGuid: string,
  quantity = 1,
): Promise<string> {
  return saleOk(
    t.app,
    who,
    saleBody({
      shopGuid: w.shop.guid,
      shippingGuid: w.shipping.nationwide,
      contactGuid,
      items: [{ productGuid: w.tea.variant.guid, quantity, addons: [] }],
      totalAmount: quantity * 3_150 + 5_000,
      totalShippingFees: 5_000,
    }),
  );
}
