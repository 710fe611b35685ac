import { ErrorEnvelopeSchema } from '@storefront/contract/envelope';
import {
  SaleParamsSchema,
  SellerOrderDetailResponseSchema,
  SellerOrderListQuerySchema,
  SellerOrderListResponseSchema,
  SellerProfileResponseSchema,
  StatusChangeRequestSchema,
  StatusChangeResponseSchema,
} from '@storefront/contract/seller';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { AppError, notFound } from '../../lib/errors';
import { BEARER, LOGIN_REQUIRED, sellerShopOf, userOf } from '../../plugins/auth';
import { shopListsTag, shopTag } from '../../plugins/catalog-cache';
import { withReceiptReading } from '../receipt-reading/receipt-reading.service';
import { findSellerProfile, findShopOrder, listShopOrders } from './seller.repository';
import { changeOrderStatus, publishSellerEvent } from './seller.service';
import { buyerChannel } from '../../lib/event-stream';

const denied = { 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema };

const staffOf = (request: FastifyRequest) => ({
  userGuid: userOf(request),
  shopGuid: sellerShopOf(request),
});

/**
 * The shop staff's console calls (docs/decisions/0014-order-life-cycle.md). Every one takes a
 * Seller's token and reads or changes only that shop's orders; another shop's are not found.
 */
export const sellerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/seller/me',
    {
      onRequest: app.authenticateSeller,
      schema: {
        tags: ['seller'],
        summary: 'Who is signed in, for which shop',
        security: BEARER,
        response: { 200: SellerProfileResponseSchema, ...denied },
      },
    },
    async (request) => {
      const profile = await findSellerProfile(app.db, userOf(request), sellerShopOf(request));
      // The account or its shop changed since the token was issued: sign in again.
      if (!profile) throw new AppError(401, LOGIN_REQUIRED);
      return ok(profile);
    },
  );

  app.get(
    '/v1/seller/orders',
    {
      onRequest: app.authenticateSeller,
      schema: {
        tags: ['seller'],
        summary:
          "The shop's orders, newest first; filter by status, search invoice number, buyer name " +
          'or phone (data.items, data.totalCount, data.counts per status)',
        security: BEARER,
        querystring: SellerOrderListQuerySchema,
        response: { 200: SellerOrderListResponseSchema, 400: ErrorEnvelopeSchema, ...denied },
      },
    },
    async (request) => ok(await listShopOrders(app.db, sellerShopOf(request), request.query)),
  );

  app.get(
    '/v1/seller/orders/:saleGuid',
    {
      onRequest: app.authenticateSeller,
      schema: {
        tags: ['seller'],
        summary:
          "One of the shop's orders: items, contact, payment, receipt flags and what was read on the receipt, history, next statuses",
        security: BEARER,
        params: SaleParamsSchema,
        response: {
          200: SellerOrderDetailResponseSchema,
          400: ErrorEnvelopeSchema,
          ...denied,
          404: ErrorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const order = await findShopOrder(app.db, sellerShopOf(request), request.params.saleGuid);
      if (!order) throw notFound('Order');
      return ok(await withReceiptReading(app.db, order, app.receiptReader.isAvailable));
    },
  );

  app.post(
    '/v1/seller/orders/:saleGuid/status',
    {
      onRequest: app.authenticateSeller,
      config: { rateLimit: {} },
      schema: {
        tags: ['seller'],
        summary:
          'Move an order along its life cycle (Pending → Confirmed → Shipping → Delivered, or ' +
          'Pending/Confirmed → Rejected with the reason in note). 409 names the current status ' +
          'when the move is not possible from it; 422 for a rejection without a reason.',
        security: BEARER,
        params: SaleParamsSchema,
        body: StatusChangeRequestSchema,
        response: {
          200: StatusChangeResponseSchema,
          400: ErrorEnvelopeSchema,
          ...denied,
          404: ErrorEnvelopeSchema,
          409: ErrorEnvelopeSchema,
          422: ErrorEnvelopeSchema,
          429: ErrorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const outcome = await changeOrderStatus(
        app.db,
        staffOf(request),
        request.params.saleGuid,
        request.body,
      );
      // A rejection gives its units back (and takes its sold count away): the shop's lists, and
      // the detail of each of its products, which the shop tag also names.
      if (outcome.stockChanged) {
        app.catalogCache.invalidate([shopListsTag(outcome.shopGuid), shopTag(outcome.shopGuid)]);
      }
      await publishSellerEvent(app, outcome.shopGuid, outcome.event);
      // The shopper's open pages show the new status at once (GET v1/notifications/events).
      await publishSellerEvent(app, buyerChannel(outcome.buyerGuid), outcome.event);
      return ok({ status: outcome.status, entry: outcome.entry }, `Order ${outcome.status}.`);
    },
  );
};
