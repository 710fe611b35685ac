import { sql, type Kysely } from 'kysely';

/**
 * Order notifications (docs/decisions/0034-notifications.md): an outbox written in the same
 * transaction as the order change that causes it, one delivery row per channel the worker
 * sends it on (push, e-mail), each person's channel preferences, their browsers' push
 * subscriptions, and the language each person last used, which the text is written in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // 'en' or 'mm'; null until the person is seen using one.
  await db.schema.alterTable('users').addColumn('language', 'text').execute();

  await db.schema
    .createTable('notifications')
    .addColumn('guid', 'text', (c) => c.primaryKey())
    .addColumn('recipient_guid', 'text', (c) => c.notNull().references('users.guid'))
    // order-placed (to the shopper, once per order), order-created (to each shop block's staff
    // and the owners) or order-status (a shop block's move, to the shopper).
    .addColumn('kind', 'text', (c) =>
      c.notNull().check(sql`kind in ('order-placed', 'order-created', 'order-status')`),
    )
    .addColumn('sale_guid', 'text', (c) => c.notNull())
    .addColumn('invoice_no', 'text', (c) => c.notNull())
    .addColumn('shop_guid', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    // A rejection's reason, as staff wrote it; '' otherwise.
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('read_at', 'text')
    .execute();
  await db.schema
    .createIndex('notifications_recipient')
    .on('notifications')
    .columns(['recipient_guid', 'created_at'])
    .execute();

  await db.schema
    .createTable('notification_deliveries')
    .addColumn('guid', 'text', (c) => c.primaryKey())
    .addColumn('notification_guid', 'text', (c) => c.notNull().references('notifications.guid'))
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('push', 'email')`))
    // pending (waiting or claimed), delivered, skipped (nothing to send on), failed (gave up).
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('claimed_at', 'text')
    .addColumn('claimed_by', 'text')
    .addColumn('delivered_at', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('notification_deliveries_due')
    .on('notification_deliveries')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema
    .createIndex('notification_deliveries_notification')
    .on('notification_deliveries')
    .columns(['notification_guid', 'channel'])
    .unique()
    .execute();

  await db.schema
    .createTable('notification_preferences')
    .addColumn('user_guid', 'text', (c) => c.primaryKey().references('users.guid'))
    .addColumn('push', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('email', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('new_orders', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('push_subscriptions')
    .addColumn('guid', 'text', (c) => c.primaryKey())
    .addColumn('user_guid', 'text', (c) => c.notNull().references('users.guid'))
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('push_subscriptions_user')
    .on('push_subscriptions')
    .column('user_guid')
    .execute();
}
