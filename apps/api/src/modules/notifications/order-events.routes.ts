import { ErrorEnvelopeSchema } from '@storefront/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { buyerChannel, createEventStreams, type EventStreamLimits } from '../../lib/event-stream';
import { BEARER, userOf } from '../../plugins/auth';

/**
 * GET v1/notifications/events: the signed-in shopper's own orders as server-sent events, so an
 * open order page shows a status move at once (docs/decisions/0034-notifications.md#live). Read
 * with fetch, like the console's stream, since an EventSource cannot send the bearer header.
 */
export const orderEventRoutes: FastifyPluginAsyncZod<EventStreamLimits> = async (app, limits) => {
  const openStream = createEventStreams(app, limits);
  app.get(
    '/v1/notifications/events',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['notifications'],
        summary: 'A live stream of the status moves of your own orders',
        description:
          'Answers `text/event-stream`. A `: connected` comment comes once the stream is live, ' +
          'then for each move of one of your orders an `event: order-status` line and a `data:` ' +
          'line of JSON (saleGuid, invoiceNo, status, createdOn), and a `: keep-alive` comment ' +
          'every 20 seconds. The token is checked again with each keep-alive and on a logout ' +
          'anywhere. At most `EVENT_STREAMS_PER_ACCOUNT` streams (3) per account and instance: ' +
          'one more ends the oldest. A full instance answers 503.',
        security: BEARER,
        response: { 401: ErrorEnvelopeSchema, 503: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) =>
      openStream(request, reply, {
        channel: buyerChannel(userOf(request)),
        userGuid: userOf(request),
        recheck: app.authenticate,
      }),
  );
};
