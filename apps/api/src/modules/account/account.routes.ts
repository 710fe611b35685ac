import {
  UpdateProfileRequestSchema,
  UpdateProfileResponseSchema,
  UserBriefResponseSchema,
} from '@storefront/contract/account';
import { ErrorEnvelopeSchema, GuidParamsSchema } from '@storefront/contract/envelope';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { tooManyRequests } from '../../plugins/security';
import { BEARER, userOf } from '../../plugins/auth';
import { getUserBrief, updateProfile } from './account.service';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { timeWindowMs, registerMax } = app.config.rateLimit;
  // Whether a mobile number or e-mail already has an account is told at registration, behind
  // its limit; a profile change tells it too, so it gets the same budget, per account
  // (docs/decisions/0028-account-abuse.md#no-account-scan).
  const countIdentityChangeOf = app.createRateLimit({
    max: registerMax,
    timeWindow: timeWindowMs,
    keyGenerator: (request) => `identity-change:${request.userGuid}`,
  });
  const identityChangeCounter = (request: FastifyRequest, reply: FastifyReply) => async () => {
    const limit = await countIdentityChangeOf(request);
    if (limit.isAllowed || !limit.isExceeded) return;
    reply.header('retry-after', String(limit.ttlInSeconds));
    throw new AppError(429, tooManyRequests(limit.ttlInSeconds));
  };

  app.get(
    '/v1/user/brief',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['account'],
        summary: 'The signed-in user (docs/product.md#records-account User)',
        security: BEARER,
        response: { 200: UserBriefResponseSchema, 401: ErrorEnvelopeSchema },
      },
    },
    async (request) => ok(await getUserBrief(app.db, userOf(request))),
  );

  app.put(
    '/v1/person/updateProfile/:guid',
    {
      onRequest: app.authenticate,
      config: { rateLimit: {} },
      schema: {
        tags: ['account'],
        summary: 'Change your own profile; fields left out keep their value',
        security: BEARER,
        params: GuidParamsSchema,
        body: UpdateProfileRequestSchema,
        response: {
          200: UpdateProfileResponseSchema,
          400: ErrorEnvelopeSchema,
          401: ErrorEnvelopeSchema,
          403: ErrorEnvelopeSchema,
          409: ErrorEnvelopeSchema,
          429: ErrorEnvelopeSchema,
        },
      },
    },
    async (request, reply) =>
      ok(
        await updateProfile(
          app.db,
          userOf(request),
          request.params.guid,
          request.body,
          identityChangeCounter(request, reply),
        ),
        'Your profile has been saved.',
      ),
  );
};
