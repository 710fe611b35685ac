import { type Kysely } from 'kysely';

/**
 * The business's owners and what they do (docs/decisions/0029-owners.md): staff accounts that
 * must choose their own password at their next sign-in, or that an owner switched off; and the
 * audit log of every owner action, before and after.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('users').addColumn('disabled_at', 'text').execute();
  await db.schema
    .createTable('audit_log')
    .addColumn('guid', 'text', (c) => c.primaryKey())
    .addColumn('actor_guid', 'text', (c) => c.notNull())
    // The actor's username as it was: the log reads whole after an account is renamed.
    .addColumn('actor_name', 'text', (c) => c.notNull())
    // A dotted verb such as 'shop.update' or 'staff.disable'.
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('entity_type', 'text', (c) => c.notNull())
    .addColumn('entity_guid', 'text')
    .addColumn('shop_guid', 'text')
    // JSON text, or null when there was nothing before (a creation) or after (a deletion).
    .addColumn('before_json', 'text')
    .addColumn('after_json', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // Owners read the log newest first.
  await db.schema
    .createIndex('audit_log_created')
    .on('audit_log')
    .columns(['created_at', 'guid'])
    .execute();
}
