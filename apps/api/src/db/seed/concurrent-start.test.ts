import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../connection';
import { testDialects } from '../../test/harness';
import { SHOPS } from './data/shops';

const run = promisify(execFile);
const INSTANCES = 3;
const script = path.resolve(import.meta.dirname, '../../test/start-instance.ts');
const tsx = path.resolve(import.meta.dirname, '../../../../../node_modules/.bin/tsx');

/** Starts `INSTANCES` processes at the same moment against one empty database. */
async function startTogether(args: string[]) {
  return Promise.allSettled(
    Array.from({ length: INSTANCES }, () => run(tsx, [script, ...args], { timeout: 150_000 })),
  );
}

async function countOf(db: Db, table: 'shops' | 'products' | 'images' | 'users') {
  const row = await db.kysely
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe.each(testDialects())('instances starting together on %s', (dialect) => {
  it('migrate and seed an empty database once, and all of them start', async () => {
    let args: string[];
    let open: () => Db;
    let cleanUp: () => Promise<void>;
    if (dialect === 'sqlite') {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-start-'));
      const file = path.join(dir, 'storefront.sqlite');
      args = ['sqlite', file];
      open = () => openDatabase({ dialect: 'sqlite', file });
      cleanUp = async () => fs.rmSync(dir, { recursive: true, force: true });
    } else {
      const url = process.env.TEST_DATABASE_URL ?? '';
      const schema = `t_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`create schema ${schema}`);
      await admin.end();
      args = ['postgres', url, schema];
      open = () => openDatabase({ dialect: 'postgres', url, schema });
      cleanUp = async () => {
        const c = new pg.Client({ connectionString: url });
        await c.connect();
        await c.query(`drop schema ${schema} cascade`);
        await c.end();
      };
    }
    try {
      const results = await startTogether(args);
      const failures = results.flatMap((r) => (r.status === 'rejected' ? [String(r.reason)] : []));
      expect(failures).toEqual([]);
      const said = results.map((r) => (r.status === 'fulfilled' ? r.value.stdout.trim() : ''));
      expect(said.filter((s) => s === 'seeded')).toHaveLength(1);
      expect(said.filter((s) => s === 'skipped')).toHaveLength(INSTANCES - 1);

      const db = open();
      try {
        expect(await countOf(db, 'shops')).toBe(SHOPS.length);
        // One catalog, not one per instance: a second seeding would have doubled these.
        const products = await countOf(db, 'products');
        expect(products).toBeGreaterThanOrEqual(200);
        // The demo shopper, one staff account per shop and the owner.
        expect(await countOf(db, 'users')).toBe(2 + SHOPS.length);
      } finally {
        await db.close();
      }
    } finally {
      await cleanUp();
    }
  }, 240_000);
});
