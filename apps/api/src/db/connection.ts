import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import pg from 'pg';
import {
  CamelCasePlugin,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  type PostgresPool,
  type PostgresPoolClient,
} from 'kysely';
import type { DatabaseConfig } from '../config/config';
import type { Database } from './schema';
import { statementNameOf } from './sql-text';

export type Dialect = DatabaseConfig['dialect'];

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /** The PostgreSQL schema the tables live in, when not the default one. */
  schema?: string;
  close(): Promise<void>;
}

// int8 (COUNT, SUM, bigint money columns) arrives as text by default; every value we store
// fits in a double exactly (below 2^53), so read it as a number on both databases alike.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

export function openDatabase(config: DatabaseConfig): Db {
  if (config.dialect === 'sqlite') return openSqlite(config.file);
  return openPostgres(config.url, config.schema);
}

function openSqlite(file: string): Db {
  if (file !== ':memory:') createOwnerOnly(file);
  const sqlite = new SqliteDatabase(file);
  // WAL lets readers run beside the writer; FULL sync makes a committed order survive a
  // power cut; the busy timeout makes a second writer wait instead of failing.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = FULL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const kysely = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
    plugins: [new CamelCasePlugin()],
  });
  return { kysely, dialect: 'sqlite', close: () => kysely.destroy() };
}

/**
 * The database holds every account's password hash and address: like the token secret, only
 * its owner may read it. The file is made 0600 before SQLite opens it, and SQLite gives the
 * -wal and -shm files it creates the mode of the database file; files left readable by an
 * older version are narrowed (docs/decisions/0028-account-abuse.md).
 */
function createOwnerOnly(file: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  try {
    fs.closeSync(fs.openSync(file, 'wx', 0o600));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  for (const each of [file, `${file}-wal`, `${file}-shm`]) {
    try {
      if ((fs.statSync(each).mode & 0o077) !== 0) fs.chmodSync(each, 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}

/** Enough for every distinct query the app builds; past it the oldest statement is dropped. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew; compiling SQL is a fifth of a catalog request's CPU.
 * better-sqlite3 statements can be reused, and Kysely runs one query at a time per
 * connection and never keeps one open across an await, so caching them by SQL text is safe.
 */
function withStatementCache(sqlite: SqliteDatabase.Database) {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sqlText: string) {
      let statement = statements.get(sqlText);
      if (!statement) {
        statement = sqlite.prepare(sqlText);
        if (statements.size >= STATEMENT_CACHE_SIZE) {
          const oldest = statements.keys().next().value;
          if (oldest !== undefined) statements.delete(oldest);
        }
        statements.set(sqlText, statement);
      }
      return statement;
    },
  };
}

function openPostgres(url: string, schema?: string): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max: 20,
    // A per-schema search path lets tests give every file its own fresh database.
    ...(schema ? { options: `-c search_path=${schema},public` } : {}),
  });
  const kysely = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: withNamedStatements(pool) }),
    plugins: [new CamelCasePlugin()],
  });
  return {
    kysely,
    dialect: 'postgres',
    ...(schema ? { schema } : {}),
    close: () => kysely.destroy(),
  };
}

/**
 * Each PostgreSQL query costs a parse and a plan in the database unless it is a named
 * statement, which every pooled connection prepares once. Kysely sends text and values only, so
 * the pool's clients look the text up: texts that `runSql` marked for preparing
 * (db/sql-text.ts) go out under their name, everything else as before.
 */
function withNamedStatements(pool: pg.Pool): PostgresPool {
  const wrapped = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    let each = wrapped.get(client);
    if (!each) {
      const query = ((text: unknown, values?: unknown[]) => {
        const name = typeof text === 'string' ? statementNameOf(text) : undefined;
        if (name !== undefined) return client.query({ name, text: text as string, values });
        return (client.query as (...args: unknown[]) => unknown)(text, values);
      }) as PostgresPoolClient['query'];
      each = { query, release: () => client.release() };
      wrapped.set(client, each);
    }
    return each;
  };
  return {
    connect: async () => wrap(await pool.connect()),
    end: () => pool.end(),
  };
}
