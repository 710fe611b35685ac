import { OWNER_ROLE, SELLER_ROLE } from '@storefront/contract/seller';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { NotificationDeliveriesTable, NotificationsTable } from '../../db/schema';

export type NewNotification = Omit<NotificationsTable, 'readAt'>;

/** The channels the worker delivers on; the in-page list reads `notifications` itself. */
export const DELIVERY_CHANNELS = ['push', 'email'] as const;

/** Writes notifications and one pending delivery per channel each, in the caller's transaction. */
export async function insertNotifications(
  db: Db,
  rows: NewNotification[],
  newGuid: () => string,
): Promise<void> {
  if (rows.length === 0) return;
  await db.kysely
    .insertInto('notifications')
    .values(rows.map((r) => ({ ...r, readAt: null })))
    .execute();
  await db.kysely
    .insertInto('notificationDeliveries')
    .values(
      rows.flatMap((r) =>
        DELIVERY_CHANNELS.map((channel) => ({
          guid: newGuid(),
          notificationGuid: r.guid,
          channel,
          status: 'pending' as const,
          attempts: 0,
          nextAttemptAt: r.createdAt,
          createdAt: r.createdAt,
        })),
      ),
    )
    .execute();
}

/**
 * Who hears of a new order: for each shop block, that shop's staff and every owner, active and
 * not having turned new-order notices off.
 */
export async function findNewOrderRecipients(db: Db, saleGuids: string[]) {
  if (saleGuids.length === 0) return [];
  return db.kysely
    .selectFrom('sales')
    .innerJoin('users', (join) =>
      join.on((eb) =>
        eb.or([
          eb.and([
            eb('users.role', '=', SELLER_ROLE),
            eb('users.shopGuid', '=', eb.ref('sales.shopGuid')),
          ]),
          eb('users.role', '=', OWNER_ROLE),
        ]),
      ),
    )
    .leftJoin('notificationPreferences as p', 'p.userGuid', 'users.guid')
    .select([
      'sales.guid as saleGuid',
      'sales.shopGuid',
      'users.guid as userGuid',
      'users.language',
    ])
    .where('sales.guid', 'in', saleGuids)
    .where('users.disabledAt', 'is', null)
    .where((eb) => eb.or([eb('p.newOrders', 'is', null), eb('p.newOrders', '=', 1)]))
    .orderBy('sales.guid')
    .orderBy('users.guid')
    .execute();
}

/** The shopper of a shop block, with the language they last used. */
export async function findSaleBuyer(db: Db, saleGuid: string) {
  return db.kysely
    .selectFrom('sales')
    .innerJoin('users', 'users.guid', 'sales.buyerGuid')
    .select(['sales.guid', 'sales.shopGuid', 'sales.buyerGuid', 'users.language'])
    .where('sales.guid', '=', saleGuid)
    .executeTakeFirst();
}

export async function setUserLanguage(db: Db, userGuid: string, language: string): Promise<void> {
  await db.kysely
    .updateTable('users')
    .set({ language })
    .where('guid', '=', userGuid)
    .where((eb) => eb.or([eb('language', 'is', null), eb('language', '!=', language)]))
    .execute();
}

// ---- The worker's queue -------------------------------------------------------------------

/**
 * Claims up to `limit` due deliveries for `workerId`: pending ones whose time has come and that
 * nobody holds, or whose holder's lease ran out (an instance that died mid-delivery). PostgreSQL
 * skips rows another instance is claiming at that moment (FOR UPDATE SKIP LOCKED) and re-checks
 * the claim on the row's newest version; on SQLite the one UPDATE holds the database's write
 * lock, so two processes never claim one row.
 */
export async function claimDueDeliveries(
  db: Db,
  workerId: string,
  at: string,
  leaseExpiredBefore: string,
  limit: number,
): Promise<string[]> {
  const lock = db.dialect === 'postgres' ? sql`for update skip locked` : sql``;
  const rows = await sql<{ guid: string }>`
    update notification_deliveries
    set claimed_by = ${workerId}, claimed_at = ${at}, attempts = attempts + 1
    where guid in (
      select guid from notification_deliveries
      where status = 'pending' and next_attempt_at <= ${at}
        and (claimed_at is null or claimed_at < ${leaseExpiredBefore})
      order by next_attempt_at, guid
      limit ${limit}
      ${lock}
    )
    returning guid`.execute(db.kysely);
  return rows.rows.map((r) => r.guid);
}

