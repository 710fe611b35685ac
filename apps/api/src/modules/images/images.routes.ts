import { ErrorEnvelopeSchema, ImageParamsSchema } from '@storefront/contract/envelope';
import { ImageSizeQuerySchema } from '@storefront/contract/images';
import { IMAGE_WIDTH_QUERY_MAX, SHARE_IMAGE } from '@storefront/contract/photos';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors';
import { findImage } from './images.repository';
import { BUSY_RETRY_SECONDS, PhotoRefused } from './photo-refusals';
import { shareImageOf, sizedImageOf } from './photos.service';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Sends a stored picture: its ETag and a year of caching (an id, and an id with a width, never
 * changes content), or 304 when the browser already has these bytes.
 */
function sendPicture(
  request: FastifyRequest,
  reply: FastifyReply,
  picture: { contentType: string; etag: string },
  bytes: () => Promise<Buffer | undefined>,
) {
  reply
    .header('etag', picture.etag)
    .header('cache-control', IMMUTABLE)
    .header('x-content-type-options', 'nosniff');
  if (request.headers['if-none-match'] === picture.etag) return reply.status(304).send();
  return bytes().then((data) => {
    if (!data) throw notFound('Image');
    return reply.type(picture.contentType).send(data);
  });
}

export const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/image/download/:id',
    {
      schema: {
        tags: ['images'],
        summary:
          'An image by id, with an ETag and a year of caching (ids never change content). ' +
          `?w=NNN (1–${IMAGE_WIDTH_QUERY_MAX}) answers the narrowest stored WebP size of a ` +
          'product photo at least NNN px wide, the widest when none is, each size with its own ' +
          'ETag; an image kept in one size answers itself for any w. 304 when If-None-Match ' +
          'holds the ETag.',
        params: ImageParamsSchema,
        querystring: ImageSizeQuerySchema,
        // 200 is the image itself (binary, not serialised), 304 when the ETag matches.
        response: { 400: ErrorEnvelopeSchema, 404: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const width = request.query.w;
      if (width === undefined) {
        const image = await findImage(app.db, id);
        // Private images (payment receipts) are not served here to anyone.
        if (!image || image.isPublic !== 1) throw notFound('Image');
        return sendPicture(request, reply, image, async () => image.bytes);
      }
      const sized = await sizedImageOf(app.db, id, width);
      return sendPicture(request, reply, sized, sized.bytes);
    },
  );

  app.get(
    '/v1/image/share/:id',
    {
      schema: {
        tags: ['images'],
        summary:
          `The image as a link preview: a ${SHARE_IMAGE.width} × ${SHARE_IMAGE.height} JPEG, the ` +
          'picture whole on white, with an ETag and a year of caching. Made on upload for ' +
          'product photos; for an older image made on its first request (503 with Retry-After ' +
          'and code photoBusy while the photo workers are full). Private images are never served.',
        params: ImageParamsSchema,
        // 200 is the JPEG itself (binary, not serialised), 304 when the ETag matches.
        response: {
          400: ErrorEnvelopeSchema,
          404: ErrorEnvelopeSchema,
          422: ErrorEnvelopeSchema,
          503: ErrorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      try {
        const share = await shareImageOf(app.db, app.photoPipeline, request.params.id);
        return sendPicture(request, reply, share, async () => share.bytes);
      } catch (error) {
        if (error instanceof PhotoRefused && error.code === 'photoBusy') {
          reply.header('retry-after', String(BUSY_RETRY_SECONDS));
        }
        throw error;
      }
    },
  );
};
