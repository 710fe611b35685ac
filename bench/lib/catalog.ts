import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Db } from '../../apps/api/src/db/connection';
import { runSql } from '../../apps/api/src/db/sql-text';
import { normalizeUserText } from '../../apps/api/src/lib/text';
import {
  productDetailSql,
  productListSql,
} from '../../apps/api/src/modules/catalog/catalog.repository';
import { REPO_ROOT } from './server-process';

export interface CatalogSize {
  products: number;
  shops: number;
}

/** One database holding the large catalog, ready for the API to be started on it. */
export interface BenchDatabase {
  name: 'SQLite' | 'PostgreSQL';
  /** What the API child needs in its environment to open this database. */
  env: Record<string, string>;
  /** How long seed:large took to load it (seconds, wall clock including migrate and analyze). */
  generationSeconds: number | undefined;
  reused: boolean;
  reviews: number;
  /** The default shop (served on plain localhost), the one the bench lists. */
  shopGuid: string;
  /** Active products of that shop, for the detail endpoint to rotate over. */
  productIds: string[];
}

export const DATA_ROOT = path.join(REPO_ROOT, 'bench/.data');
// Written by apps/api/src/db/seed/large.ts (LARGE_CATALOG_META_KEY). Not imported: that
// module pulls in sharp and the seed writer, which the load generator has no use for.
const META_KEY = 'large_catalog';
const DETAIL_PRODUCTS = 50;

interface CatalogMeta {
  products: number;
  shops: number;
  reviews: number;
}

async function readMeta(db: Db): Promise<CatalogMeta | undefined> {
  try {
    const row = await db.kysely
      .selectFrom('meta')
      .select('value')
      .where('key', '=', META_KEY)
      .executeTakeFirst();
    return row ? (JSON.parse(row.value) as CatalogMeta) : undefined;
  } catch {
    return undefined; // not migrated yet: nothing there
  }
}

const matches = (meta: CatalogMeta | undefined, size: CatalogSize) =>
  meta?.products === size.products && meta.shops === size.shops;

/** Runs seed:large in a child process (it reads the same variables as the server). */
async function seedLarge(size: CatalogSize, env: Record<string, string>): Promise<number> {
  const started = performance.now();
  const script = path.join(REPO_ROOT, 'apps/api/src/db/seed/large.ts');
  const args = [
    '--import',
    'tsx',
    script,
    '--products',
    String(size.products),
    '--shops',
    String(size.shops),
  ];
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`seed:large failed (exit ${code})`);
  return (performance.now() - started) / 1000;
}

/** Seed times are kept beside the data, so that a reused catalog still reports them. */
function seedTimeFile(label: string): string {
  return path.join(DATA_ROOT, `${label}.seed-time.json`);
}

async function describeCatalog(
  db: Db,
  meta: CatalogMeta,
): Promise<Pick<BenchDatabase, 'shopGuid' | 'productIds' | 'reviews'>> {
  const shop = await db.kysely
    .selectFrom('shops')
    .select('guid')
    .where('isDefault', '=', 1)
    .executeTakeFirstOrThrow();
  const products = await db.kysely
    .selectFrom('products')
    .select('guid')
    .where('shopGuid', '=', shop.guid)
    .where('isActive', '=', 1)
    // random_key is a stable shuffle: ids spread over the whole shop, the same every run.
    .orderBy('randomKey')
    .limit(DETAIL_PRODUCTS)
    .execute();
  return { shopGuid: shop.guid, productIds: products.map((p) => p.guid), reviews: meta.reviews };
}

export async function prepareSqlite(size: CatalogSize): Promise<BenchDatabase> {
  const label = `sqlite-${size.products}x${size.shops}`;
  const dataDir = path.join(DATA_ROOT, label);
  const env = { DATA_DIR: dataDir };
  const file = path.join(dataDir, 'storefront.sqlite');
  const open = () => openDatabase({ dialect: 'sqlite', file });

  let db = open();
  let meta = await readMeta(db);
  const reused = matches(meta, size);
  if (!reused) {
    // A partial or differently sized catalog is thrown away: the seed needs an empty database.
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    const seconds = await seedLarge(size, env);
    fs.writeFileSync(seedTimeFile(label), JSON.stringify({ seconds }));
    db = open();
    meta = await readMeta(db);
  }
  try {
    if (!meta) throw new Error(`${file} has no large catalog after seeding`);
    return {
      name: 'SQLite',
      env,
      reused,
      ...readSeedTime(label),
      ...(await describeCatalog(db, meta)),
    };
  } finally {
    await db.close();
  }
}

