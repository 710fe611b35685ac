import { z } from 'zod';

/**
 * Probes for a load balancer or orchestrator (docs/deployment.md). `/healthz` says the
 * process answers; `/readyz` says it can serve: the database answers and it is not shutting
 * down. Neither is wrapped in the envelope: probes read the status code.
 */
export const HealthSchema = z.object({
  status: z.literal('ok'),
  /**
   * The order notifications' outbox as this instance last counted it (docs/decisions/0034):
   * deliveries waiting (a channel that is down makes this grow), given up on, and retries this
   * instance made since it started. Never a reason to fail the probe.
   */
  notifications: z
    .object({
      pending: z.number().int().nonnegative(),
      failed: z.number().int().nonnegative(),
      retried: z.number().int().nonnegative(),
      countedAt: z.string().nullable(),
    })
    .optional(),
});

export const ReadinessSchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: z.enum(['ok', 'unreachable']),
  shuttingDown: z.boolean(),
});
