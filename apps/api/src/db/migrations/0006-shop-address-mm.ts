import type { Kysely } from 'kysely';

/**
 * A shop's address as it is written in Burmese, shown on Burmese pages (the shop box of a
 * product page). Optional: a shop without one shows its English address there.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('shops').addColumn('address_mm', 'text').execute();
}
