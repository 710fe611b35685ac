import { randomUUID } from 'node:crypto';
import { DEFAULT_HOLD_LIMITS, type HoldLimits } from '@storefront/commerce/purchase-limits';
import type { SaleCreateRequestSchema } from '@storefront/contract/sales';
import type { z } from 'zod';
import type { Db } from '../../db/connection';
import { inTransaction } from '../../db/transaction';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { productTag, shopListsTag } from '../../plugins/catalog-cache';
import { couponRefused } from '../promos/coupons.service';
import { claimCouponUse, countAccountUses, insertRedemption } from '../promos/coupons.repository';
import { checkSaleLimits } from './hold-limits';
import {
  claimKey,
  IDEMPOTENCY_KEY_TTL_MS,
  KeyAlreadyClaimed,
  runIdempotent,
  type IdempotentAnswer,
  type IdempotentRequest,
  type StoredAnswer,
} from './idempotency';
import { deleteKeysBefore } from './idempotency.repository';
import { planSale } from './sale-plan';
import {
  findExpiredSales,
  findHeldSales,
  findShop,
  insertSale,
  lockAccount,
} from './sales.repository';
import { insertStockMoves, releaseSale, takeStock, type ReleasedSale } from './stock.repository';

/**
 * A sale holds one shop's part of a checkout in stock until its invoice comes or the hold runs
 * out (docs/decisions/0010): writing it, and releasing the holds that ran out.
 */

type SaleBody = z.output<typeof SaleCreateRequestSchema>;

/** Expired holds released per checkout before it runs: a bound on the work one request adds. */
const LAZY_RELEASE_BATCH = 20;

/**
 * Releases sales whose hold ran out (docs/decisions/0010), each in its own short transaction.
 * Returns how many were released; each one is also added to `released`, so that the caller
 * drops the kept answers of what came back (releasedTags).
 */
export async function releaseExpiredSales(
  db: Db,
  now: Date,
  limit = LAZY_RELEASE_BATCH,
  released: ReleasedSale[] = [],
): Promise<number> {
  const at = now.toISOString();
  let count = 0;
  for (const guid of await findExpiredSales(db, at, limit)) {
    const sale = await inTransaction(db, (trx) => releaseSale(trx, guid, 'Expired', at));
    if (!sale) continue;
    released.push(sale);
    count += 1;
  }
  return count;
}

/**
 * The catalog cache's tags of what released holds gave back: the products' own answers and
 * pages, and their shops' lists (an option may be back in stock; docs/architecture.md#caching).
 */
export function releasedTags(released: readonly ReleasedSale[]): string[] {
  return [
    ...new Set(
      released.flatMap((sale) => [
        shopListsTag(sale.shopGuid),
        ...sale.productGuids.map(productTag),
      ]),
    ),
  ];
}

/** The periodic sweep: every expired hold, and idempotency keys older than a day. */
export async function sweep(
  db: Db,
  now: Date,
  releasedSales: ReleasedSale[] = [],
): Promise<number> {
  let released = 0;
  for (;;) {
    const batch = await releaseExpiredSales(db, now, 100, releasedSales);
    released += batch;
    if (batch < 100) break;
  }
  await deleteKeysBefore(db, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS).toISOString());
  return released;
}

/**
 * Staff may shop like anyone, but not at the shop they work for: they could move their own
 * order to Delivered and review it as a verified buyer (docs/decisions/0028-account-abuse.md).
 * `staffShopGuid` is the signed-in staff member's shop, checked against the account on every
 * request; empty for shoppers.
 */
export async function refuseOwnShop(db: Db, staffShopGuid: string, shopGuid: string) {
  if (!staffShopGuid || staffShopGuid !== shopGuid) return;
  const shop = await findShop(db, shopGuid);
  throw new AppError(
    403,
    `You work at ${shop?.name ?? 'this shop'}, so you cannot place orders there. You can still buy at other shops.`,
    'shopGuid',
    'staffOwnShop',
  );
}

/**
 * Takes one use of the sale's coupon, after the account's earlier unpaid sale of this shop gave
 * its use back (docs/decisions/0032-coupons.md#race): the account's own uses are counted under
 * its lock, and the total by a guarded UPDATE, so the last use goes to one checkout only.
 */
