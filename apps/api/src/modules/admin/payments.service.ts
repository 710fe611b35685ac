import {
  WALLET_NAME_MAX,
  WALLET_NUMBER_MAX_DIGITS,
  WALLET_NUMBER_MIN_DIGITS,
  type AdminWallet,
  type AdminWalletsPut,
} from '@storefront/contract/admin-payments';
import type { Db } from '../../db/connection';
import { inTransaction } from '../../db/transaction';
import { AppError } from '../../lib/errors';
import { normalizeDisplayName, normalizeUserText } from '../../lib/text';
import {
  saveWalletsAudit,
  findPublicImages,
  listWallets,
  replaceWallets,
  type WalletToSave,
} from './payments.repository';

const refuse = (message: string, field: string) => new AppError(422, message, field);

/**
 * Two owners saving at the same moment: the later save met rows the earlier one wrote (a unique
 * name or key). Nothing of it was written; the owner reloads and saves again.
 */
function isSaveRace(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown };
  return (
    e?.code === '23505' ||
    e?.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    e?.code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    (typeof e?.message === 'string' && e.message.includes('UNIQUE constraint failed'))
  );
}

const saveRace = () =>
  new AppError(
    409,
    'The wallets were saved by someone else at the same moment. Please load them again.',
  );

/** A name as stored: 1 to WALLET_NAME_MAX visible characters, or a refusal naming the field. */
function nameOf(text: string, field: string, what: string): string {
  const name = normalizeDisplayName(normalizeUserText(text)).replace(/\s+/g, ' ');
  if (!name) throw refuse(`Please enter the ${what}.`, field);
  if ([...name].length > WALLET_NAME_MAX)
    throw refuse(`The ${what} is at most ${WALLET_NAME_MAX} characters.`, field);
  return name;
}

/** An account number as stored: its digits (spaces and dashes as typed are dropped). */
export function walletNumberOf(text: string, field: string): string {
  const digits = text.replace(/[\s-]/g, '');
  if (!new RegExp(`^\\d{${WALLET_NUMBER_MIN_DIGITS},${WALLET_NUMBER_MAX_DIGITS}}$`).test(digits))
    throw refuse(
      `The account number must be a phone or account number of ${WALLET_NUMBER_MIN_DIGITS} to ${WALLET_NUMBER_MAX_DIGITS} digits.`,
      field,
    );
  return digits;
}

/**
 * The owner's list checked against the rules and the stored wallets: names, numbers, no
 * number twice in one wallet, an account for every switched-on wallet, ids that are the
 * stored wallet's own, logos that are stored public images.
 */
function checkedWallets(
  current: AdminWallet[],
  body: AdminWalletsPut,
  publicImages: Set<string>,
): WalletToSave[] {
  const byGuid = new Map(current.map((w) => [w.guid, w]));
  const seenWallets = new Set<string>();
  const seenNames = new Map<string, number>();
  return body.wallets.map((wallet, index) => {
    const at = `wallets[${index}]`;
    const stored = wallet.guid ? byGuid.get(wallet.guid) : undefined;
    if (wallet.guid && !stored)
      throw refuse(`Wallet ${index + 1} is not one of the business's wallets.`, `${at}.guid`);
    if (wallet.guid) {
      if (seenWallets.has(wallet.guid))
        throw refuse(`Wallet ${index + 1} is listed twice.`, `${at}.guid`);
      seenWallets.add(wallet.guid);
    }
    const name = nameOf(wallet.name, `${at}.name`, 'wallet name');
    const other = seenNames.get(name.toLowerCase());
    if (other !== undefined)
      throw refuse(`Wallets ${other + 1} and ${index + 1} are both called ${name}.`, `${at}.name`);
    seenNames.set(name.toLowerCase(), index);
    if (wallet.image !== null && wallet.image !== stored?.image && !publicImages.has(wallet.image))
      throw refuse(`The logo of ${name} is not an uploaded picture.`, `${at}.image`);

    const storedAccounts = new Set(stored?.accounts.map((a) => a.guid) ?? []);
    const seenAccounts = new Set<string>();
    const numbers = new Map<string, number>();
    const accounts = wallet.accounts.map((account, accountIndex) => {
      const accountAt = `${at}.accounts[${accountIndex}]`;
      if (account.guid && (!storedAccounts.has(account.guid) || seenAccounts.has(account.guid)))
        throw refuse(
          `Account ${accountIndex + 1} of ${name} is not one of its accounts.`,
          `${accountAt}.guid`,
        );
      if (account.guid) seenAccounts.add(account.guid);
      const accountName = nameOf(account.name, `${accountAt}.name`, 'account name');
      const number = walletNumberOf(account.number, `${accountAt}.number`);
      const twin = numbers.get(number);
      if (twin !== undefined)
        throw refuse(
          `Accounts ${twin + 1} and ${accountIndex + 1} of ${name} have the same number ${number}.`,
          `${accountAt}.number`,
        );
      numbers.set(number, accountIndex);
      return { guid: account.guid ?? null, name: accountName, number };
    });
    if (wallet.enabled && accounts.length === 0)
      throw refuse(
        `${name} is switched on but has no account: add one, or switch it off.`,
        `${at}.accounts`,
      );
    return {
      guid: wallet.guid ?? null,
      name,
      image: wallet.image,
      enabled: wallet.enabled,
      accounts,
    };
  });
}

/** PUT v1/admin/payments: the whole list replaced in one transaction, with its audit entry. */
export async function saveWallets(
  db: Db,
  actorGuid: string,
  body: AdminWalletsPut,
): Promise<AdminWallet[]> {
  return inTransaction(db, async (trx) => {
    const before = await listWallets(trx);
    const images = body.wallets.flatMap((w) => (w.image ? [w.image] : []));
    const wallets = checkedWallets(before, body, await findPublicImages(trx, images));
    await replaceWallets(trx, wallets);
    const after = await listWallets(trx);
    await saveWalletsAudit(trx, {
      actorGuid,
      action: 'payments.update',
      entityType: 'payments',
      entityGuid: null,
      before: { items: before },
      after: { items: after },
    });
    return after;
  }).catch((error: unknown) => {
    throw isSaveRace(error) ? saveRace() : error;
  });
}
