import { sql, type Kysely } from 'kysely';

/**
 * The share of an option's remaining stock that orders paid cash on delivery and not yet
 * accepted by the shop may hold, in percent; each shop sets its own
 * (docs/decisions/0027-abuse-caps.md#cod-share).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('shops')
    .addColumn('cod_hold_share_percent', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(50)
        .check(sql`cod_hold_share_percent between 0 and 100`),
    )
    .execute();
}
