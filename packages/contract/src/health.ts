import { z } from 'zod';

/**
 * Probes for a load balancer or orchestrator (docs/deployment.md). `/healthz` says the
 * process answers; `/readyz` says it can serve: the database answers and it is not shutting
 * down. Neither is wrapped in the envelope: probes read the status code.
 */
export const HealthSchema = z.object({ status: z.literal('ok') });

export const ReadinessSchema = z.object({
  status: z.enum(['ready', 'unavailable']),
  database: z.enum(['ok', 'unreachable']),
  shuttingDown: z.boolean(),
});
