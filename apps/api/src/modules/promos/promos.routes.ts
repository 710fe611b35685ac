import { ErrorEnvelopeSchema } from '@storefront/contract/envelope';
import {
  CouponCheckQuerySchema,
  CouponCheckResponseSchema,
  PromoListQuerySchema,
  PromoListResponseSchema,
} from '@storefront/contract/promos';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { BEARER, userOf } from '../../plugins/auth';
import { couponTries, previewCoupon } from './coupons.service';
import { listPromoCodes } from './promos.repository';

export const promoRoutes: FastifyPluginAsyncZod = async (app) => {
  const countTry = couponTries(app);

  app.get(
    '/v1/promo_code/',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['promos'],
        summary: 'Promotion coupons: current ones first, then coming; ended ones are not listed',
        security: BEARER,
        querystring: PromoListQuerySchema,
        response: {
          200: PromoListResponseSchema,
          400: ErrorEnvelopeSchema,
          401: ErrorEnvelopeSchema,
        },
      },
    },
    async (request) => ok(await listPromoCodes(app.db, request.query)),
  );

  app.get(
    '/v1/promo/check',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['promos'],
        summary:
          "What a coupon code takes off one shop's goods (amount: the shop's sub total in " +
          'currencyCode). A code that does not apply is 422 with a code: couponUnknown, ' +
          'couponNotStarted, couponEnded, couponOtherShop, couponBelowMinimum (hints: the ' +
          'minimum in MMK), couponUsedUp, couponAlreadyUsed. Codes are tried at most ' +
          'COUPON_RATE_LIMIT times a minute per account, here and at checkout together (429)',
        security: BEARER,
        querystring: CouponCheckQuerySchema,
        response: {
          200: CouponCheckResponseSchema,
          400: ErrorEnvelopeSchema,
          401: ErrorEnvelopeSchema,
          422: ErrorEnvelopeSchema,
          429: ErrorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const userGuid = userOf(request);
      await countTry(request, reply);
      return ok(await previewCoupon(app.db, userGuid, request.query), 'This coupon applies.');
    },
  );
};
