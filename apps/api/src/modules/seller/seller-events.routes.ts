import { ErrorEnvelopeSchema } from '@storefront/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createEventStreams, type EventStreamLimits } from '../../lib/event-stream';
import { BEARER, sellerShopOf, userOf } from '../../plugins/auth';

export type SellerEventRoutesOptions = EventStreamLimits;

/**
 * GET v1/seller/events: the shop's orders as server-sent events
 * (docs/decisions/0014-order-life-cycle.md#decision). The console reads it with fetch, since an
 * EventSource cannot send the bearer header.
 */
export const sellerEventRoutes: FastifyPluginAsyncZod<SellerEventRoutesOptions> = async (
  app,
  limits,
) => {
  const openStream = createEventStreams(app, limits);
  app.get(
    '/v1/seller/events',
    {
      onRequest: app.authenticateSeller,
      schema: {
        tags: ['seller'],
        summary: "A live stream of this shop's new orders and status changes",
        description:
          'Answers `text/event-stream`. A `: connected` comment comes once the stream is live, ' +
          'then for each event of your shop an `event:` line (`order-created` or `order-status`) ' +
          'and a `data:` line of JSON (saleGuid, invoiceNo, status, createdOn), and a ' +
          '`: keep-alive` comment every 20 seconds. The token is checked again with each ' +
          'keep-alive: once it no longer holds (a logout, a password change, its expiry) the ' +
          'stream ends, and a logout or password change on any instance ends it at once. One ' +
          'account keeps at most `EVENT_STREAMS_PER_ACCOUNT` streams (3) open per instance: one ' +
          'more ends the oldest. An instance holding `EVENT_STREAMS_MAX` streams answers 503. ' +
          'A shopper account gets 403.',
        security: BEARER,
        response: { 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema, 503: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) =>
      openStream(request, reply, {
        channel: sellerShopOf(request),
        userGuid: userOf(request),
        recheck: app.authenticateSeller,
      }),
  );
};
