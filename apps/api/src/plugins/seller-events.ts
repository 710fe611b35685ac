import { EventEmitter } from 'node:events';
import type { SellerEvent } from '@storefront/contract/seller';
import type { FastifyInstance } from 'fastify';

/**
 * Tells shop staff of their shop's orders as they happen (docs/decisions/0014-order-life-cycle.md).
 * Publishers call `publish` after their transaction has committed; the console's event stream
 * subscribes per shop. This in-process bus reaches listeners of this instance only; with
 * `REDIS_URL` set, a Redis pub/sub bus reaches every instance.
 */
export interface SellerEventBus {
  publish(shopGuid: string, event: SellerEvent): Promise<void>;
  /** Calls `listener` for each event of the shop; the returned function unsubscribes. */
  subscribe(shopGuid: string, listener: (event: SellerEvent) => void): () => void;
  close(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    sellerEvents: SellerEventBus;
  }
}

export function createLocalEventBus(): SellerEventBus {
  const emitter = new EventEmitter();
  // Every open console is a listener; the default warning at 10 would be noise, not a leak.
  emitter.setMaxListeners(0);
  return {
    async publish(shopGuid, event) {
      emitter.emit(shopGuid, event);
    },
    subscribe(shopGuid, listener) {
      emitter.on(shopGuid, listener);
      return () => emitter.off(shopGuid, listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

export function registerSellerEvents(app: FastifyInstance, bus: SellerEventBus): void {
  app.decorate('sellerEvents', bus);
  app.addHook('onClose', async () => bus.close());
}
