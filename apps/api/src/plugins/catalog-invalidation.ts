import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { openBroadcast } from './redis-broadcast';

/**
 * Tells every instance of a catalog write, so each drops the cached answers and pages that hold
 * what changed (docs/architecture.md#caching), over one Redis channel (redis-broadcast.ts). The
 * caches keep what no write has dropped (docs/decisions/0038-catalog-cache-by-memory.md), so
 * these messages are what keeps other instances current; a lost one (Redis restarting, say)
 * costs staleness until the cache's TTL, its safety net, drops the answer. Checkout never reads
 * a cached figure, so nothing depends on a message for correctness. A message names tags, never
 * URLs: each instance drops the answers and pages that hold them, per shop and per product.
 */
export const CATALOG_CHANNEL = 'catalog-invalidations';

const MessageSchema = z.object({
  /** null: everything. */
  tags: z.array(z.string().max(200)).max(10_000).nullable(),
});

export function registerCatalogInvalidation(app: FastifyInstance, redis: string | Redis): void {
  const broadcast = openBroadcast(app, redis, {
    channel: CATALOG_CHANNEL,
    schema: MessageSchema,
    name: 'catalog invalidation',
    onMessage: ({ tags }) => app.catalogCache.invalidate(tags ?? undefined, { fromPeer: true }),
  });
  app.catalogCache.onInvalidate((tags, fromPeer) => {
    if (!fromPeer) void broadcast.publish({ tags: tags === null ? null : [...tags] });
  });
}
