import { randomUUID } from 'node:crypto';
import type { AuditEntry, AuditPage } from '@storefront/contract/admin-audit';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/schema';
import { nowIso } from '../../lib/time';

/** What one owner action changed (docs/decisions/0029-owners.md#audit). */
export interface AuditRecord {
  actorGuid: string;
  /** 'shop.create', 'staff.disable', … : `<entity>.<verb>`. */
  action: string;
  entityType: string;
  entityGuid: string | null;
  shopGuid?: string | null;
  /** The entity before the change; null or absent for a creation. */
  before?: unknown;
  /** The entity after the change; null or absent for a deletion. */
  after?: unknown;
}

/**
 * Writes one audit entry. Call it inside the transaction that makes the change (pass the
 * transaction as `db`): the entry and the change are kept together or not at all. The actor's
 * username is copied, so the log reads whole after an account is renamed or switched off.
 */
export async function recordAudit(db: Kysely<Database>, entry: AuditRecord): Promise<void> {
  const actor = await db
    .selectFrom('users')
    .select('username')
    .where('guid', '=', entry.actorGuid)
    .executeTakeFirst();
  await db
    .insertInto('auditLog')
    .values({
      guid: randomUUID(),
      actorGuid: entry.actorGuid,
      actorName: actor?.username ?? '',
      action: entry.action,
      entityType: entry.entityType,
      entityGuid: entry.entityGuid,
      shopGuid: entry.shopGuid ?? null,
      beforeJson:
        entry.before === undefined || entry.before === null ? null : JSON.stringify(entry.before),
      afterJson:
        entry.after === undefined || entry.after === null ? null : JSON.stringify(entry.after),
      createdAt: nowIso(),
    })
    .execute();
}

function parsed(json: string | null): unknown {
  if (json === null) return null;
  try {
    return JSON.parse(json) as unknown;
  } catch {
    return json;
  }
}

/** A page of the audit log, newest first. */
export async function listAudit(
  { kysely: db }: Db,
  page: { first: number; max: number },
): Promise<AuditPage> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('auditLog')
      .selectAll()
      .orderBy('createdAt', 'desc')
      .orderBy('guid', 'desc')
      .offset(page.first)
      .limit(page.max)
      .execute(),
    db
      .selectFrom('auditLog')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const items: AuditEntry[] = rows.map((r) => ({
    guid: r.guid,
    createdOn: r.createdAt,
    actorGuid: r.actorGuid,
    actorName: r.actorName,
    action: r.action,
    entityType: r.entityType,
    entityGuid: r.entityGuid,
    shopGuid: r.shopGuid,
    before: parsed(r.beforeJson),
    after: parsed(r.afterJson),
  }));
  return { items, totalCount: Number(count.n) };
}
