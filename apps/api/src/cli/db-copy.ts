/**
 * Copies a shop's whole database from the embedded SQLite file into PostgreSQL
 * (docs/deployment.md#moving-from-sqlite-to-postgresql):
 *
 *   npm run db:copy -- --to postgres://user@host:5432/storefront [--from file] [--schema name]
 *
 * The source is the file the server would open (DATA_DIR), or `--from`; it is opened read-only
 * and read as one snapshot. The target is migrated to this build's schema first and must hold
 * no rows: the copy never merges. Every table goes across in foreign-key order, in batches,
 * inside one transaction, and is verified before that transaction commits (row counts, a
 * sample of orders compared whole, every image's bytes), so any failure leaves the target
 * empty. The migration bookkeeping is the target's own, written by its migrate run. A refusal
 * or failure is one line on stderr and exit code 1.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import SqliteDatabase from 'better-sqlite3';
import {
  DEFAULT_MIGRATION_LOCK_TABLE,
  DEFAULT_MIGRATION_TABLE,
  Kysely,
  SqliteDialect,
  sql,
} from 'kysely';
import { loadConfig } from '../config/config';
import { openDatabase, type Db } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import type { Database } from '../db/schema';

/**
 * Every table of the schema, by the name Kysely's code uses and the one SQL uses. `satisfies`
 * turns a table added to schema.ts into a type error here until it is listed, so the copy
 * never silently leaves one behind.
 */
const TABLES = {
  images: 'images',
  regions: 'regions',
  townships: 'townships',
  shops: 'shops',
  shopHostNames: 'shop_host_names',
  persons: 'persons',
  users: 'users',
  addresses: 'addresses',
  categories: 'categories',
  products: 'products',
  productImages: 'product_images',
  variants: 'variants',
  variantImages: 'variant_images',
  addons: 'addons',
  reviews: 'reviews',
  promoCodes: 'promo_codes',
  couponRedemptions: 'coupon_redemptions',
  paymentTypes: 'payment_types',
  paymentAccounts: 'payment_accounts',
  shippingMethods: 'shipping_methods',
  shippingMethodTownships: 'shipping_method_townships',
  shippingRates: 'shipping_rates',
  sales: 'sales',
  saleItems: 'sale_items',
  saleItemAddons: 'sale_item_addons',
  invoices: 'invoices',
  idempotencyKeys: 'idempotency_keys',
  orderHistory: 'order_history',
  receiptHashBands: 'receipt_hash_bands',
  receiptMatches: 'receipt_matches',
  receiptReadings: 'receipt_readings',
  imageRenditions: 'image_renditions',
  stockMoves: 'stock_moves',
  auditLog: 'audit_log',
  notifications: 'notifications',
  notificationDeliveries: 'notification_deliveries',
  notificationPreferences: 'notification_preferences',
  pushSubscriptions: 'push_subscriptions',
  reportDays: 'report_days',
  reportProducts: 'report_products',
  meta: 'meta',
} as const satisfies Record<keyof Database, string>;

/**
 * Tables that reference themselves, with the row order that puts every parent before its
 * children (a category's parent is one level up).
 */
const PARENTS_FIRST: Record<string, string> = { categories: 'level' };

/** Kysely's own tables: the target's migrate run writes them, so they are never copied. */
const MIGRATION_TABLES = [DEFAULT_MIGRATION_TABLE, DEFAULT_MIGRATION_LOCK_TABLE];

/** PostgreSQL takes at most 65,535 parameters in one statement. */
const MAX_PARAMETERS = 60_000;
const MAX_BATCH_ROWS = 1_000;
/** Image rows are large: a batch is sent once it holds this many bytes, whatever its length. */
const MAX_BATCH_BYTES = 8 * 1024 * 1024;
/** How many of the newest orders are compared whole on both sides. */
const ORDER_SAMPLE = 50;

export interface CopyOptions {
  /** The SQLite file to read. */
  from: string;
  /** A postgres:// URL. */
  to: string;
  /** A PostgreSQL schema (which must exist) to copy into instead of the default one. */
  schema?: string;
  /** Told each table's name as its copy begins. */
  onTable?: (table: string) => void;
}

export interface CopyReport {
  /** Tables in the order they were copied, with the rows each holds in the target. */
  tables: { table: string; rows: number }[];
  ordersCompared: number;
  imagesCompared: number;
  ms: number;
}

