import { GuidSchema } from '@storefront/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BEARER, userOf } from '../../plugins/auth';
import { getReceipt } from './receipts.service';

export const receiptRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/receipts/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['orders', 'seller'],
        summary: 'A wallet receipt image, for its buyer and the shops on its order',
        security: BEARER,
        params: z.object({ id: GuidSchema }),
        description:
          'Answers the image itself with its content type and `Cache-Control: private, no-store`. ' +
          'Without a token: 401. Anyone but the buyer who sent it and staff of a shop with a ' +
          "sale on that order gets 404 'Receipt not found.', the same as for an unknown id.",
        // No response schemas: 200 is the image (binary, never serialised), like image download.
      },
    },
    async (request, reply) => {
      const receipt = await getReceipt(app.db, request.params.id, {
        userGuid: userOf(request),
        sellerShopGuid: request.sellerShopGuid,
      });
      // A receipt shows a shopper's account and payment: no shared cache may keep it.
      return reply
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .type(receipt.contentType)
        .send(receipt.bytes);
    },
  );
};
