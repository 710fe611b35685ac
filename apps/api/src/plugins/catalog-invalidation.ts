import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { openBroadcast } from './redis-broadcast';

/**
 * Tells every instance of a catalog write, so each drops the cached answers and pages that hold
 * what changed (docs/architecture.md#caching), over one Redis channel (redis-broadcast.ts). A
 * lost message costs only staleness within the cache's few seconds: nothing depends on it for
 * correctness, and checkout never reads a cached figure.
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
