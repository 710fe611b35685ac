import { ErrorEnvelopeSchema } from '@storefront/contract/envelope';
import {
  ProductParamsSchema,
  SellerProductCreateSchema,
  SellerProductDeletedResponseSchema,
  SellerProductListQuerySchema,
  SellerProductListResponseSchema,
  SellerProductResponseSchema,
  SellerProductSavedResponseSchema,
  SellerProductUpdateSchema,
  StockAdjustedResponseSchema,
  StockAdjustmentSchema,
  StockHistoryQuerySchema,
  StockHistoryResponseSchema,
  VariantParamsSchema,
} from '@storefront/contract/seller-catalog';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { BEARER, sellerShopOf, userOf } from '../../plugins/auth';
import { productTag, shopListsTag } from '../../plugins/catalog-cache';
import {
  adjustOptionStock,
  createProduct,
  getProduct,
  listProducts,
  removeDraft,
  saveProduct,
  stockHistory,
  type CatalogChange,
} from './products.service';

const denied = { 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema };
const refused = {
  400: ErrorEnvelopeSchema,
  ...denied,
  404: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
  422: ErrorEnvelopeSchema,
  429: ErrorEnvelopeSchema,
};

const staffOf = (request: FastifyRequest) => ({
  userGuid: userOf(request),
  shopGuid: sellerShopOf(request),
});

/**
 * Drops the cached answers and pages that can hold what a write changed: the product's own, and
 * the shop's lists when the write can change one (docs/architecture.md#caching).
 */
export function announceCatalogChange(app: FastifyInstance, change: CatalogChange): void {
  app.catalogCache.invalidate([
    ...change.productGuids.map(productTag),
    ...(change.listsChanged ? [shopListsTag(change.shopGuid)] : []),
  ]);
}

/**
 * The shop catalog in the staff console (docs/product.md#catalog-rules). Every call takes a
 * Seller's token and reads or changes only that shop's products; another shop's are not found.
 */
export const sellerProductRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/seller/products',
    {
      onRequest: app.authenticateSeller,
      schema: {
        tags: ['seller'],
        summary:
          "The shop's products: search name (either script), brand or SKU; filter by status and " +
          'stock (soldOut, low); sort newest, name, price or stock (data.items, data.totalCount, ' +
          'data.counts per status)',
        security: BEARER,
        querystring: SellerProductListQuerySchema,
        response: { 200: SellerProductListResponseSchema, 400: ErrorEnvelopeSchema, ...denied },
      },
    },
    async (request) => ok(await listProducts(app.db, sellerShopOf(request), request.query)),
  );

  app.get(
    '/v1/seller/products/:productGuid',
    {
      onRequest: app.authenticateSeller,
      schema: {
        tags: ['seller'],
        summary: 'One of the shop’s products as the form edits it, with the version to save over',
        security: BEARER,
        params: ProductParamsSchema,
        response: {
          200: SellerProductResponseSchema,
          400: ErrorEnvelopeSchema,
          ...denied,
          404: ErrorEnvelopeSchema,
        },
      },
    },
    async (request) =>
      ok(await getProduct(app.db, sellerShopOf(request), request.params.productGuid)),
  );

  app.post(
    '/v1/seller/products',
    {
      onRequest: app.authenticateSeller,
      config: { rateLimit: {} },
      schema: {
        tags: ['seller'],
        summary:
          'Add a product with its options, addons and photos (ids from POST v1/seller/images). ' +
          'Burmese typed in Zawgyi is stored as Unicode; data.zawgyiConverted names those fields.',
        security: BEARER,
        body: SellerProductCreateSchema,
        response: { 200: SellerProductSavedResponseSchema, ...refused },
      },
    },
    async (request) => {
      const { product, change } = await createProduct(app.db, staffOf(request), request.body);
      announceCatalogChange(app, change);
      return ok(product, 'Product saved.');
    },
  );

  app.put(
    '/v1/seller/products/:productGuid',
    {
      onRequest: app.authenticateSeller,
      config: { rateLimit: {} },
      schema: {
        tags: ['seller'],
        summary:
          'Save the whole product over the version it was read at (409 productConflict when it ' +
          'changed since). Options and addons left out are removed; an option that orders ' +
          'point at is hidden, not deleted. An existing option’s stockQty is ignored: stock moves ' +
          'through POST v1/seller/variants/{variantGuid}/stock.',
        security: BEARER,
        params: ProductParamsSchema,
        body: SellerProductUpdateSchema,
        response: { 200: SellerProductSavedResponseSchema, ...refused },
      },
    },
    async (request) => {
      const { product, change } = await saveProduct(
        app.db,
        staffOf(request),
        request.params.productGuid,
        request.body,
      );
      announceCatalogChange(app, change);
      return ok(product, 'Product saved.');
    },
  );

  app.delete(
    '/v1/seller/products/:productGuid',
    {
      onRequest: app.authenticateSeller,
      config: { rateLimit: {} },
      schema: {
        tags: ['seller'],
        summary: 'Delete a draft that no order includes (409 otherwise: archive it instead)',
        security: BEARER,
        params: ProductParamsSchema,
        response: { 200: SellerProductDeletedResponseSchema, ...refused },
      },
    },
    async (request) => {
      const change = await removeDraft(app.db, staffOf(request), request.params.productGuid);
      announceCatalogChange(app, change);
      return ok({ guid: request.params.productGuid }, 'Product deleted.');
    },
  );

  app.post(
    '/v1/seller/variants/:variantGuid/stock',
    {
      onRequest: app.authenticateSeller,
      config: { rateLimit: {} },
      schema: {
        tags: ['seller'],
        summary:
          'Add delta units to an option’s stock (negative: take away) with a reason. Applied in ' +
          'the database, so adjustments racing checkouts all count; one that would leave the ' +
          'stock below zero is refused (409 stockBelowZero) with the current figure.',
        security: BEARER,
        params: VariantParamsSchema,
        body: StockAdjustmentSchema,
        response: { 200: StockAdjustedResponseSchema, ...refused },
      },
    },
    async (request) => {
      const { answer, change } = await adjustOptionStock(
        app.db,
        staffOf(request),
        request.params.variantGuid,
        request.body,
      );
      announceCatalogChange(app, change);
      return ok(answer, 'Stock updated.');
    },
  );

  app.get(
    '/v1/seller/variants/:variantGuid/stock-history',
    {
      onRequest: app.authenticateSeller,
      schema: {
        tags: ['seller'],
        summary:
          'Every move of an option’s stock, newest first: adjustments, the stock it was created ' +
          'with, checkouts, expired or cancelled holds and rejected orders (who, when, why, ' +
          'before and after)',
        security: BEARER,
        params: VariantParamsSchema,
        querystring: StockHistoryQuerySchema,
        response: {
          200: StockHistoryResponseSchema,
          400: ErrorEnvelopeSchema,
          ...denied,
          404: ErrorEnvelopeSchema,
        },
      },
    },
    async (request) =>
      ok(
        await stockHistory(
          app.db,
          sellerShopOf(request),
          request.params.variantGuid,
          request.query.first,
          request.query.max,
        ),
      ),
  );
};