/** Everything one delivery needs: the notification, its shop, the recipient and their choices. */
export async function findDelivery(db: Db, guid: string) {
  return db.kysely
    .selectFrom('notificationDeliveries as d')
    .innerJoin('notifications as n', 'n.guid', 'd.notificationGuid')
    .innerJoin('shops', 'shops.guid', 'n.shopGuid')
    .innerJoin('users', 'users.guid', 'n.recipientGuid')
    .innerJoin('persons', 'persons.guid', 'users.personGuid')
    .leftJoin('notificationPreferences as p', 'p.userGuid', 'users.guid')
    .select([
      'd.guid',
      'd.channel',
      'd.attempts',
      'd.claimedBy',
      'n.guid as notificationGuid',
      'n.recipientGuid',
      'n.kind',
      'n.saleGuid',
      'n.invoiceNo',
      'n.status',
      'n.note',
      'n.language',
      'shops.name as shopName',
      'shops.nameMm as shopNameMm',
      'shops.hostName as shopHost',
      'persons.name as recipientName',
      'persons.email',
      'p.push as pushOn',
      'p.email as emailOn',
      'users.disabledAt',
    ])
    .where('d.guid', '=', guid)
    .executeTakeFirst();
}

type Outcome = Pick<
  NotificationDeliveriesTable,
  'status' | 'nextAttemptAt' | 'deliveredAt' | 'lastError'
>;

/** Records what became of a claimed delivery; false when the claim was no longer this worker's. */
export async function finishDelivery(
  db: Db,
  guid: string,
  workerId: string,
  outcome: Partial<Outcome>,
): Promise<boolean> {
  const result = await db.kysely
    .updateTable('notificationDeliveries')
    .set({ ...outcome, claimedBy: null, claimedAt: null })
    .where('guid', '=', guid)
    .where('claimedBy', '=', workerId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deliveries waiting (due or not) and given up on: the worker's backlog and failures. */
export async function countDeliveries(db: Db) {
  const rows = await db.kysely
    .selectFrom('notificationDeliveries')
    .select(['status', (eb) => eb.fn.countAll<number>().as('count')])
    .where('status', 'in', ['pending', 'failed'])
    .groupBy('status')
    .execute();
  const of = (status: string) => Number(rows.find((r) => r.status === status)?.count ?? 0);
  return { pending: of('pending'), failed: of('failed') };
}

// ---- Push subscriptions -------------------------------------------------------------------

export async function listPushSubscriptions(db: Db, userGuid: string) {
  return db.kysely
    .selectFrom('pushSubscriptions')
    .select(['guid', 'endpoint', 'p256dh', 'auth'])
    .where('userGuid', '=', userGuid)
    .orderBy('createdAt')
    .execute();
}

export async function countPushSubscriptions(db: Db, userGuid: string): Promise<number> {
  const row = await db.kysely
    .selectFrom('pushSubscriptions')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('userGuid', '=', userGuid)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** A browser subscribes again with the same endpoint (new keys, or another account signed in). */
export async function savePushSubscription(
  db: Db,
  row: {
    guid: string;
    userGuid: string;
    endpoint: string;
    p256dh: string;
    auth: string;
    createdAt: string;
  },
): Promise<void> {
  await db.kysely
    .insertInto('pushSubscriptions')
    .values(row)
    .onConflict((oc) =>
      oc.column('endpoint').doUpdateSet({
        userGuid: row.userGuid,
        p256dh: row.p256dh,
        auth: row.auth,
        createdAt: row.createdAt,
      }),
    )
    .execute();
}

/** Drops the oldest subscriptions past `keep` (one account, many old browsers). */
export async function trimPushSubscriptions(db: Db, userGuid: string, keep: number): Promise<void> {
  const stale = await db.kysely
    .selectFrom('pushSubscriptions')
    .select('guid')
    .where('userGuid', '=', userGuid)
    .orderBy('createdAt', 'desc')
    .orderBy('guid', 'desc')
    .offset(keep)
    .limit(1_000)
    .execute();
  if (stale.length === 0) return;
  await db.kysely
    .deleteFrom('pushSubscriptions')
    .where(
      'guid',
      'in',
      stale.map((s) => s.guid),
    )
    .execute();
}

export async function deletePushSubscription(
  db: Db,
  where: { guid: string } | { userGuid: string; endpoint: string },
): Promise<number> {
  let query = db.kysely.deleteFrom('pushSubscriptions');
  query =
    'guid' in where
      ? query.where('guid', '=', where.guid)
      : query.where('userGuid', '=', where.userGuid).where('endpoint', '=', where.endpoint);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

// ---- The in-page list ---------------------------------------------------------------------

export async function listNotifications(db: Db, userGuid: string, first: number, max: number) {
  return db.kysely
    .selectFrom('notifications as n')
    .innerJoin('shops', 'shops.guid', 'n.shopGuid')
    .select([
      'n.guid',
      'n.kind',
      'n.saleGuid',
      'n.invoiceNo',
      'n.status',
      'n.note',
      'n.language',
      'n.createdAt',
      'n.readAt',
      'n.shopGuid',
      'shops.name as shopName',
      'shops.nameMm as shopNameMm',
    ])
    .where('n.recipientGuid', '=', userGuid)
    .orderBy('n.createdAt', 'desc')
    .orderBy('n.guid', 'desc')
    .offset(first)
    .limit(max)
    .execute();
}

export async function countNotifications(db: Db, userGuid: string) {
  const row = await db.kysely
    .selectFrom('notifications')
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn.sum<number>(eb.case().when('readAt', 'is', null).then(1).else(0).end()).as('unread'),
    ])
    .where('recipientGuid', '=', userGuid)
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), unread: Number(row.unread ?? 0) };
}