async function claimCoupon(
  trx: Db,
  coupon: { guid: string; maxUsesPerAccount: number | null },
  userGuid: string,
  saleGuid: string,
  now: Date,
): Promise<void> {
  if (
    coupon.maxUsesPerAccount !== null &&
    (await countAccountUses(trx, coupon.guid, userGuid)) >= coupon.maxUsesPerAccount
  ) {
    throw couponRefused({ reason: 'alreadyUsed' }, 'promoCode');
  }
  if (!(await claimCouponUse(trx, coupon.guid))) {
    throw couponRefused({ reason: 'usedUp' }, 'promoCode');
  }
  await insertRedemption(trx, {
    saleGuid,
    promoGuid: coupon.guid,
    userGuid,
    createdAt: now.toISOString(),
  });
}

/**
 * docs/product.md#calls-checkout POST v1/pos/sales: one shop's part of a checkout, checked against the database, written
 * with its stock held until the invoice comes or the hold runs out. A buyer holds at most one
 * unpaid sale per shop: a new one releases the previous (docs/decisions/0010).
 */
export async function createSale(
  db: Db,
  userGuid: string,
  body: SaleBody,
  idempotency: IdempotentRequest | null,
  limits: HoldLimits = DEFAULT_HOLD_LIMITS,
  now: Date = new Date(),
  released: ReleasedSale[] = [],
): Promise<IdempotentAnswer & { productGuids?: string[] }> {
  // The products whose stock moved, for the caller's cache invalidation: known from the plan.
  // The holds it releases on the way (expired ones, and the account's unpaid sale of the shop)
  // are added to `released` as they go, for the same, whatever the sale's own outcome.
  let productGuids: string[] | undefined;
  const result = await runIdempotent(db, idempotency, async () => {
    await releaseExpiredSales(db, now, LAZY_RELEASE_BATCH, released);
    const saleGuid = randomUUID();
    const plan = await planSale(db, userGuid, body, saleGuid, now);
    productGuids = [...new Set(plan.stock.map((line) => line.productGuid))];
    const answer: StoredAnswer = { statusCode: 200, body: ok(saleGuid, 'Sale created.') };
    await inTransaction(db, async (trx) => {
      if (idempotency && !(await claimKey(trx, idempotency, answer, now.toISOString()))) {
        throw new KeyAlreadyClaimed();
      }
      await lockAccount(trx, userGuid);
      // A checkout sent again replaces the unpaid one of this shop, but never extends its
      // hold: the new sale runs out when the first would have (docs/decisions/0017).
      let expiresAt = plan.sale.expiresAt;
      for (const held of await findHeldSales(trx, userGuid, body.shopGuid)) {
        if (held.expiresAt > now.toISOString() && held.expiresAt < expiresAt) {
          expiresAt = held.expiresAt;
        }
        const sale = await releaseSale(trx, held.guid, 'Cancelled');
        if (sale) released.push(sale);
      }
      const wanted = new Map<string, number>();
      for (const line of plan.stock) {
        wanted.set(line.variantGuid, (wanted.get(line.variantGuid) ?? 0) + line.quantity);
      }
      const labels = new Map(plan.stock.map((line) => [line.variantGuid, line.label]));
      await checkSaleLimits(
        trx,
        userGuid,
        wanted,
        (guid) => labels.get(guid) ?? 'this option',
        now.toISOString(),
        limits,
      );
      const { taken, moves } = await takeStock(trx, plan.stock, {
        reason: 'checkout',
        actorGuid: userGuid,
        saleGuid: plan.sale.guid,
        at: now.toISOString(),
      });
      const preSaleOf = new Map(taken.map((t) => [t.variantGuid, t.preSaleQuantity]));
      const items = plan.items.map((i) => ({
        ...i,
        preSaleQuantity: preSaleOf.get(i.variantGuid) ?? 0,
      }));
      await insertSale(trx, { ...plan.sale, expiresAt }, items, plan.itemAddons);
      await insertStockMoves(trx, moves);
      if (plan.coupon) await claimCoupon(trx, plan.coupon, userGuid, saleGuid, now);
    });
    return answer;
  });
  return result.replayed ? result : { ...result, productGuids };
}
