import multipart from '@fastify/multipart';
import {
  AdminShopListResponseSchema,
  AdminShopResponseSchema,
  ShopGuidParamsSchema,
  ShopWriteSchema,
} from '@storefront/contract/admin-shops';
import { ErrorEnvelopeSchema } from '@storefront/contract/envelope';
import { PHOTO_MAX_BYTES, PHOTO_MAX_PIXELS } from '@storefront/contract/photos';
import { SellerImageResponseSchema } from '@storefront/contract/seller-catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { BEARER, ownerOf } from '../../plugins/auth';
import { BUSY_RETRY_SECONDS, photoRefusals, PhotoRefused } from '../images/photo-refusals';
import { storePhoto } from '../images/photos.service';
import {
  MULTIPART_LIMITS,
  PhotoUploadFormSchema,
  readUpload,
} from '../images/seller-images.routes';
import { listAdminShops } from './shops.repository';
import { createShop, editShop } from './shops.service';

const refusals = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
  422: ErrorEnvelopeSchema,
};

const WRITE_NOTE =
  ' The shop answers on `<slug>.` and the base host (SHOP_BASE_HOST) and on each of hostNames, ' +
  'on every instance at once. 409 names slug or hostNames when another shop has it; 422 names ' +
  'logoImageGuid or bannerImageGuid when it is not an uploaded picture (POST v1/admin/images). ' +
  'Paused: its products show but checkout refuses them; cashOnDelivery false: checkout refuses ' +
  'a cash-on-delivery payment for it.';

/**
 * The business's shops (docs/decisions/0030-shops.md): owners open, edit, pause and reopen them.
 * A write drops every cached answer and page on every instance (the catalog cache's broadcast):
 * a new host name is served at once, a paused shop stops being offered at once.
 */
export const adminShopRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered inside this plugin: of its routes only the picture upload parses multipart.
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });
  const baseHost = app.config.shopBaseHost;

  app.get(
    '/v1/admin/shops',
    {
      onRequest: app.authenticateOwner,
      schema: {
        tags: ['admin'],
        summary:
          'Every shop with its status, host names and counts of products and staff ' +
          '(data.items, data.baseHost)',
        security: BEARER,
        response: { 200: AdminShopListResponseSchema, ...refusals },
      },
    },
    async () => ok({ items: await listAdminShops(app.db), baseHost }),
  );

  app.post(
    '/v1/admin/shops',
    {
      onRequest: app.authenticateOwner,
      schema: {
        tags: ['admin'],
        summary: 'Open a shop; data is the shop as saved.' + WRITE_NOTE,
        security: BEARER,
        body: ShopWriteSchema,
        response: { 200: AdminShopResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const shop = await createShop(app.db, ownerOf(request), request.body, baseHost);
      app.catalogCache.invalidate();
      return ok(shop, 'Shop opened.');
    },
  );

  app.put(
    '/v1/admin/shops/:shopGuid',
    {
      onRequest: app.authenticateOwner,
      schema: {
        tags: ['admin'],
        summary:
          'Edit, pause or reopen a shop: every field is sent; data is the shop as saved.' +
          WRITE_NOTE,
        security: BEARER,
        params: ShopGuidParamsSchema,
        body: ShopWriteSchema,
        response: { 200: AdminShopResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const shop = await editShop(
        app.db,
        ownerOf(request),
        request.params.shopGuid,
        request.body,
        baseHost,
      );
      app.catalogCache.invalidate();
      return ok(shop, 'Shop saved.');
    },
  );

  app.post(
    '/v1/admin/images',
    {
      onRequest: app.authenticateOwner,
      config: { rateLimit: {} },
      schema: {
        tags: ['admin'],
        summary:
          "Upload a shop's logo or banner: multipart/form-data with one file in the field " +
          `"file", JPEG, PNG or WebP up to ${PHOTO_MAX_BYTES / 1024 / 1024} MB and ` +
          `${PHOTO_MAX_PIXELS / 1_000_000} megapixels, through the same pipeline and refusals ` +
          'as POST v1/seller/images. The picture belongs to no shop until a shop names it.',
        security: BEARER,
        consumes: ['multipart/form-data'],
        body: PhotoUploadFormSchema,
        response: {
          200: SellerImageResponseSchema,
          400: ErrorEnvelopeSchema,
          401: ErrorEnvelopeSchema,
          403: ErrorEnvelopeSchema,
          408: ErrorEnvelopeSchema,
          413: ErrorEnvelopeSchema,
          415: ErrorEnvelopeSchema,
          422: ErrorEnvelopeSchema,
          429: ErrorEnvelopeSchema,
          503: ErrorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const owner = { userGuid: ownerOf(request), shopGuid: null };
      if (!request.isMultipart()) throw photoRefusals.missing();
      const pipeline = app.photoPipeline;
      let place;
      try {
        place = pipeline.enter();
      } catch (error) {
        if (error instanceof PhotoRefused) reply.header('retry-after', String(BUSY_RETRY_SECONDS));
        throw error;
      }
      let bytes: Buffer;
      try {
        bytes = await readUpload(request, pipeline.settings.uploadSeconds);
      } catch (error) {
        place.cancel();
        throw error;
      }
      const photo = await storePhoto(app.db, pipeline, place, owner, bytes);
      return ok({ guid: photo.guid, width: photo.width, height: photo.height }, 'Photo uploaded.');
    },
  );
};