/** Marks the caller's own notifications read: the ones named, or all when none are. */
export async function markNotificationsRead(
  db: Db,
  userGuid: string,
  guids: string[] | null,
  at: string,
): Promise<number> {
  let query = db.kysely
    .updateTable('notifications')
    .set({ readAt: at })
    .where('recipientGuid', '=', userGuid)
    .where('readAt', 'is', null);
  if (guids) query = query.where('guid', 'in', guids);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

// ---- Preferences --------------------------------------------------------------------------

export async function findPreferences(db: Db, userGuid: string) {
  return db.kysely
    .selectFrom('notificationPreferences')
    .select(['push', 'email', 'newOrders'])
    .where('userGuid', '=', userGuid)
    .executeTakeFirst();
}

export async function savePreferences(
  db: Db,
  row: { userGuid: string; push: 0 | 1; email: 0 | 1; newOrders: 0 | 1; updatedAt: string },
): Promise<void> {
  await db.kysely
    .insertInto('notificationPreferences')
    .values(row)
    .onConflict((oc) =>
      oc.column('userGuid').doUpdateSet({
        push: row.push,
        email: row.email,
        newOrders: row.newOrders,
        updatedAt: row.updatedAt,
      }),
    )
    .execute();
}

// ---- The order an e-mail shows ------------------------------------------------------------

/** Every shop block of an invoice, with its lines, for the order confirmation. */
export async function findOrderForMail(db: Db, invoiceNo: string) {
  const invoice = await db.kysely
    .selectFrom('invoices')
    .select([
      'guid',
      'invoiceNo',
      'currencyCode',
      'subTotalMinor',
      'taxMinor',
      'deliveryChargesMinor',
      'totalAmountMinor',
      'paymentType',
      'createdAt',
    ])
    .where('invoiceNo', '=', invoiceNo)
    .executeTakeFirst();
  if (!invoice) return undefined;
  const lines = await db.kysely
    .selectFrom('saleItems')
    .innerJoin('sales', 'sales.guid', 'saleItems.saleGuid')
    .innerJoin('shops', 'shops.guid', 'sales.shopGuid')
    .select([
      'sales.guid as saleGuid',
      'shops.name as shopName',
      'shops.nameMm as shopNameMm',
      'saleItems.productName',
      'saleItems.productNameMm',
      'saleItems.variantName',
      'saleItems.quantity',
      'saleItems.lineTotalMinor',
    ])
    .where('sales.invoiceGuid', '=', invoice.guid)
    .orderBy('sales.createdAt')
    .orderBy('sales.guid')
    .orderBy('saleItems.position')
    .execute();
  return { ...invoice, lines };
}
