import {
  NewStaffRequestSchema,
  StaffAccountResponseSchema,
  StaffListQuerySchema,
  StaffListResponseSchema,
  StaffParamsSchema,
  StaffPasswordRequestSchema,
} from '@storefront/contract/admin-staff';
import { ErrorEnvelopeSchema } from '@storefront/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { AppError } from '../../lib/errors';
import { BEARER, NO_SUCH_SHOP, ownerOf } from '../../plugins/auth';
import { findStaffShop, listStaffAccounts } from './staff.repository';
import { addStaff, resetStaffPassword, setStaffDisabled } from './staff.service';

const denied = { 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema };
const refusals = {
  400: ErrorEnvelopeSchema,
  ...denied,
  404: ErrorEnvelopeSchema,
  409: ErrorEnvelopeSchema,
  422: ErrorEnvelopeSchema,
  429: ErrorEnvelopeSchema,
};

/**
 * The business's staff accounts (docs/decisions/0029-owners.md#staff): owners list them, add a
 * shop's staff, switch accounts off and on, and choose a new first password. Every write keeps
 * its audit entry in its own transaction; switching off and a new password end the account's
 * tokens and its open order streams at once, on every instance.
 */
export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/admin/staff',
    {
      onRequest: app.authenticateOwner,
      schema: {
        tags: ['admin'],
        summary:
          "A shop's staff (shopGuid), or every staff account and owner: name, username, phone, " +
          'role, shop, switched off, must change password (data.items)',
        security: BEARER,
        querystring: StaffListQuerySchema,
        response: {
          200: StaffListResponseSchema,
          400: ErrorEnvelopeSchema,
          ...denied,
          404: ErrorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const { shopGuid } = request.query;
      if (shopGuid !== undefined && !(await findStaffShop(app.db, shopGuid))) {
        throw new AppError(404, NO_SUCH_SHOP, 'shopGuid');
      }
      return ok({ items: await listStaffAccounts(app.db, shopGuid) });
    },
  );

  app.post(
    '/v1/admin/staff',
    {
      onRequest: app.authenticateOwner,
      config: { rateLimit: {} },
      schema: {
        tags: ['admin'],
        summary:
          'A new staff member of a shop, with a first password they must change at their first sign-in. 409 names a taken username or mobile number; 400 weakPassword with hints for a password easy to guess; 404 for an unknown shop',
        security: BEARER,
        body: NewStaffRequestSchema,
        response: { 200: StaffAccountResponseSchema, ...refusals },
      },
    },
    async (request) =>
      ok(await addStaff(app.db, ownerOf(request), request.body), 'The staff account was added.'),
  );

  for (const [verb, disabled] of [
    ['disable', true],
    ['enable', false],
  ] as const) {
    app.post(
      `/v1/admin/staff/:userGuid/${verb}`,
      {
        onRequest: app.authenticateOwner,
        config: { rateLimit: {} },
        schema: {
          tags: ['admin'],
          summary: disabled
            ? 'Switch a staff account off: it cannot sign in, its tokens and open order streams end at once. 409 for your own or another owner’s account'
            : 'Switch a staff account on again: it signs in with its password (its old tokens stay ended)',
          security: BEARER,
          params: StaffParamsSchema,
          response: { 200: StaffAccountResponseSchema, ...refusals },
        },
      },
      async (request) => {
        const { userGuid } = request.params;
        const outcome = await setStaffDisabled(app.db, ownerOf(request), userGuid, disabled);
        if (outcome.changed && disabled) await app.tokenRevocations.announce(userGuid);
        return ok(
          outcome.account,
          disabled ? 'The account is switched off.' : 'The account is switched on.',
        );
      },
    );
  }

  app.post(
    '/v1/admin/staff/:userGuid/password',
    {
      onRequest: app.authenticateOwner,
      config: { rateLimit: {} },
      schema: {
        tags: ['admin'],
        summary:
          'A new first password for a staff account: they must change it at their next sign-in, and every token and open order stream of the account ends. 409 for your own or another owner’s account',
        security: BEARER,
        params: StaffParamsSchema,
        body: StaffPasswordRequestSchema,
        response: { 200: StaffAccountResponseSchema, ...refusals },
      },
    },
    async (request) => {
      const { userGuid } = request.params;
      const account = await resetStaffPassword(
        app.db,
        ownerOf(request),
        userGuid,
        request.body.password,
      );
      await app.tokenRevocations.announce(userGuid);
      return ok(account, 'The new password is set. Give it to the staff member in person.');
    },
  );
};
