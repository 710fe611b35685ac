import { ErrorEnvelopeSchema } from '@storefront/contract/envelope';
import type { SellerEvent } from '@storefront/contract/seller';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BEARER, sellerShopOf } from '../../plugins/auth';

/** A comment line this often keeps proxies and load balancers from closing a quiet stream. */
export const KEEP_ALIVE_MS = 20_000;

export interface SellerEventRoutesOptions {
  keepAliveMs?: number;
}

const eventText = (event: SellerEvent) =>
  `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;

/**
 * GET v1/seller/events: the shop's orders as server-sent events
 * (docs/decisions/0014-order-life-cycle.md#decision). The console reads it with fetch, since an
 * EventSource cannot send the bearer header.
 */
export const sellerEventRoutes: FastifyPluginAsyncZod<SellerEventRoutesOptions> = async (
  app,
  { keepAliveMs = KEEP_ALIVE_MS },
) => {
  /** Ends each open stream: without it, app.close() would wait for every console to hang up. */
  const openStreams = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...openStreams]) end();
  });

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
          'stream ends. A shopper account gets 403.',
        security: BEARER,
        response: { 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const shopGuid = sellerShopOf(request);
      // From here on the stream is written by hand; Fastify would end it after one answer.
      reply.hijack();
      const res = reply.raw;
      // Helmet's headers are already on the raw response; those hooks set on the reply are not.
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) res.setHeader(name, value);
      }
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        // nginx would otherwise hold events back to fill its buffer.
        'x-accel-buffering': 'no',
      });
      const write = (text: string) => {
        if (!res.writableEnded && !res.destroyed) res.write(text);
      };

      const unsubscribe = app.sellerEvents.subscribe(shopGuid, (event) => write(eventText(event)));
      // With each keep-alive the token is checked again, as each request's is (plugins/auth.ts):
      // a stream outlives neither a logout, a password change nor the token's expiry by more
      // than one interval. A check that cannot be made ends it too; the console reconnects.
      const keepAlive = setInterval(() => {
        app.authenticateSeller(request).then(
          () => write(': keep-alive\n\n'),
          () => end(),
        );
      }, keepAliveMs);
      let ended = false;
      const end = () => {
        if (ended) return;
        ended = true;
        clearInterval(keepAlive);
        unsubscribe();
        openStreams.delete(end);
        if (!res.writableEnded && !res.destroyed) {
          // The socket goes too: a kept-alive connection would hold the closing server open.
          const socket = res.socket;
          res.end(() => socket?.end());
        }
      };
      openStreams.add(end);
      // 'close' on the response: the client went away, or the stream was ended here.
      res.on('close', end);

      try {
        await unsubscribe.ready;
        write(': connected\n\n');
      } catch (error) {
        // The console reconnects with backoff; a stream that hears nothing must not look live.
        request.log.warn({ err: error, shopGuid }, 'seller event stream could not subscribe');
        end();
      }
    },
  );
};
