import type {
  Category,
  ProductCard,
  ProductDetail,
  ProductListQuery,
  Review,
} from '@storefront/contract/catalog';
import type { Db, Dialect } from '../../db/connection';
import { json, parseJson, placeholders, runSql } from '../../db/sql-text';
import { escapeLike } from '../../lib/like';
import { fromMinor, fromMinorOrNull, toMinor } from '../../lib/money';
import { shippingMethodsOf, shippingMethodsSql } from '../shop/shop.repository';

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
export async function categorySubtree(db: Db, guid: string): Promise<string[]> {
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

/** A list's order as `column direction` pairs, guid last (see `orderOf`). */
type Order = [column: string, direction: 'asc' | 'desc'][];

function orderOf(kind: ProductListKind, q: ProductListQuery): Order {
  // Ties are broken by guid in the sort's own direction: the whole order then matches one
  // index read forwards or backwards, with no sort step (see the migrations' indexes).
  const by = (columns: string[], direction: 'asc' | 'desc'): Order =>
    [...columns, 'guid'].map((column) => [column, direction]);
  const dir = (ascByDefault: boolean) => ((q.asc ?? ascByDefault) ? 'asc' : 'desc');
  switch (q.sortField) {
    case 'name':
      return by(['name'], dir(true));
    case 'price':
      return by(['price_effective_minor'], dir(true));
    case 'newest':
      return by(['created_at'], 'desc');
    case 'oldest':
      return by(['created_at'], 'asc');
    case undefined:
      break;
  }
  switch (kind) {
    case 'newArrival':
      return by(['created_at'], 'desc');
    case 'bestSeller':
      return by(['sold_count', 'created_at'], 'desc');
    case 'random':
      return by(['random_key'], 'asc');
    case 'topRated':
      return by(['rating_avg_centi', 'rating_count'], 'desc');
    case 'all':
      return by(['name'], 'asc');
  }
}

const orderSql = (order: Order, table: string) =>
  order.map(([column, direction]) => `${table}.${column} ${direction}`).join(', ');

/**
 * The conditions of a list, as SQL over `products` and its values. A keyword is a substring of
 * the lower-cased name and brand: Burmese has no spaces between words, so there is no word to
 * match (docs/decisions/0005). PostgreSQL answers `LIKE '%…%'` from its trigram index; SQLite,
 * scanning the shop's names in a covering index, asks `instr`, which finds the same substrings
 * (both sides are lower-cased already) about a tenth faster than LIKE's pattern matcher.
 */
function filterOf(
  db: Db,
  shopGuid: string,
  kind: ProductListKind,
  q: ProductListQuery,
  categoryGuids: string[] | undefined,
): { where: string; values: unknown[] } {
  const where = ['products.shop_guid = ?', 'products.is_active = 1'];
  const values: unknown[] = [shopGuid];
  if (q.keyword) {
    const needle = q.keyword.toLowerCase();
    if (db.dialect === 'sqlite') {
      where.push('instr(products.search_text, ?) > 0');
      values.push(needle);
    } else {
      where.push("products.search_text like ? escape '\\'");
      values.push(`%${escapeLike(needle)}%`);
    }
  }
  if (categoryGuids) {
    where.push(`products.category_guid in (${placeholders(categoryGuids.length)})`);
    values.push(...categoryGuids);
  }
  if (q.minPrice !== undefined) {
    where.push('products.price_effective_minor >= ?');
    values.push(toMinor(q.minPrice));
  }
  if (q.maxPrice !== undefined) {
    where.push('products.price_effective_minor <= ?');
    values.push(toMinor(q.maxPrice));
  }
  if (kind === 'topRated') {
    where.push(`products.rating_avg_centi >= ${TOP_RATED_MIN_CENTI}`, 'products.rating_count > 0');
  }
  return { where: where.join(' and '), values };
}

const CARD_COLUMNS = [
  'p.guid',
  'p.name',
  'p.name_mm',
  'p.brand_name',
  'p.price_sell_minor',
  'p.price_sell1_minor',
  'p.currency_code',
  'p.stock_qty',
  'p.pre_sale_limit',
  'p.shop_guid',
  'p.rating_avg_centi',
  'p.rating_count',
  'p.created_at',
  'p.cover_image_guid',
].join(', ');

interface CardRow {
  guid: string;
  name: string;
  nameMm: string | null;
  brandName: string | null;
  priceSellMinor: number;
  priceSell1Minor: number | null;
  currencyCode: string;
  stockQty: number;
  preSaleLimit: number;
  shopGuid: string;
  shopName: string;
  ratingAvgCenti: number;
  ratingCount: number;
  createdAt: string;
  coverImageGuid: string | null;
  total: number;
}

/**
 * A page of a shop's list and the list's length, in one statement: the page's guids are read
 * in the list's order from an index alone (a deep page skips index entries, not rows), then
 * only those rows are read, with their shop's name. The length is a count over the same index;
 * with a keyword, whose matches must all be found anyway, a window count over them instead.
 * Undefined: no such shop.
 */
export function productListSql(
  db: Db,
  shopGuid: string,
  kind: ProductListKind,
  q: ProductListQuery,
  categoryGuids?: string[],
) {
  const { where, values } = filterOf(db, shopGuid, kind, q, categoryGuids);
  const order = orderOf(kind, q);
  const windowed = q.keyword !== undefined;
  // SQLite joins the page back by rowid, the table's own key: one b-tree search a row, where
  // the guid would take two (its index, then the table).
  const key = db.dialect === 'sqlite' ? 'rowid' : 'guid';
  const text =
    `select ${CARD_COLUMNS}, (select name from shops where guid = ?) as shop_name,` +
    ` ${windowed ? 'page.total' : `(select count(*) from products where ${where})`} as total` +
    ` from (select products.${key} as k${windowed ? ', count(*) over () as total' : ''}` +
    ` from products where ${where} order by ${orderSql(order, 'products')} limit ? offset ?) page` +
    ` join products p on p.${key} = page.k order by ${orderSql(order, 'p')}`;
  return {
    page: {
      text,
      values: windowed
        ? [shopGuid, ...values, q.max, q.first]
        : [shopGuid, ...values, ...values, q.max, q.first],
    },
    // Past the end, or nothing matches, or no such shop: the rare case pays a second query.
    count: {
      text: `select (select count(*) from shops where guid = ?) as shop, (select count(*) from products where ${where}) as total`,
      values: [shopGuid, ...values],
    },
    // A generic plan cannot see the search pattern, and would not use the trigram index.
    prepare: !windowed,
  };
}

export async function listProducts(
  db: Db,
  shopGuid: string,
  kind: ProductListKind,
  q: ProductListQuery,
  categoryGuids?: string[],
): Promise<{ items: ProductCard[]; totalRecords: number } | undefined> {
  const { page, count, prepare } = productListSql(db, shopGuid, kind, q, categoryGuids);
  const rows = await runSql<CardRow>(db, page.text, page.values, { prepare });
  let totalRecords: number;
  if (rows.length > 0) {
    totalRecords = Number(rows[0]!.total);
  } else {
    const [row] = await runSql<{ shop: number; total: number }>(db, count.text, count.values, {
      prepare,
    });
    if (!row || Number(row.shop) === 0) return undefined;
    totalRecords = Number(row.total);
  }
  return {
    totalRecords,
    items: rows.map((r) => ({
      guid: r.guid,
      name: r.name,
      nameMm: r.nameMm,
      displayName: r.name,
      image: r.coverImageGuid ?? null,
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

/**
 * The product detail's statement: the product with its shop, and its images, options (with
 * their images), addons, latest reviews (with whether their author received it) and its shop's
 * shipping methods as JSON, so the detail is one statement, one round trip on PostgreSQL
 * (docs/architecture.md#databases). Built once per dialect.
 */
const detailSql = new Map<Dialect, string>();

export function productDetailSql(dialect: Dialect): string {
  let text = detailSql.get(dialect);
  if (text) return text;
  const { agg, array } = json;
  const images = `select ${agg(dialect, 'i.image_guid', 'i.position')} from product_images i where i.product_guid = p.guid`;
  const variants = `select ${agg(
    dialect,
    array(dialect, [
      'v.guid',
      'v.name',
      'v.price_sell_minor',
      'v.price_sell1_minor',
      'v.weight_grams',
      'v.currency_code',
      'v.stock_qty',
      'v.pre_sale_limit',
    ]),
    'v.position',
  )} from variants v where v.product_guid = p.guid and v.removed_at is null`;
  const variantImages = `select ${agg(
    dialect,
    array(dialect, ['vi.variant_guid', 'vi.image_guid']),
    'vi.variant_guid, vi.position',
  )} from variant_images vi join variants v on v.guid = vi.variant_guid where v.product_guid = p.guid`;
  const addons = `select ${agg(
    dialect,
    array(dialect, ['a.guid', 'a.name', 'a.price_minor', 'a.currency_code']),
    'a.position',
  )} from addons a where a.product_guid = p.guid and a.removed_at is null`;
  // A verified purchase: the author received an order containing the product, in any option
  // (docs/decisions/0028-account-abuse.md); statuses compared without case, as the order life
  // cycle reads them (packages/commerce/src/order-status.ts).
  const verified =
    'exists (select 1 from sales sa join sale_items si on si.sale_guid = sa.guid' +
    ' where sa.buyer_guid = r.user_guid and si.product_guid = r.product_guid' +
    " and sa.invoice_guid is not null and lower(sa.status) = 'delivered')";
  const latest = `select r.guid, r.user_guid, r.name, r.image_guid, r.review, r.rate_value, r.created_at, ${verified} as verified from reviews r where r.product_guid = ? order by r.created_at desc, r.guid limit ${DETAIL_REVIEW_LIMIT}`;
  const reviews = `select ${agg(
    dialect,
    array(dialect, [
      'l.guid',
      'l.name',
      'l.image_guid',
      'l.review',
      'l.rate_value',
      'l.created_at',
      'l.user_guid is not null and l.verified',
    ]),
    'l.created_at desc, l.guid',
  )} from (${latest}) l`;
  text =
    'select p.guid, p.name, p.name_mm, p.brand_name, p.description, p.description_mm,' +
    ' p.price_sell_minor, p.price_sell1_minor, p.currency_code, p.stock_qty, p.pre_sale_limit,' +
    ' p.category_guid, p.rating_avg_centi, p.rating_count, s.guid as shop_guid, s.name as shop_name,' +
    ' s.website, s.primary_phone, s.other_phones, s.street, s.address, s.address_mm,' +
    ' s.logo_image_guid, s.status as shop_status,' +
    ` (${images}) as images, (${variants}) as variants, (${variantImages}) as variant_images,` +
    ` (${addons}) as addons, (${reviews}) as reviews,` +
    ` (${shippingMethodsSql(dialect, 's.guid')}) as shipping` +
    ' from products p join shops s on s.guid = p.shop_guid where p.guid = ? and p.is_active = 1';
  detailSql.set(dialect, text);
  return text;
}

interface DetailRow {
  guid: string;
  name: string;
  nameMm: string | null;
  brandName: string | null;
  description: string | null;
  descriptionMm: string | null;
  priceSellMinor: number;
  priceSell1Minor: number | null;
  currencyCode: string;
  stockQty: number;
  preSaleLimit: number;
  categoryGuid: string;
  ratingAvgCenti: number;
  ratingCount: number;
  shopGuid: string;
  shopName: string;
  website: string | null;
  primaryPhone: string;
  otherPhones: string;
  street: string;
  address: string;
  addressMm: string | null;
  logoImageGuid: string | null;
  shopStatus: string;
  images: unknown;
  variants: unknown;
  variantImages: unknown;
  addons: unknown;
  reviews: unknown;
  shipping: unknown;
}

type VariantJson = [string, string, number, number | null, number, string, number, number];
type ReviewJson = [
  string,
  string | null,
  string | null,
  string,
  number | null,
  string | null,
  boolean | number,
];

export async function getProductDetail(
  db: Db,
  productGuid: string,
): Promise<ProductDetail | undefined> {
  const [product] = await runSql<DetailRow>(db, productDetailSql(db.dialect), [
    productGuid,
    productGuid,
  ]);
  if (!product) return undefined;

  const imagesByVariant = new Map<string, string[]>();
  for (const [variantGuid, imageGuid] of parseJson<[string, string][]>(product.variantImages)) {
    const list = imagesByVariant.get(variantGuid) ?? [];
    list.push(imageGuid);
    imagesByVariant.set(variantGuid, list);
  }
  const reviews = parseJson<ReviewJson[]>(product.reviews);
  const reviewList: Review[] = reviews.map(
    ([guid, name, image, review, rateValue, createdOn, verified]) => ({
      guid,
      name,
      image,
      review,
      rateValue,
      createdOn,
      // SQLite answers a condition 0 or 1, PostgreSQL true or false.
      verifiedPurchase: verified === true || verified === 1,
    }),
  );

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
    imageItems: parseJson<string[]>(product.images).map((image) => ({ image })),
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
        shippingChargesList: shippingMethodsOf(product.shipping),
        isTakingOrders: product.shopStatus === 'Open',
      },
    ],
    shopRatings: reviewList
      .filter((r) => r.rateValue !== null)
      .map((r) => ({ rateValue: r.rateValue ?? 0 })),
    rating: product.ratingAvgCenti / 100,
    ratingCount: product.ratingCount,
    shopReviewLists: reviewList,
    variantDetailItems: parseJson<VariantJson[]>(product.variants).map(
      ([
        guid,
        name,
        priceSellMinor,
        priceSell1Minor,
        weightGrams,
        currencyCode,
        stockQty,
        preSaleLimit,
      ]) => ({
        guid,
        name,
        images: imagesByVariant.get(guid) ?? [],
        priceSell: fromMinor(priceSellMinor),
        priceSell1: fromMinorOrNull(priceSell1Minor),
        weight: weightGrams / 1000,
        currencyCode,
        stockQty,
        preSaleLimit,
      }),
    ),
    addons: parseJson<[string, string, number, string][]>(product.addons).map(
      ([guid, name, priceMinor, currencyCode]) => ({
        guid,
        name,
        price: fromMinor(priceMinor),
        currencyCode,
      }),
    ),
  };
}
