import type { CouponRules } from '@storefront/commerce/coupons';
import type { ShopInfo } from '@storefront/contract/shop';
import { sql } from 'kysely';
import type { Db } from '../../db/connection';
import { fromMinor } from '../../lib/money';
import { nowIso } from '../../lib/time';

/**
 * A coupon's uses (docs/decisions/0032-coupons.md#race): a use is claimed by a guarded UPDATE
 * in the sale's transaction, recorded against the sale, and given back when the sale ends
 * without becoming an order.
 */

export type StoredCoupon = CouponRules & {
  guid: string;
  description: string;
  descriptionMm: string;
};

/** A coupon by its code (already trimmed and upper-cased), with its shop's name. */
export async function findCouponByCode(db: Db, code: string): Promise<StoredCoupon | undefined> {
  const row = await db.kysely
    .selectFrom('promoCodes')
    .leftJoin('shops', 'shops.guid', 'promoCodes.shopGuid')
    .select([
      'promoCodes.guid',
      'promoCodes.code',
      'promoCodes.discountType',
      'promoCodes.discountValue',
      'promoCodes.startDate',
      'promoCodes.endDate',
      'promoCodes.shopGuid',
      'shops.name as shopName',
      'promoCodes.minOrderMinor',
      'promoCodes.maxUses',
      'promoCodes.maxUsesPerAccount',
      'promoCodes.usedCount',
      'promoCodes.archivedAt',
      'promoCodes.description',
      'promoCodes.descriptionMm',
    ])
    .where(sql<string>`upper(promo_codes.code)`, '=', code)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    guid: row.guid,
    code: row.code,
    discountType: row.discountType,
    discountValue: fromMinor(Number(row.discountValue)),
    startDate: row.startDate,
    endDate: row.endDate,
    shopGuid: row.shopGuid,
    shopName: row.shopName,
    minOrderAmount: row.minOrderMinor === null ? null : fromMinor(Number(row.minOrderMinor)),
    maxUses: row.maxUses === null ? null : Number(row.maxUses),
    maxUsesPerAccount: row.maxUsesPerAccount === null ? null : Number(row.maxUsesPerAccount),
    usedCount: Number(row.usedCount),
    archived: row.archivedAt !== null,
    description: row.description,
    descriptionMm: row.descriptionMm,
  };
}

/** Live uses of a coupon by one account: its sales holding it now. */
export async function countAccountUses(
  db: Db,
  promoGuid: string,
  userGuid: string,
): Promise<number> {
  const row = await db.kysely
    .selectFrom('couponRedemptions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('promoGuid', '=', promoGuid)
    .where('userGuid', '=', userGuid)
    .where('releasedAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Takes one use of a coupon if one is left: a single UPDATE guarded by the limit, so two
 * checkouts racing for the last use cannot both win, on either database. False: none left.
 */
export async function claimCouponUse(trx: Db, promoGuid: string): Promise<boolean> {
  const result = await trx.kysely
    .updateTable('promoCodes')
    .set((eb) => ({ usedCount: eb('usedCount', '+', 1) }))
    .where('guid', '=', promoGuid)
    .where((eb) => eb.or([eb('maxUses', 'is', null), eb('usedCount', '<', eb.ref('maxUses'))]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function insertRedemption(
  trx: Db,
  row: { saleGuid: string; promoGuid: string; userGuid: string; createdAt: string },
): Promise<void> {
  await trx.kysely
    .insertInto('couponRedemptions')
    .values({ ...row, releasedAt: null })
    .execute();
}

/**
 * Gives back the use a sale held, once: the guarded UPDATE of its redemption decides, so a
 * release that runs twice gives back one use. Call it in the transaction that ends the sale.
 */
export async function releaseCouponUse(trx: Db, saleGuid: string, at: string): Promise<void> {
  const redemption = await trx.kysely
    .selectFrom('couponRedemptions')
    .select('promoGuid')
    .where('saleGuid', '=', saleGuid)
    .where('releasedAt', 'is', null)
    .executeTakeFirst();
  if (!redemption) return;
  const released = await trx.kysely
    .updateTable('couponRedemptions')
    .set({ releasedAt: at })
    .where('saleGuid', '=', saleGuid)
    .where('releasedAt', 'is', null)
    .executeTakeFirst();
  if (Number(released.numUpdatedRows) !== 1) return;
  await trx.kysely
    .updateTable('promoCodes')
    .set((eb) => ({ usedCount: eb('usedCount', '-', 1) }))
    .where('guid', '=', redemption.promoGuid)
    .where('usedCount', '>', 0)
    .execute();
}

/**
 * Coupons a shopper of this shop can use now or later (not ended, not archived; for every shop
 * or this one): the home page's Coupon Codes tile links to the list when there are any.
 */
export async function countCurrentCoupons(db: Db, shopGuid: string, now: string): Promise<number> {
  const row = await db.kysely
    .selectFrom('promoCodes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('endDate', '>', now)
    .where('archivedAt', 'is', null)
    .where((eb) => eb.or([eb('shopGuid', 'is', null), eb('shopGuid', '=', shopGuid)]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The shop's answer with its current coupons counted (the home page's tile reads it). */
export async function withCurrentCoupons(
  db: Db,
  shop: ShopInfo | undefined,
): Promise<ShopInfo | undefined> {
  if (!shop) return shop;
  return { ...shop, currentCoupons: await countCurrentCoupons(db, shop.guid, nowIso()) };
}
