import { ErrorEnvelopeSchema } from '@storefront/contract/envelope';
import {
  CreateReviewRequestSchema,
  CreateReviewResponseSchema,
} from '@storefront/contract/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { BEARER, userOf } from '../../plugins/auth';
import { createReview } from './reviews.service';

export const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/v1/pos/product/create_product_review',
    {
      onRequest: app.authenticate,
      config: { rateLimit: {} },
      schema: {
        tags: ['reviews'],
        summary: 'Review a product as the signed-in user, optionally with 1–5 stars',
        security: BEARER,
        body: CreateReviewRequestSchema,
        response: {
          200: CreateReviewResponseSchema,
          400: ErrorEnvelopeSchema,
          401: ErrorEnvelopeSchema,
          404: ErrorEnvelopeSchema,
          429: ErrorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const review = await createReview(app.db, userOf(request), request.body);
      // The product's detail and rating changed: cached catalog answers are stale (0009).
      app.catalogCache.invalidate();
      return ok(review, 'Thank you for your review.');
    },
  );
};
