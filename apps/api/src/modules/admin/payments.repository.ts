import { randomUUID } from 'node:crypto';
import type { AdminWallet } from '@storefront/contract/admin-payments';
import type { Db } from '../../db/connection';
import { recordAudit, type AuditRecord } from './audit.repository';

/** Every wallet type with its accounts, in checkout order (switched-off ones included). */
export async function listWallets(db: Db): Promise<AdminWallet[]> {
  const types = await db.kysely
    .selectFrom('paymentTypes')
    .select(['guid', 'paymentType', 'imageGuid', 'enabled'])
    .orderBy('position')
    .orderBy('guid')
    .execute();
  const accounts =
    types.length === 0
      ? []
      : await db.kysely
          .selectFrom('paymentAccounts')
          .select(['guid', 'paymentTypeGuid', 'paymentName', 'paymentPhone'])
          .where(
            'paymentTypeGuid',
            'in',
            types.map((t) => t.guid),
          )
          .orderBy('paymentTypeGuid')
          .orderBy('position')
          .orderBy('guid')
          .execute();
  return types.map((t) => ({
    guid: t.guid,
    name: t.paymentType,
    image: t.imageGuid,
    enabled: Number(t.enabled) === 1,
    accounts: accounts
      .filter((a) => a.paymentTypeGuid === t.guid)
      .map((a) => ({ guid: a.guid, name: a.paymentName, number: a.paymentPhone })),
  }));
}

/** Which of these image ids are stored public images (a logo is shown to everyone). */
export async function findPublicImages(db: Db, guids: string[]): Promise<Set<string>> {
  if (guids.length === 0) return new Set();
  const rows = await db.kysely
    .selectFrom('images')
    .select('guid')
    .where('guid', 'in', guids)
    .where('isPublic', '=', 1)
    .execute();
  return new Set(rows.map((r) => r.guid));
}

/** A wallet as the owner's list will store it: ids of kept rows, null for new ones. */
export type WalletToSave = {
  guid: string | null;
  name: string;
  image: string | null;
  enabled: boolean;
  accounts: { guid: string | null; name: string; number: string }[];
};

/**
 * Replaces the wallet list with `wallets` (run inside the caller's transaction): kept rows keep
 * their ids, rows missing from the list are deleted, new rows get new ids. Orders keep their own
 * copy of how they were paid, so nothing else changes.
 */
export async function replaceWallets(db: Db, wallets: WalletToSave[]): Promise<void> {
  const k = db.kysely;
  const keptTypes = wallets.flatMap((w) => (w.guid ? [w.guid] : []));
  const keptAccounts = wallets.flatMap((w) => w.accounts.flatMap((a) => (a.guid ? [a.guid] : [])));

  // Accounts first: removed ones, then those of removed wallet types.
  let removeAccounts = k.deleteFrom('paymentAccounts');
  if (keptAccounts.length > 0)
    removeAccounts = removeAccounts.where('guid', 'not in', keptAccounts);
  await removeAccounts.execute();
  let removeTypes = k.deleteFrom('paymentTypes');
  if (keptTypes.length > 0) removeTypes = removeTypes.where('guid', 'not in', keptTypes);
  await removeTypes.execute();

  // Names are unique: two kept wallets swapping names would collide half way, so every kept
  // wallet first takes its own id as a name for a moment.
  for (const guid of keptTypes)
    await k
      .updateTable('paymentTypes')
      .set({ paymentType: guid })
      .where('guid', '=', guid)
      .execute();

  for (const [position, wallet] of wallets.entries()) {
    const values = {
      paymentType: wallet.name,
      imageGuid: wallet.image,
      enabled: wallet.enabled ? (1 as const) : (0 as const),
      position,
    };
    let typeGuid = wallet.guid;
    if (typeGuid) {
      await k.updateTable('paymentTypes').set(values).where('guid', '=', typeGuid).execute();
    } else {
      typeGuid = randomUUID();
      await k
        .insertInto('paymentTypes')
        .values({ guid: typeGuid, ...values })
        .execute();
    }
    for (const [accountPosition, account] of wallet.accounts.entries()) {
      const row = {
        paymentTypeGuid: typeGuid,
        paymentName: account.name,
        paymentPhone: account.number,
        position: accountPosition,
      };
      if (account.guid) {
        await k.updateTable('paymentAccounts').set(row).where('guid', '=', account.guid).execute();
      } else {
        await k
          .insertInto('paymentAccounts')
          .values({ guid: randomUUID(), ...row })
          .execute();
      }
    }
  }
}

/** The save's audit entry, written in the save's transaction (`db` is the transaction). */
export function saveWalletsAudit(db: Db, entry: AuditRecord): Promise<void> {
  return recordAudit(db.kysely, entry);
}
