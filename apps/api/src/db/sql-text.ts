import { CompiledQuery } from 'kysely';
import type { Db, Dialect } from './connection';

/**
 * Statements written as SQL text, for the hottest reads (the catalog's lists and product
 * detail, docs/architecture.md#databases). Building a Kysely query and compiling it costs more
 * CPU than SQLite takes to answer it; a text is built by plain concatenation and runs as it is.
 * Texts use `?` placeholders; PostgreSQL gets `$1…` in their place. Rows pass through the
 * Kysely instance (a transaction stays a transaction) and its CamelCasePlugin, so columns are
 * written snake_case as everywhere else.
 */
export async function runSql<R>(
  db: Db,
  text: string,
  parameters: readonly unknown[],
  { prepare = true }: { prepare?: boolean } = {},
): Promise<R[]> {
  const sqlText = db.dialect === 'postgres' ? postgresText(text, prepare) : text;
  const result = await db.kysely.executeQuery<R>(CompiledQuery.raw(sqlText, [...parameters]));
  return result.rows;
}

/** The texts are built from a bounded number of shapes; a runaway caller cannot grow this past it. */
const MAX_TEXTS = 1_000;
const pgTexts = new Map<string, string>();
/**
 * PostgreSQL statement names by text. A named statement is parsed and planned once per pooled
 * connection (db/connection.ts passes the name); only texts run through here with `prepare`
 * get one, so the number of statements each connection keeps is bounded by MAX_TEXTS.
 */
const statementNames = new Map<string, string>();

function postgresText(text: string, prepare: boolean): string {
  let converted = pgTexts.get(text);
  if (converted === undefined) {
    let n = 0;
    converted = text.replace(/\?/g, () => `$${++n}`);
    if (pgTexts.size < MAX_TEXTS) pgTexts.set(text, converted);
  }
  if (prepare && !statementNames.has(converted) && statementNames.size < MAX_TEXTS) {
    statementNames.set(converted, `sf_${statementNames.size + 1}`);
  }
  return converted;
}

/** The name to prepare a PostgreSQL text under, when it has one. */
export function statementNameOf(text: string): string | undefined {
  return statementNames.get(text);
}

/** `?, ?, ?` for a list of n values. */
export function placeholders(n: number): string {
  return Array.from({ length: n }, () => '?').join(', ');
}

/**
 * JSON built by the database, so that one statement carries a record with its lists. SQLite
 * answers JSON as text, PostgreSQL's driver parses it: `parseJson` takes either.
 */
export const json = {
  /** A JSON array of `value` over the rows, in `order`; `[]` when there are none. */
  agg: (dialect: Dialect, value: string, order: string) =>
    dialect === 'sqlite'
      ? `json_group_array(${value} order by ${order})`
      : `coalesce(json_agg(${value} order by ${order}), '[]'::json)`,
  /** A JSON array of the given values (a row, positionally). */
  array: (dialect: Dialect, values: string[]) =>
    dialect === 'sqlite'
      ? `json_array(${values.join(', ')})`
      : `json_build_array(${values.join(', ')})`,
  /** A scalar subquery's JSON, nested as JSON rather than as a string (SQLite drops the mark). */
  nested: (dialect: Dialect, subquery: string) =>
    dialect === 'sqlite' ? `json((${subquery}))` : `(${subquery})`,
};

export function parseJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}
