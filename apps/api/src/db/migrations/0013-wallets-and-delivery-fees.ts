import { type Kysely } from 'kysely';

/**
 * Wallets and delivery fees run by the business's owners
 * (docs/decisions/0031-wallets-and-delivery-fees.md): a wallet type an owner switched off is no
 * longer offered at checkout; a shop's delivery method gets its Burmese name, an on/off switch,
 * and a removal mark for a method that orders still point at (it is hidden, never deleted).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('payment_types')
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('shipping_methods')
    .addColumn('name_mm', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('shipping_methods')
    .addColumn('enabled', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  // Set when an owner removes a method that orders use: shoppers and the editor no longer see it.
  await db.schema.alterTable('shipping_methods').addColumn('removed_at', 'text').execute();
}
