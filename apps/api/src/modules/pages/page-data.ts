import {
  CategoryListQuerySchema,
  CategoryListResponseSchema,
  CategoryResponseSchema,
  ProductDetailResponseSchema,
  ProductListQuerySchema,
  ProductListResponseSchema,
} from '@storefront/contract/catalog';
import { GuidSchema } from '@storefront/contract/envelope';
import { RegionListResponseSchema } from '@storefront/contract/region';
import { ShopInfoResponseSchema, ShopListResponseSchema } from '@storefront/contract/shop';
import type { z } from 'zod';
import type { Db } from '../../db/connection';
import { ok } from '../../lib/envelope';
import { productTag, shopListsTag, shopTag } from '../../plugins/catalog-cache';
import { AppError } from '../../lib/errors';
import {
  findCategory,
  getProductDetail,
  listCategoryTree,
  type ProductListKind,
} from '../catalog/catalog.repository';
import { getProductList } from '../catalog/catalog.service';
import { listRegions } from '../region/region.repository';
import { withCurrentCoupons } from '../promos/coupons.repository';
import { findShopByHost, listShops } from '../shop/shop.repository';
import { normalizeHostName } from '../shop/shop.service';

/** A call as the web app's API client describes it (RTK Query's FetchArgs). */
export type PageCall = {
  url: string;
  method?: string;
  params?: Record<string, unknown>;
  body?: unknown;
};

/** The answer the endpoint would give: its JSON body, or its status and error body. */
export type PageCallAnswer =
  | { data: unknown }
  | { error: { status: number; data: unknown } }
  | { error: { status: 'CUSTOM_ERROR'; error: string; data?: undefined } };

type Handler = (db: Db, match: RegExpExecArray, call: PageCall) => Promise<PageCallAnswer>;

const GUID = '([0-9a-fA-F-]{36})';

const PRODUCT_LISTS: [RegExp, ProductListKind][] = [
  [new RegExp(`^v1/pos/shop/listShopProductNewArrival/${GUID}$`), 'newArrival'],
  [new RegExp(`^v1/pos/shop/listShopProductBestSeller/${GUID}$`), 'bestSeller'],
  [new RegExp(`^v1/pos/product/listShopProductRandom/${GUID}$`), 'random'],
  [new RegExp(`^v1/pos/product/listTopRatedProduct/${GUID}$`), 'topRated'],
  [new RegExp(`^v1/pos/shop/listShopProduct/${GUID}$`), 'all'],
];

const PRODUCT_DETAIL_CALL = new RegExp(`^v1/pos/product/productvariantdetail/${GUID}$`);

/** The query string as the endpoint reads it: every value a string. */
function queryOf(call: PageCall): Record<string, string> {
  return Object.fromEntries(
    Object.entries(call.params ?? {})
      .filter(([, value]) => value !== undefined && value !== null)
      .map(([key, value]) => [key, String(value)]),
  );
}

/**
 * The answer as it would cross the wire: checked against the endpoint's response schema and
 * serialised, so the browser's cache holds exactly what its own call would have put there.
 */
function answer(schema: z.ZodType, body: unknown): PageCallAnswer {
  return { data: JSON.parse(JSON.stringify(schema.parse(body))) };
}

function failure(status: number, message: string): PageCallAnswer {
  return { error: { status, data: { success: false, data: null, message } } };
}

