import { ImageParamsSchema } from '@storefront/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors';
import { findImage } from './images.repository';

export const imageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/image/download/:id',
    {
      schema: {
        tags: ['images'],
        summary: 'An image by id, with an ETag and a year of caching (ids never change content)',
        params: ImageParamsSchema,
        // 200 is the image itself (binary, not serialised), 304 when the ETag matches.
      },
    },
    async (request, reply) => {
      const image = await findImage(app.db, request.params.id);
      // Private images (payment receipts) are not served here to anyone.
      if (!image || image.isPublic !== 1) throw notFound('Image');
      reply
        .header('etag', image.etag)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('x-content-type-options', 'nosniff');
      if (request.headers['if-none-match'] === image.etag) return reply.status(304).send();
      return reply.type(image.contentType).send(image.bytes);
    },
  );
};
