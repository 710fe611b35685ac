import { randomUUID } from 'node:crypto';
import {
  PRODUCT_STATUSES,
  parseProductStatus,
  type ProductStatus,
} from '@storefront/commerce/product-draft';
import type {
  SellerProduct,
  SellerProductList,
  SellerProductListQuerySchema,
  SellerProductRow,
  StockMove,
} from '@storefront/contract/seller-catalog';
import { sql, type ExpressionBuilder } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/connection';
import type { Database, StockMovesTable, VariantsTable } from '../../db/schema';
import { fromMinor, fromMinorOrNull } from '../../lib/money';
import { escapeLike } from '../../lib/like';

/**
 * Reads and writes of the shop catalog in the staff console (docs/product.md#catalog-rules).
 * Every query is bound to the staff member's shop: another shop's product, option or photo is
 * simply not found. Writes run inside the service's transaction and keep the columns that
 * shoppers' lists read (first option's prices, stock sums, search text, cover, `is_active`)
 * equal to the options they sum up.
 *
 * Lock order, the checkout's own (docs/architecture.md#checkout): options by guid, then the
 * product. A save locks its product's options before it touches the product, so a save and a
 * checkout of the same product wait for each other rather than deadlock, and the stock sums a
 * save writes are read after every checkout before it committed.
 */

type ListQuery = z.output<typeof SellerProductListQuerySchema>;

/** A product's row as a save writes it (money in minor units, weight in grams). */
export interface ProductRecord {
  name: string;
  nameMm: string | null;
  description: string | null;
  descriptionMm: string | null;
  brandName: string | null;
  categoryGuid: string;
  status: ProductStatus;
  images: string[];
  variants: VariantRecord[];
  addons: AddonRecord[];
}

export interface VariantRecord {
  /** Set for an option that exists; a new one gets a guid from the caller. */
  guid: string;
  isNew: boolean;
  name: string;
  priceSellMinor: number;
  priceSell1Minor: number | null;
  weightGrams: number;
  /** Only a new option's stock is written. */
  stockQty: number;
  preSaleLimit: number;
  sku: string | null;
  images: string[];
}

export interface AddonRecord {
  guid: string;
  isNew: boolean;
  name: string;
  priceMinor: number;
}

/** Who changed the catalog, and when. */
export interface Actor {
  userGuid: string;
  shopGuid: string;
  at: string;
}

const effectiveMinor = (v: { priceSellMinor: number; priceSell1Minor: number | null }) =>
  v.priceSell1Minor ?? v.priceSellMinor;

// ---------------------------------------------------------------------------------------------
// Reads

export async function findShopCatalogSettings(db: Db, shopGuid: string) {
  return db.kysely
    .selectFrom('shops')
    .select(['guid', 'currencyCode', 'lowStockThreshold'])
    .where('guid', '=', shopGuid)
    .executeTakeFirst();
}

/** The keyword as staff type it: part of a name in either script, a brand or a SKU. */
function keywordFilter(keyword: string) {
  const needle = `%${escapeLike(keyword.toLowerCase())}%`;
  return (eb: ExpressionBuilder<Database, 'products'>) =>
    eb.or([
      sql<boolean>`products.search_text like ${needle} escape '\\'`,
      eb.exists(
        eb
          .selectFrom('variants')
          .select(sql.lit(1).as('one'))
          .whereRef('variants.productGuid', '=', 'products.guid')
          .where('variants.removedAt', 'is', null)
          .where(sql<boolean>`lower(variants.sku) like ${needle} escape '\\'`),
      ),
    ]);
}

/** An option with nothing left to sell, and one at or under the threshold but not sold out. */
const SOLD_OUT = sql<boolean>`variants.stock_qty <= 0 and variants.pre_sale_limit <= 0`;
const lowStock = (threshold: number) =>
  sql<boolean>`not (variants.stock_qty <= 0 and variants.pre_sale_limit <= 0) and variants.stock_qty <= ${threshold}`;

