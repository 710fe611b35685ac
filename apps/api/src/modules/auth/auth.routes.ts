import {
  ChangePasswordRequestSchema,
  ChangePasswordResponseSchema,
  LoginRequestSchema,
  LoginResponseSchema,
  LogoutResponseSchema,
  RegisterRequestSchema,
  RegisterResponseSchema,
} from '@storefront/contract/auth';
import { ErrorEnvelopeSchema } from '@storefront/contract/envelope';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/errors';
import { loadPasswordEstimator } from '../../lib/password';
import { BEARER, sessionOf } from '../../plugins/auth';
import { tooManyRequests } from '../../plugins/security';
import { ok } from '../../lib/envelope';
import {
  changePassword,
  findLoginAccount,
  login,
  loginKeyOf,
  logout,
  registerCustomer,
  warmDummyHash,
} from './auth.service';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const { timeWindowMs, loginMax, loginAddressMax, registerMax } = app.config.rateLimit;
  void warmDummyHash();
  // The estimator's word lists take a moment to load: not on the first shopper's registration.
  void loadPasswordEstimator();

  // Every answer here may carry a token or speak of an account (a login is sent without one,
  // so the signed-in rule of plugins/auth does not reach it): nothing may keep a copy
  // (docs/decisions/0028-account-abuse.md).
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('cache-control', 'no-store');
    return payload;
  });

  /**
   * A limit per account, from wherever the attempts come. The plugin runs one limit per
   * request (the route's own, per address), so this one is applied by hand: counted in the
   * same store (Redis when configured), answered the same way (docs/decisions/0015).
   */
  const limitPerAccount = (keyOf: (request: FastifyRequest) => string, max = loginMax) => {
    const countAttempt = app.createRateLimit({
      max,
      timeWindow: timeWindowMs,
      keyGenerator: keyOf,
    });
    return async (request: FastifyRequest, reply: FastifyReply) => {
      const limit = await countAttempt(request);
      if (limit.isAllowed || !limit.isExceeded) return;
      reply.header('retry-after', String(limit.ttlInSeconds));
      throw new AppError(429, tooManyRequests(limit.ttlInSeconds));
    };
  };
  // Guessing one account's password is limited per account, whichever of its username, mobile
  // number or e-mail is typed; a name with no account is limited per name, so probing unknown
  // names costs as much. Failures are counted, so the owner's own sign-ins neither use up the
  // budget nor tell a prober the account exists; every attempt is also counted, against twice
  // the budget, so a burst sent at once cannot slip past the failures still being checked. The
  // per-address budget is high enough for a carrier's shared address
  // (docs/decisions/0028-account-abuse.md#login-limits).
  const loginKeys = new WeakMap<FastifyRequest, string>();
  const failedLogins = app.createRateLimit({
    max: loginMax,
    timeWindow: timeWindowMs,
    keyGenerator: (request) => `login-failures:${loginKeys.get(request) ?? ''}`,
  });
  const perLoginAttempt = limitPerAccount(
    (request) => `login-attempts:${loginKeys.get(request) ?? ''}`,
    loginMax * 2,
  );
  const refuseAfterFailedLogins = async (request: FastifyRequest, reply: FastifyReply) => {
    const failures = await failedLogins(request, { increment: false });
    if (failures.isAllowed || failures.remaining > 0) return;
    reply.header('retry-after', String(failures.ttlInSeconds));
    throw new AppError(429, tooManyRequests(failures.ttlInSeconds));
  };
  // A stolen token could otherwise guess the account's password through the change form.
  const perSignedInAccount = limitPerAccount(
    (request) => `password-account:${sessionOf(request).userGuid}`,
  );

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
    async (request, reply) => {
      const account = await findLoginAccount(app.db, request.body.username);
      loginKeys.set(
        request,
        account
          ? `login-account:${account.guid}`
          : `login-name:${loginKeyOf(request.body.username)}`,
      );
      await refuseAfterFailedLogins(request, reply);
      await perLoginAttempt(request, reply);
      try {
        return ok(await login(app.tokens, account, request.body.password), 'Login successful.');
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 401) await failedLogins(request);
        throw error;
      }
    },
  );

  app.post(
    '/v1/user/logout',
    {
      onRequest: app.authenticate,
      config: { rateLimit: {} },
      schema: {
        tags: ['auth'],
        summary: 'Log out everywhere: this token and every earlier one of the account stop working',
        security: BEARER,
        response: {
          200: LogoutResponseSchema,
          401: ErrorEnvelopeSchema,
          429: ErrorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      await logout(app.db, session);
      await app.tokenRevocations.announce(session.userGuid);
      return ok(null, 'You have been logged out on every device.');
    },
  );

  app.post(
    '/v1/user/password',
    {
      onRequest: app.authenticate,
      config: { rateLimit: {} },
      preHandler: perSignedInAccount,
      schema: {
        tags: ['auth'],
        summary:
          'Change your password (the current one is required); ends every earlier token and answers a fresh one',
        security: BEARER,
        body: ChangePasswordRequestSchema,
        response: {
          200: ChangePasswordResponseSchema,
          400: ErrorEnvelopeSchema,
          401: ErrorEnvelopeSchema,
          429: ErrorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const session = sessionOf(request);
      const token = await changePassword(app.db, app.tokens, session, request.body);
      await app.tokenRevocations.announce(session.userGuid);
      return ok(
        token,
        'Your password has been changed. You are still signed in here and signed out everywhere else.',
      );
    },
  );
};
