import type { UserBrief } from '@storefront/contract/account';
import type { Db } from '../../db/connection';

/** Which unique identity of an account a value collides with. */
export type IdentityField = 'username' | 'phone' | 'email';

export async function findUserBrief(
  db: Db,
  userGuid: string,
): Promise<(UserBrief & { personGuid: string }) | undefined> {
  const row = await db.kysely
    .selectFrom('users')
    .innerJoin('persons', 'persons.guid', 'users.personGuid')
    .select([
      'users.guid',
      'users.username',
      'users.personGuid',
      'persons.name',
      'persons.phone',
      'persons.email',
      'persons.address',
      'persons.avatarImageGuid',
    ])
    .where('users.guid', '=', userGuid)
    .executeTakeFirst();
  if (!row) return undefined;
  const { avatarImageGuid, ...rest } = row;
  return { ...rest, avatar: avatarImageGuid };
}

/**
 * The first identity already held by another account: a username (case-insensitive), a mobile
 * number (normalised) or an e-mail (case-insensitive). `exceptPersonGuid` is the account being
 * changed, whose own values are no conflict.
 */
export async function findIdentityConflict(
  db: Db,
  wanted: { usernameLower?: string; phone?: string; emailLower?: string | null },
  exceptPersonGuid?: string,
): Promise<IdentityField | null> {
  if (wanted.usernameLower !== undefined) {
    let query = db.kysely
      .selectFrom('users')
      .select('guid')
      .where('usernameLower', '=', wanted.usernameLower);
    if (exceptPersonGuid) query = query.where('personGuid', '!=', exceptPersonGuid);
    if (await query.executeTakeFirst()) return 'username';
  }
  const checks: [IdentityField, 'phone' | 'emailLower', string | null | undefined][] = [
    ['phone', 'phone', wanted.phone],
    ['email', 'emailLower', wanted.emailLower],
  ];
  for (const [field, column, value] of checks) {
    if (!value) continue;
    let query = db.kysely.selectFrom('persons').select('guid').where(column, '=', value);
    if (exceptPersonGuid) query = query.where('guid', '!=', exceptPersonGuid);
    if (await query.executeTakeFirst()) return field;
  }
  return null;
}

/**
 * The identity a unique-constraint failure is about, when it is one: two requests racing past
 * the check above end here. SQLite names the column, PostgreSQL the constraint.
 */
export function identityOfUniqueViolation(error: unknown): IdentityField | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, message, constraint } = error as {
    code?: unknown;
    message?: unknown;
    constraint?: unknown;
  };
  const isUnique = code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
  if (!isUnique) return null;
  const where = `${typeof constraint === 'string' ? constraint : ''} ${typeof message === 'string' ? message : ''}`;
  if (/username_lower/.test(where)) return 'username';
  if (/email_lower/.test(where)) return 'email';
  if (/phone/.test(where)) return 'phone';
  return null;
}

export interface PersonPatch {
  name?: string;
  phone?: string;
  email?: string | null;
  emailLower?: string | null;
  address?: string | null;
  avatarImageGuid?: string | null;
  updatedAt: string;
}

export async function updatePerson(db: Db, personGuid: string, patch: PersonPatch) {
  await db.kysely.updateTable('persons').set(patch).where('guid', '=', personGuid).execute();
}

/** Who uploaded an image and whether anyone may see it; undefined when there is no such image. */
export async function findImageOwnership(db: Db, imageGuid: string) {
  return db.kysely
    .selectFrom('images')
    .select(['isPublic', 'ownerGuid'])
    .where('guid', '=', imageGuid)
    .executeTakeFirst();
}

/** Every shop's name, in English and in Burmese: no display name may pass for one of them. */
export async function listShopNames(db: Db): Promise<string[]> {
  const rows = await db.kysely.selectFrom('shops').select(['name', 'nameMm']).execute();
  return rows.flatMap((shop) => (shop.nameMm ? [shop.name, shop.nameMm] : [shop.name]));
}