/** A reason the copy did not happen that the operator can fix; the target is unchanged. */
export class CopyRefused extends Error {}

type Executor = Kysely<unknown>;
type Row = Record<string, unknown>;

export async function copyDatabase(options: CopyOptions): Promise<CopyReport> {
  const started = performance.now();
  if (!/^postgres(ql)?:\/\//.test(options.to)) {
    throw new CopyRefused('--to must be a postgres:// or postgresql:// URL');
  }
  if (!fs.existsSync(options.from)) throw new CopyRefused(`no SQLite database at ${options.from}`);
  // Read-only: the copy can never change the shop it copies, even by mistake.
  const sqlite = new SqliteDatabase(options.from, { readonly: true, fileMustExist: true });
  sqlite.pragma('busy_timeout = 5000');
  const source: Executor = new Kysely({ dialect: new SqliteDialect({ database: sqlite }) });
  let target: Db | undefined;
  try {
    const tables = planTables(sqlite, options.from);
    const sourceMigrations = readSourceMigrations(sqlite, options.from);

    target = openDatabase({
      dialect: 'postgres',
      url: options.to,
      ...(options.schema ? { schema: options.schema } : {}),
    });
    if (options.schema) await requireSchema(target, options.schema);
    await migrateToLatest(target);
    const targetKysely = target.kysely.withoutPlugins() as unknown as Executor;
    await requireSameMigrations(targetKysely, sourceMigrations);

    const trx = await targetKysely.startTransaction().execute();
    let counts: Map<string, number>;
    let verified: { orders: number; images: number };
    try {
      await requireEmpty(trx, tables);
      // One read transaction: every table is read from the same moment of the shop.
      sqlite.exec('begin');
      const version = snapshotVersion(sqlite);
      for (const table of tables) {
        options.onTable?.(table);
        await copyTable(sqlite, trx, table);
      }
      counts = await compareCounts(source, trx, tables);
      verified = {
        orders: await compareOrders(source, trx),
        images: await compareImages(sqlite, trx),
      };
      sqlite.exec('commit');
      // A write to the file after the snapshot (a server still running) would be lost.
      if (dataVersion(sqlite) !== version) {
        throw new CopyRefused(
          `${options.from} changed during the copy (is a server still running on it?); ` +
            'nothing was copied: stop every server using it and copy again',
        );
      }
      await trx.commit().execute();
    } catch (error) {
      if (sqlite.inTransaction) sqlite.exec('rollback');
      await trx.rollback().execute();
      throw error;
    }

    // Counted again through a connection of its own: the report shows what was committed.
    const committed = await countRows(targetKysely, tables);
    for (const table of tables) {
      if (committed.get(table) !== counts.get(table)) {
        throw new Error(
          `${table}: ${committed.get(table)} rows committed, ${counts.get(table)} copied`,
        );
      }
    }
    return {
      tables: tables.map((table) => ({ table, rows: committed.get(table) ?? 0 })),
      ordersCompared: verified.orders,
      imagesCompared: verified.images,
      ms: Math.round(performance.now() - started),
    };
  } finally {
    await source.destroy();
    // Kysely closes the file only if it ever ran a query on it.
    if (sqlite.open) sqlite.close();
    await target?.close();
  }
}

/**
 * The tables in an order that inserts every row after the rows it references, derived from the
 * source's own foreign keys; refuses a table this build does not know.
 */
function planTables(sqlite: SqliteDatabase.Database, file: string): string[] {
  const known: string[] = Object.values(TABLES);
  const present = sqlite
    .prepare(
      `select name from sqlite_master where type = 'table' and name not like 'sqlite\\_%' escape '\\'`,
    )
    .pluck()
    .all() as string[];
  const unknown = present.filter((t) => !known.includes(t) && !MIGRATION_TABLES.includes(t));
  if (unknown.length > 0) {
    throw new CopyRefused(
      `${file} has tables db:copy does not know (${unknown.join(', ')}): ` +
        'copy it with the build that made them',
    );
  }
  const missing = known.filter((t) => !present.includes(t));
  if (missing.length > 0) {
    throw new CopyRefused(
      `${file} lacks tables of this build (${missing.join(', ')}): ` +
        'start the server on it once so it migrates, stop it, and copy again',
    );
  }

  const parentsOf = new Map<string, Set<string>>();
  for (const table of known) {
    const keys = sqlite.pragma(`foreign_key_list(${table})`) as { table: string }[];
    const parents = new Set(keys.map((key) => key.table));
    if (parents.has(table) && !PARENTS_FIRST[table]) {
      throw new Error(`${table} references itself: give it a parents-first order in db-copy.ts`);
    }
    parents.delete(table);
    parentsOf.set(table, parents);
  }
  const ordered: string[] = [];
  while (ordered.length < known.length) {
    // Ties keep the schema's order, so every copy runs the same way.
    const next = known.find(
      (t) => !ordered.includes(t) && [...parentsOf.get(t)!].every((p) => ordered.includes(p)),
    );
    if (!next) {
      const left = known.filter((t) => !ordered.includes(t));
      throw new Error(`foreign keys form a cycle among ${left.join(', ')}`);
    }
    ordered.push(next);
  }
  return ordered;
}