export async function listSellerProducts(
  db: Db,
  shopGuid: string,
  threshold: number,
  { first, max, keyword, status, stock, sort }: ListQuery,
  normalizedKeyword: string | undefined,
): Promise<Omit<SellerProductList, 'lowStockThreshold'>> {
  const products = () => {
    let query = db.kysely.selectFrom('products').where('products.shopGuid', '=', shopGuid);
    if (status) query = query.where('products.status', '=', status);
    if (keyword && normalizedKeyword) query = query.where(keywordFilter(normalizedKeyword));
    if (stock) {
      const condition = stock === 'soldOut' ? SOLD_OUT : lowStock(threshold);
      query = query.where((eb) =>
        eb.exists(
          eb
            .selectFrom('variants')
            .select(sql.lit(1).as('one'))
            .whereRef('variants.productGuid', '=', 'products.guid')
            .where('variants.removedAt', 'is', null)
            .where(condition),
        ),
      );
    }
    return query;
  };
  let ordered = products().select([
    'products.guid',
    'products.name',
    'products.nameMm',
    'products.brandName',
    'products.coverImageGuid',
    'products.status',
    'products.currencyCode',
    'products.stockQty',
    'products.preSaleLimit',
    'products.updatedAt',
  ]);
  switch (sort) {
    case 'newest':
      ordered = ordered.orderBy('products.createdAt', 'desc').orderBy('products.guid', 'desc');
      break;
    case 'name':
      ordered = ordered.orderBy('products.name', 'asc').orderBy('products.guid', 'asc');
      break;
    case 'price':
      ordered = ordered
        .orderBy('products.priceEffectiveMinor', 'asc')
        .orderBy('products.guid', 'asc');
      break;
    case 'stock':
      ordered = ordered.orderBy('products.stockQty', 'asc').orderBy('products.guid', 'asc');
      break;
  }
  const [rows, total, perStatus] = await Promise.all([
    ordered.limit(max).offset(first).execute(),
    products()
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    db.kysely
      .selectFrom('products')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .where('shopGuid', '=', shopGuid)
      .groupBy('status')
      .execute(),
  ]);
  const summaries = await optionSummaries(
    db,
    rows.map((r) => r.guid),
    threshold,
  );
  const counts = Object.fromEntries(PRODUCT_STATUSES.map((s) => [s, 0])) as Record<
    ProductStatus,
    number
  >;
  for (const row of perStatus) {
    const parsed = parseProductStatus(row.status);
    if (parsed) counts[parsed] += Number(row.n);
  }
  return {
    totalCount: Number(total.n),
    counts,
    items: rows.map((r): SellerProductRow => {
      const summary = summaries.get(r.guid);
      return {
        guid: r.guid,
        name: r.name,
        nameMm: r.nameMm,
        brandName: r.brandName,
        image: r.coverImageGuid,
        status: parseProductStatus(r.status) ?? 'Draft',
        currencyCode: r.currencyCode,
        priceMin: fromMinor(summary?.priceMin ?? 0),
        priceMax: fromMinor(summary?.priceMax ?? 0),
        stockQty: r.stockQty,
        preSaleLimit: r.preSaleLimit,
        variantCount: summary?.count ?? 0,
        soldOutCount: summary?.soldOut ?? 0,
        lowStockCount: summary?.low ?? 0,
        updatedOn: r.updatedAt,
      };
    }),
  };
}

/** Per product of a page: its live options' price range and how many are sold out or low. */
async function optionSummaries(db: Db, productGuids: string[], threshold: number) {
  const summaries = new Map<
    string,
    { priceMin: number; priceMax: number; count: number; soldOut: number; low: number }
  >();
  if (productGuids.length === 0) return summaries;
  const options = await db.kysely
    .selectFrom('variants')
    .select(['productGuid', 'priceSellMinor', 'priceSell1Minor', 'stockQty', 'preSaleLimit'])
    .where('productGuid', 'in', productGuids)
    .where('removedAt', 'is', null)
    .execute();
  for (const o of options) {
    const price = effectiveMinor(o);
    const soldOut = o.stockQty <= 0 && o.preSaleLimit <= 0;
    const s = summaries.get(o.productGuid) ?? {
      priceMin: price,
      priceMax: price,
      count: 0,
      soldOut: 0,
      low: 0,
    };
    s.priceMin = Math.min(s.priceMin, price);
    s.priceMax = Math.max(s.priceMax, price);
    s.count += 1;
    if (soldOut) s.soldOut += 1;
    else if (o.stockQty <= threshold) s.low += 1;
    summaries.set(o.productGuid, s);
  }
  return summaries;
}

