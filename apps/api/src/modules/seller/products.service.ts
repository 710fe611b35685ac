import { randomUUID } from 'node:crypto';
import { DEFAULT_LOW_STOCK_THRESHOLD } from '@storefront/commerce/product-draft';
import type {
  SellerProductCreateSchema,
  SellerProductList,
  SellerProductListQuerySchema,
  SellerProductSaved,
  SellerProductUpdateSchema,
  StockAdjustment,
  StockHistory,
  StockMove,
} from '@storefront/contract/seller-catalog';
import type { z } from 'zod';
import type { Db } from '../../db/connection';
import { inTransaction } from '../../db/transaction';
import { AppError, notFound } from '../../lib/errors';
import { toMinor } from '../../lib/money';
import { isZawgyi, normalizeDisplayName, normalizeUserText } from '../../lib/text';
import { nowIso } from '../../lib/time';
import { searchTextOf } from '../../lib/search-text';
import {
  adjustStock,
  categoryExists,
  deleteDraftProduct,
  findChildGuids,
  findSellerProduct,
  findShopCatalogSettings,
  findShopVariant,
  findStaffName,
  findSkuOwners,
  insertProduct,
  listSellerProducts,
  listStockMoves,
  stockMoveOf,
  updateProduct,
  usablePhotos,
  type Actor,
  type ProductRecord,
} from './products.repository';

/**
 * The shop catalog's rules on the server (docs/product.md#catalog-rules): what a save checks
 * beyond the contract's schema (the category, the photos and the SKUs are the shop's to use),
 * how typed text is stored (Zawgyi converted, invisible characters dropped), and the
 * transactions. Every function acts for one staff member's shop.
 */

type CreateBody = z.output<typeof SellerProductCreateSchema>;
type UpdateBody = z.output<typeof SellerProductUpdateSchema>;
type ListQuery = z.output<typeof SellerProductListQuerySchema>;

export interface Staff {
  userGuid: string;
  shopGuid: string;
}

/** What a catalog write changed, for the caches that may hold it (docs/architecture.md#caching). */
export interface CatalogChange {
  shopGuid: string;
  productGuids: string[];
  /** False when only figures inside the product changed (a stock count that stays above zero). */
  listsChanged: boolean;
}

export async function listProducts(
  db: Db,
  shopGuid: string,
  query: ListQuery,
): Promise<SellerProductList> {
  const shop = await findShopCatalogSettings(db, shopGuid);
  const threshold = shop?.lowStockThreshold ?? DEFAULT_LOW_STOCK_THRESHOLD;
  const keyword = query.keyword ? normalizeUserText(query.keyword) : undefined;
  const list = await listSellerProducts(db, shopGuid, threshold, query, keyword || undefined);
  return { ...list, lowStockThreshold: threshold };
}

export async function getProduct(db: Db, shopGuid: string, productGuid: string) {
  const product = await findSellerProduct(db, shopGuid, productGuid);
  if (!product) throw notFound('Product');
  return product;
}

/**
 * Typed text made storable, remembering which fields were Burmese typed in Zawgyi. The form's
 * saves and the catalog import (product-import.ts) store text through it alike.
 */
export class TextFields {
  readonly zawgyi: string[] = [];

  name(path: string, value: string): string {
    if (isZawgyi(value)) this.zawgyi.push(path);
    return normalizeDisplayName(value);
  }

  optionalName(path: string, value: string | null | undefined): string | null {
    if (value == null) return null;
    const text = this.name(path, value);
    return text === '' ? null : text;
  }

  optionalText(path: string, value: string | null | undefined): string | null {
    if (value == null) return null;
    if (isZawgyi(value)) this.zawgyi.push(path);
    const text = normalizeUserText(value.replace(/\r\n?/g, '\n'));
    return text === '' ? null : text;
  }
}

function required(text: string, field: string, message: string): string {
  if (text === '') throw new AppError(400, message, field);
  return text;
}

/**
 * The body as rows: names normalised, money in minor units, weights in grams. Shared with the
 * catalog import, which builds each product of a file as the form's body would be.
 */
