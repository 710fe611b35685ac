import { AuditPageResponseSchema, AuditQuerySchema } from '@storefront/contract/admin-audit';
import { ErrorEnvelopeSchema } from '@storefront/contract/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope';
import { BEARER } from '../../plugins/auth';
import { listAudit } from './audit.repository';

const denied = { 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema };

/** The audit log of owner actions (docs/decisions/0029-owners.md#audit): owners only. */
export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/v1/admin/audit',
    {
      onRequest: app.authenticateOwner,
      schema: {
        tags: ['admin'],
        summary:
          'Every owner action, newest first: who, when, what, and the entity before and after ' +
          '(data.items, data.totalCount)',
        security: BEARER,
        querystring: AuditQuerySchema,
        response: { 200: AuditPageResponseSchema, 400: ErrorEnvelopeSchema, ...denied },
      },
    },
    async (request) => ok(await listAudit(app.db, request.query)),
  );
};
