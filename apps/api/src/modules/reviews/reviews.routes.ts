import { ErrorEnvelopeSchema } from '@storefront/contract/envelope';
import {
  CreateReviewRequestSchema,
  CreateReviewResponseSchema,
} from '@storefront/contract/reviews';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { productTag, shopListsTag } from '../../plugins/catalog-cache';
import { findProductShop } from '../catalog/catalog.repository';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { BEARER, userOf } from '../../plugins/auth';
import { createReview } from './reviews.service';

/** Reviews one account may post, new or edited, in REVIEW_WRITES_WINDOW_MS (0015#reviews). */
export const REVIEW_WRITES_MAX = 10;
export const REVIEW_WRITES_WINDOW_MS = 10 * 60_000;

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  // Counted per account, wherever it posts from: a carrier's shared address holds many honest
  // reviewers, and one account's burst is the abuse (docs/decisions/0015-abuse-limits.md#reviews).
  // The route's own limit stays per address; this one is applied by hand, in the same store.
  const countReviewWrite = app.createRateLimit({
    max: REVIEW_WRITES_MAX,
    timeWindow: REVIEW_WRITES_WINDOW_MS,
    keyGenerator: (request) => `review-writes:${request.userGuid}`,
  });
  const perAccount = async (request: FastifyRequest, reply: FastifyReply) => {
    const limit = await countReviewWrite(request);
    if (limit.isAllowed || !limit.isExceeded) return;
    reply.header('retry-after', String(limit.ttlInSeconds));
    const minutes = Math.max(1, Math.ceil(limit.ttlInSeconds / 60));
    throw new AppError(
      429,
      `You have written many reviews in a short time. Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
    );
  };

  app.post(
    '/v1/pos/product/create_product_review',
    {
      onRequest: app.authenticate,
      // After validation, so only a well-formed review counts against the account.
      preHandler: perAccount,
      config: { rateLimit: {} },
      schema: {
        tags: ['reviews'],
        summary:
          'Review a product as the signed-in user, optionally with 1–5 stars; a second review ' +
          'of the same product edits the first',
        security: BEARER,
        body: CreateReviewRequestSchema,
        response: {
          200: CreateReviewResponseSchema,
          400: ErrorEnvelopeSchema,
          401: ErrorEnvelopeSchema,
          403: ErrorEnvelopeSchema,
          404: ErrorEnvelopeSchema,
          429: ErrorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const { review, isEdit } = await createReview(app.db, userOf(request), request.body);
      // The product's detail and rating changed, and its shop's top-rated list with it (0009).
      const shopGuid = await findProductShop(app.db, request.body.productGuid);
      app.catalogCache.invalidate([
        productTag(request.body.productGuid),
        ...(shopGuid ? [shopListsTag(shopGuid)] : []),
      ]);
      return ok(review, isEdit ? 'Your review has been updated.' : 'Thank you for your review.');
    },
  );
};