export function recordOf(
  body: CreateBody,
  texts: TextFields,
  existingVariants: Set<string>,
  existingAddons: Set<string>,
): ProductRecord {
  return {
    name: required(texts.name('name', body.name), 'name', 'Please give the product a name.'),
    nameMm: texts.optionalName('nameMm', body.nameMm),
    description: texts.optionalText('description', body.description),
    descriptionMm: texts.optionalText('descriptionMm', body.descriptionMm),
    brandName: texts.optionalName('brandName', body.brandName),
    categoryGuid: body.categoryGuid,
    status: body.status,
    images: body.images,
    variants: body.variants.map((v, index) => {
      const field = `variants.${index}`;
      if (v.guid !== undefined && !existingVariants.has(v.guid)) {
        throw new AppError(
          404,
          'This option is not one of the product’s options.',
          `${field}.guid`,
        );
      }
      return {
        guid: v.guid ?? randomUUID(),
        isNew: v.guid === undefined,
        name: required(
          texts.name(`${field}.name`, v.name),
          `${field}.name`,
          'Please give the option a name.',
        ),
        priceSellMinor: toMinor(v.priceSell),
        priceSell1Minor: v.priceSell1 === null ? null : toMinor(v.priceSell1),
        weightGrams: Math.round(v.weight * 1000),
        stockQty: v.stockQty,
        preSaleLimit: v.preSaleLimit,
        sku: v.sku,
        images: v.images,
      };
    }),
    addons: body.addons.map((a, index) => {
      const field = `addons.${index}`;
      if (a.guid !== undefined && !existingAddons.has(a.guid)) {
        throw new AppError(404, 'This addon is not one of the product’s addons.', `${field}.guid`);
      }
      return {
        guid: a.guid ?? randomUUID(),
        isNew: a.guid === undefined,
        name: required(
          texts.name(`${field}.name`, a.name),
          `${field}.name`,
          'Please give the addon a name.',
        ),
        priceMinor: toMinor(a.price),
      };
    }),
  };
}

/** The category exists, every photo is the shop's to show, and no other product has the SKUs. */
async function checkReferences(
  db: Db,
  shopGuid: string,
  productGuid: string | null,
  record: ProductRecord,
): Promise<void> {
  const photoFields: [string, string][] = [
    ...record.images.map((guid, i): [string, string] => [guid, `images.${i}`]),
    ...record.variants.flatMap((v, vi) =>
      v.images.map((guid, i): [string, string] => [guid, `variants.${vi}.images.${i}`]),
    ),
  ];
  const skus = record.variants.flatMap((v) => (v.sku ? [v.sku] : []));
  // Read side by side; the refusals come in the form's order.
  const [category, usable, owners] = await Promise.all([
    categoryExists(db, record.categoryGuid),
    usablePhotos(
      db,
      shopGuid,
      productGuid,
      photoFields.map(([guid]) => guid),
    ),
    findSkuOwners(db, shopGuid, skus, productGuid),
  ]);
  if (!category) {
    throw new AppError(
      422,
      'Please choose a category from the list.',
      'categoryGuid',
      'unknownCategory',
    );
  }
  const foreign = photoFields.find(([guid]) => !usable.has(guid));
  if (foreign) {
    throw new AppError(404, 'Photo not found. Please upload it again.', foreign[1], 'unknownImage');
  }
  const taken = owners[0];
  if (taken?.sku) {
    const index = record.variants.findIndex((v) => v.sku === taken.sku);
    throw new AppError(
      422,
      `SKU ${taken.sku} is already used by ${taken.productName} (${taken.variantName}).`,
      `variants.${index}.sku`,
      'duplicateSku',
    );
  }
}

