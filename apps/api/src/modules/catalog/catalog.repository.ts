import type {
  Category,
  ProductCard,
  ProductDetail,
  ProductListQuery,
  Review,
} from '@storefront/contract/catalog';
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/connection';
import { escapeLike } from '../../lib/like';
import type { Database } from '../../db/schema';
import { fromMinor, fromMinorOrNull, toMinor } from '../../lib/money';
import { findVerifiedBuyers } from '../reviews/reviews.repository';
import { listShippingMethods } from '../shop/shop.repository';

/** Which list of docs/product.md#calls-catalog is asked for; each has its own default order. */
export type ProductListKind = 'all' | 'newArrival' | 'bestSeller' | 'random' | 'topRated';

/** Top-rated lists show products rated 3.5 stars or better. */
const TOP_RATED_MIN_CENTI = 350;
/** Detail pages carry the latest reviews; the mean and count cover them all. */
const DETAIL_REVIEW_LIMIT = 50;

export async function listCategoryTree(db: Db): Promise<Category[]> {
  const rows = await db.kysely
    .selectFrom('categories')
    .select(['guid', 'parentGuid', 'name', 'nameMm'])
    .orderBy('level')
    .orderBy('position')
    .execute();
  const nodes = new Map<string, Category>();
  const roots: Category[] = [];
  for (const r of rows) {
    const node: Category = { guid: r.guid, name: r.name, nameMm: r.nameMm, children: [] };
    nodes.set(r.guid, node);
    const parent = r.parentGuid ? nodes.get(r.parentGuid) : undefined;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

export async function findCategory(db: Db, guid: string) {
  return db.kysely
    .selectFrom('categories')
    .select(['guid', 'name', 'nameMm', 'level'])
    .where('guid', '=', guid)
    .executeTakeFirst();
}

/** The category and every category below it (the tree is three levels deep). */
async function categorySubtree(db: Db, guid: string): Promise<string[]> {
  const children = await db.kysely
    .selectFrom('categories as c1')
    .leftJoin('categories as c2', 'c2.parentGuid', 'c1.guid')
    .select(['c1.guid as child', 'c2.guid as grandchild'])
    .where('c1.parentGuid', '=', guid)
    .execute();
  const all = new Set([guid]);
  for (const c of children) {
    all.add(c.child);
    if (c.grandchild) all.add(c.grandchild);
  }
  return [...all];
}

type ProductQuery = SelectQueryBuilder<Database, 'products', object>;
type ProductSortColumn =
  | 'products.name'
  | 'products.priceEffectiveMinor'
  | 'products.createdAt'
  | 'products.soldCount'
  | 'products.randomKey'
  | 'products.ratingAvgCenti'
  | 'products.ratingCount';

/**
 * A substring match on the lower-cased name and brand: Burmese has no spaces between words,
 * so there is no word to match (docs/decisions/0005). PostgreSQL answers it from its trigram
 * index; SQLite scans the shop's names in a covering index.
 */
function whereKeyword(query: ProductQuery, keyword: string): ProductQuery {
  const needle = `%${escapeLike(keyword.toLowerCase())}%`;
  return query.where(sql<boolean>`products.search_text like ${needle} escape '\\'`);
}

async function filteredProducts(
  db: Db,
  shopGuid: string,
  kind: ProductListKind,
  q: ProductListQuery,
) {
  let query: ProductQuery = db.kysely
    .selectFrom('products')
    .where('products.shopGuid', '=', shopGuid)
    .where('products.isActive', '=', 1);
  if (q.keyword) query = whereKeyword(query, q.keyword);
  if (q.categoryGuid)
    query = query.where('products.categoryGuid', 'in', await categorySubtree(db, q.categoryGuid));
  if (q.minPrice !== undefined)
    query = query.where('products.priceEffectiveMinor', '>=', toMinor(q.minPrice));
  if (q.maxPrice !== undefined)
    query = query.where('products.priceEffectiveMinor', '<=', toMinor(q.maxPrice));
  if (kind === 'topRated') {
    query = query
      .where('products.ratingAvgCenti', '>=', TOP_RATED_MIN_CENTI)
      .where('products.ratingCount', '>', 0);
  }
  return query;
}

function ordered(query: ProductQuery, kind: ProductListKind, q: ProductListQuery): ProductQuery {
  // Ties are broken by guid in the sort's own direction: the whole order then matches one
  // index read forwards or backwards, with no sort step (see the migration's indexes).
  const by = (columns: ProductSortColumn[], direction: 'asc' | 'desc') =>
    [...columns, 'products.guid' as const].reduce(
      (acc, column) => acc.orderBy(column, direction),
      query,
    );
  const dir = (ascByDefault: boolean) => ((q.asc ?? ascByDefault) ? 'asc' : 'desc');
  switch (q.sortField) {
    case 'name':
      return by(['products.name'], dir(true));
    case 'price':
      return by(['products.priceEffectiveMinor'], dir(true));
    case 'newest':
      return by(['products.createdAt'], 'desc');
    case 'oldest':
      return by(['products.createdAt'], 'asc');
    case undefined:
      break;
  }
  switch (kind) {
    case 'newArrival':
      return by(['products.createdAt'], 'desc');
    case 'bestSeller':
      return by(['products.soldCount', 'products.createdAt'], 'desc');
    case 'random':
      return by(['products.randomKey'], 'asc');
    case 'topRated':
      return by(['products.ratingAvgCenti', 'products.ratingCount'], 'desc');
    case 'all':
      return by(['products.name'], 'asc');
  }
}

export async function listProducts(
  db: Db,
  shopGuid: string,
  kind: ProductListKind,
  q: ProductListQuery,
): Promise<{ items: ProductCard[]; totalRecords: number }> {
  const base = await filteredProducts(db, shopGuid, kind, q);
  const [rows, count] = await Promise.all([
    ordered(base, kind, q)
      .innerJoin('shops', 'shops.guid', 'products.shopGuid')
      .select([
        'products.guid',
        'products.name',
        'products.nameMm',
        'products.brandName',
        'products.priceSellMinor',
        'products.priceSell1Minor',
        'products.currencyCode',
        'products.stockQty',
        'products.preSaleLimit',
        'products.shopGuid',
        'shops.name as shopName',
        'products.ratingAvgCenti',
        'products.ratingCount',
        'products.createdAt',
        'products.coverImageGuid as image',
      ])
      .limit(q.max)
      .offset(q.first)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return {
    totalRecords: Number(count.total),
    items: rows.map((r) => ({
      guid: r.guid,
      name: r.name,
      nameMm: r.nameMm,
      displayName: r.name,
      image: r.image ?? null,
      brandName: r.brandName,
      priceSell: fromMinor(r.priceSellMinor),
      priceSell1: fromMinorOrNull(r.priceSell1Minor),
      currencyCode: r.currencyCode,
      stockQty: r.stockQty,
      preSaleLimit: r.preSaleLimit,
      shopGuid: r.shopGuid,
      shopName: r.shopName,
      rating: r.ratingAvgCenti / 100,
      ratingCount: r.ratingCount,
      createdOn: r.createdAt,
    })),
  };
}

/** The products these options belong to (the checkout names options). */
export async function findProductsOfOptions(db: Db, variantGuids: string[]): Promise<string[]> {
  if (variantGuids.length === 0) return [];
  const rows = await db.kysely
    .selectFrom('variants')
    .select('productGuid')
    .distinct()
    .where('guid', 'in', variantGuids)
    .execute();
  return rows.map((row) => row.productGuid);
}

/** The shop a product belongs to, whatever its status; undefined when there is no such product. */
export async function findProductShop(db: Db, productGuid: string): Promise<string | undefined> {
  const row = await db.kysely
    .selectFrom('products')
    .select('shopGuid')
    .where('guid', '=', productGuid)
    .executeTakeFirst();
  return row?.shopGuid;
}

export async function getProductDetail(
  db: Db,
  productGuid: string,
): Promise<ProductDetail | undefined> {
  const product = await db.kysely
    .selectFrom('products')
    .innerJoin('shops', 'shops.guid', 'products.shopGuid')
    .select([
      'products.guid',
      'products.name',
      'products.nameMm',
      'products.brandName',
      'products.description',
      'products.descriptionMm',
      'products.priceSellMinor',
      'products.priceSell1Minor',
      'products.currencyCode',
      'products.stockQty',
      'products.preSaleLimit',
      'products.categoryGuid',
      'products.ratingAvgCenti',
      'products.ratingCount',
      'shops.guid as shopGuid',
      'shops.name as shopName',
      'shops.website',
      'shops.primaryPhone',
      'shops.otherPhones',
      'shops.street',
      'shops.address',
      'shops.addressMm',
      'shops.logoImageGuid',
      'shops.status as shopStatus',
    ])
    .where('products.guid', '=', productGuid)
    .where('products.isActive', '=', 1)
    .executeTakeFirst();
  if (!product) return undefined;

  const [images, variants, variantImages, addons, reviews, shipping] = await Promise.all([
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
      .orderBy('variantImages.variantGuid')
      .orderBy('variantImages.position')
      .execute(),
    db.kysely
      .selectFrom('addons')
      .select(['guid', 'name', 'priceMinor', 'currencyCode'])
      .where('productGuid', '=', productGuid)
      .where('removedAt', 'is', null)
      .orderBy('position')
      .execute(),
    db.kysely
      .selectFrom('reviews')
      .select(['guid', 'userGuid', 'name', 'imageGuid', 'review', 'rateValue', 'createdAt'])
      .where('productGuid', '=', productGuid)
      .orderBy('createdAt', 'desc')
      .orderBy('guid')
      .limit(DETAIL_REVIEW_LIMIT)
      .execute(),
    listShippingMethods(db, [product.shopGuid]),
  ]);

  const imagesByVariant = new Map<string, string[]>();
  for (const vi of variantImages) {
    const list = imagesByVariant.get(vi.variantGuid) ?? [];
    list.push(vi.imageGuid);
    imagesByVariant.set(vi.variantGuid, list);
  }
  const verifiedBuyers = await findVerifiedBuyers(
    db,
    productGuid,
    reviews.flatMap((r) => (r.userGuid ? [r.userGuid] : [])),
  );
  const reviewList: Review[] = reviews.map((r) => ({
    guid: r.guid,
    name: r.name,
    image: r.imageGuid,
    review: r.review,
    rateValue: r.rateValue,
    createdOn: r.createdAt,
    verifiedPurchase: r.userGuid !== null && verifiedBuyers.has(r.userGuid),
  }));

  return {
    guid: product.guid,
    name: product.name,
    nameMm: product.nameMm,
    brandName: product.brandName,
    description: product.description,
    descriptionMm: product.descriptionMm,
    priceSell: fromMinor(product.priceSellMinor),
    priceSell1: fromMinorOrNull(product.priceSell1Minor),
    currencyCode: product.currencyCode,
    stockQty: product.stockQty,
    preSaleLimit: product.preSaleLimit,
    categoryGuid: product.categoryGuid,
    imageItems: images.map((i) => ({ image: i.imageGuid })),
    shopLists: [
      {
        shopGuid: product.shopGuid,
        shopName: product.shopName,
        website: product.website,
        primaryPhone: product.primaryPhone,
        otherPhones: product.otherPhones,
        street: product.street,
        address: product.address,
        addressMm: product.addressMm,
        avartarPhoto: product.logoImageGuid,
        shippingChargesList: shipping.get(product.shopGuid) ?? [],
        isTakingOrders: product.shopStatus === 'Open',
      },
    ],
    shopRatings: reviews
      .filter((r) => r.rateValue !== null)
      .map((r) => ({ rateValue: r.rateValue ?? 0 })),
    rating: product.ratingAvgCenti / 100,
    ratingCount: product.ratingCount,
    shopReviewLists: reviewList,
    variantDetailItems: variants.map((v) => ({
      guid: v.guid,
      name: v.name,
      images: imagesByVariant.get(v.guid) ?? [],
      priceSell: fromMinor(v.priceSellMinor),
      priceSell1: fromMinorOrNull(v.priceSell1Minor),
      weight: v.weightGrams / 1000,
      currencyCode: v.currencyCode,
      stockQty: v.stockQty,
      preSaleLimit: v.preSaleLimit,
    })),
    addons: addons.map((a) => ({
      guid: a.guid,
      name: a.name,
      price: fromMinor(a.priceMinor),
      currencyCode: a.currencyCode,
    })),
  };
}
