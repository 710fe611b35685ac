import { HealthSchema, ReadinessSchema } from '@storefront/contract/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isDatabaseReachable } from './health.repository';

/** A database slower than this counts as down for a readiness probe. */
const DATABASE_PROBE_TIMEOUT_MS = 2_000;

/**
 * Liveness and readiness (docs/deployment.md). Readiness turns 503 as soon as shutdown begins
 * (server.ts sets `app.lifecycle.shuttingDown` on SIGTERM, before it stops listening), so a
 * load balancer stops sending new requests while those in flight finish.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preClose', async () => {
    app.lifecycle.shuttingDown = true;
  });

  app.get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        summary:
          "Liveness: the process answers; with the notification outbox's backlog as last counted",
        response: { 200: HealthSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      // Once the notification worker has counted its outbox (docs/decisions/0034).
      const { stats } = app.notifications.worker;
      return {
        status: 'ok' as const,
        ...(stats.backlog.countedAt
          ? { notifications: { ...stats.backlog, retried: stats.retried } }
          : {}),
      };
    },
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: the database answers and the server is not shutting down (else 503)',
        response: { 200: ReadinessSchema, 503: ReadinessSchema },
      },
    },
    async (_request, reply) => {
      const reachable = await isDatabaseReachable(app.db, DATABASE_PROBE_TIMEOUT_MS);
      const { shuttingDown } = app.lifecycle;
      const ready = reachable && !shuttingDown;
      reply.header('cache-control', 'no-store').status(ready ? 200 : 503);
      return {
        status: ready ? ('ready' as const) : ('unavailable' as const),
        database: reachable ? ('ok' as const) : ('unreachable' as const),
        shuttingDown,
      };
    },
  );
};
