import {
  CategoryListQuerySchema,
  CategoryListResponseSchema,
  CategoryParamsSchema,
  CategoryResponseSchema,
  ProductDetailResponseSchema,
  ProductListQuerySchema,
  ProductListResponseSchema,
  ProductParamsSchema,
  ShopParamsSchema,
} from '@storefront/contract/catalog';
import { ErrorEnvelopeSchema } from '@storefront/contract/envelope';
import { ok } from '../../lib/envelope';
import { productTag, shopListsTag, shopTag } from '../../plugins/catalog-cache';
import { notFound } from '../../lib/errors';
import { readRoute, type ReadRoute } from '../../lib/read-routes';
import {
  findCategory,
  getProductDetail,
  listCategoryTree,
  type ProductListKind,
} from './catalog.repository';
import { getProductList } from './catalog.service';

const errors = { 400: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema };

/** The product lists of docs/product.md#calls-catalog, one path each, all with the same query and answer. */
const PRODUCT_LISTS: { path: string; kind: ProductListKind; summary: string }[] = [
  {
    path: '/v1/pos/shop/listShopProductNewArrival/:shopId',
    kind: 'newArrival',
    summary: 'Newest products first',
  },
  {
    path: '/v1/pos/shop/listShopProductBestSeller/:shopId',
    kind: 'bestSeller',
    summary: 'Most sold products first',
  },
  {
    path: '/v1/pos/product/listShopProductRandom/:shopId',
    kind: 'random',
    summary: 'A stable shuffle of the shop',
  },
  {
    path: '/v1/pos/product/listTopRatedProduct/:shopId',
    kind: 'topRated',
    summary: 'Products rated 3.5 stars or better, best first unless sortField says otherwise',
  },
  {
    path: '/v1/pos/shop/listShopProduct/:shopId',
    kind: 'all',
    summary: 'Every product of the shop, by name; filter by keyword and categoryGuid',
  },
];

/**
 * The catalog's reads, one table: `catalog.routes.ts` registers the routes from it, and a
 * server-rendered page's calls are answered from it without HTTP (pages/page-data.ts,
 * docs/architecture.md#page-calls). One definition: the page cannot answer an address
 * differently from its route.
 */
export const CATALOG_READS: readonly ReadRoute[] = [
  readRoute({
    method: 'GET',
    url: '/v1/pos/category/',
    catalogCache: true,
    docs: {
      tag: 'catalog',
      summary: 'The category tree: top-level categories with two levels of children',
    },
    querystring: CategoryListQuerySchema,
    response: { 200: CategoryListResponseSchema, ...errors },
    async answer(db, { query }) {
      const tree = await listCategoryTree(db);
      const { first, max } = query;
      return ok({ items: tree.slice(first, first + max), totalRecords: tree.length });
    },
  }),

  readRoute({
    method: 'GET',
    url: '/v1/pos/category/:categoryGuid',
    catalogCache: true,
    docs: { tag: 'catalog', summary: 'One category (name and level), for a category page heading' },
    params: CategoryParamsSchema,
    response: { 200: CategoryResponseSchema, ...errors },
    async answer(db, { params }) {
      const category = await findCategory(db, params.categoryGuid);
      if (!category) throw notFound('Category');
      return ok(category);
    },
  }),

  ...PRODUCT_LISTS.map((list) =>
    readRoute({
      method: 'GET',
      url: list.path,
      catalogCache: true,
      docs: { tag: 'catalog', summary: list.summary },
      params: ShopParamsSchema,
      querystring: ProductListQuerySchema,
      response: { 200: ProductListResponseSchema, ...errors },
      async answer(db, { params, query }, cacheTags) {
        cacheTags.push(shopListsTag(params.shopId.toLowerCase()));
        return ok(await getProductList(db, params.shopId, list.kind, query));
      },
    }),
  ),

  readRoute({
    method: 'GET',
    url: '/v1/pos/product/productvariantdetail/:productId',
    catalogCache: true,
    docs: {
      tag: 'catalog',
      summary: 'A product with its images, shop, ratings, reviews, variants and addons',
    },
    params: ProductParamsSchema,
    response: { 200: ProductDetailResponseSchema, ...errors },
    async answer(db, { params }, cacheTags) {
      const detail = await getProductDetail(db, params.productId);
      // A product that is not on sale (a draft, archived) may be published within the TTL.
      cacheTags.push(productTag(params.productId.toLowerCase()));
      if (!detail) throw notFound('Product');
      cacheTags.push(...detail.shopLists.map((shop) => shopTag(shop.shopGuid)));
      return ok(detail);
    },
  }),
];