function readSeedTime(label: string): { generationSeconds: number | undefined } {
  try {
    const { seconds } = JSON.parse(fs.readFileSync(seedTimeFile(label), 'utf8')) as {
      seconds: number;
    };
    return { generationSeconds: seconds };
  } catch {
    return { generationSeconds: undefined };
  }
}

/**
 * The catalog lives in its own database (`bench` by default) so that it never mixes with the
 * test database; it is created through the admin connection when missing.
 */
export async function preparePostgres(
  size: CatalogSize,
  benchUrl: string,
  adminUrl: string,
): Promise<BenchDatabase> {
  const label = `postgres-${size.products}x${size.shops}`;
  const dbName = decodeURIComponent(new URL(benchUrl).pathname.slice(1));
  if (!dbName) throw new Error(`BENCH_PG_URL names no database: ${benchUrl}`);
  const env = { DATABASE_URL: benchUrl };
  const open = () => openDatabase({ dialect: 'postgres', url: benchUrl });

  await ensureDatabase(adminUrl, dbName);

  let db = open();
  let meta = await readMeta(db);
  const reused = matches(meta, size);
  if (!reused) {
    await db.close();
    await recreateDatabase(adminUrl, dbName);
    const seconds = await seedLarge(size, env);
    fs.mkdirSync(DATA_ROOT, { recursive: true });
    fs.writeFileSync(seedTimeFile(label), JSON.stringify({ seconds }));
    db = open();
    meta = await readMeta(db);
  }
  try {
    if (!meta) throw new Error(`${dbName} has no large catalog after seeding`);
    return {
      name: 'PostgreSQL',
      env,
      reused,
      ...readSeedTime(label),
      ...(await describeCatalog(db, meta)),
    };
  } finally {
    await db.close();
  }
}

async function recreateDatabase(adminUrl: string, dbName: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const name = admin.escapeIdentifier(dbName);
    // `with (force)` ends leftover sessions (a crashed earlier bench) instead of failing.
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
}

/** The plans of the statements one benchmarked row runs per request. */
export interface ExplainedRow {
  database: string;
  endpoint: string;
  statements: { plan: string }[];
}

/** What a benchmarked row reads: a list page of the default shop, or one product. */
export interface ExplainedEndpoint {
  name: string;
  kind: 'newArrival' | 'all';
  productId: string | undefined;
  first: number;
  max: number;
  keyword: string | undefined;
}

/**
 * SQLite's `EXPLAIN QUERY PLAN` and PostgreSQL's `EXPLAIN` of the statements the catalog's
 * repository builds for each row (the same builders the routes call), with the row's values.
 */
export async function explainCatalog(
  bench: BenchDatabase,
  endpoints: ExplainedEndpoint[],
): Promise<ExplainedRow[]> {
  const db = openDatabase(
    bench.name === 'SQLite'
      ? { dialect: 'sqlite', file: path.join(bench.env.DATA_DIR!, 'storefront.sqlite') }
      : { dialect: 'postgres', url: bench.env.DATABASE_URL! },
  );
  const prefix = db.dialect === 'sqlite' ? 'explain query plan ' : 'explain (costs off) ';
  const explainOne = async (text: string, values: readonly unknown[]) => {
    const rows = await runSql<Record<string, unknown>>(db, prefix + text, values, {
      prepare: false,
    });
    if (db.dialect === 'postgres') return rows.map((r) => String(Object.values(r)[0])).join('\n');
    // SQLite: id, parent, detail; indent each step under its parent.
    const depth = new Map<number, number>([[0, 0]]);
    return rows
      .map((r) => {
        const level = (depth.get(Number(r.parent)) ?? 0) + 1;
        depth.set(Number(r.id), level);
        return `${'  '.repeat(level - 1)}${String(r.detail)}`;
      })
      .join('\n');
  };
  const explained: ExplainedRow[] = [];
  try {
    for (const e of endpoints) {
      const statements: { plan: string }[] = [];
      if (e.productId) {
        statements.push({
          plan: await explainOne(productDetailSql(db.dialect), [e.productId, e.productId]),
        });
      } else {
        const keyword =
          e.keyword === undefined ? undefined : normalizeUserText(e.keyword) || undefined;
        const { page } = productListSql(db, bench.shopGuid, e.kind, {
          first: e.first,
          max: e.max,
          keyword,
        });
        statements.push({ plan: await explainOne(page.text, page.values) });
      }
      explained.push({ database: bench.name, endpoint: e.name, statements });
    }
  } finally {
    await db.close();
  }
  return explained;
}

/** Creates the PostgreSQL database `dbName` through the admin connection, unless it exists. */
export async function ensureDatabase(adminUrl: string, dbName: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [dbName]);
    if (exists.rowCount === 0)
      await admin.query(`create database ${admin.escapeIdentifier(dbName)}`);
  } finally {
    await admin.end();
  }
}