/** A unique index refused the write: another save took the SKU in the meantime. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown };
  return (
    e?.code === '23505' ||
    e?.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    (typeof e?.message === 'string' && e.message.includes('UNIQUE constraint failed'))
  );
}

const SKU_RACE = () =>
  new AppError(
    422,
    'One of these SKUs was just given to another product. Please choose another.',
    'variants',
    'duplicateSku',
  );

export async function createProduct(
  db: Db,
  staff: Staff,
  body: CreateBody,
): Promise<{ product: SellerProductSaved; change: CatalogChange }> {
  const shop = await findShopCatalogSettings(db, staff.shopGuid);
  if (!shop) throw new AppError(403, 'Your shop could not be found. Please sign in again.');
  body.variants.forEach((v, index) => {
    if (v.guid !== undefined) {
      throw new AppError(
        400,
        'A new product’s options have no ids yet: leave guid out.',
        `variants.${index}.guid`,
      );
    }
  });
  const texts = new TextFields();
  const record = recordOf(body, texts, new Set(), new Set());
  await checkReferences(db, staff.shopGuid, null, record);
  const productGuid = randomUUID();
  const actor: Actor = { ...staff, at: nowIso() };
  try {
    await inTransaction(db, (trx) =>
      insertProduct(trx, actor, shop.currencyCode, productGuid, record, searchTextFor(record)),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw SKU_RACE();
    throw error;
  }
  const product = await getProduct(db, staff.shopGuid, productGuid);
  return {
    product: { ...product, zawgyiConverted: texts.zawgyi },
    change: { shopGuid: staff.shopGuid, productGuids: [productGuid], listsChanged: true },
  };
}

export async function saveProduct(
  db: Db,
  staff: Staff,
  productGuid: string,
  body: UpdateBody,
): Promise<{ product: SellerProductSaved; change: CatalogChange }> {
  const children = await findChildGuids(db, staff.shopGuid, productGuid);
  // A product of another shop is not found, whatever its options.
  if (!children) throw notFound('Product');
  const texts = new TextFields();
  const record = recordOf(body, texts, children.variants, children.addons);
  await checkReferences(db, staff.shopGuid, productGuid, record);
  const actor: Actor = { ...staff, at: nowIso() };
  let outcome;
  try {
    outcome = await inTransaction(db, (trx) =>
      updateProduct(trx, actor, productGuid, body.version, record, searchTextFor(record)),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw SKU_RACE();
    throw error;
  }
  if (outcome === 'missing') throw notFound('Product');
  if (outcome === 'conflict') {
    throw new AppError(
      409,
      'Someone else changed this product since you opened it. Load the current copy, then make your changes again.',
      'version',
      'productConflict',
    );
  }
  const product = await getProduct(db, staff.shopGuid, productGuid);
  return {
    product: { ...product, zawgyiConverted: texts.zawgyi },
    change: { shopGuid: staff.shopGuid, productGuids: [productGuid], listsChanged: true },
  };
}

export const searchTextFor = (record: ProductRecord) =>
  searchTextOf(record.name, record.brandName, record.nameMm);

export async function removeDraft(
  db: Db,
  staff: Staff,
  productGuid: string,
): Promise<CatalogChange> {
  const outcome = await inTransaction(db, (trx) =>
    deleteDraftProduct(trx, staff.shopGuid, productGuid),
  );
  switch (outcome) {
    case 'missing':
      throw notFound('Product');
    case 'notDraft':
      throw new AppError(
        409,
        'Only a draft can be deleted. Archive the product to take it out of the shop.',
        'status',
        'notDraft',
      );
    case 'hasOrders':
      throw new AppError(
        409,
        'Orders include this product, so it cannot be deleted. Archive it instead.',
        undefined,
        'hasOrders',
      );
    case 'deleted':
      return { shopGuid: staff.shopGuid, productGuids: [productGuid], listsChanged: true };
  }
}

export async function adjustOptionStock(
  db: Db,
  staff: Staff,
  variantGuid: string,
  { delta, reason }: StockAdjustment,
): Promise<{
  answer: { variantGuid: string; stockQty: number; preSaleLimit: number; move: StockMove };
  change: CatalogChange;
}> {
  const actor: Actor = { ...staff, at: nowIso() };
  const outcome = await inTransaction(db, (trx) =>
    adjustStock(trx, actor, variantGuid, delta, reason),
  );
  if (outcome.kind === 'missing') throw notFound('Option');
  if (outcome.kind === 'belowZero') {
    throw new AppError(
      409,
      `Only ${outcome.stockQty} in stock: you cannot take away ${-delta}.`,
      'delta',
      'stockBelowZero',
    );
  }
  const before = outcome.stockQty - delta;
  const staffName = await findStaffName(db, staff.userGuid);
  return {
    answer: {
      variantGuid,
      stockQty: outcome.stockQty,
      preSaleLimit: outcome.preSaleLimit,
      move: stockMoveOf({ ...outcome.move, actorName: staffName, invoiceNo: null }),
    },
    change: {
      shopGuid: staff.shopGuid,
      productGuids: [outcome.productGuid],
      // Lists show whether an option can be bought; a count that stays above zero changes no list.
      listsChanged: before <= 0 !== outcome.stockQty <= 0,
    },
  };
}

export async function stockHistory(
  db: Db,
  shopGuid: string,
  variantGuid: string,
  first: number,
  max: number,
): Promise<StockHistory> {
  const variant = await findShopVariant(db, shopGuid, variantGuid);
  if (!variant) throw notFound('Option');
  const moves = await listStockMoves(db, variantGuid, first, max);
  return {
    variantGuid,
    name: variant.name,
    productName: variant.productName,
    stockQty: variant.stockQty,
    preSaleLimit: variant.preSaleLimit,
    ...moves,
  };
}
