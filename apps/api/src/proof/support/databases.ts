import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Db, type Dialect } from '../../db/connection';
import { migrateToLatest } from '../../db/migrate';
import { isRedisAvailable, TEST_REDIS_URL } from '../../test/redis-fixtures';

export { TEST_REDIS_URL };

/**
 * The PostgreSQL the proofs run on. Under CI it must be there: a missing one fails the run
 * rather than letting a green result prove less than it says.
 */
export function postgresUrl(): string | undefined {
  const url = process.env.TEST_DATABASE_URL;
  if (!url && process.env.CI === 'true') {
    throw new Error('TEST_DATABASE_URL must be set under CI: the proof suite runs on PostgreSQL.');
  }
  if (!url) console.warn('TEST_DATABASE_URL is not set: the PostgreSQL proofs are skipped.');
  return url;
}

/** Whether Redis answers; under CI a missing Redis throws (isRedisAvailable). */
export const redisAnswers = isRedisAvailable;

export interface ProofDatabase {
  dialect: Dialect;
  /** The server settings that point an instance at this database. */
  settings: Record<string, string>;
  /** A connection of the test's own, for setting up and checking. */
  db: Db;
  drop(): Promise<void>;
}

/** A fresh, migrated, empty database: a SQLite file in its own DATA_DIR, or a PostgreSQL schema. */
export async function createProofDatabase(dialect: Dialect): Promise<ProofDatabase> {
  if (dialect === 'sqlite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-proof-'));
    const db = openDatabase({ dialect, file: path.join(dataDir, 'storefront.sqlite') });
    await migrateToLatest(db);
    return {
      dialect,
      settings: { DATA_DIR: dataDir },
      db,
      async drop() {
        await db.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const url = postgresUrl();
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const schema = `proof_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `create schema ${schema}`);
  const db = openDatabase({ dialect, url, schema });
  await migrateToLatest(db);
  // A DATA_DIR of its own all the same: the server keeps nothing else there when JWT_SECRET is set.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-proof-'));
  return {
    dialect,
    settings: { DATABASE_URL: url, DATABASE_SCHEMA: schema, DATA_DIR: dataDir },
    db,
    async drop() {
      await db.close();
      await adminQuery(url, `drop schema ${schema} cascade`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** An empty PostgreSQL schema and its settings, for servers that migrate and seed it themselves. */
export async function createEmptySchema(url: string) {
  const schema = `proof_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `create schema ${schema}`);
  return {
    schema,
    open: () => openDatabase({ dialect: 'postgres', url, schema }),
    drop: () => adminQuery(url, `drop schema ${schema} cascade`),
  };
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export const JWT_SECRET = `proof-${randomBytes(24).toString('hex')}`;
