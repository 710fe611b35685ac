import type { PagingQuery } from '@storefront/contract/paging';
import type { PromoCode } from '@storefront/contract/promos';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { fromMinor } from '../../lib/money';
import { nowIso } from '../../lib/time';

/**
 * Promotion coupons shoppers can use: the current ones first, then those to come; ended and
 * archived ones are not listed (docs/decisions/0032-coupons.md). Within each, the latest to
 * start first. Timestamps are ISO text, so they compare as text on both databases (0001). The
 * value is stored in hundredths (0002): hundredths of a percent for 'percentage', of MMK for
 * the MMK-valued types; the wire carries percent and MMK.
 */
export async function listPromoCodes(
  db: Db,
  { first, max }: PagingQuery,
): Promise<{ items: PromoCode[]; totalRecords: number }> {
  const now = nowIso();
  const [rows, count] = await Promise.all([
    db.kysely
      .selectFrom('promoCodes')
      .leftJoin('shops', 'shops.guid', 'promoCodes.shopGuid')
      .select([
        'promoCodes.guid',
        'promoCodes.code',
        'promoCodes.description',
        'promoCodes.descriptionMm',
        'promoCodes.startDate',
        'promoCodes.endDate',
        'promoCodes.discountType',
        'promoCodes.discountValue',
        'promoCodes.shopGuid',
        'shops.name as shopName',
        'promoCodes.minOrderMinor',
      ])
      .where('promoCodes.endDate', '>', now)
      .where('promoCodes.archivedAt', 'is', null)
      .orderBy(sql`case when promo_codes.start_date > ${now} then 1 else 0 end`)
      .orderBy('promoCodes.startDate', 'desc')
      .orderBy('promoCodes.code')
      .limit(max)
      .offset(first)
      .execute(),
    db.kysely
      .selectFrom('promoCodes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('endDate', '>', now)
      .where('archivedAt', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    totalRecords: Number(count.n),
    items: rows.map(({ minOrderMinor, ...r }) => ({
      ...r,
      discountValue: fromMinor(Number(r.discountValue)),
      minOrderAmount: minOrderMinor === null ? null : fromMinor(Number(minOrderMinor)),
    })),
  };
}
