import {
  LoginRequestSchema,
  LoginResponseSchema,
  RegisterRequestSchema,
  RegisterResponseSchema,
} from '@storefront/contract/auth';
import { ErrorEnvelopeSchema } from '@storefront/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { login, registerCustomer, warmDummyHash } from './auth.service';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { timeWindowMs, loginMax, registerMax } = app.config.rateLimit;
  void warmDummyHash();

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
      config: { rateLimit: { max: loginMax, timeWindow: timeWindowMs } },
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
