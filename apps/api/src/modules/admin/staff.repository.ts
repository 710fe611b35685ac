import type { StaffAccount } from '@storefront/contract/admin-staff';
import { OWNER_ROLE, SELLER_ROLE } from '@storefront/contract/seller';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/connection';
import type { Database } from '../../db/schema';
import { recordAudit, type AuditRecord } from './audit.repository';

/** The roles these calls manage; a shopper's account is never one of them. */
const STAFF_ROLES = [SELLER_ROLE, OWNER_ROLE];

/** persons.phone of an account made without a number (seller-accounts.service.ts). */
const NO_PHONE_PREFIX = 'staff:';

function accountsQuery(db: Kysely<Database>) {
  return db
    .selectFrom('users')
    .innerJoin('persons', 'persons.guid', 'users.personGuid')
    .leftJoin('shops', 'shops.guid', 'users.shopGuid')
    .select([
      'users.guid',
      'users.username',
      'users.role',
      'users.disabledAt',
      'users.mustChangePassword',
      'users.createdAt',
      'persons.name',
      'persons.phone',
      'shops.guid as shopGuid',
      'shops.name as shopName',
      'shops.nameMm as shopNameMm',
      'shops.slug as shopSlug',
    ])
    .where('users.role', 'in', STAFF_ROLES);
}

type AccountRow = Awaited<ReturnType<ReturnType<typeof accountsQuery>['executeTakeFirstOrThrow']>>;

function accountOf(row: AccountRow): StaffAccount {
  return {
    guid: row.guid,
    name: row.name,
    username: row.username,
    phone: row.phone.startsWith(NO_PHONE_PREFIX) ? null : row.phone,
    role: row.role === OWNER_ROLE ? OWNER_ROLE : SELLER_ROLE,
    shop:
      row.shopGuid && row.shopName !== null && row.shopSlug !== null
        ? { guid: row.shopGuid, name: row.shopName, nameMm: row.shopNameMm, slug: row.shopSlug }
        : null,
    disabled: row.disabledAt !== null,
    mustChangePassword: Number(row.mustChangePassword) === 1,
    createdOn: row.createdAt,
  };
}

/** One shop's staff, or every staff account and owner: owners first, then by shop and name. */
export async function listStaffAccounts(
  { kysely: db }: Db,
  shopGuid: string | undefined,
): Promise<StaffAccount[]> {
  let query = accountsQuery(db);
  if (shopGuid !== undefined) query = query.where('users.shopGuid', '=', shopGuid);
  const rows = await query
    .orderBy('users.role')
    .orderBy('shops.name')
    .orderBy('users.usernameLower')
    .execute();
  return rows.map(accountOf);
}

/** A staff or owner account by id (undefined for a shopper's or an unknown one). */
export async function findStaffAccount(
  { kysely: db }: Db,
  userGuid: string,
): Promise<StaffAccount | undefined> {
  const row = await accountsQuery(db).where('users.guid', '=', userGuid).executeTakeFirst();
  return row && accountOf(row);
}

/** The shop's name and words a password must not lean on, or undefined when there is none. */
export async function findStaffShop(
  { kysely: db }: Db,
  shopGuid: string,
): Promise<{ guid: string; name: string; slug: string; hostName: string } | undefined> {
  return db
    .selectFrom('shops')
    .select(['guid', 'name', 'slug', 'hostName'])
    .where('guid', '=', shopGuid)
    .executeTakeFirst();
}

/**
 * Switches an account off (`disabledAt` set) or on again (null). Switching off also raises the
 * token version, so its tokens stay ended after it is switched on again.
 */
export async function setAccountDisabled(
  { kysely: db }: Db,
  userGuid: string,
  disabledAt: string | null,
  now: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({
      disabledAt,
      updatedAt: now,
      ...(disabledAt === null ? {} : { tokenVersion: eb('tokenVersion', '+', 1) }),
    }))
    .where('guid', '=', userGuid)
    .execute();
}

/** An owner's new first password: the hash, "must change it" again, every token ended. */
export async function resetAccountPassword(
  { kysely: db }: Db,
  userGuid: string,
  passwordHash: string,
  now: string,
): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({
      passwordHash,
      mustChangePassword: 1,
      tokenVersion: eb('tokenVersion', '+', 1),
      updatedAt: now,
    }))
    .where('guid', '=', userGuid)
    .execute();
}

/** The words of an account a new password may not lean on. */
export async function findPasswordWords({ kysely: db }: Db, userGuid: string): Promise<string[]> {
  const row = await db
    .selectFrom('users')
    .innerJoin('persons', 'persons.guid', 'users.personGuid')
    .leftJoin('shops', 'shops.guid', 'users.shopGuid')
    .select(['users.username', 'persons.name', 'persons.phone', 'shops.name as shopName'])
    .where('users.guid', '=', userGuid)
    .executeTakeFirst();
  if (!row) return [];
  return [row.username, row.name, row.phone, row.shopName].filter(
    (word): word is string => typeof word === 'string' && word !== '',
  );
}

/** The audit entry of a staff change, in the transaction `db` is (docs/decisions/0029). */
export async function auditStaffChange(db: Db, entry: AuditRecord): Promise<void> {
  await recordAudit(db.kysely, entry);
}