function readSourceMigrations(sqlite: SqliteDatabase.Database, file: string): string[] {
  try {
    return sqlite
      .prepare(`select name from ${DEFAULT_MIGRATION_TABLE} order by name`)
      .pluck()
      .all() as string[];
  } catch {
    throw new CopyRefused(`${file} records no migrations: it is not a storefront database`);
  }
}

async function requireSchema(target: Db, schema: string): Promise<void> {
  const { rows } = await sql<{ found: number }>`
    select 1 as found from information_schema.schemata where schema_name = ${schema}
  `.execute(target.kysely);
  // Without this, a mistyped schema would drop out of the search path and the tables would be
  // made in the default schema instead.
  if (rows.length === 0) throw new CopyRefused(`schema ${schema} does not exist in the target`);
}

async function requireSameMigrations(target: Executor, source: string[]): Promise<void> {
  const { rows } = await sql<{ name: string }>`
    select name from ${sql.table(DEFAULT_MIGRATION_TABLE)} order by name
  `.execute(target);
  const expected = rows.map((r) => r.name);
  if (expected.join() === source.join()) return;
  const newer = source.filter((name) => !expected.includes(name));
  if (newer.length > 0) {
    throw new CopyRefused(
      `the source has migrations this build lacks (${newer.join(', ')}): ` +
        'copy it with the build that ran them',
    );
  }
  throw new CopyRefused(
    `the source is at migration ${source.at(-1) ?? 'none'}, this build at ` +
      `${expected.at(-1) ?? 'none'}: start the server on it once so it migrates, stop it, ` +
      'and copy again',
  );
}

async function requireEmpty(trx: Executor, tables: string[]): Promise<void> {
  const filled: string[] = [];
  for (const table of tables) {
    const { rows } = await sql`select 1 from ${sql.table(table)} limit 1`.execute(trx);
    if (rows.length > 0) filled.push(table);
  }
  if (filled.length > 0) {
    const named = filled.slice(0, 3).join(', ') + (filled.length > 3 ? ', …' : '');
    throw new CopyRefused(
      `the target already holds rows in ${filled.length} tables (${named}): db:copy only ` +
        'copies into an empty database and never merges; nothing was changed',
    );
  }
}

/** Starts the snapshot (a read transaction begins at its first read) and names its version. */
function snapshotVersion(sqlite: SqliteDatabase.Database): number {
  sqlite.prepare('select count(*) from sqlite_master').pluck().get();
  return dataVersion(sqlite);
}

/** Changes whenever another connection commits to the file. */
function dataVersion(sqlite: SqliteDatabase.Database): number {
  return sqlite.pragma('data_version', { simple: true }) as number;
}

async function copyTable(
  sqlite: SqliteDatabase.Database,
  trx: Executor,
  table: string,
): Promise<void> {
  const order = PARENTS_FIRST[table] ? ` order by ${PARENTS_FIRST[table]}` : '';
  // Integers are read as bigint, so a value past 2^53 still arrives exact.
  const statement = sqlite.prepare(`select * from ${table}${order}`).raw(true).safeIntegers(true);
  const columns = statement.columns().map((c) => sql.ref(c.name));
  const perBatch = Math.min(MAX_BATCH_ROWS, Math.floor(MAX_PARAMETERS / columns.length));
  let batch: unknown[][] = [];
  let batchBytes = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    const values = batch.map((row) => sql`(${sql.join(row)})`);
    try {
      await sql`insert into ${sql.table(table)} (${sql.join(columns)}) values ${sql.join(values)}`.execute(
        trx,
      );
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`copying ${table} failed (${reason}); the target was left empty`, {
        cause: error,
      });
    }
    batch = [];
    batchBytes = 0;
  };
  for (const row of statement.iterate() as Iterable<unknown[]>) {
    const values = row.map(exactValue);
    batch.push(values);
    for (const value of values) if (Buffer.isBuffer(value)) batchBytes += value.length;
    if (batch.length >= perBatch || batchBytes >= MAX_BATCH_BYTES) await flush();
  }
  await flush();
}

