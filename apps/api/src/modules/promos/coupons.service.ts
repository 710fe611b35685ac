import { checkCoupon, normalizeCouponCode, type CouponRefusal } from '@storefront/commerce/coupons';
import { formatMoney } from '@storefront/commerce/money';
import type { CouponCheck, CouponRefusalCode } from '@storefront/contract/admin-coupons';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/connection';
import { AppError } from '../../lib/errors';
import { nowIso } from '../../lib/time';
import { tooManyRequests } from '../../plugins/security';
import { listRates } from '../sales/sales.repository';
import { countAccountUses, findCouponByCode } from './coupons.repository';

/** Coupon codes a shopper types (docs/decisions/0032-coupons.md). */

const MYANMAR_OFFSET_MS = 390 * 60_000;
const myanmarDay = (iso: string) =>
  new Date(Date.parse(iso) + MYANMAR_OFFSET_MS).toISOString().slice(0, 10);

const CODES: Record<CouponRefusal['reason'], CouponRefusalCode> = {
  unknown: 'couponUnknown',
  notStarted: 'couponNotStarted',
  ended: 'couponEnded',
  otherShop: 'couponOtherShop',
  belowMinimum: 'couponBelowMinimum',
  usedUp: 'couponUsedUp',
  alreadyUsed: 'couponAlreadyUsed',
};

/** A code that does not apply: 422 saying why, with a code the web app words in Burmese. */
export function couponRefused(refusal: CouponRefusal, field: string): AppError {
  const code = CODES[refusal.reason];
  switch (refusal.reason) {
    case 'unknown':
      return new AppError(422, 'This coupon code does not exist.', field, code);
    case 'notStarted':
      return new AppError(
        422,
        `This coupon code can be used from ${myanmarDay(refusal.startDate)}.`,
        field,
        code,
        [myanmarDay(refusal.startDate)],
      );
    case 'ended':
      return new AppError(422, 'This coupon code has ended.', field, code);
    case 'otherShop':
      return new AppError(422, `This coupon code is for ${refusal.shopName} only.`, field, code, [
        refusal.shopName,
      ]);
    case 'belowMinimum':
      return new AppError(
        422,
        `This coupon code needs an order of at least ${formatMoney(refusal.minimum, refusal.currencyCode, 'en')} from this shop.`,
        field,
        code,
        [String(refusal.minimum)],
      );
    case 'usedUp':
      return new AppError(422, 'This coupon code has been used up.', field, code);
    case 'alreadyUsed':
      return new AppError(422, 'You have already used this coupon code.', field, code);
  }
}

type TryCounter = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
/**
 * One counter per app, shared by the preview and the sale routes: each limiter the rate-limit
 * plugin makes keeps its own count, so two would each allow the whole budget.
 */
const counters = new WeakMap<object, TryCounter>();

/**
 * Counts one try of a coupon code by the signed-in account; the one past the limit in a minute
 * is answered 429 with Retry-After. Counted in the rate-limit store (Redis when configured),
 * like the login limits (docs/decisions/0015, 0028).
 */
export function couponTries(app: FastifyInstance): TryCounter {
  const known = counters.get(app.config);
  if (known) return known;
  const count = app.createRateLimit({
    max: app.config.rateLimit.couponMax ?? 10,
    timeWindow: app.config.rateLimit.timeWindowMs,
    keyGenerator: (request) => `coupon-tries:${request.userGuid}`,
  });
  const counter: TryCounter = async (request, reply) => {
    const limit = await count(request);
    if (limit.isAllowed || !limit.isExceeded) return;
    reply.header('retry-after', String(limit.ttlInSeconds));
    throw new AppError(429, tooManyRequests(limit.ttlInSeconds), 'code', 'couponTooManyTries');
  };
  counters.set(app.config, counter);
  return counter;
}

/** `GET v1/promo/check`: what a code takes off one shop's goods, or why it does not apply. */
export async function previewCoupon(
  db: Db,
  userGuid: string,
  query: { code: string; shopGuid: string; amount: number; currencyCode: string },
): Promise<CouponCheck> {
  const coupon = await findCouponByCode(db, normalizeCouponCode(query.code));
  const [rates, usedByAccount] = await Promise.all([
    listRates(db),
    coupon ? countAccountUses(db, coupon.guid, userGuid) : Promise.resolve(0),
  ]);
  const result = checkCoupon(coupon, {
    shopGuid: query.shopGuid,
    subTotal: query.amount,
    currencyCode: query.currencyCode,
    rates,
    usedByAccount,
    now: nowIso(),
  });
  if (!result.ok) throw couponRefused(result, 'code');
  return {
    code: coupon!.code,
    discountType: coupon!.discountType,
    discountValue: coupon!.discountValue,
    discountAmount: result.discount,
    currencyCode: query.currencyCode,
    description: coupon!.description,
    descriptionMm: coupon!.descriptionMm,
  };
}
