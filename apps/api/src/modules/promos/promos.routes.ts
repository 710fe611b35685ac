import { ErrorEnvelopeSchema } from '@storefront/contract/envelope';
import { PromoListQuerySchema, PromoListResponseSchema } from '@storefront/contract/promos';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { BEARER } from '../../plugins/auth';
import { listPromoCodes } from './promos.repository';

export const promoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/promo_code/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['promos'],
        summary: 'Promotion coupons: current ones first, then coming, then ended',
        security: BEARER,
        querystring: PromoListQuerySchema,
        response: {
          200: PromoListResponseSchema,
          400: ErrorEnvelopeSchema,
          401: ErrorEnvelopeSchema,
        },
      },
    },
    async (request) => ok(await listPromoCodes(app.db, request.query)),
  );
};
