import { ErrorEnvelopeSchema } from '@storefront/contract/envelope';
import {
  ShopInfoRequestSchema,
  ShopInfoResponseSchema,
  ShopListResponseSchema,
} from '@storefront/contract/shop';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import { withCurrentCoupons } from '../promos/coupons.repository';
import { findShopByHost, listShops } from './shop.repository';
import { normalizeHostName } from './shop.service';

export const shopRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/pos/shop/shop_information',
    {
      schema: {
        tags: ['shop'],
        summary: 'The shop served on a host name (the default shop for an unknown host)',
        body: ShopInfoRequestSchema,
        response: {
          200: ShopInfoResponseSchema,
          400: ErrorEnvelopeSchema,
          404: ErrorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const shop = await withCurrentCoupons(
        app.db,
        await findShopByHost(app.db, normalizeHostName(request.body.hostName)),
      );
      if (!shop) throw notFound('Shop');
      return ok(shop);
    },
  );

  app.get(
    '/v1/pos/shop/list',
    {
      schema: {
        tags: ['shop'],
        summary: 'Every shop, for the shop selector',
        response: { 200: ShopListResponseSchema },
      },
    },
    async () => ok({ items: await listShops(app.db) }),
  );
};
