import {
  LoginRequestSchema,
  LoginResponseSchema,
  RegisterRequestSchema,
  RegisterResponseSchema,
} from '@storefront/contract/auth';
import { ErrorEnvelopeSchema } from '@storefront/contract/envelope';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors';
import { tooManyRequests } from '../../plugins/security';
import { ok } from '../../lib/envelope';
import { login, loginKeyOf, registerCustomer, warmDummyHash } from './auth.service';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { timeWindowMs, loginMax, loginAddressMax, registerMax } = app.config.rateLimit;
  void warmDummyHash();
  // Guessing one account's password is limited per account, from wherever it comes; the
  // per-address budget is high enough for a carrier's shared address (docs/decisions/0015).
  // The plugin runs one limit per request (the route's, per address), so this one is applied
  // by hand: counted in the same store (Redis when configured), answered the same way.
  const countAccountAttempt = app.createRateLimit({
    max: loginMax,
    timeWindow: timeWindowMs,
    keyGenerator: (request) => `login-account:${loginKeyOf(request.body)}`,
  });
  const perAccount = async (request: FastifyRequest, reply: FastifyReply) => {
    const limit = await countAccountAttempt(request);
    if (limit.isAllowed || !limit.isExceeded) return;
    reply.header('retry-after', String(limit.ttlInSeconds));
    throw new AppError(429, tooManyRequests(limit.ttlInSeconds));
  };

  app.post(
    '/v1/person/create',
    {
      config: { rateLimit: { max: registerMax, timeWindow: timeWindowMs } },
      schema: {
        tags: ['auth'],
        summary: 'Register a customer account (always a self-registered Customer)',
        body: RegisterRequestSchema,
        response: {
          200: RegisterResponseSchema,
          400: ErrorEnvelopeSchema,
          409: ErrorEnvelopeSchema,
          429: ErrorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      await registerCustomer(app.db, request.body);
      return ok(null, 'Your account has been created. Please log in.');
    },
  );

  app.post(
    '/v1/user/',
    {
      config: { rateLimit: { max: loginAddressMax, timeWindow: timeWindowMs } },
      // After validation, so the account name is read from a checked body.
      preHandler: perAccount,
      schema: {
        tags: ['auth'],
        summary: 'Log in with username, mobile number or e-mail; answers an access token',
        body: LoginRequestSchema,
        response: {
          200: LoginResponseSchema,
          400: ErrorEnvelopeSchema,
          401: ErrorEnvelopeSchema,
          429: ErrorEnvelopeSchema,
        },
      },
    },
    async (request) => ok(await login(app.db, app.tokens, request.body), 'Login successful.'),
  );
};
