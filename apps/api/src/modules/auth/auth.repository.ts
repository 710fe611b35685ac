import type { Db } from '../../db/connection';
import type { PersonsTable, UsersTable } from '../../db/schema';

/** A person and their login, written together or not at all. */
export async function insertAccount(db: Db, person: PersonsTable, user: UsersTable): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    await trx.insertInto('persons').values(person).execute();
    await trx.insertInto('users').values(user).execute();
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
