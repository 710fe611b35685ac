import type { Kysely } from 'kysely';

/**
 * A checkout takes units from stock first and from the pre-sale limit after (docs/product.md#availability Pre Order).
 * When a pending sale expires its units go back where they came from, so each line records
 * how many of its units were pre-sale ones (docs/decisions/0010).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('sale_items')
    .addColumn('pre_sale_quantity', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
