import { EventEmitter } from 'node:events';
import { SellerEventSchema, type SellerEvent } from '@storefront/contract/seller';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

/**
 * Tells shop staff of their shop's orders as they happen (docs/decisions/0014-order-life-cycle.md).
 * Publishers call `publish` after their transaction has committed; the console's event stream
 * subscribes per shop. The in-process bus reaches listeners of this instance only; with
 * `REDIS_URL` set, the Redis pub/sub bus reaches every instance.
 *
 * `publish` never rejects: the order it tells of is already saved, and a console that missed
 * an event still finds the order in its list. A failure is logged instead.
 */
export interface SellerEventBus {
  publish(shopGuid: string, event: SellerEvent): Promise<void>;
  /** Calls `listener` for each event of the shop; the returned function unsubscribes. */
  subscribe(shopGuid: string, listener: (event: SellerEvent) => void): Unsubscribe;
  close(): Promise<void>;
}

/**
 * Ends a subscription (calling it again does nothing). `ready` settles once events published
 * on any instance reach the listener: at once in process, when Redis has confirmed the
 * subscription otherwise. It rejects when the subscription could not be made.
 */
export type Unsubscribe = (() => void) & { ready: Promise<void> };

declare module 'fastify' {
  interface FastifyInstance {
    sellerEvents: SellerEventBus;
  }
}

/** Redis channel of one shop's events. */
export const channelOf = (shopGuid: string) => `seller-events:${shopGuid}`;
const CHANNEL_PREFIX = channelOf('');

/**
 * The listeners of this instance, by shop. A listener that throws is logged and does not keep
 * the others (or the publisher) from going on.
 */
function createListeners(log: FastifyBaseLogger | undefined) {
  const emitter = new EventEmitter();
  // Every open console is a listener; the default warning at 10 would be noise, not a leak.
  emitter.setMaxListeners(0);
  return {
    add(shopGuid: string, listener: (event: SellerEvent) => void): () => void {
      const guarded = (event: SellerEvent) => {
        try {
          listener(event);
        } catch (error) {
          log?.error({ err: error, shopGuid }, 'a seller event listener failed');
        }
      };
      emitter.on(shopGuid, guarded);
      return () => emitter.off(shopGuid, guarded);
    },
    count: (shopGuid: string) => emitter.listenerCount(shopGuid),
    emit: (shopGuid: string, event: SellerEvent) => void emitter.emit(shopGuid, event),
    clear: () => void emitter.removeAllListeners(),
  };
}

function once(work: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    work();
  };
}

export function createLocalEventBus(log?: FastifyBaseLogger): SellerEventBus {
  const listeners = createListeners(log);
  return {
    async publish(shopGuid, event) {
      listeners.emit(shopGuid, event);
    },
    subscribe(shopGuid, listener) {
      return Object.assign(once(listeners.add(shopGuid, listener)), { ready: Promise.resolve() });
    },
    async close() {
      listeners.clear();
    },
  };
}

/**
 * Redis pub/sub, one channel per shop. A subscribing connection can run nothing but
 * (un)subscribe commands, so the bus keeps one of its own per instance, subscribed to a shop's
 * channel while at least one local listener of that shop is open. Given a client, the bus
 * publishes on it and leaves closing it to its owner; given a URL, it owns both connections.
 */
export function createRedisEventBus(redis: string | Redis, log: FastifyBaseLogger): SellerEventBus {
  const ownsPublisher = typeof redis === 'string';
  const publisher =
    typeof redis === 'string' ? new Redis(redis, { maxRetriesPerRequest: 2 }) : redis;
  // Commands wait out an outage instead of failing after a few tries: a subscription that
  // failed would not be made again when the connection comes back.
  const subscriber = publisher.duplicate({ maxRetriesPerRequest: null });
  const listeners = createListeners(log);
  /** Per subscribed channel, the confirmation of its SUBSCRIBE. */
  const subscriptions = new Map<string, Promise<void>>();
  let closed = false;

  if (ownsPublisher) publisher.on('error', (error) => log.warn({ err: error }, 'redis publisher'));
  subscriber.on('error', (error) => log.warn({ err: error }, 'redis event subscriber'));
  subscriber.on('message', (channel: string, message: string) => {
    if (!channel.startsWith(CHANNEL_PREFIX)) return;
    const shopGuid = channel.slice(CHANNEL_PREFIX.length);
    let parsed: unknown;
    try {
      parsed = JSON.parse(message);
    } catch {
      parsed = undefined;
    }
    const event = SellerEventSchema.safeParse(parsed);
    if (!event.success) {
      log.warn({ channel, message: message.slice(0, 200) }, 'dropped a malformed seller event');
      return;
    }
    listeners.emit(shopGuid, event.data);
  });

  const subscribeChannel = (channel: string): Promise<void> => {
    let confirmed = subscriptions.get(channel);
    if (!confirmed) {
      confirmed = subscriber.subscribe(channel).then(() => undefined);
      subscriptions.set(channel, confirmed);
    }
    return confirmed;
  };
  const unsubscribeChannel = (channel: string): void => {
    subscriptions.delete(channel);
    // Commands run in order on the one connection, so a SUBSCRIBE sent after this one (a new
    // console of the same shop) still takes effect.
    subscriber.unsubscribe(channel).catch((error: unknown) => {
      if (!closed) log.warn({ err: error, channel }, 'could not unsubscribe from seller events');
    });
  };

  return {
    async publish(shopGuid, event) {
      if (closed) return;
      try {
        await publisher.publish(channelOf(shopGuid), JSON.stringify(event));
      } catch (error) {
        log.error({ err: error, shopGuid, event }, 'could not publish a seller event');
      }
    },
    subscribe(shopGuid, listener) {
      const channel = channelOf(shopGuid);
      if (closed) {
        const refused = Promise.reject(new Error('The seller event bus is closed.'));
        refused.catch(() => {});
        return Object.assign(() => {}, { ready: refused });
      }
      const remove = listeners.add(shopGuid, listener);
      const ready = subscribeChannel(channel);
      // The caller may never look at `ready`; its failure is the caller's to handle when it does.
      ready.catch(() => {});
      const unsubscribe = once(() => {
        remove();
        if (!closed && listeners.count(shopGuid) === 0) unsubscribeChannel(channel);
      });
      return Object.assign(unsubscribe, { ready });
    },
    async close() {
      if (closed) return;
      closed = true;
      listeners.clear();
      subscriptions.clear();
      subscriber.disconnect();
      if (!ownsPublisher) return;
      if (publisher.status === 'ready') {
        // QUIT lets publishes already sent be answered first.
        await publisher.quit().catch(() => publisher.disconnect());
      } else {
        publisher.disconnect();
      }
    },
  };
}

export function registerSellerEvents(app: FastifyInstance, bus: SellerEventBus): void {
  app.decorate('sellerEvents', bus);
  app.addHook('onClose', async () => bus.close());
}
