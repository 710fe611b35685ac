import { ErrorEnvelopeSchema } from '@storefront/contract/envelope';
import {
  ShopInfoRequestSchema,
  ShopInfoResponseSchema,
  ShopListResponseSchema,
} from '@storefront/contract/shop';
import { ok } from '../../lib/envelope';
import { notFound } from '../../lib/errors';
import { readRoute, type ReadRoute } from '../../lib/read-routes';
import { withCurrentCoupons } from '../promos/coupons.repository';
import { findShopByHost, listShops } from './shop.repository';
import { normalizeHostName } from './shop.service';

/**
 * The shop's public reads, one table: `shop.routes.ts` registers the routes from it, and a
 * server-rendered page's calls are answered from it without HTTP (pages/page-data.ts,
 * docs/architecture.md#page-calls). One definition: the page cannot answer an address
 * differently from its route.
 */
export const SHOP_READS: readonly ReadRoute[] = [
  readRoute({
    method: 'POST',
    url: '/v1/pos/shop/shop_information',
    docs: {
      tag: 'shop',
      summary: 'The shop served on a host name (the default shop for an unknown host)',
    },
    body: ShopInfoRequestSchema,
    response: {
      200: ShopInfoResponseSchema,
      400: ErrorEnvelopeSchema,
      404: ErrorEnvelopeSchema,
    },
    async answer(db, { body }) {
      // The home page's Coupon Codes tile (docs/decisions/0032-coupons.md) rides on this answer.
      const shop = await withCurrentCoupons(
        db,
        await findShopByHost(db, normalizeHostName(body.hostName)),
      );
      if (!shop) throw notFound('Shop');
      return ok(shop);
    },
  }),

  readRoute({
    method: 'GET',
    url: '/v1/pos/shop/list',
    docs: { tag: 'shop', summary: 'Every shop, for the shop selector' },
    response: { 200: ShopListResponseSchema },
    answer: async (db) => ok({ items: await listShops(db) }),
  }),
];