/** A bigint as a number when that is exact, otherwise as text PostgreSQL parses exactly. */
function exactValue(value: unknown): unknown {
  if (typeof value !== 'bigint') return value;
  const asNumber = Number(value);
  return Number.isSafeInteger(asNumber) ? asNumber : value.toString();
}

async function countRows(k: Executor, tables: string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const table of tables) {
    const { rows } = await sql<{ n: number | bigint | string }>`
      select count(*) as n from ${sql.table(table)}
    `.execute(k);
    counts.set(table, Number(rows[0]?.n ?? 0));
  }
  return counts;
}

async function compareCounts(
  source: Executor,
  target: Executor,
  tables: string[],
): Promise<Map<string, number>> {
  const [expected, actual] = [await countRows(source, tables), await countRows(target, tables)];
  const different = tables.filter((t) => expected.get(t) !== actual.get(t));
  if (different.length > 0) {
    const detail = different.map((t) => `${t} ${expected.get(t)} → ${actual.get(t)}`);
    throw new Error(`row counts differ after the copy (${detail.join(', ')}); nothing was copied`);
  }
  return actual;
}

/** The newest orders, each read whole on both sides and compared as normalised JSON. */
async function compareOrders(source: Executor, target: Executor): Promise<number> {
  const { rows } = await sql<{ guid: string }>`
    select guid from invoices order by created_at desc, guid desc limit ${ORDER_SAMPLE}
  `.execute(source);
  const guids = rows.map((r) => r.guid);
  const [expected, actual] = [await readOrders(source, guids), await readOrders(target, guids)];
  const different = guids.filter((g) => expected.get(g) !== actual.get(g));
  if (different.length > 0) {
    throw new Error(
      `orders differ after the copy (invoices ${different.slice(0, 5).join(', ')}); ` +
        'nothing was copied',
    );
  }
  return guids.length;
}

async function readOrders(k: Executor, invoiceGuids: string[]): Promise<Map<string, string>> {
  const orders = new Map<string, string>();
  if (invoiceGuids.length === 0) return orders;
  const rowsWhere = async (table: string, column: string, values: unknown[]) =>
    values.length === 0
      ? []
      : (
          await sql<Row>`
            select * from ${sql.table(table)} where ${sql.ref(column)} in (${sql.join(values)})
          `.execute(k)
        ).rows;
  const invoices = await rowsWhere('invoices', 'guid', invoiceGuids);
  const sales = await rowsWhere('sales', 'invoice_guid', invoiceGuids);
  const saleGuids = sales.map((s) => s.guid);
  const items = await rowsWhere('sale_items', 'sale_guid', saleGuids);
  const addons = await rowsWhere(
    'sale_item_addons',
    'sale_item_guid',
    items.map((i) => i.guid),
  );
  const history = await rowsWhere('order_history', 'sale_guid', saleGuids);
  for (const invoice of invoices) {
    const own = sales.filter((s) => s.invoice_guid === invoice.guid);
    const ownSaleGuids = own.map((s) => s.guid);
    const ownItems = items.filter((i) => ownSaleGuids.includes(i.sale_guid));
    const ownItemGuids = ownItems.map((i) => i.guid);
    orders.set(
      String(invoice.guid),
      normalise({
        invoice,
        sales: own,
        items: ownItems,
        addons: addons.filter((a) => ownItemGuids.includes(a.sale_item_guid)),
        history: history.filter((h) => ownSaleGuids.includes(h.sale_guid)),
      }),
    );
  }
  return orders;
}