const HANDLERS: [RegExp, Handler][] = [
  [
    /^v1\/currency\/region$/,
    async (db) => answer(RegionListResponseSchema, ok({ items: await listRegions(db) })),
  ],
  [
    /^v1\/pos\/shop\/list$/,
    async (db) => answer(ShopListResponseSchema, ok({ items: await listShops(db) })),
  ],
  [
    /^v1\/pos\/shop\/shop_information$/,
    async (db, _match, call) => {
      const hostName = (call.body as { hostName?: unknown } | undefined)?.hostName;
      if (typeof hostName !== 'string') return failure(400, 'hostName is required.');
      // The home page's Coupon Codes tile (docs/decisions/0032-coupons.md) rides on this answer.
      const shop = await withCurrentCoupons(
        db,
        await findShopByHost(db, normalizeHostName(hostName)),
      );
      return shop ? answer(ShopInfoResponseSchema, ok(shop)) : failure(404, 'Shop not found.');
    },
  ],
  [
    /^v1\/pos\/category\/$/,
    async (db, _match, call) => {
      const query = CategoryListQuerySchema.safeParse(queryOf(call));
      if (!query.success) return failure(400, query.error.issues[0]?.message ?? 'Bad query.');
      const tree = await listCategoryTree(db);
      const { first, max } = query.data;
      const page = { items: tree.slice(first, first + max), totalRecords: tree.length };
      return answer(CategoryListResponseSchema, ok(page));
    },
  ],
  [
    new RegExp(`^v1/pos/category/${GUID}$`),
    async (db, match) => {
      const guid = GuidSchema.safeParse(match[1]);
      if (!guid.success) return failure(400, 'Not a valid id.');
      const category = await findCategory(db, guid.data);
      return category
        ? answer(CategoryResponseSchema, ok(category))
        : failure(404, 'Category not found.');
    },
  ],
  ...PRODUCT_LISTS.map(([pattern, kind]): [RegExp, Handler] => [
    pattern,
    async (db, match, call) => {
      const shopId = GuidSchema.safeParse(match[1]);
      const query = ProductListQuerySchema.safeParse(queryOf(call));
      if (!shopId.success) return failure(400, 'Not a valid id.');
      if (!query.success) return failure(400, query.error.issues[0]?.message ?? 'Bad query.');
      const page = await getProductList(db, shopId.data, kind, query.data);
      return answer(ProductListResponseSchema, ok(page));
    },
  ]),
  [
    PRODUCT_DETAIL_CALL,
    async (db, match) => {
      const guid = GuidSchema.safeParse(match[1]);
      if (!guid.success) return failure(400, 'Not a valid id.');
      const detail = await getProductDetail(db, guid.data);
      return detail
        ? answer(ProductDetailResponseSchema, ok(detail))
        : failure(404, 'Product not found.');
    },
  ],
];

/**
 * What a call's answer holds, as the catalog cache's tags (docs/architecture.md#caching): a
 * page drawn from it is dropped when one of them changes.
 */
export function tagsOfPageCall(call: PageCall, answered: PageCallAnswer): string[] {
  const url = call.url.replace(/^\//, '').split('?')[0] ?? '';
  for (const [pattern] of PRODUCT_LISTS) {
    const match = pattern.exec(url);
    if (match) return [shopListsTag(match[1]!.toLowerCase())];
  }
  const detail = PRODUCT_DETAIL_CALL.exec(url);
  if (detail) {
    const body = 'data' in answered ? (answered.data as { data?: { shopLists?: unknown } }) : null;
    const shops = Array.isArray(body?.data?.shopLists)
      ? (body.data.shopLists as { shopGuid?: unknown }[]).flatMap((shop) =>
          typeof shop.shopGuid === 'string' ? [shopTag(shop.shopGuid)] : [],
        )
      : [];
    return [productTag(detail[1]!.toLowerCase()), ...shops];
  }
  return [];
}

/**
 * Answers the public calls a page makes for its first screen, through the same repositories
 * and services as their routes and with the same query validation, without an HTTP round trip
 * (docs/architecture.md#server-rendering). A call it does not serve (anything signed in) is left
 * to the browser: the page renders it as loading and the browser asks once hydrated.
 */
export function pageDataSource(db: Db) {
  return async (call: PageCall): Promise<PageCallAnswer> => {
    const url = call.url.replace(/^\//, '').split('?')[0] ?? '';
    for (const [pattern, handle] of HANDLERS) {
      const match = pattern.exec(url);
      if (!match) continue;
      try {
        return await handle(db, match, call);
      } catch (error) {
        // A refusal of the service (an unknown shop or category) is the answer the endpoint
        // gives, not a failed render: the page shows it as the browser's call would.
        if (error instanceof AppError) return failure(error.statusCode, error.message);
        throw error;
      }
    }
    return { error: { status: 'CUSTOM_ERROR', error: `Not answered on the server: ${url}` } };
  };
}