/** The product as the console's form edits it, or undefined when it is not this shop's. */
export async function findSellerProduct(
  db: Db,
  shopGuid: string,
  productGuid: string,
): Promise<SellerProduct | undefined> {
  const product = await db.kysely
    .selectFrom('products')
    .selectAll()
    .where('guid', '=', productGuid)
    .where('shopGuid', '=', shopGuid)
    .executeTakeFirst();
  if (!product) return undefined;
  const [images, variants, variantImages, addons, ordered] = await Promise.all([
    db.kysely
      .selectFrom('productImages')
      .select('imageGuid')
      .where('productGuid', '=', productGuid)
      .orderBy('position')
      .execute(),
    db.kysely
      .selectFrom('variants')
      .selectAll()
      .where('productGuid', '=', productGuid)
      .where('removedAt', 'is', null)
      .orderBy('position')
      .execute(),
    db.kysely
      .selectFrom('variantImages')
      .innerJoin('variants', 'variants.guid', 'variantImages.variantGuid')
      .select(['variantImages.variantGuid', 'variantImages.imageGuid'])
      .where('variants.productGuid', '=', productGuid)
      .orderBy('variantImages.position')
      .execute(),
    db.kysely
      .selectFrom('addons')
      .select(['guid', 'name', 'priceMinor'])
      .where('productGuid', '=', productGuid)
      .where('removedAt', 'is', null)
      .orderBy('position')
      .execute(),
    hasOrders(db, productGuid),
  ]);
  const imagesOf = new Map<string, string[]>();
  for (const vi of variantImages) {
    imagesOf.set(vi.variantGuid, [...(imagesOf.get(vi.variantGuid) ?? []), vi.imageGuid]);
  }
  return {
    guid: product.guid,
    name: product.name,
    nameMm: product.nameMm,
    description: product.description,
    descriptionMm: product.descriptionMm,
    brandName: product.brandName,
    categoryGuid: product.categoryGuid,
    status: parseProductStatus(product.status) ?? 'Draft',
    currencyCode: product.currencyCode,
    images: images.map((i) => i.imageGuid),
    variants: variants.map((v) => ({
      guid: v.guid,
      name: v.name,
      priceSell: fromMinor(v.priceSellMinor),
      priceSell1: fromMinorOrNull(v.priceSell1Minor),
      weight: v.weightGrams / 1000,
      stockQty: v.stockQty,
      preSaleLimit: v.preSaleLimit,
      sku: v.sku,
      images: imagesOf.get(v.guid) ?? [],
    })),
    addons: addons.map((a) => ({ guid: a.guid, name: a.name, price: fromMinor(a.priceMinor) })),
    version: product.version,
    hasOrders: ordered,
    createdOn: product.createdAt,
    updatedOn: product.updatedAt,
  };
}

