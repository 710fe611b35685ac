import { ErrorEnvelopeSchema } from '@storefront/contract/envelope';
import { PaymentListQuerySchema, PaymentListResponseSchema } from '@storefront/contract/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { BEARER } from '../../plugins/auth';
import { listBusinessPayments } from './payments.repository';

export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/payment/list_all_business_payment',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['payments'],
        summary: 'Mobile-wallet payment types with the accounts shoppers transfer to',
        security: BEARER,
        querystring: PaymentListQuerySchema,
        response: {
          200: PaymentListResponseSchema,
          400: ErrorEnvelopeSchema,
          401: ErrorEnvelopeSchema,
        },
      },
    },
    async (request) => ok(await listBusinessPayments(app.db, request.query)),
  );
};
