import {
  UpdateProfileRequestSchema,
  UpdateProfileResponseSchema,
  UserBriefResponseSchema,
} from '@storefront/contract/account';
import { ErrorEnvelopeSchema, GuidParamsSchema } from '@storefront/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { BEARER, userOf } from '../../plugins/auth';
import { getUserBrief, updateProfile } from './account.service';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async (request) =>
      ok(
        await updateProfile(app.db, userOf(request), request.params.guid, request.body),
        'Your profile has been saved.',
      ),
  );
};
