import {
  AdminWalletsPutSchema,
  AdminWalletsResponseSchema,
} from '@storefront/contract/admin-payments';
import { ErrorEnvelopeSchema } from '@storefront/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { BEARER, ownerOf } from '../../plugins/auth';
import { listWallets } from './payments.repository';
import { saveWallets } from './payments.service';

const denied = { 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema };

/** The wallets shoppers pay into (docs/decisions/0031-wallets-and-delivery-fees.md#wallets): owners only. */
export const adminPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/admin/payments',
    {
      onRequest: app.authenticateOwner,
      schema: {
        tags: ['admin'],
        summary:
          'The wallet types with their logo, on/off switch and accounts, in checkout order (data.items)',
        security: BEARER,
        response: { 200: AdminWalletsResponseSchema, ...denied },
      },
    },
    async () => ok({ items: await listWallets(app.db) }),
  );

  app.put(
    '/v1/admin/payments',
    {
      onRequest: app.authenticateOwner,
      schema: {
        tags: ['admin'],
        summary:
          'Replaces the whole wallet list in one transaction: order, names, logos, switches, ' +
          'accounts. Kept rows keep their ids; a missing row is removed. 422 names the field at fault',
        security: BEARER,
        body: AdminWalletsPutSchema,
        response: {
          200: AdminWalletsResponseSchema,
          400: ErrorEnvelopeSchema,
          ...denied,
          409: ErrorEnvelopeSchema,
          422: ErrorEnvelopeSchema,
        },
      },
    },
    async (request) => ok({ items: await saveWallets(app.db, ownerOf(request), request.body) }),
  );
};
