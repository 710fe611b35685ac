import {
  CodHoldShareRequestSchema,
  CodHoldShareResponseSchema,
  CodHoldsResponseSchema,
} from '@storefront/contract/cod-holds';
import { ErrorEnvelopeSchema } from '@storefront/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { BEARER, sellerShopOf } from '../../plugins/auth';
import { getCodHolds, setCodHoldShare } from './cod-holds.service';

const denied = { 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema };

/**
 * What cash-on-delivery orders hold of the shop's stock, and the share they may hold
 * (docs/decisions/0027-abuse-caps.md#cod-share). Staff of the token's shop only.
 */
export const codHoldRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/seller/cod-holds',
    {
      onRequest: app.authenticateSeller,
      schema: {
        tags: ['seller'],
        summary:
          "The shop's share for cash-on-delivery holds, and its open cash-on-delivery orders " +
          'with the units each holds, biggest first (at most 50)',
        security: BEARER,
        response: { 200: CodHoldsResponseSchema, ...denied },
      },
    },
    async (request) => ok(await getCodHolds(app.db, sellerShopOf(request))),
  );

  app.put(
    '/v1/seller/cod-holds',
    {
      onRequest: app.authenticateSeller,
      schema: {
        tags: ['seller'],
        summary:
          "Sets how much of an option's remaining stock unaccepted cash-on-delivery orders may " +
          'hold, in percent (0 to 100; 50 at first)',
        security: BEARER,
        body: CodHoldShareRequestSchema,
        response: { 200: CodHoldShareResponseSchema, 400: ErrorEnvelopeSchema, ...denied },
      },
    },
    async (request) =>
      ok(
        await setCodHoldShare(app.db, sellerShopOf(request), request.body.sharePercent),
        'The share has been saved.',
      ),
  );
};
