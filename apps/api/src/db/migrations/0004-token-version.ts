import type { Kysely } from 'kysely';

/**
 * Revocable sessions (docs/decisions/0016-token-revocation.md): every access token carries
 * its account's token version, and a token of an older version is refused. Logging out and
 * changing the password raise it. Existing accounts start at 0, the version tokens issued
 * before this column existed are read as.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
