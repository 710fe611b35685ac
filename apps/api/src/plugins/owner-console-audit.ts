import { OWNER_ROLE } from '@storefront/contract/seller';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../modules/admin/audit.repository';

/** Bodies are kept in the log up to this size; a bigger one is noted by its size only. */
const MAX_BODY_CHARS = 8_000;

function bodyOf(body: unknown): unknown {
  if (body === undefined || body === null) return null;
  if (Buffer.isBuffer(body)) return { bytes: body.length };
  const text = JSON.stringify(body);
  return text.length > MAX_BODY_CHARS ? { chars: text.length } : body;
}

/**
 * An owner's changes in a shop's console (orders, catalog, stock) go into the audit log too
 * (docs/decisions/0029-owners.md#audit): after a successful write under `/v1/seller/`, one entry
 * with the route, its ids and what was sent. The business's own calls (`/v1/admin/`) write
 * richer entries, before and after, in their own transactions.
 */
export function registerOwnerConsoleAudit(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    if (request.userRole !== OWNER_ROLE) return;
    if (request.method === 'GET' || request.method === 'HEAD') return;
    if (reply.statusCode >= 400) return;
    const route = request.routeOptions.url ?? '';
    if (!route.startsWith('/v1/seller/')) return;
    const params = (request.params ?? {}) as Record<string, unknown>;
    const firstId = Object.values(params).find((v): v is string => typeof v === 'string');
    try {
      await recordAudit(app.db.kysely, {
        actorGuid: request.userGuid,
        action: `console.${request.method.toLowerCase()} ${route}`,
        entityType: route.split('/')[3] ?? 'console',
        entityGuid: firstId ?? null,
        shopGuid: request.sellerShopGuid || null,
        after: { params, body: bodyOf(request.body) },
      });
    } catch (error) {
      request.log.error({ err: error }, 'could not write the audit entry of an owner action');
    }
  });
}
