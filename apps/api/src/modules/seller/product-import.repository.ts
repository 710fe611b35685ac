import type { Db } from '../../db/connection';

/**
 * Reads of the catalog import and export (docs/product.md#catalog-csv), a whole file's worth
 * at a time: a few queries for thousands of rows, never one per row. Every read is bound to the
 * staff member's shop: another shop's product is not found, whatever id a file names. The
 * writes are the console's own (products.repository.ts).
 */

/** Ids per `in (…)` list: well under either database's limit on bound values. */
const CHUNK = 1_000;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += CHUNK) out.push(items.slice(i, i + CHUNK));
  return out;
}

export async function findCategories(db: Db) {
  return db.kysely
    .selectFrom('categories')
    .select(['guid', 'parentGuid', 'name', 'nameMm'])
    .orderBy('level')
    .orderBy('position')
    .execute();
}

export async function findShopForCatalogFile(db: Db, shopGuid: string) {
  return db.kysely
    .selectFrom('shops')
    .select(['guid', 'slug', 'currencyCode'])
    .where('guid', '=', shopGuid)
    .executeTakeFirst();
}

/** A product of the shop as the import compares and saves it: money minor, weight in grams. */
export interface StoredProduct {
  guid: string;
  name: string;
  nameMm: string | null;
  description: string | null;
  descriptionMm: string | null;
  brandName: string | null;
  categoryGuid: string;
  status: string;
  version: number;
  images: string[];
  variants: StoredVariant[];
  addons: { guid: string; name: string; priceMinor: number }[];
}

export interface StoredVariant {
  guid: string;
  name: string;
  priceSellMinor: number;
  priceSell1Minor: number | null;
  weightGrams: number;
  stockQty: number;
  preSaleLimit: number;
  sku: string | null;
  images: string[];
}

/**
 * The shop's products a file can reach: those whose id is one of `productGuids`, and those
 * with a live option carrying one of `skus`. Each with its live options in order, its photos
 * and addons, so that a save keeps what the file does not mention.
 */
export async function findImportTargets(
  db: Db,
  shopGuid: string,
  productGuids: string[],
  skus: string[],
): Promise<StoredProduct[]> {
  const guids = new Set<string>();
  for (const part of chunks(productGuids)) {
    const rows = await db.kysely
      .selectFrom('products')
      .select('guid')
      .where('shopGuid', '=', shopGuid)
      .where('guid', 'in', part)
      .execute();
    for (const r of rows) guids.add(r.guid);
  }
  for (const part of chunks(skus)) {
    const rows = await db.kysely
      .selectFrom('variants')
      .select('productGuid')
      .where('shopGuid', '=', shopGuid)
      .where('sku', 'in', part)
      .where('removedAt', 'is', null)
      .execute();
    for (const r of rows) guids.add(r.productGuid);
  }
  return findStoredProducts(db, shopGuid, [...guids]);
}

/** Products of the shop with their live options, photos and addons, by id. */
async function findStoredProducts(
  db: Db,
  shopGuid: string,
  productGuids: string[],
): Promise<StoredProduct[]> {
  const products: StoredProduct[] = [];
  for (const part of chunks(productGuids)) {
    const [rows, variants, images, variantImages, addons] = await Promise.all([
      db.kysely
        .selectFrom('products')
        .select([
          'guid',
          'name',
          'nameMm',
          'description',
          'descriptionMm',
          'brandName',
          'categoryGuid',
          'status',
          'version',
        ])
        .where('shopGuid', '=', shopGuid)
        .where('guid', 'in', part)
        .execute(),
      db.kysely
        .selectFrom('variants')
        .select([
          'guid',
          'productGuid',
          'name',
          'priceSellMinor',
          'priceSell1Minor',
          'weightGrams',
          'stockQty',
          'preSaleLimit',
          'sku',
        ])
        .where('productGuid', 'in', part)
        .where('removedAt', 'is', null)
        .orderBy('productGuid')
        .orderBy('position')
        .execute(),
      db.kysely
        .selectFrom('productImages')
        .select(['productGuid', 'imageGuid'])
        .where('productGuid', 'in', part)
        .orderBy('productGuid')
        .orderBy('position')
        .execute(),
      db.kysely
        .selectFrom('variantImages')
        .innerJoin('variants', 'variants.guid', 'variantImages.variantGuid')
        .select(['variantImages.variantGuid', 'variantImages.imageGuid'])
        .where('variants.productGuid', 'in', part)
        .where('variants.removedAt', 'is', null)
        .orderBy('variantImages.variantGuid')
        .orderBy('variantImages.position')
        .execute(),
      db.kysely
        .selectFrom('addons')
        .select(['guid', 'productGuid', 'name', 'priceMinor'])
        .where('productGuid', 'in', part)
        .where('removedAt', 'is', null)
        .orderBy('productGuid')
        .orderBy('position')
        .execute(),
    ]);
    const imagesOf = groupBy(images, (i) => i.productGuid);
    const variantImagesOf = groupBy(variantImages, (i) => i.variantGuid);
    const variantsOf = groupBy(variants, (v) => v.productGuid);
    const addonsOf = groupBy(addons, (a) => a.productGuid);
    for (const p of rows) {
      products.push({
        ...p,
        images: (imagesOf.get(p.guid) ?? []).map((i) => i.imageGuid),
        variants: (variantsOf.get(p.guid) ?? []).map(({ productGuid: _, ...v }) => ({
          ...v,
          images: (variantImagesOf.get(v.guid) ?? []).map((i) => i.imageGuid),
        })),
        addons: (addonsOf.get(p.guid) ?? []).map(({ productGuid: _, ...a }) => a),
      });
    }
  }
  return products;
}

function groupBy<T>(items: T[], keyOf: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    const list = map.get(key);
    if (list) list.push(item);
    else map.set(key, [item]);
  }
  return map;
}

/** Every live option of every product of the shop (all statuses), oldest product first. */
export async function findExportRows(db: Db, shopGuid: string) {
  return db.kysely
    .selectFrom('variants')
    .innerJoin('products', 'products.guid', 'variants.productGuid')
    .select([
      'products.guid as productGuid',
      'products.name',
      'products.nameMm',
      'products.description',
      'products.descriptionMm',
      'products.brandName',
      'products.categoryGuid',
      'products.status',
      'variants.name as optionName',
      'variants.sku',
      'variants.priceSellMinor',
      'variants.priceSell1Minor',
      'variants.weightGrams',
      'variants.stockQty',
      'variants.preSaleLimit',
    ])
    .where('products.shopGuid', '=', shopGuid)
    .where('variants.removedAt', 'is', null)
    .orderBy('products.createdAt')
    .orderBy('products.guid')
    .orderBy('variants.position')
    .execute();
}
