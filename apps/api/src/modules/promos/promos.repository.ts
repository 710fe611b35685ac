import type { PagingQuery } from '@storefront/contract/paging';
import type { PromoCode } from '@storefront/contract/promos';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { fromMinor } from '../../lib/money';
import { nowIso } from '../../lib/time';

/**
 * Promotion coupons: the ones a shopper can use now first, then those to come, then those that
 * have ended; within each, the latest to start first. Timestamps are ISO text, so they compare
 * as text on both databases (0001). The value is stored in hundredths (0002):
 * hundredths of a percent for 'percentage', of MMK for the MMK-valued types; the wire carries
 * percent and MMK.
 */
export async function listPromoCodes(
  db: Db,
  { first, max }: PagingQuery,
): Promise<{ items: PromoCode[]; totalRecords: number }> {
  const now = nowIso();
  const [rows, count] = await Promise.all([
    db.kysely
      .selectFrom('promoCodes')
      .select([
        'guid',
        'code',
        'description',
        'descriptionMm',
        'startDate',
        'endDate',
        'discountType',
        'discountValue',
      ])
      .orderBy(sql`case when end_date < ${now} then 2 when start_date > ${now} then 1 else 0 end`)
      .orderBy('startDate', 'desc')
      .orderBy('code')
      .limit(max)
      .offset(first)
      .execute(),
    db.kysely
      .selectFrom('promoCodes')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    totalRecords: Number(count.n),
    items: rows.map((r) => ({ ...r, discountValue: fromMinor(r.discountValue) })),
  };
}