/** JSON with keys sorted, lists sorted by guid, bytes as base64 and integers as numbers. */
function normalise(value: unknown): string {
  const plain = (v: unknown): unknown => {
    if (Buffer.isBuffer(v)) return v.toString('base64');
    if (typeof v === 'bigint') return Number(v);
    if (Array.isArray(v)) {
      return v.map(plain).sort((a, b) => String(guidOf(a)).localeCompare(String(guidOf(b))));
    }
    if (v !== null && typeof v === 'object') {
      return Object.fromEntries(
        Object.keys(v)
          .sort()
          .map((key) => [key, plain((v as Row)[key])]),
      );
    }
    return v;
  };
  return JSON.stringify(plain(value));
}

function guidOf(value: unknown): unknown {
  return value !== null && typeof value === 'object' ? (value as Row).guid : value;
}

/** Every image's bytes, compared by SHA-256: the target hashes its own, so no bytes travel back. */
async function compareImages(sqlite: SqliteDatabase.Database, target: Executor): Promise<number> {
  const expected = new Map<string, string>();
  const rows = sqlite.prepare('select guid, bytes from images').iterate() as Iterable<{
    guid: string;
    bytes: Buffer;
  }>;
  for (const row of rows) {
    expected.set(row.guid, createHash('sha256').update(row.bytes).digest('hex'));
  }
  const { rows: copied } = await sql<{ guid: string; digest: string }>`
    select guid, encode(sha256(bytes), 'hex') as digest from images
  `.execute(target);
  const different = copied.filter((r) => expected.get(r.guid) !== r.digest).map((r) => r.guid);
  if (different.length > 0 || copied.length !== expected.size) {
    throw new Error(
      `image bytes differ after the copy (${different.slice(0, 5).join(', ')}); nothing was copied`,
    );
  }
  return copied.length;
}

/** The target as it may be printed: the password is never shown. */
function describeTarget(url: string, schema: string | undefined): string {
  let shown: string;
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    shown = parsed.toString();
  } catch {
    shown = 'the target';
  }
  return schema ? `${shown} (schema ${schema})` : shown;
}

export function formatReport(report: CopyReport, from: string, to: string): string {
  const total = report.tables.reduce((sum, t) => sum + t.rows, 0);
  const width = Math.max(...report.tables.map((t) => t.table.length), 'total'.length) + 2;
  const line = (name: string, rows: number) =>
    `  ${name.padEnd(width)}${rows.toLocaleString('en-US').padStart(10)}`;
  return [
    `Copied ${from} to ${to} in ${(report.ms / 1000).toFixed(1)} s.`,
    '',
    `  ${'table'.padEnd(width)}${'rows'.padStart(10)}`,
    ...report.tables.map((t) => line(t.table, t.rows)),
    line('total', total),
    '',
    `Verified: equal row counts in all ${report.tables.length} tables, ` +
      `${report.ordersCompared} newest orders equal (invoice, sales, items, addons, history), ` +
      `${report.imagesCompared} images byte for byte.`,
    '',
  ].join('\n');
}

async function main(args: string[]): Promise<void> {
  const { values } = parseArgs({
    args,
    options: {
      from: { type: 'string' },
      to: { type: 'string' },
      schema: { type: 'string' },
    },
    strict: true,
  });
  if (!values.to) throw new CopyRefused('--to postgres://… is required: the database to copy into');
  if (values.schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(values.schema)) {
    throw new CopyRefused('--schema must be a lower-case PostgreSQL name');
  }
  // The file the server opens when DATABASE_URL is unset, whatever this shell has it set to.
  const database = loadConfig({ ...process.env, DATABASE_URL: undefined }).database;
  const from = path.resolve(values.from ?? (database.dialect === 'sqlite' ? database.file : ''));
  // On a terminal, the table being copied shows on one line that the report then replaces.
  const progress = process.stderr.isTTY
    ? (table: string) => process.stderr.write(`\r\x1b[Kcopying ${table}…`)
    : undefined;
  const report = await copyDatabase({
    from,
    to: values.to,
    ...(values.schema ? { schema: values.schema } : {}),
    ...(progress ? { onTable: progress } : {}),
  }).finally(() => {
    if (progress) process.stderr.write('\r\x1b[K');
  });
  process.stdout.write(formatReport(report, from, describeTarget(values.to, values.schema)));
}

const isMain =
  process.argv[1] !== undefined &&
  import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (isMain) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    // Whatever went wrong, the target holds nothing of this run: one line says why.
    const message = error instanceof Error ? error.message : String(error);
    process.stderr.write(`db:copy: ${message.replace(/\s*\n\s*/g, ' ')}\n`);
    process.exit(1);
  });
}
