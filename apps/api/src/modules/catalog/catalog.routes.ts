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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { productTag, shopListsTag, shopTag } from '../../plugins/catalog-cache';
import { notFound } from '../../lib/errors';
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

export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/pos/category/',
    {
      config: { catalogCache: true },
      schema: {
        tags: ['catalog'],
        summary: 'The category tree: top-level categories with two levels of children',
        querystring: CategoryListQuerySchema,
        response: { 200: CategoryListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const tree = await listCategoryTree(app.db);
      const { first, max } = request.query;
      return ok({ items: tree.slice(first, first + max), totalRecords: tree.length });
    },
  );

  app.get(
    '/v1/pos/category/:categoryGuid',
    {
      config: { catalogCache: true },
      schema: {
        tags: ['catalog'],
        summary: 'One category (name and level), for a category page heading',
        params: CategoryParamsSchema,
        response: { 200: CategoryResponseSchema, ...errors },
      },
    },
    async (request) => {
      const category = await findCategory(app.db, request.params.categoryGuid);
      if (!category) throw notFound('Category');
      return ok(category);
    },
  );

  for (const list of PRODUCT_LISTS) {
    app.get(
      list.path,
      {
        config: { catalogCache: true },
        schema: {
          tags: ['catalog'],
          summary: list.summary,
          params: ShopParamsSchema,
          querystring: ProductListQuerySchema,
          response: { 200: ProductListResponseSchema, ...errors },
        },
      },
      async (request) => {
        request.catalogTags.push(shopListsTag(request.params.shopId));
        return ok(await getProductList(app.db, request.params.shopId, list.kind, request.query));
      },
    );
  }

  app.get(
    '/v1/pos/product/productvariantdetail/:productId',
    {
      config: { catalogCache: true },
      schema: {
        tags: ['catalog'],
        summary: 'A product with its images, shop, ratings, reviews, variants and addons',
        params: ProductParamsSchema,
        response: { 200: ProductDetailResponseSchema, ...errors },
      },
    },
    async (request) => {
      const detail = await getProductDetail(app.db, request.params.productId);
      // A product that is not on sale (a draft, archived) may be published within the TTL.
      request.catalogTags.push(productTag(request.params.productId));
      if (!detail) throw notFound('Product');
      request.catalogTags.push(...detail.shopLists.map((shop) => shopTag(shop.shopGuid)));
      return ok(detail);
    },
  );
};