/** Orders (or checkouts under way) point at the product: it can be archived, never deleted. */
export async function hasOrders(db: Db, productGuid: string): Promise<boolean> {
  const row = await db.kysely
    .selectFrom('saleItems')
    .select('guid')
    .where('productGuid', '=', productGuid)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function categoryExists(db: Db, categoryGuid: string): Promise<boolean> {
  const row = await db.kysely
    .selectFrom('categories')
    .select('guid')
    .where('guid', '=', categoryGuid)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Of these photo ids, the ones this product may show: photos the shop's staff uploaded, and
 * photos the product already shows (a seeded product's pictures belong to no shop).
 */
export async function usablePhotos(
  db: Db,
  shopGuid: string,
  productGuid: string | null,
  imageGuids: string[],
): Promise<Set<string>> {
  if (imageGuids.length === 0) return new Set();
  const own = await db.kysely
    .selectFrom('images')
    .select('guid')
    .where('guid', 'in', imageGuids)
    .where('shopGuid', '=', shopGuid)
    .where('isPublic', '=', 1)
    .execute();
  const usable = new Set(own.map((r) => r.guid));
  if (productGuid) {
    const shown = await db.kysely
      .selectFrom('productImages')
      .select('imageGuid')
      .where('productGuid', '=', productGuid)
      .where('imageGuid', 'in', imageGuids)
      .union(
        db.kysely
          .selectFrom('variantImages')
          .innerJoin('variants', 'variants.guid', 'variantImages.variantGuid')
          .select('variantImages.imageGuid')
          .where('variants.productGuid', '=', productGuid)
          .where('variantImages.imageGuid', 'in', imageGuids),
      )
      .execute();
    for (const r of shown) usable.add(r.imageGuid);
  }
  return usable;
}

/** The shop's live options that carry these SKUs, other than the product's own. */
export async function findSkuOwners(
  db: Db,
  shopGuid: string,
  skus: string[],
  exceptProductGuid: string | null,
) {
  if (skus.length === 0) return [];
  let query = db.kysely
    .selectFrom('variants')
    .innerJoin('products', 'products.guid', 'variants.productGuid')
    .select(['variants.sku', 'products.name as productName', 'variants.name as variantName'])
    .where('variants.shopGuid', '=', shopGuid)
    .where('variants.sku', 'in', skus);
  if (exceptProductGuid) query = query.where('variants.productGuid', '!=', exceptProductGuid);
  return query.execute();
}

// ---------------------------------------------------------------------------------------------
// Writes (inside the service's transaction)

function productColumns(record: ProductRecord) {
  const first = record.variants[0]!;
  return {
    name: record.name,
    nameMm: record.nameMm,
    description: record.description,
    descriptionMm: record.descriptionMm,
    brandName: record.brandName,
    categoryGuid: record.categoryGuid,
    status: record.status,
    isActive: record.status === 'Active' ? (1 as const) : (0 as const),
    priceSellMinor: first.priceSellMinor,
    priceSell1Minor: first.priceSell1Minor,
    priceEffectiveMinor: effectiveMinor(first),
    coverImageGuid: record.images[0] ?? null,
  };
}

/** A product to write, with the search text its names make. */
export interface ProductWrite {
  productGuid: string;
  record: ProductRecord;
  searchText: string;
}

/**
 * Rows per multi-row statement: a few thousand bound values, well under either database's
 * limit, so a catalog file of thousands of products is written in tens of statements, not
 * tens of thousands (docs/product.md#catalog-csv).
 */
const BATCH = 400;

function batches<T>(items: readonly T[], size = BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Creates a product with its options, addons and photos; the options' stock is written as moves. */
export async function insertProduct(
  trx: Db,
  actor: Actor,
  currencyCode: string,
  productGuid: string,
  record: ProductRecord,
  searchText: string,
): Promise<void> {
  await insertProducts(trx, actor, currencyCode, [{ productGuid, record, searchText }]);
}

/** Creates products (the form's one, or a catalog file's many) in a few statements. */
export async function insertProducts(
  trx: Db,
  actor: Actor,
  currencyCode: string,
  products: readonly ProductWrite[],
): Promise<void> {
  for (const part of batches(products, BATCH / 4)) {
    await trx.kysely
      .insertInto('products')
      .values(
        part.map(({ productGuid, record, searchText }) => ({
          guid: productGuid,
          shopGuid: actor.shopGuid,
          ...productColumns(record),
          currencyCode,
          stockQty: record.variants.reduce((n, v) => n + v.stockQty, 0),
          preSaleLimit: record.variants.reduce((n, v) => n + v.preSaleLimit, 0),
          ratingAvgCenti: 0,
          ratingCount: 0,
          soldCount: 0,
          randomKey: Math.floor(Math.random() * 2 ** 31),
          searchText,
          version: 1,
          createdAt: actor.at,
          updatedAt: actor.at,
        })),
      )
      .execute();
  }
  await writeChildren(
    trx,
    actor,
    products.map((p) => ({ productGuid: p.productGuid, currencyCode, record: p.record })),
  );
}

export type UpdateOutcome = 'updated' | 'conflict' | 'missing';

/**
 * Saves a product over the copy of `version`. The guarded UPDATE decides: when someone saved
 * since, nothing is written and the answer is 'conflict'. Options and addons left out are
 * deleted, or hidden when orders point at them.
 */
export async function updateProduct(
  trx: Db,
  actor: Actor,
  productGuid: string,
  version: number,
  record: ProductRecord,
  searchText: string,
): Promise<UpdateOutcome> {
  const outcomes = await updateProducts(trx, actor, [{ productGuid, version, record, searchText }]);
  return outcomes.get(productGuid) ?? 'missing';
}

/**
 * Saves products over the copies of their versions, as `updateProduct` does one. Every
 * product's outcome is answered; the products that were 'updated' are written whole, the others
 * not at all (the caller decides whether that undoes the transaction).
 */
export async function updateProducts(
  trx: Db,
  actor: Actor,
  products: readonly (ProductWrite & { version: number })[],
): Promise<Map<string, UpdateOutcome>> {
  await lockOptions(
    trx,
    products.map((p) => p.productGuid),
  );
  const outcomes = new Map<string, UpdateOutcome>();
  const written: { productGuid: string; currencyCode: string; record: ProductRecord }[] = [];
  const byGuid = new Map(products.map((p) => [p.productGuid, p]));
  for (const part of batches(products, BATCH / 4)) {
    const values = part.map(({ productGuid, version, record, searchText }) => {
      const c = productColumns(record);
      return sql`(${sql.join([
        sql`${productGuid}`,
        sql`cast(${version} as integer)`,
        sql`${c.name}`,
        sql`${c.nameMm}`,
        sql`${c.description}`,
        sql`${c.descriptionMm}`,
        sql`${c.brandName}`,
        sql`${c.categoryGuid}`,
        sql`${c.status}`,
        sql`cast(${c.isActive} as integer)`,
        sql`cast(${c.priceSellMinor} as integer)`,
        sql`cast(${c.priceSell1Minor} as integer)`,
        sql`cast(${c.priceEffectiveMinor} as integer)`,
        sql`${c.coverImageGuid}`,
        sql`${searchText}`,
      ])})`;
    });
    // The guarded UPDATE of every product at once: a product saved since its version was read
    // is not in the answer, and nothing of it is written.
    const saved = await sql<{ guid: string; currency: string }>`
      with v(target, expected_version, name, name_mm, description, description_mm, brand_name,
        category_guid, status, is_active, price_sell_minor, price_sell1_minor,
        price_effective_minor, cover_image_guid, search_text) as (values ${sql.join(values)})
      update products set name = v.name, name_mm = v.name_mm, description = v.description,
        description_mm = v.description_mm, brand_name = v.brand_name,
        category_guid = v.category_guid, status = v.status, is_active = v.is_active,
        price_sell_minor = v.price_sell_minor, price_sell1_minor = v.price_sell1_minor,
        price_effective_minor = v.price_effective_minor, cover_image_guid = v.cover_image_guid,
        search_text = v.search_text, version = products.version + 1, updated_at = ${actor.at}
      from v
      where products.guid = v.target and products.shop_guid = ${actor.shopGuid}
        and products.version = v.expected_version
      returning guid, currency_code as currency`.execute(trx.kysely);
    for (const row of saved.rows) {
      outcomes.set(row.guid, 'updated');
      written.push({
        productGuid: row.guid,
        currencyCode: row.currency,
        record: byGuid.get(row.guid)!.record,
      });
    }
  }
  const notSaved = products.map((p) => p.productGuid).filter((guid) => !outcomes.has(guid));
  if (notSaved.length > 0) {
    const present = await trx.kysely
      .selectFrom('products')
      .select('guid')
      .where('guid', 'in', notSaved)
      .where('shopGuid', '=', actor.shopGuid)
      .execute();
    const exists = new Set(present.map((r) => r.guid));
    for (const guid of notSaved) outcomes.set(guid, exists.has(guid) ? 'conflict' : 'missing');
  }
  await writeChildren(trx, actor, written);
  await writeStockSums(
    trx,
    written.map((w) => w.productGuid),
  );
  return outcomes;
}

/** PostgreSQL: the products' option rows, locked in the checkout's order (see the top). */
async function lockOptions(trx: Db, productGuids: string[]): Promise<void> {
  if (trx.dialect !== 'postgres' || productGuids.length === 0) return;
  // One statement whatever the count (PostgreSQL binds 65,535 values), so the whole set is
  // locked in one guid order, as a checkout locks its options.
  await trx.kysely
    .selectFrom('variants')
    .select('guid')
    .where('productGuid', 'in', productGuids)
    .orderBy('guid')
    .forUpdate()
    .execute();
}

/** The products' stock sums, from their live options as they are now. */
async function writeStockSums(trx: Db, productGuids: string[]): Promise<void> {
  for (const part of batches(productGuids)) {
    // Only the products whose sums moved are rewritten (a price change leaves them alone).
    await sql`update products set stock_qty = s.stock, pre_sale_limit = s.pre_sale
      from (select product_guid, sum(stock_qty) as stock, sum(pre_sale_limit) as pre_sale
        from variants where removed_at is null and product_guid in (${sql.join(part)})
        group by product_guid) s
      where products.guid = s.product_guid
        and (products.stock_qty <> s.stock or products.pre_sale_limit <> s.pre_sale)`.execute(
      trx.kysely,
    );
  }
}

/**
 * Sets columns of many rows, each to its own values, in one statement per batch:
 * `with v(...) as (values …) update <table> set … from v where <table>.guid = v.guid`, on
 * both databases. Integers are cast, so PostgreSQL does not read every value as text.
 */
async function updateEach(
  trx: Db,
  table: 'variants' | 'addons',
  rows: readonly Record<string, string | number | null>[],
  columns: readonly { name: string; integer?: boolean }[],
): Promise<void> {
  const names = ['guid', 'product_guid', ...columns.map((c) => c.name)];
  for (const part of batches(rows)) {
    const values = part.map(
      (row) =>
        sql`(${sql.join(
          names.map((name) => {
            const value = row[name] ?? null;
            const integer = columns.find((c) => c.name === name)?.integer;
            return integer ? sql`cast(${value} as integer)` : sql`${value}`;
          }),
        )})`,
    );
    await sql`with v(${sql.raw(names.join(', '))}) as (values ${sql.join(values)})
      update ${sql.table(table)} set ${sql.raw(
        columns.map((c) => `${c.name} = v.${c.name}`).join(', '),
      )}
      from v where ${sql.table(table)}.guid = v.guid and ${sql.table(table)}.product_guid = v.product_guid`.execute(
      trx.kysely,
    );
  }
}

async function writeChildren(
  trx: Db,
  actor: Actor,
  products: readonly { productGuid: string; currencyCode: string; record: ProductRecord }[],
): Promise<void> {
  if (products.length === 0) return;
  const productGuids = products.map((p) => p.productGuid);

  // Photos: the list as it should be, in its order.
  for (const part of batches(productGuids)) {
    await trx.kysely.deleteFrom('productImages').where('productGuid', 'in', part).execute();
  }
  const images = products.flatMap(({ productGuid, record }) =>
    record.images.map((imageGuid, position) => ({ productGuid, imageGuid, position })),
  );
  for (const part of batches(images)) {
    await trx.kysely.insertInto('productImages').values(part).execute();
  }

  // Options: existing ones first lose their SKUs, so two options may swap theirs in one save
  // without meeting the shop's unique index halfway.
  // Options: those whose SKU changes first lose their old one, so two options may swap theirs
  // in one save without meeting the shop's unique index halfway.
  const existing: { guid: string; sku: string | null }[] = [];
  for (const part of batches(productGuids)) {
    existing.push(
      ...(await trx.kysely
        .selectFrom('variants')
        .select(['guid', 'sku'])
        .where('productGuid', 'in', part)
        .where('removedAt', 'is', null)
        .execute()),
    );
  }
  const keptSku = new Map(
    products.flatMap((p) =>
      p.record.variants.filter((v) => !v.isNew).map((v) => [v.guid, v.sku] as const),
    ),
  );
  const dropped = existing.map((e) => e.guid).filter((guid) => !keptSku.has(guid));
  const skuMoves = existing
    .filter((e) => e.sku !== null && keptSku.has(e.guid) && keptSku.get(e.guid) !== e.sku)
    .map((e) => e.guid);
  for (const part of batches(skuMoves)) {
    await trx.kysely.updateTable('variants').set({ sku: null }).where('guid', 'in', part).execute();
  }
  await removeOptions(trx, dropped, actor.at);

  const added: VariantsTable[] = [];
  const changed: Record<string, string | number | null>[] = [];
  const moves: StockMovesTable[] = [];
  for (const { productGuid, currencyCode, record } of products) {
    for (const [position, v] of record.variants.entries()) {
      if (!v.isNew) {
        changed.push({
          guid: v.guid,
          product_guid: productGuid,
          name: v.name,
          price_sell_minor: v.priceSellMinor,
          price_sell1_minor: v.priceSell1Minor,
          weight_grams: v.weightGrams,
          pre_sale_limit: v.preSaleLimit,
          sku: v.sku,
          position,
        });
        continue;
      }
      added.push({
        guid: v.guid,
        productGuid,
        shopGuid: actor.shopGuid,
        name: v.name,
        priceSellMinor: v.priceSellMinor,
        priceSell1Minor: v.priceSell1Minor,
        weightGrams: v.weightGrams,
        currencyCode,
        stockQty: v.stockQty,
        preSaleLimit: v.preSaleLimit,
        sku: v.sku,
        position,
        removedAt: null,
      });
      if (v.stockQty > 0 || v.preSaleLimit > 0) {
        moves.push({
          guid: randomUUID(),
          variantGuid: v.guid,
          productGuid,
          shopGuid: actor.shopGuid,
          delta: v.stockQty,
          stockAfter: v.stockQty,
          preSaleDelta: v.preSaleLimit,
          preSaleAfter: v.preSaleLimit,
          reason: 'created',
          actorGuid: actor.userGuid,
          saleGuid: null,
          createdAt: actor.at,
        });
      }
    }
  }
  await updateEach(trx, 'variants', changed, [
    { name: 'name' },
    { name: 'price_sell_minor', integer: true },
    { name: 'price_sell1_minor', integer: true },
    { name: 'weight_grams', integer: true },
    { name: 'pre_sale_limit', integer: true },
    { name: 'sku' },
    { name: 'position', integer: true },
  ]);
  for (const part of batches(added)) {
    await trx.kysely.insertInto('variants').values(part).execute();
  }
  for (const part of batches(moves)) {
    await trx.kysely.insertInto('stockMoves').values(part).execute();
  }

  const variantGuids = products.flatMap((p) => p.record.variants.map((v) => v.guid));
  for (const part of batches(variantGuids)) {
    await trx.kysely.deleteFrom('variantImages').where('variantGuid', 'in', part).execute();
  }
  const variantImages = products.flatMap((p) =>
    p.record.variants.flatMap((v) =>
      v.images.map((imageGuid, position) => ({ variantGuid: v.guid, imageGuid, position })),
    ),
  );
  for (const part of batches(variantImages)) {
    await trx.kysely.insertInto('variantImages').values(part).execute();
  }

  // Addons, likewise.
  const existingAddons: { guid: string }[] = [];
  for (const part of batches(productGuids)) {
    existingAddons.push(
      ...(await trx.kysely
        .selectFrom('addons')
        .select('guid')
        .where('productGuid', 'in', part)
        .where('removedAt', 'is', null)
        .execute()),
    );
  }
  const keptAddons = new Set(
    products.flatMap((p) => p.record.addons.filter((a) => !a.isNew).map((a) => a.guid)),
  );
  await removeAddons(
    trx,
    existingAddons.map((a) => a.guid).filter((guid) => !keptAddons.has(guid)),
    actor.at,
  );
  const newAddons = products.flatMap(({ productGuid, currencyCode, record }) =>
    [...record.addons.entries()]
      .filter(([, a]) => a.isNew)
      .map(([position, a]) => ({
        guid: a.guid,
        productGuid,
        name: a.name,
        priceMinor: a.priceMinor,
        currencyCode,
        position,
        removedAt: null,
      })),
  );
  for (const part of batches(newAddons)) {
    await trx.kysely.insertInto('addons').values(part).execute();
  }
  await updateEach(
    trx,
    'addons',
    products.flatMap(({ productGuid, record }) =>
      [...record.addons.entries()]
        .filter(([, a]) => !a.isNew)
        .map(([position, a]) => ({
          guid: a.guid,
          product_guid: productGuid,
          name: a.name,
          price_minor: a.priceMinor,
          position,
        })),
    ),
    [{ name: 'name' }, { name: 'price_minor', integer: true }, { name: 'position', integer: true }],
  );
}

/**
 * Options staff took out of a product: deleted with their history, or, when an order line
 * points at one, hidden and kept (its SKU freed) so the order stays whole.
 */
async function removeOptions(trx: Db, guids: string[], at: string): Promise<void> {
  if (guids.length === 0) return;
  const ordered = await trx.kysely
    .selectFrom('saleItems')
    .select('variantGuid')
    .distinct()
    .where('variantGuid', 'in', guids)
    .execute();
  const keep = new Set(ordered.map((r) => r.variantGuid));
  const hide = guids.filter((g) => keep.has(g));
  const remove = guids.filter((g) => !keep.has(g));
  if (hide.length > 0) {
    await trx.kysely
      .updateTable('variants')
      .set({ removedAt: at, sku: null })
      .where('guid', 'in', hide)
      .execute();
  }
  if (remove.length > 0) {
    await trx.kysely.deleteFrom('stockMoves').where('variantGuid', 'in', remove).execute();
    await trx.kysely.deleteFrom('variants').where('guid', 'in', remove).execute();
  }
}

async function removeAddons(trx: Db, guids: string[], at: string): Promise<void> {
  if (guids.length === 0) return;
  const ordered = await trx.kysely
    .selectFrom('saleItemAddons')
    .select('addonGuid')
    .distinct()
    .where('addonGuid', 'in', guids)
    .execute();
  const keep = new Set(ordered.map((r) => r.addonGuid));
  const hide = guids.filter((g) => keep.has(g));
  const remove = guids.filter((g) => !keep.has(g));
  if (hide.length > 0) {
    await trx.kysely
      .updateTable('addons')
      .set({ removedAt: at })
      .where('guid', 'in', hide)
      .execute();
  }
  if (remove.length > 0)
    await trx.kysely.deleteFrom('addons').where('guid', 'in', remove).execute();
}

/**
 * The product's live option and addon guids, to tell an edit from a forged guid; undefined when
 * the product is not the shop's. Three small reads side by side: a save reads no more of the
 * product than it needs before writing it.
 */
export async function findChildGuids(db: Db, shopGuid: string, productGuid: string) {
  const [product, variants, addons] = await Promise.all([
    db.kysely
      .selectFrom('products')
      .select('guid')
      .where('guid', '=', productGuid)
      .where('shopGuid', '=', shopGuid)
      .executeTakeFirst(),
    db.kysely
      .selectFrom('variants')
      .select('guid')
      .where('productGuid', '=', productGuid)
      .where('removedAt', 'is', null)
      .execute(),
    db.kysely
      .selectFrom('addons')
      .select('guid')
      .where('productGuid', '=', productGuid)
      .where('removedAt', 'is', null)
      .execute(),
  ]);
  if (!product) return undefined;
  return {
    variants: new Set(variants.map((v) => v.guid)),
    addons: new Set(addons.map((a) => a.guid)),
  };
}

export type DeleteOutcome = 'deleted' | 'missing' | 'notDraft' | 'hasOrders';

/** Deletes a Draft that no order points at, with its options, addons, photos list and history. */
export async function deleteDraftProduct(
  trx: Db,
  shopGuid: string,
  productGuid: string,
): Promise<DeleteOutcome> {
  const product = await trx.kysely
    .selectFrom('products')
    .select('status')
    .where('guid', '=', productGuid)
    .where('shopGuid', '=', shopGuid)
    .executeTakeFirst();
  if (!product) return 'missing';
  if (product.status !== 'Draft') return 'notDraft';
  if (await hasOrders(trx, productGuid)) return 'hasOrders';
  await trx.kysely.deleteFrom('stockMoves').where('productGuid', '=', productGuid).execute();
  await trx.kysely.deleteFrom('products').where('guid', '=', productGuid).execute();
  return 'deleted';
}

// ---------------------------------------------------------------------------------------------
// Stock

export type AdjustOutcome =
  | {
      kind: 'adjusted';
      stockQty: number;
      preSaleLimit: number;
      productGuid: string;
      move: StockMovesTable;
    }
  | { kind: 'missing' }
  | { kind: 'belowZero'; stockQty: number };

/**
 * Adds `delta` units to an option's stock in the database (never a read-then-write), unless that
 * would leave it below zero: then nothing changes and the answer carries the stock as it is.
 */
export async function adjustStock(
  trx: Db,
  actor: Actor,
  variantGuid: string,
  delta: number,
  reason: StockMovesTable['reason'],
): Promise<AdjustOutcome> {
  const after = await trx.kysely
    .updateTable('variants')
    .set((eb) => ({ stockQty: eb('stockQty', '+', delta) }))
    .where('guid', '=', variantGuid)
    .where('shopGuid', '=', actor.shopGuid)
    .where('removedAt', 'is', null)
    .where((eb) => eb(eb('stockQty', '+', delta), '>=', 0))
    .returning(['stockQty', 'preSaleLimit', 'productGuid'])
    .executeTakeFirst();
  if (!after) {
    const current = await trx.kysely
      .selectFrom('variants')
      .select('stockQty')
      .where('guid', '=', variantGuid)
      .where('shopGuid', '=', actor.shopGuid)
      .where('removedAt', 'is', null)
      .executeTakeFirst();
    return current ? { kind: 'belowZero', stockQty: current.stockQty } : { kind: 'missing' };
  }
  await trx.kysely
    .updateTable('products')
    .set((eb) => ({ stockQty: eb('stockQty', '+', delta) }))
    .where('guid', '=', after.productGuid)
    .execute();
  const move: StockMovesTable = {
    guid: randomUUID(),
    variantGuid,
    productGuid: after.productGuid,
    shopGuid: actor.shopGuid,
    delta,
    stockAfter: after.stockQty,
    preSaleDelta: 0,
    preSaleAfter: after.preSaleLimit,
    reason,
    actorGuid: actor.userGuid,
    saleGuid: null,
    createdAt: actor.at,
  };
  await trx.kysely.insertInto('stockMoves').values(move).execute();
  return {
    kind: 'adjusted',
    stockQty: after.stockQty,
    preSaleLimit: after.preSaleLimit,
    productGuid: after.productGuid,
    move,
  };
}

export async function findStaffName(db: Db, userGuid: string): Promise<string | null> {
  const row = await db.kysely
    .selectFrom('users')
    .innerJoin('persons', 'persons.guid', 'users.personGuid')
    .select('persons.name')
    .where('users.guid', '=', userGuid)
    .executeTakeFirst();
  return row?.name ?? null;
}

export async function findShopVariant(db: Db, shopGuid: string, variantGuid: string) {
  return db.kysely
    .selectFrom('variants')
    .innerJoin('products', 'products.guid', 'variants.productGuid')
    .select([
      'variants.guid',
      'variants.name',
      'variants.stockQty',
      'variants.preSaleLimit',
      'products.name as productName',
    ])
    .where('variants.guid', '=', variantGuid)
    .where('variants.shopGuid', '=', shopGuid)
    .where('variants.removedAt', 'is', null)
    .executeTakeFirst();
}

/** An option's stock moves, newest first, with who made each and the order it belongs to. */
export async function listStockMoves(
  db: Db,
  variantGuid: string,
  first: number,
  max: number,
): Promise<{ items: StockMove[]; totalCount: number }> {
  const [rows, total] = await Promise.all([
    db.kysely
      .selectFrom('stockMoves')
      .leftJoin('users', 'users.guid', 'stockMoves.actorGuid')
      .leftJoin('persons', 'persons.guid', 'users.personGuid')
      .leftJoin('sales', 'sales.guid', 'stockMoves.saleGuid')
      .leftJoin('invoices', 'invoices.guid', 'sales.invoiceGuid')
      .select([
        'stockMoves.guid',
        'stockMoves.createdAt',
        'stockMoves.reason',
        'stockMoves.delta',
        'stockMoves.stockAfter',
        'stockMoves.preSaleDelta',
        'persons.name as actorName',
        'invoices.invoiceNo',
      ])
      .where('stockMoves.variantGuid', '=', variantGuid)
      .orderBy('stockMoves.createdAt', 'desc')
      .orderBy('stockMoves.guid', 'desc')
      .limit(max)
      .offset(first)
      .execute(),
    db.kysely
      .selectFrom('stockMoves')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('variantGuid', '=', variantGuid)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    totalCount: Number(total.n),
    items: rows.map((r) => stockMoveOf(r)),
  };
}

export function stockMoveOf(r: {
  guid: string;
  createdAt: string;
  reason: string;
  delta: number;
  stockAfter: number;
  preSaleDelta: number;
  actorName: string | null;
  invoiceNo: string | null;
}): StockMove {
  return {
    guid: r.guid,
    createdOn: r.createdAt,
    reason: r.reason as StockMove['reason'],
    delta: r.delta,
    stockBefore: r.stockAfter - r.delta,
    stockAfter: r.stockAfter,
    preSaleDelta: r.preSaleDelta,
    actorName: r.actorName,
    invoiceNo: r.invoiceNo,
  };
}
