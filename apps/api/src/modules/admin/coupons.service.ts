import { randomUUID } from 'node:crypto';
import type { AdminCoupon, CouponWriteSchema } from '@storefront/contract/admin-coupons';
import type { z } from 'zod';
import type { Db } from '../../db/connection';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { toMinor } from '../../lib/money';
import { nowIso } from '../../lib/time';
import {
  archiveCoupon,
  auditCoupon,
  deleteCoupon,
  endOfMyanmarDay,
  findAdminCoupon,
  findCodeTaken,
  insertCoupon,
  shopExists,
  startOfMyanmarDay,
  updateCoupon,
  wasEverUsed,
  type CouponColumns,
} from './coupons.repository';

/** The business's coupon codes (docs/decisions/0032-coupons.md): owners write, the log keeps. */

type CouponBody = z.output<typeof CouponWriteSchema>;

const codeTaken = (code: string) =>
  new AppError(
    409,
    `The code ${code} is already used by another coupon.`,
    'code',
    'couponCodeTaken',
  );

function columnsOf(body: CouponBody): CouponColumns {
  return {
    code: body.code,
    description: body.description,
    descriptionMm: body.descriptionMm,
    discountType: body.discountType,
    discountValue: toMinor(body.discountValue),
    startDate: startOfMyanmarDay(body.startDate),
    endDate: endOfMyanmarDay(body.endDate),
    shopGuid: body.shopGuid,
    minOrderMinor: body.minOrderAmount === null ? null : toMinor(body.minOrderAmount),
    maxUses: body.maxUses,
    maxUsesPerAccount: body.maxUsesPerAccount,
  };
}

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null;
  return (
    e?.code === '23505' ||
    e?.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    (typeof e?.message === 'string' && e.message.includes('UNIQUE constraint failed'))
  );
}

async function checkShop(db: Db, body: CouponBody) {
  if (body.shopGuid !== null && !(await shopExists(db, body.shopGuid))) {
    throw new AppError(404, 'There is no such shop.', 'shopGuid');
  }
}

export async function createCoupon(db: Db, actorGuid: string, body: CouponBody) {
  await checkShop(db, body);
  const guid = randomUUID();
  try {
    return await inTransaction(db, async (trx) => {
      if (await findCodeTaken(trx, body.code, null)) throw codeTaken(body.code);
      await insertCoupon(trx, guid, columnsOf(body), nowIso());
      const after = (await findAdminCoupon(trx, guid))!;
      await auditCoupon(trx, {
        actorGuid,
        action: 'coupon.create',
        entityType: 'coupon',
        entityGuid: guid,
        shopGuid: body.shopGuid,
        before: null,
        after,
      });
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken(body.code);
    throw error;
  }
}

export async function changeCoupon(db: Db, actorGuid: string, guid: string, body: CouponBody) {
  await checkShop(db, body);
  try {
    return await inTransaction(db, async (trx) => {
      const before = await findAdminCoupon(trx, guid);
      if (!before) throw new AppError(404, 'Coupon not found.');
      if (before.archived) {
        throw new AppError(
          409,
          'This coupon was deleted after orders used it; it is kept for those orders and cannot be changed.',
          undefined,
          'couponArchived',
        );
      }
      if (await findCodeTaken(trx, body.code, guid)) throw codeTaken(body.code);
      await updateCoupon(trx, guid, columnsOf(body), nowIso());
      const after = (await findAdminCoupon(trx, guid))!;
      await auditCoupon(trx, {
        actorGuid,
        action: 'coupon.update',
        entityType: 'coupon',
        entityGuid: guid,
        shopGuid: after.shopGuid,
        before,
        after,
      });
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw codeTaken(body.code);
    throw error;
  }
}

/**
 * A coupon no sale ever used is erased; one that was used is archived: ended at once, kept
 * so its orders still name it.
 */
export async function removeCoupon(
  db: Db,
  actorGuid: string,
  guid: string,
): Promise<{ guid: string; outcome: 'deleted' | 'archived'; coupon: AdminCoupon }> {
  return inTransaction(db, async (trx) => {
    const before = await findAdminCoupon(trx, guid);
    if (!before) throw new AppError(404, 'Coupon not found.');
    const used = await wasEverUsed(trx, guid);
    if (used) {
      if (!before.archived) await archiveCoupon(trx, guid, nowIso());
    } else {
      await deleteCoupon(trx, guid);
    }
    const after = used ? ((await findAdminCoupon(trx, guid)) ?? null) : null;
    await auditCoupon(trx, {
      actorGuid,
      action: used ? 'coupon.archive' : 'coupon.delete',
      entityType: 'coupon',
      entityGuid: guid,
      shopGuid: before.shopGuid,
      before,
      after,
    });
    return { guid, outcome: used ? 'archived' : 'deleted', coupon: after ?? before };
  });
}
