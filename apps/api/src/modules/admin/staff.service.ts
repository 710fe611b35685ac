import type { NewStaffRequest, StaffAccount } from '@storefront/contract/admin-staff';
import { OWNER_ROLE, SELLER_ROLE } from '@storefront/contract/seller';
import type { Db } from '../../db/connection';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { hashPassword, refuseWeakPassword } from '../../lib/password';
import { nowIso } from '../../lib/time';
import { NO_SUCH_SHOP } from '../../plugins/auth';
import { createStaffAccount } from '../seller/seller-accounts.service';
import {
  auditStaffChange,
  findPasswordWords,
  findStaffAccount,
  findStaffShop,
  resetAccountPassword,
  setAccountDisabled,
} from './staff.repository';

/** Every account these calls answer 404 for: unknown, or a shopper's. */
export const NO_SUCH_STAFF = 'There is no such staff account.';
export const NOT_YOURSELF =
  'You cannot do this to your own account. Change your own password from your profile.';
/**
 * Owners are not switched off or given a password here: one owner's stolen token must not lock
 * the business's other owners out (docs/decisions/0029-owners.md#staff).
 */
export const NOT_AN_OWNER =
  "Another owner's account cannot be switched off or given a password here. The business's operator does it with the command line.";

const notFoundStaff = () => new AppError(404, NO_SUCH_STAFF);

/** What the audit log keeps of an account: what the list shows, never a password or its hash. */
function auditView(account: StaffAccount) {
  return {
    name: account.name,
    username: account.username,
    phone: account.phone,
    role: account.role,
    shopGuid: account.shop?.guid ?? null,
    disabled: account.disabled,
    mustChangePassword: account.mustChangePassword,
  };
}

/**
 * A new Seller of a shop, who must choose their own password at the first sign-in; the account
 * and its audit entry are written in one transaction.
 */
export async function addStaff(
  db: Db,
  actorGuid: string,
  input: NewStaffRequest,
): Promise<StaffAccount> {
  const shop = await findStaffShop(db, input.shopGuid);
  if (!shop) throw new AppError(404, NO_SUCH_SHOP, 'shopGuid');
  const created = await createStaffAccount(
    db,
    { username: input.username, password: input.password, name: input.name, phone: input.phone },
    {
      role: SELLER_ROLE,
      shopGuid: shop.guid,
      context: [shop.name, shop.slug, shop.hostName],
      mustChangePassword: true,
      alongside: async (trx, account) => {
        const after = await findStaffAccount(trx, account.userGuid);
        await auditStaffChange(trx, {
          actorGuid,
          action: 'staff.create',
          entityType: 'staff',
          entityGuid: account.userGuid,
          shopGuid: shop.guid,
          after: after && auditView(after),
        });
      },
    },
  );
  const account = await findStaffAccount(db, created.userGuid);
  if (!account) throw notFoundStaff();
  return account;
}

/**
 * Reads the account another owner acts on, inside the transaction: a shopper's or an unknown
 * one is 404, the owner's own 409, another owner's 409.
 */
async function targetOf(trx: Db, actorGuid: string, userGuid: string): Promise<StaffAccount> {
  const account = await findStaffAccount(trx, userGuid);
  if (!account) throw notFoundStaff();
  if (account.guid === actorGuid) throw new AppError(409, NOT_YOURSELF);
  if (account.role === OWNER_ROLE) throw new AppError(409, NOT_AN_OWNER);
  return account;
}

/**
 * Switches an account off or on again, with its audit entry, in one transaction. Switching off
 * raises the token version too; the caller announces the revocation after the commit, so the
 * account's open order streams end at once on every instance. Asking for the state the account
 * is already in changes nothing and writes no entry. Answers the account and whether it changed.
 */
export async function setStaffDisabled(
  db: Db,
  actorGuid: string,
  userGuid: string,
  disabled: boolean,
): Promise<{ account: StaffAccount; changed: boolean }> {
  return inTransaction(db, async (trx) => {
    const before = await targetOf(trx, actorGuid, userGuid);
    if (before.disabled === disabled) return { account: before, changed: false };
    const now = nowIso();
    await setAccountDisabled(trx, userGuid, disabled ? now : null, now);
    const after = await findStaffAccount(trx, userGuid);
    if (!after) throw notFoundStaff();
    await auditStaffChange(trx, {
      actorGuid,
      action: disabled ? 'staff.disable' : 'staff.enable',
      entityType: 'staff',
      entityGuid: userGuid,
      shopGuid: after.shop?.guid ?? null,
      before: auditView(before),
      after: auditView(after),
    });
    return { account: after, changed: true };
  });
}

/**
 * A new first password chosen by an owner: the registration rules (400 `weakPassword`), a new
 * hash, "must change it" again and every token ended, with its audit entry (which never holds
 * the password or its hash), in one transaction.
 */
export async function resetStaffPassword(
  db: Db,
  actorGuid: string,
  userGuid: string,
  password: string,
): Promise<StaffAccount> {
  // Checked before the slow hash, and again in the transaction that writes.
  const first = await inTransaction(db, (trx) => targetOf(trx, actorGuid, userGuid));
  await refuseWeakPassword(password, 'password', await findPasswordWords(db, first.guid));
  const passwordHash = await hashPassword(password);
  return inTransaction(db, async (trx) => {
    const before = await targetOf(trx, actorGuid, userGuid);
    const now = nowIso();
    await resetAccountPassword(trx, userGuid, passwordHash, now);
    const after = await findStaffAccount(trx, userGuid);
    if (!after) throw notFoundStaff();
    await auditStaffChange(trx, {
      actorGuid,
      action: 'staff.password',
      entityType: 'staff',
      entityGuid: userGuid,
      shopGuid: after.shop?.guid ?? null,
      before: auditView(before),
      after: { ...auditView(after), passwordReset: true },
    });
    return after;
  });
}
