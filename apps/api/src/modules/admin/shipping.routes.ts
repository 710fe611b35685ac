import {
  AdminShippingPutSchema,
  AdminShippingResponseSchema,
  ShippingPreviewQuerySchema,
  ShippingPreviewResponseSchema,
  ShopGuidParamsSchema,
} from '@storefront/contract/admin-shipping';
import { ErrorEnvelopeSchema } from '@storefront/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { BEARER, ownerOf } from '../../plugins/auth';
import { shopTag } from '../../plugins/catalog-cache';
import { previewShipping, readShopShipping, saveShopShipping } from './shipping.service';

const refusals = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
};

/**
 * A shop's delivery methods and fees (docs/decisions/0031-wallets-and-delivery-fees.md#delivery):
 * owners only.
 */
export const adminShippingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/admin/shops/:shopGuid/shipping',
    {
      onRequest: app.authenticateOwner,
      schema: {
        tags: ['admin'],
        summary:
          'The shop’s delivery methods in checkout order: names, region, on/off, townships, ' +
          'weight bands (grams, fee in MMK) and whether orders use them',
        security: BEARER,
        params: ShopGuidParamsSchema,
        response: { 200: AdminShippingResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const { shopGuid } = request.params;
      return ok({ shopGuid, methods: await readShopShipping(app.db, shopGuid) });
    },
  );

  app.put(
    '/v1/admin/shops/:shopGuid/shipping',
    {
      onRequest: app.authenticateOwner,
      schema: {
        tags: ['admin'],
        summary:
          'Replaces the shop’s delivery methods in one transaction. Kept methods keep their ids; ' +
          'a method left out is deleted, or hidden when orders use it. Bands start at 0 g and follow ' +
          'each other without gap or overlap; 422 names the field at fault (methods[1].bands[2])',
        security: BEARER,
        params: ShopGuidParamsSchema,
        body: AdminShippingPutSchema,
        response: {
          200: AdminShippingResponseSchema,
          ...refusals,
          409: ErrorEnvelopeSchema,
          422: ErrorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const { shopGuid } = request.params;
      const methods = await saveShopShipping(app.db, ownerOf(request), shopGuid, request.body);
      // Product pages carry the shop's methods: theirs are stale now.
      app.catalogCache.invalidate([shopTag(shopGuid)]);
      return ok({ shopGuid, methods });
    },
  );

  app.get(
    '/v1/admin/shops/:shopGuid/shipping/preview',
    {
      onRequest: app.authenticateOwner,
      schema: {
        tags: ['admin'],
        summary:
          'The saved, switched-on methods that deliver a parcel of weightGrams to townshipGuid, ' +
          'each with its fee and band (data.items)',
        security: BEARER,
        params: ShopGuidParamsSchema,
        querystring: ShippingPreviewQuerySchema,
        response: { 200: ShippingPreviewResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const { shopGuid } = request.params;
      const { weightGrams, townshipGuid } = request.query;
      return ok({ items: await previewShipping(app.db, shopGuid, weightGrams, townshipGuid) });
    },
  );
};
