import { randomUUID } from 'node:crypto';
import {
  SellerProductSavedResponseSchema,
  type SellerProductCreate,
  type SellerProductUpdate,
} from '@storefront/contract/seller-catalog';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/connection';
import { insertImages } from '../modules/images/images.repository';
import { PNG_1x1 } from './fixtures';
import { parseBody } from './harness';

type Caller = { auth: { authorization: string } } | null;
const headersOf = (who: Caller) => who?.auth ?? {};

/** A photo as if the shop's staff had uploaded it (the upload call's own tests cover the upload). */
export async function addShopPhoto(db: Db, shopGuid: string): Promise<string> {
  const guid = randomUUID();
  await insertImages(db, [
    {
      guid,
      kind: 'product',
      contentType: 'image/png',
      bytes: PNG_1x1,
      width: 1,
      height: 1,
      shopGuid,
    },
  ]);
  return guid;
}

/** A product as the console's form sends it: two options, one addon, Active. */
export function productBody(
  categoryGuid: string,
  over: Partial<SellerProductCreate> = {},
): SellerProductCreate {
  const id = randomUUID().slice(0, 6);
  return {
    name: `Cotton longyi ${id}`,
    nameMm: `ချည်လုံချည် ${id}`,
    description: 'Soft cotton.\nWoven in Amarapura.',
    descriptionMm: 'ချည်သားပျော့။',
    brandName: 'Shwe Chi',
    categoryGuid,
    status: 'Active',
    images: [],
    variants: [
      {
        name: 'Blue',
        priceSell: 12_000,
        priceSell1: null,
        weight: 0.4,
        stockQty: 10,
        preSaleLimit: 0,
        sku: `LG-${id}-B`,
        images: [],
      },
      {
        name: 'Red',
        priceSell: 15_000,
        priceSell1: 13_500,
        weight: 0.5,
        stockQty: 2,
        preSaleLimit: 3,
        sku: `LG-${id}-R`,
        images: [],
      },
    ],
    addons: [{ name: 'Gift wrap', price: 1_000 }],
    ...over,
  };
}

export function postProduct(app: FastifyInstance, who: Caller, body: unknown) {
  return app.inject({
    method: 'POST',
    url: '/v1/seller/products',
    headers: headersOf(who),
    payload: body as object,
  });
}

export function putProduct(app: FastifyInstance, who: Caller, guid: string, body: unknown) {
  return app.inject({
    method: 'PUT',
    url: `/v1/seller/products/${guid}`,
    headers: headersOf(who),
    payload: body as object,
  });
}

export function getSellerProduct(app: FastifyInstance, who: Caller, guid: string) {
  return app.inject({ url: `/v1/seller/products/${guid}`, headers: headersOf(who) });
}

export function listSellerProducts(app: FastifyInstance, who: Caller, query = '') {
  return app.inject({ url: `/v1/seller/products${query}`, headers: headersOf(who) });
}

export function adjustStock(
  app: FastifyInstance,
  who: Caller,
  variantGuid: string,
  delta: number,
  reason = 'received',
) {
  return app.inject({
    method: 'POST',
    url: `/v1/seller/variants/${variantGuid}/stock`,
    headers: headersOf(who),
    payload: { delta, reason },
  });
}

export function stockHistoryOf(app: FastifyInstance, who: Caller, variantGuid: string, query = '') {
  return app.inject({
    url: `/v1/seller/variants/${variantGuid}/stock-history${query}`,
    headers: headersOf(who),
  });
}

/** Creates a product that must be accepted; returns it as stored. */
export async function createdProduct(app: FastifyInstance, who: Caller, body: unknown) {
  const res = await postProduct(app, who, body);
  if (res.statusCode !== 200) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
  return parseBody(SellerProductSavedResponseSchema, res.body).data;
}

/** The stored product as a PUT body: what the form sends back when nothing was changed. */
export function updateBodyOf(product: {
  name: string;
  nameMm: string | null;
  description: string | null;
  descriptionMm: string | null;
  brandName: string | null;
  categoryGuid: string;
  status: SellerProductUpdate['status'];
  images: string[];
  variants: SellerProductUpdate['variants'];
  addons: { guid: string; name: string; price: number }[];
  version: number;
}): SellerProductUpdate {
  return {
    name: product.name,
    nameMm: product.nameMm,
    description: product.description,
    descriptionMm: product.descriptionMm,
    brandName: product.brandName,
    categoryGuid: product.categoryGuid,
    status: product.status,
    images: product.images,
    variants: product.variants,
    addons: product.addons,
    version: product.version,
  };
}
