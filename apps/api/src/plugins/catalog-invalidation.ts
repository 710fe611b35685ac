import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { z } from 'zod';

/**
 * Tells every instance of a catalog write, so each drops the cached answers and pages that hold
 * what changed (docs/architecture.md#caching). One Redis channel for all; each instance skips
 * what it published itself (it has already dropped them). A lost message costs only staleness
 * within the cache's few seconds: nothing depends on it for correctness, and checkout never
 * reads a cached figure.
 */
export const CATALOG_CHANNEL = 'catalog-invalidations';

const MessageSchema = z.object({
  from: z.string(),
  /** null: everything. */
  tags: z.array(z.string().max(200)).max(10_000).nullable(),
});

export function registerCatalogInvalidation(
  app: FastifyInstance,
  redis: string | Redis,
  log: FastifyBaseLogger,
): void {
  const instance = randomUUID();
  const ownsPublisher = typeof redis === 'string';
  const publisher =
    typeof redis === 'string' ? new Redis(redis, { maxRetriesPerRequest: 2 }) : redis;
  const subscriber = publisher.duplicate({ maxRetriesPerRequest: null });
  let closed = false;
  if (ownsPublisher) publisher.on('error', (error) => log.warn({ err: error }, 'redis publisher'));
  subscriber.on('error', (error) => log.warn({ err: error }, 'redis catalog subscriber'));
  subscriber.on('message', (channel: string, message: string) => {
    if (channel !== CATALOG_CHANNEL) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(message);
    } catch {
      parsed = undefined;
    }
    const heard = MessageSchema.safeParse(parsed);
    if (!heard.success) {
      log.warn({ message: message.slice(0, 200) }, 'dropped a malformed catalog invalidation');
      return;
    }
    if (heard.data.from === instance) return;
    app.catalogCache.invalidate(heard.data.tags ?? undefined, { fromPeer: true });
  });
  const subscribed = subscriber.subscribe(CATALOG_CHANNEL).catch((error: unknown) => {
    log.error({ err: error }, 'could not subscribe to catalog invalidations');
  });

  app.catalogCache.onInvalidate((tags, fromPeer) => {
    if (fromPeer || closed) return;
    publisher
      .publish(CATALOG_CHANNEL, JSON.stringify({ from: instance, tags }))
      .catch((error: unknown) =>
        log.warn({ err: error }, 'could not publish a catalog invalidation'),
      );
  });
  app.addHook('onReady', async () => {
    await subscribed;
  });
  app.addHook('onClose', async () => {
    closed = true;
    subscriber.disconnect();
    if (!ownsPublisher) return;
    if (publisher.status === 'ready') await publisher.quit().catch(() => publisher.disconnect());
    else publisher.disconnect();
  });
}
