import { HealthSchema, ReadinessSchema } from '@storefront/contract/health';
import { describe, expect, it } from 'vitest';
import { createTestApp, testDialects } from '../../test/harness';

describe.each(testDialects())('health probes on %s', (dialect) => {
  it('answers liveness and readiness, and turns unready when the database is gone', async () => {
    const t = await createTestApp(dialect);
    try {
      const live = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(live.statusCode).toBe(200);
      expect(HealthSchema.parse(live.json())).toEqual({ status: 'ok' });
      expect(live.headers['cache-control']).toBe('no-store');

      const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(200);
      expect(ReadinessSchema.parse(ready.json())).toEqual({
        status: 'ready',
        database: 'ok',
        shuttingDown: false,
      });

      await t.db.close();
      const down = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(down.statusCode).toBe(503);
      expect(ReadinessSchema.parse(down.json())).toMatchObject({
        status: 'unavailable',
        database: 'unreachable',
      });
      // Liveness does not depend on the database: restarting would not bring it back.
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await t.app.close();
      await t.close().catch(() => {});
    }
  });
});
