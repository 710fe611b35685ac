import {
  AdminCouponDeleteResponseSchema,
  AdminCouponListResponseSchema,
  AdminCouponResponseSchema,
  CouponWriteSchema,
} from '@storefront/contract/admin-coupons';
import { ErrorEnvelopeSchema, GuidParamsSchema } from '@storefront/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { BEARER, ownerOf } from '../../plugins/auth';
import { COUPONS_TAG } from '../../plugins/catalog-cache';
import { listCoupons } from './coupons.repository';
import { changeCoupon, createCoupon, removeCoupon } from './coupons.service';

const denied = { 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema };
const writeErrors = {
  400: ErrorEnvelopeSchema,
  ...denied,
  404: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
  422: ErrorEnvelopeSchema,
};

/** Coupon codes (docs/decisions/0032-coupons.md): owners only, every write in the audit log. */
export const adminCouponRoutes: FastifyPluginAsyncZod = async (app) => {
  // Every rendered page counts its shop's current coupons (the home page's tile): a write drops
  // the kept pages, on every instance (docs/architecture.md#caching).
  const dropCouponPages = () => app.catalogCache.invalidate([COUPONS_TAG]);

  app.get(
    '/v1/admin/coupons',
    {
      onRequest: app.authenticateOwner,
      schema: {
        tags: ['admin'],
        summary:
          'Every coupon code: active first, then scheduled, then ended; with its uses and status',
        security: BEARER,
        response: { 200: AdminCouponListResponseSchema, ...denied },
      },
    },
    async () => ok({ items: await listCoupons(app.db) }),
  );

  app.post(
    '/v1/admin/coupons',
    {
      onRequest: app.authenticateOwner,
      schema: {
        tags: ['admin'],
        summary:
          'A new coupon code (stored upper-case; unique whatever the case: 409). Dates are ' +
          'Myanmar days (YYYY-MM-DD), both included; shopGuid null for every shop; limits null for none',
        security: BEARER,
        body: CouponWriteSchema,
        response: { 200: AdminCouponResponseSchema, ...writeErrors },
      },
    },
    async (request) => {
      const coupon = await createCoupon(app.db, ownerOf(request), request.body);
      dropCouponPages();
      return ok(coupon, 'Coupon created.');
    },
  );

  app.put(
    '/v1/admin/coupons/:guid',
    {
      onRequest: app.authenticateOwner,
      schema: {
        tags: ['admin'],
        summary: 'The whole coupon again (as POST); an archived coupon cannot change (409)',
        security: BEARER,
        params: GuidParamsSchema,
        body: CouponWriteSchema,
        response: { 200: AdminCouponResponseSchema, ...writeErrors },
      },
    },
    async (request) => {
      const coupon = await changeCoupon(
        app.db,
        ownerOf(request),
        request.params.guid,
        request.body,
      );
      dropCouponPages();
      return ok(coupon, 'Coupon saved.');
    },
  );

  app.delete(
    '/v1/admin/coupons/:guid',
    {
      onRequest: app.authenticateOwner,
      schema: {
        tags: ['admin'],
        summary:
          'Erases a coupon no sale used (outcome deleted); a used one is archived instead: ended ' +
          'at once and kept, so its orders still name it (outcome archived)',
        security: BEARER,
        params: GuidParamsSchema,
        response: {
          200: AdminCouponDeleteResponseSchema,
          400: ErrorEnvelopeSchema,
          ...denied,
          404: ErrorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const { guid, outcome } = await removeCoupon(app.db, ownerOf(request), request.params.guid);
      dropCouponPages();
      return ok(
        { guid, outcome },
        outcome === 'deleted'
          ? 'Coupon deleted.'
          : 'Orders used this coupon, so it was ended and kept for them rather than erased.',
      );
    },
  );
};
