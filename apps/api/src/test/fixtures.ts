import { randomUUID } from 'node:crypto';
import type { Db } from '../db/connection';
import { insertProducts, insertReviews, type NewProduct, type NewVariant } from '../db/seed/writer';
import { insertImages } from '../modules/images/images.repository';

/** Tiny valid images: tests check bytes and headers, not pictures. */
export const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export async function addImage(db: Db, kind = 'product', isPublic = true): Promise<string> {
  const guid = randomUUID();
  await insertImages(db, [
    { guid, kind, contentType: 'image/png', bytes: PNG_1x1, width: 1, height: 1, isPublic },
  ]);
  return guid;
}

export async function addShop(
  db: Db,
  over: {
    name?: string;
    nameMm?: string | null;
    hostName?: string;
    isDefault?: boolean;
    website?: string | null;
    /** null leaves the database's default (50). */
    codHoldSharePercent?: number | null;
  } = {},
) {
  const guid = randomUUID();
  const name = over.name ?? `Shop ${guid.slice(0, 6)}`;
  const logo = await addImage(db, 'logo');
  await db.kysely
    .insertInto('shops')
    .values({
      guid,
      name,
      nameMm: over.nameMm ?? null,
      slug: guid.slice(0, 8),
      hostName: over.hostName ?? `${guid.slice(0, 8)}.localhost`,
      isDefault: over.isDefault ? 1 : 0,
      logoImageGuid: logo,
      bannerImageGuid: null,
      website: over.website === undefined ? 'https://example.com' : over.website,
      primaryPhone: '09420000001',
      otherPhones: '',
      street: 'Bogyoke Aung San Road',
      address: 'Pabedan, Yangon',
      currencyCode: 'MMK',
      // Suites place many cash-on-delivery orders of a few options: the share of stock such
      // orders may hold is off for them, and has a suite of its own (cod-hold-share.test.ts).
      ...(over.codHoldSharePercent === null
        ? {}
        : { codHoldSharePercent: over.codHoldSharePercent ?? 100 }),
      createdAt: new Date().toISOString(),
    })
    .execute();
  return { guid, name, logo };
}

/** A three-level tree: two roots, each with two children, each with two leaves. */
export async function addCategoryTree(db: Db) {
  const rows: {
    guid: string;
    parentGuid: string | null;
    level: number;
    name: string;
    nameMm: string;
    position: number;
  }[] = [];
  for (let a = 0; a < 2; a++) {
    const root = randomUUID();
    rows.push({
      guid: root,
      parentGuid: null,
      level: 1,
      name: `Root ${a}`,
      nameMm: `အမျိုးအစား ${a}`,
      position: a,
    });
    for (let b = 0; b < 2; b++) {
      const mid = randomUUID();
      rows.push({
        guid: mid,
        parentGuid: root,
        level: 2,
        name: `Mid ${a}.${b}`,
        nameMm: `အလယ် ${a}.${b}`,
        position: b,
      });
      for (let c = 0; c < 2; c++) {
        rows.push({
          guid: randomUUID(),
          parentGuid: mid,
          level: 3,
          name: `Leaf ${a}.${b}.${c}`,
          nameMm: `အဆုံး ${a}.${b}.${c}`,
          position: c,
        });
      }
    }
  }
  await db.kysely.insertInto('categories').values(rows).execute();
  const leaves = rows.filter((r) => r.level === 3).map((r) => r.guid);
  const roots = rows.filter((r) => r.level === 1).map((r) => r.guid);
  return { rows, leaves, roots };
}

export function variant(over: Partial<NewVariant> = {}): NewVariant {
  return {
    guid: randomUUID(),
    name: 'Standard',
    priceSell: 10_000,
    priceSell1: null,
    weightKg: 0.5,
    stockQty: 10,
    preSaleLimit: 0,
    ...over,
  };
}

export async function addProduct(
  db: Db,
  shopGuid: string,
  categoryGuid: string,
  over: Partial<Omit<NewProduct, 'shopGuid' | 'categoryGuid'>> = {},
) {
  const product: NewProduct = {
    guid: randomUUID(),
    shopGuid,
    categoryGuid,
    name: `Product ${Math.random().toString(36).slice(2, 8)}`,
    description: 'A product',
    brandName: 'Brand',
    createdAt: new Date().toISOString(),
    imageGuids: [await addImage(db)],
    variants: [variant()],
    addons: [],
    ...over,
  };
  await insertProducts(db, [product]);
  return product;
}

export async function addReview(
  db: Db,
  productGuid: string,
  rateValue: number,
  review = 'Good',
  createdAt = new Date().toISOString(),
) {
  await insertReviews(db, [
    { guid: randomUUID(), productGuid, name: 'Tester', rateValue, review, createdAt },
  ]);
}

/** Days ago, as an ISO timestamp: lets a test order products by age. */
export const daysAgo = (n: number) =>
  new Date(Date.UTC(2026, 0, 31) - n * 86_400_000).toISOString();
