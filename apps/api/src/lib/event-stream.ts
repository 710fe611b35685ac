import type { SellerEvent } from '@storefront/contract/seller';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './errors';

/** A comment line this often keeps proxies and load balancers from closing a quiet stream. */
export const KEEP_ALIVE_MS = 20_000;

/** Defaults of EVENT_STREAMS_MAX and EVENT_STREAMS_PER_ACCOUNT (config.ts). */
export const MAX_STREAMS = 1_000;
export const MAX_STREAMS_PER_ACCOUNT = 3;

export interface EventStreamLimits {
  keepAliveMs?: number;
  /** Streams this instance holds open at most on one route; one more is refused with 503. */
  maxStreams?: number;
  /** Streams one account holds open at most on this instance; one more ends its oldest. */
  maxStreamsPerAccount?: number;
}

/** The 503 of a full instance: the page tries again with backoff, maybe on another one. */
export const STREAMS_FULL =
  'Live order updates are busy right now. The page will try again in a moment.';

/**
 * The event bus key of one shopper's own orders; a shop's key is its guid. Both are UUID-based,
 * so the two never meet.
 */
export const buyerChannel = (userGuid: string) => `buyer:${userGuid}`;

const eventText = (event: SellerEvent) =>
  `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;

export interface EventStreamOpening {
  /** The event bus key whose events the stream carries (a shop, or a shopper's own orders). */
  channel: string;
  /** The account holding the stream: its caps, and its logouts ending it. */
  userGuid: string;
  /** Checks the request's token again (each keep-alive, each revocation heard); rejects when void. */
  recheck: (request: FastifyRequest) => Promise<void>;
}

/**
 * Server-sent order events for one route (docs/decisions/0014-order-life-cycle.md#decision):
 * the console's `GET v1/seller/events` and the shopper's `GET v1/notifications/events` share
 * this. A `: connected` comment once the bus subscription is live, then one `event:`/`data:`
 * pair per event, and a `: keep-alive` comment every interval, with the token checked again
 * each time. Streams are capped per instance and per account; closing the app ends them all.
 */
export function createEventStreams(app: FastifyInstance, limits: EventStreamLimits = {}) {
  const {
    keepAliveMs = KEEP_ALIVE_MS,
    maxStreams = MAX_STREAMS,
    maxStreamsPerAccount = MAX_STREAMS_PER_ACCOUNT,
  } = limits;
  /** Ends each open stream: without it, app.close() would wait for every reader to hang up. */
  const openStreams = new Set<() => void>();
  /** Each account's open streams, oldest first (docs/decisions/0027-abuse-caps.md#streams). */
  const streamsOf = new Map<string, Array<() => void>>();
  app.addHook('preClose', async () => {
    for (const end of [...openStreams]) end();
  });

  return async function open(
    request: FastifyRequest,
    reply: FastifyReply,
    { channel, userGuid, recheck }: EventStreamOpening,
  ): Promise<void> {
    if (openStreams.size >= maxStreams) {
      request.log.warn({ open: openStreams.size }, 'event streams full: EVENT_STREAMS_MAX');
      void reply.header('retry-after', '5');
      throw new AppError(503, STREAMS_FULL);
    }
    // The newest stream is the screen someone is looking at; the oldest may be a tab left
    // open or a phone that lost its network without hanging up.
    const ownStreams = streamsOf.get(userGuid) ?? [];
    const surplus = ownStreams.length - maxStreamsPerAccount + 1;
    for (const oldest of ownStreams.slice(0, Math.max(0, surplus))) oldest();
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

    const unsubscribe = app.sellerEvents.subscribe(channel, (event) => write(eventText(event)));
    // A logout or password change, here or on another instance: the token is checked now
    // rather than at the next keep-alive. Checked, not trusted: a stream opened with the new
    // token of a password change must live on.
    const stopHearingRevocations = app.tokenRevocations.onRevoked(userGuid, () => {
      recheck(request).catch(() => end());
    });
    // With each keep-alive the token is checked again, as each request's is (plugins/auth.ts):
    // a stream outlives neither a logout, a password change nor the token's expiry by more
    // than one interval. A check that cannot be made ends it too; the reader reconnects.
    const keepAlive = setInterval(() => {
      recheck(request).then(
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
      stopHearingRevocations();
      openStreams.delete(end);
      const others = (streamsOf.get(userGuid) ?? []).filter((other) => other !== end);
      if (others.length > 0) streamsOf.set(userGuid, others);
      else streamsOf.delete(userGuid);
      if (!res.writableEnded && !res.destroyed) {
        // The socket goes too: a kept-alive connection would hold the closing server open.
        const socket = res.socket;
        res.end(() => socket?.end());
      }
    };
    openStreams.add(end);
    streamsOf.set(userGuid, [...(streamsOf.get(userGuid) ?? []), end]);
    // 'close' on the response: the client went away, or the stream was ended here.
    res.on('close', end);

    try {
      await unsubscribe.ready;
      write(': connected\n\n');
    } catch (error) {
      // The reader reconnects with backoff; a stream that hears nothing must not look live.
      request.log.warn({ err: error, channel }, 'event stream could not subscribe');
      end();
    }
  };
}
