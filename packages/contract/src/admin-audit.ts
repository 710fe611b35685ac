import { z } from 'zod';
import { envelopeOf } from './envelope';
import { PagingQuerySchema } from './paging';

/**
 * `GET v1/admin/audit`: every owner action, newest first (docs/decisions/0029-owners.md#audit).
 * `before` and `after` are the changed entity as it was and as it became (null before a
 * creation and after a deletion).
 */
export const AuditQuerySchema = PagingQuerySchema.extend({
  max: PagingQuerySchema.shape.max.default(50),
});

export const AuditEntrySchema = z.object({
  guid: z.uuid(),
  createdOn: z.string(),
  actorGuid: z.string(),
  actorName: z.string(),
  /** A dotted verb: 'shop.create', 'staff.disable', 'coupon.update', 'order.status', … */
  action: z.string(),
  entityType: z.string(),
  entityGuid: z.string().nullable(),
  shopGuid: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditPageSchema = z.object({
  items: z.array(AuditEntrySchema),
  totalCount: z.number().int().nonnegative(),
});
export type AuditPage = z.infer<typeof AuditPageSchema>;
export const AuditPageResponseSchema = envelopeOf(AuditPageSchema);
