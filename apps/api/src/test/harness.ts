import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import type { z } from 'zod';
import { buildApp } from '../app';
import type { AppConfig } from '../config/config';
import { openDatabase, type Db, type Dialect } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { defaultPhotoPoolSettings } from '../modules/images/photo-pool-settings';
import { defaultReceiptWorkSettings } from '../modules/sales/receipt-work-settings';

/**
 * The databases the API suite runs on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set.
 * Under CI both are required: a missing PostgreSQL fails the run instead of silently shrinking it.
 */
export function testDialects(): Dialect[] {
  const url = process.env.TEST_DATABASE_URL;
  if (!url && process.env.CI === 'true') {
    throw new Error(
      'TEST_DATABASE_URL must be set under CI: the API suite runs on PostgreSQL too.',
    );
  }
  return url ? ['sqlite', 'postgres'] : ['sqlite'];
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  close(): Promise<void>;
}

/** A fresh, migrated, empty database and an app on it: an in-memory SQLite, or a new PostgreSQL schema. */
export async function createTestApp(
  dialect: Dialect,
  overrides: Partial<AppConfig> = {},
): Promise<TestApp> {
  let dropSchema = async () => {};
  let db: Db;
  if (dialect === 'sqlite') {
    db = openDatabase({ dialect: 'sqlite', file: ':memory:' });
  } else {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is not set');
    const schema = `t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create schema ${schema}`);
    await admin.end();
    db = openDatabase({ dialect: 'postgres', url, schema });
    dropSchema = async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop schema ${schema} cascade`);
      await c.end();
    };
  }
  await migrateToLatest(db);
  const config: AppConfig = {
    port: 0,
    host: '127.0.0.1',
    dataDir: '/nonexistent',
    database: dialect === 'sqlite' ? { dialect, file: ':memory:' } : { dialect, url: '' },
    jwtSecret: 'test-secret-test-secret-test-secret-0123',
    redisUrl: undefined,
    logLevel: 'silent',
    webDist: undefined,
    // Tests write rows directly, behind the cache's back: they read the database every time.
    catalogCacheTtlMs: 0,
    seedDemo: false,
    shutdownDrainMs: 0,
    // Suites place many orders for one shopper; the limits have a suite of their own.
    holdLimits: {
      maxHeldUnitsPerOption: 1_000,
      maxHeldUnits: 10_000,
      maxOrdersAwaitingShops: 1_000,
    },
    trustProxy: false,
    rateLimit: {
      max: 1000,
      timeWindowMs: 60_000,
      loginMax: 1000,
      loginAddressMax: 1000,
      registerMax: 1000,
    },
    photos: defaultPhotoPoolSettings(),
    // Reading receipts costs CPU: only the reader's own tests turn it on.
    receiptReading: { mode: 'off', pollMs: 50, timeoutSeconds: 30 },
    receipts: defaultReceiptWorkSettings(),
    eventStreams: { max: 1_000, perAccount: 3 },
    shopBaseHost: 'localhost',
    ...overrides,
  };
  // Every answer is parsed with its contract schema on its way out, and must be written byte
  // for byte as zod would: a shape drift fails the request (a 500) instead of leaving unseen.
  const app = await buildApp({ config, db, logger: false, validateResponses: true });
  // No answer in any test may carry a password hash: a leak fails the request loudly.
  app.addHook('onSend', async (_request, _reply, payload) => {
    if (typeof payload === 'string' && /\$argon2|password_?hash/i.test(payload)) {
      throw new Error('A response carried a password hash');
    }
    return payload;
  });
  await app.ready();
  return {
    app,
    db,
    async close() {
      await app.close();
      await db.close();
      await dropSchema();
    },
  };
}

/** Parses a response body with its contract schema: a shape drift fails the test. */
export function parseBody<S extends z.ZodType>(schema: S, body: string): z.infer<S> {
  return schema.parse(JSON.parse(body));
}
