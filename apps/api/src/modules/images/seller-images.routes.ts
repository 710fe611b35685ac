import multipart from '@fastify/multipart';
import { ErrorEnvelopeSchema } from '@storefront/contract/envelope';
import { PHOTO_MAX_BYTES, PHOTO_MAX_PIXELS, PHOTO_WIDTHS } from '@storefront/contract/photos';
import { SellerImageResponseSchema } from '@storefront/contract/seller-catalog';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../lib/envelope';
import { BEARER, sellerShopOf, userOf } from '../../plugins/auth';
import { BUSY_RETRY_SECONDS, photoRefusals, PhotoRefused } from './photo-refusals';
import { storePhoto } from './photos.service';

export const PhotoUploadFormSchema = z
  .object({
    file: z.unknown().meta({
      type: 'string',
      format: 'binary',
      description: 'The photo: JPEG, PNG or WebP, up to 15 MB and 40 megapixels.',
    }),
  })
  .nullish();

/** What a multipart request may hold besides the photo: a few small fields, nothing more. */
export const MULTIPART_LIMITS = {
  fileSize: PHOTO_MAX_BYTES,
  files: 1,
  fields: 4,
  fieldSize: 1024,
  parts: 6,
  headerPairs: 20,
};

/**
 * Reads the one file of a multipart upload into memory. Only the photo uploads (this one and the
 * owners' `POST v1/admin/images`) take multipart, and only there may a body be as large as a
 * photo (every other body is small JSON).
 */
export async function readUpload(request: FastifyRequest, seconds: number): Promise<Buffer> {
  let part;
  try {
    part = await request.file({ limits: MULTIPART_LIMITS, throwFileSizeLimit: true });
  } catch {
    throw photoRefusals.missing();
  }
  if (!part || part.fieldname !== 'file') throw photoRefusals.missing();
  const file = part.file;
  let late = false;
  const deadline = setTimeout(() => {
    late = true;
    file.destroy(new Error('the upload did not arrive in time'));
  }, seconds * 1000);
  try {
    return await part.toBuffer();
  } catch (error) {
    if (late) throw photoRefusals.slowUpload();
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw photoRefusals.tooLarge();
    }
    // The upload ended before the file did (a dropped connection, a broken form).
    throw photoRefusals.unreadable();
  } finally {
    clearTimeout(deadline);
  }
}

/**
 * Product photos from the staff console (docs/product.md#product-photos): a Seller's token,
 * one picture, stored in every size shoppers' pages ask for.
 */
export const sellerImageRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered inside this plugin: no other route parses multipart bodies.
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });

  app.post(
    '/v1/seller/images',
    {
      onRequest: app.authenticateSeller,
      config: { rateLimit: {} },
      schema: {
        tags: ['seller'],
        summary:
          'Upload a product photo: multipart/form-data with one file in the field "file". JPEG, ' +
          `PNG or WebP (told by its bytes) up to ${PHOTO_MAX_BYTES / 1024 / 1024} MB and ` +
          `${PHOTO_MAX_PIXELS / 1_000_000} megapixels. Turned upright, stripped of EXIF, XMP ` +
          `and ICC data, stored as WebP at ${PHOTO_WIDTHS.join(', ')} px wide (never wider ` +
          "than sent; the widest is the image, of the staff's shop) and as a share JPEG. " +
          "Answers the stored image's id and size. Refusals carry a code: photoMissing, " +
          'photoEmpty, photoType, photoHeic, photoTooLarge (413), photoTooManyPixels, ' +
          'photoUnreadable, photoTimeout (also 408 when the file arrives too slowly), photoBusy (503 with Retry-After).',
        security: BEARER,
        consumes: ['multipart/form-data'],
        // Describes the form for the OpenAPI page; the handler reads the multipart stream
        // itself (a multipart request has no parsed body to check).
        body: PhotoUploadFormSchema,
        response: {
          200: SellerImageResponseSchema,
          400: ErrorEnvelopeSchema,
          401: ErrorEnvelopeSchema,
          403: ErrorEnvelopeSchema,
          413: ErrorEnvelopeSchema,
          415: ErrorEnvelopeSchema,
          422: ErrorEnvelopeSchema,
          408: ErrorEnvelopeSchema,
          429: ErrorEnvelopeSchema,
          503: ErrorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const staff = { userGuid: userOf(request), shopGuid: sellerShopOf(request) };
      if (!request.isMultipart()) throw photoRefusals.missing();
      const pipeline = app.photoPipeline;
      let place;
      try {
        // A place in line before the upload is read: when the line is full, the photo's bytes
        // are never taken into memory.
        place = pipeline.enter();
      } catch (error) {
        if (error instanceof PhotoRefused) {
          reply.header('retry-after', String(BUSY_RETRY_SECONDS));
        }
        throw error;
      }
      let bytes: Buffer;
      try {
        bytes = await readUpload(request, pipeline.settings.uploadSeconds);
      } catch (error) {
        place.cancel();
        throw error;
      }
      const started = performance.now();
      const photo = await storePhoto(app.db, pipeline, place, staff, bytes);
      request.log.info(
        {
          photo: {
            guid: photo.guid,
            bytes: bytes.length,
            width: photo.width,
            height: photo.height,
            sizes: [photo.prepared.main, ...photo.prepared.smaller].map((s) => s.width),
            ms: Math.round(performance.now() - started),
          },
          pipeline: pipeline.counters(),
        },
        'product photo stored',
      );
      return ok({ guid: photo.guid, width: photo.width, height: photo.height }, 'Photo uploaded.');
    },
  );
};
