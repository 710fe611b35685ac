import { createHash } from 'node:crypto';
import { inChunks } from '../chunks';
import type { Db } from '../connection';
import { toMinor } from '../../lib/money';
import { searchTextOf } from '../../lib/search-text';
import { refreshRatings } from '../../modules/reviews/reviews.repository';

/**
 * Writes catalog rows. Everything that inserts products (the demo seed, the large benchmark
 * seed, test fixtures) goes through here, so the columns kept for fast lists (first-variant
 * price, stock sums, search text, ratings) are derived in one place. Pictures are stored with
 * `insertImages` and ratings recounted with `refreshRatings`, the production writers the
 * checkout and reviews use too.
 */

export interface NewVariant {
  guid: string;
  name: string;
  /** Major units of the product currency. */
  priceSell: number;
  priceSell1?: number | null;
  weightKg: number;
  stockQty: number;
  preSaleLimit: number;
  imageGuids?: string[];
  sku?: string | null;
}

export interface NewAddon {
  guid: string;
  name: string;
  price: number;
}

export interface NewProduct {
  guid: string;
  shopGuid: string;
  categoryGuid: string;
  name: string;
  nameMm?: string | null;
  description?: string | null;
  descriptionMm?: string | null;
  brandName?: string | null;
  currencyCode?: string;
  createdAt: string;
  soldCount?: number;
  randomKey?: number;
  isActive?: boolean;
  imageGuids: string[];
  variants: NewVariant[];
  addons?: NewAddon[];
}

export interface NewReview {
  guid: string;
  productGuid: string;
  userGuid?: string | null;
  name: string | null;
  rateValue: number | null;
  review: string;
  createdAt: string;
}

/** A stable pseudo-random number from the guid, for products that were given none. */
const randomKeyOf = (guid: string) =>
  createHash('sha1').update(guid).digest().readUInt32BE(0) >>> 1;

export async function insertProducts(db: Db, products: NewProduct[]): Promise<void> {
  for (const p of products) {
    if (p.variants.length === 0) throw new Error(`Product ${p.name} has no variants`);
  }
  await inChunks(products, (chunk) =>
    db.kysely
      .insertInto('products')
      .values(
        chunk.map((p) => {
          const first = p.variants[0]!;
          const sell = toMinor(first.priceSell);
          const sell1 = first.priceSell1 == null ? null : toMinor(first.priceSell1);
          return {
            guid: p.guid,
            shopGuid: p.shopGuid,
            categoryGuid: p.categoryGuid,
            name: p.name,
            nameMm: p.nameMm ?? null,
            description: p.description ?? null,
            descriptionMm: p.descriptionMm ?? null,
            brandName: p.brandName ?? null,
            currencyCode: p.currencyCode ?? 'MMK',
            priceSellMinor: sell,
            priceSell1Minor: sell1,
            priceEffectiveMinor: sell1 ?? sell,
            stockQty: p.variants.reduce((n, v) => n + v.stockQty, 0),
            preSaleLimit: p.variants.reduce((n, v) => n + v.preSaleLimit, 0),
            ratingAvgCenti: 0,
            ratingCount: 0,
            soldCount: p.soldCount ?? 0,
            randomKey: p.randomKey ?? randomKeyOf(p.guid),
            searchText: searchTextOf(p.name, p.brandName, p.nameMm),
            coverImageGuid: p.imageGuids[0] ?? null,
            isActive: p.isActive === false ? 0 : 1,
            status: p.isActive === false ? 'Archived' : 'Active',
            createdAt: p.createdAt,
            updatedAt: p.createdAt,
          };
        }),
      )
      .execute(),
  );
  await inChunks(
    products.flatMap((p) =>
      p.imageGuids.map((imageGuid, position) => ({ productGuid: p.guid, imageGuid, position })),
    ),
    (chunk) => db.kysely.insertInto('productImages').values(chunk).execute(),
  );
  await inChunks(
    products.flatMap((p) =>
      p.variants.map((v, position) => ({
        guid: v.guid,
        productGuid: p.guid,
        name: v.name,
        priceSellMinor: toMinor(v.priceSell),
        priceSell1Minor: v.priceSell1 == null ? null : toMinor(v.priceSell1),
        weightGrams: Math.round(v.weightKg * 1000),
        currencyCode: p.currencyCode ?? 'MMK',
        stockQty: v.stockQty,
        preSaleLimit: v.preSaleLimit,
        position,
        sku: v.sku ?? null,
        shopGuid: p.shopGuid,
        removedAt: null,
      })),
    ),
    (chunk) => db.kysely.insertInto('variants').values(chunk).execute(),
  );
  await inChunks(
    products.flatMap((p) =>
      p.variants.flatMap((v) =>
        (v.imageGuids ?? []).map((imageGuid, position) => ({
          variantGuid: v.guid,
          imageGuid,
          position,
        })),
      ),
    ),
    (chunk) => db.kysely.insertInto('variantImages').values(chunk).execute(),
  );
  await inChunks(
    products.flatMap((p) =>
      (p.addons ?? []).map((a, position) => ({
        guid: a.guid,
        productGuid: p.guid,
        name: a.name,
        priceMinor: toMinor(a.price),
        currencyCode: p.currencyCode ?? 'MMK',
        position,
        removedAt: null,
      })),
    ),
    (chunk) => db.kysely.insertInto('addons').values(chunk).execute(),
  );
}

export async function insertReviews(db: Db, reviews: NewReview[]): Promise<void> {
  await inChunks(reviews, (chunk) =>
    db.kysely
      .insertInto('reviews')
      .values(chunk.map((r) => ({ ...r, userGuid: r.userGuid ?? null, imageGuid: null })))
      .execute(),
  );
  await refreshRatings(db, [...new Set(reviews.map((r) => r.productGuid))]);
}
