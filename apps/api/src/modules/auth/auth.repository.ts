import type { Insertable } from 'kysely';
import type { Db } from '../../db/connection';
import type { PersonsTable, UsersTable } from '../../db/schema';

/**
 * A person and their login, written together or not at all; `alongside` runs in the same
 * transaction (an owner's audit entry of the new account).
 */
export async function insertAccount(
  db: Db,
  person: PersonsTable,
  user: Insertable<UsersTable>,
  alongside?: (trx: Db) => Promise<void>,
): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    await trx.insertInto('persons').values(person).execute();
    await trx.insertInto('users').values(user).execute();
    if (alongside) await alongside({ ...db, kysely: trx });
  });
}

export interface LoginCandidate {
  guid: string;
  passwordHash: string;
  usernameLower: string;
  phone: string;
  emailLower: string | null;
  role: string;
  shopGuid: string | null;
  tokenVersion: number;
  disabledAt: string | null;
}

/**
 * Every account the login name could mean: by username, by mobile number or by e-mail, in one
 * query. The caller picks among them in that order.
 */
export async function findLoginCandidates(
  db: Db,
  login: { usernameLower: string; phone: string | null; emailLower: string | null },
): Promise<LoginCandidate[]> {
  return db.kysely
    .selectFrom('users')
    .innerJoin('persons', 'persons.guid', 'users.personGuid')
    .select([
      'users.guid',
      'users.passwordHash',
      'users.usernameLower',
      'users.role',
      'users.shopGuid',
      'users.tokenVersion',
      'users.disabledAt',
      'persons.phone',
      'persons.emailLower',
    ])
    .where((eb) =>
      eb.or([
        eb('users.usernameLower', '=', login.usernameLower),
        ...(login.phone ? [eb('persons.phone', '=', login.phone)] : []),
        ...(login.emailLower ? [eb('persons.emailLower', '=', login.emailLower)] : []),
      ]),
    )
    .limit(3)
    .execute();
}

/**
 * What a token's claims are checked against, read on every authenticated request in one
 * primary-key lookup (docs/decisions/0016-token-revocation.md): the account's token version,
 * role and shop, whether an owner switched it off and whether it must choose its own password
 * first (docs/decisions/0029-owners.md#staff). Undefined when the account is gone.
 */
export async function findTokenVersion(
  db: Db,
  userGuid: string,
): Promise<
  | {
      tokenVersion: number;
      role: string;
      shopGuid: string | null;
      disabled: boolean;
      mustChangePassword: boolean;
    }
  | undefined
> {
  const row = await db.kysely
    .selectFrom('users')
    .select(['tokenVersion', 'role', 'shopGuid', 'disabledAt', 'mustChangePassword'])
    .where('guid', '=', userGuid)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    tokenVersion: row.tokenVersion,
    role: row.role,
    shopGuid: row.shopGuid,
    disabled: row.disabledAt !== null,
    mustChangePassword: Number(row.mustChangePassword) === 1,
  };
}

/** Ends every token issued so far for the account: they all carry an older version now. */
export async function raiseTokenVersion(db: Db, userGuid: string): Promise<void> {
  await db.kysely
    .updateTable('users')
    .set((eb) => ({ tokenVersion: eb('tokenVersion', '+', 1) }))
    .where('guid', '=', userGuid)
    .execute();
}

export interface PasswordAccount {
  passwordHash: string;
  role: string;
  shopGuid: string | null;
  /** The account's own words, which a new password may not lean on. */
  username: string;
  name: string;
  phone: string;
  email: string | null;
}

/** What a password change needs of the signed-in account: its hash, and what its token claims. */
export async function findPasswordAccount(
  db: Db,
  userGuid: string,
): Promise<PasswordAccount | undefined> {
  return db.kysely
    .selectFrom('users')
    .innerJoin('persons', 'persons.guid', 'users.personGuid')
    .select([
      'users.passwordHash',
      'users.role',
      'users.shopGuid',
      'users.username',
      'persons.name',
      'persons.phone',
      'persons.email',
    ])
    .where('users.guid', '=', userGuid)
    .executeTakeFirst();
}

/**
 * Stores a new password hash and raises the token version, but only while the account is
 * still at `tokenVersion`, the version of the token that asked: a token ended by a logout or
 * another change while this request was hashing cannot set a password. Answers the new
 * version, or undefined when nothing was changed.
 */
export async function replacePassword(
  db: Db,
  userGuid: string,
  change: { passwordHash: string; tokenVersion: number; updatedAt: string },
): Promise<number | undefined> {
  const row = await db.kysely
    .updateTable('users')
    .set((eb) => ({
      passwordHash: change.passwordHash,
      tokenVersion: eb('tokenVersion', '+', 1),
      // The account's own password now: an owner's first one no longer stands.
      mustChangePassword: 0,
      updatedAt: change.updatedAt,
    }))
    .where('guid', '=', userGuid)
    .where('tokenVersion', '=', change.tokenVersion)
    .returning('tokenVersion')
    .executeTakeFirst();
  return row?.tokenVersion;
}

/**
 * The shop an owner's console call acts in (docs/decisions/0029-owners.md#shops): the named
 * one when it exists, else the default shop.
 */
export async function findOwnerShop(
  db: Db,
  shopGuid: string | undefined,
): Promise<string | undefined> {
  const query = db.kysely.selectFrom('shops').select('guid');
  const row = await (
    shopGuid === undefined
      ? query.orderBy('isDefault', 'desc').orderBy('createdAt').limit(1)
      : query.where('guid', '=', shopGuid)
  ).executeTakeFirst();
  return row?.guid;
}
