import type { AdminCoupon } from '@storefront/contract/admin-coupons';
import { couponStatus } from '@storefront/commerce/coupons';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import type { PromoCodesTable } from '../../db/schema';
import { fromMinor } from '../../lib/money';
import { nowIso } from '../../lib/time';
import { recordAudit, type AuditRecord } from './audit.repository';

/** Reads and writes of `v1/admin/coupons` (docs/decisions/0032-coupons.md). */

/** Myanmar time is UTC+06:30 all year. */
const MYANMAR_OFFSET_MS = 390 * 60_000;

/** The first moment of a Myanmar day, as ISO text. */
export function startOfMyanmarDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - MYANMAR_OFFSET_MS).toISOString();
}
/** The moment a Myanmar day is over (the next day's first moment), as ISO text. */
export function endOfMyanmarDay(day: string): string {
  return new Date(
    Date.parse(`${day}T00:00:00.000Z`) + 86_400_000 - MYANMAR_OFFSET_MS,
  ).toISOString();
}
/** The Myanmar day an instant falls on. */
export function myanmarDayOf(iso: string): string {
  return new Date(Date.parse(iso) + MYANMAR_OFFSET_MS).toISOString().slice(0, 10);
}

function couponQuery(db: Db) {
  return db.kysely
    .selectFrom('promoCodes')
    .leftJoin('shops', 'shops.guid', 'promoCodes.shopGuid')
    .selectAll('promoCodes')
    .select('shops.name as shopName');
}
type CouponRow = Awaited<ReturnType<ReturnType<typeof couponQuery>['executeTakeFirstOrThrow']>>;

function couponOf(row: CouponRow, now: string): AdminCoupon {
  const archived = row.archivedAt !== null;
  return {
    guid: row.guid,
    code: row.code,
    discountType: row.discountType,
    discountValue: fromMinor(Number(row.discountValue)),
    startDate: row.startDate,
    endDate: row.endDate,
    startDay: myanmarDayOf(row.startDate),
    // endDate is the first moment after the last day.
    endDay: myanmarDayOf(new Date(Date.parse(row.endDate) - 1).toISOString()),
    shopGuid: row.shopGuid,
    shopName: row.shopName,
    minOrderAmount: row.minOrderMinor === null ? null : fromMinor(Number(row.minOrderMinor)),
    maxUses: row.maxUses === null ? null : Number(row.maxUses),
    maxUsesPerAccount: row.maxUsesPerAccount === null ? null : Number(row.maxUsesPerAccount),
    usedCount: Number(row.usedCount),
    description: row.description,
    descriptionMm: row.descriptionMm,
    status: couponStatus({ ...row, archived }, now),
    archived,
    createdOn: row.createdAt,
  };
}

/** Every coupon: active first, then scheduled, then ended; the latest to start first. */
export async function listCoupons(db: Db): Promise<AdminCoupon[]> {
  const now = nowIso();
  const rows = await couponQuery(db)
    .orderBy(
      sql`case when promo_codes.archived_at is not null or promo_codes.end_date <= ${now} then 2 when promo_codes.start_date > ${now} then 1 else 0 end`,
    )
    .orderBy('promoCodes.startDate', 'desc')
    .orderBy('promoCodes.code')
    .execute();
  return rows.map((r) => couponOf(r, now));
}

export async function findAdminCoupon(db: Db, guid: string): Promise<AdminCoupon | undefined> {
  const row = await couponQuery(db).where('promoCodes.guid', '=', guid).executeTakeFirst();
  return row ? couponOf(row, nowIso()) : undefined;
}

/** Another coupon with this code, whatever its case. */
export async function findCodeTaken(db: Db, code: string, exceptGuid: string | null) {
  let query = db.kysely
    .selectFrom('promoCodes')
    .select('guid')
    .where(sql<string>`upper(code)`, '=', code.toUpperCase());
  if (exceptGuid) query = query.where('guid', '<>', exceptGuid);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function shopExists(db: Db, shopGuid: string): Promise<boolean> {
  const row = await db.kysely
    .selectFrom('shops')
    .select('guid')
    .where('guid', '=', shopGuid)
    .executeTakeFirst();
  return row !== undefined;
}

export type CouponColumns = Pick<
  PromoCodesTable,
  | 'code'
  | 'description'
  | 'descriptionMm'
  | 'discountType'
  | 'discountValue'
  | 'startDate'
  | 'endDate'
  | 'shopGuid'
  | 'minOrderMinor'
  | 'maxUses'
  | 'maxUsesPerAccount'
>;

export async function insertCoupon(db: Db, guid: string, columns: CouponColumns, at: string) {
  await db.kysely
    .insertInto('promoCodes')
    .values({ guid, ...columns, createdAt: at, updatedAt: at, archivedAt: null })
    .execute();
}

export async function updateCoupon(db: Db, guid: string, columns: CouponColumns, at: string) {
  await db.kysely
    .updateTable('promoCodes')
    .set({ ...columns, updatedAt: at })
    .where('guid', '=', guid)
    .execute();
}

/** Whether any sale ever used the coupon (its orders keep it). */
export async function wasEverUsed(db: Db, guid: string): Promise<boolean> {
  const row = await db.kysely
    .selectFrom('couponRedemptions')
    .select('saleGuid')
    .where('promoGuid', '=', guid)
    .executeTakeFirst();
  return row !== undefined;
}

export async function archiveCoupon(db: Db, guid: string, at: string) {
  await db.kysely
    .updateTable('promoCodes')
    .set({ archivedAt: at, updatedAt: at })
    .where('guid', '=', guid)
    .execute();
}

export async function deleteCoupon(db: Db, guid: string) {
  await db.kysely.deleteFrom('promoCodes').where('guid', '=', guid).execute();
}

/** The coupon change's audit entry, in the change's transaction (pass it as `db`). */
export async function auditCoupon(db: Db, entry: AuditRecord): Promise<void> {
  await recordAudit(db.kysely, entry);
}
