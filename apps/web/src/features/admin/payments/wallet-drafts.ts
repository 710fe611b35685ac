import {
  WALLET_NAME_MAX,
  WALLET_NUMBER_MAX_DIGITS,
  WALLET_NUMBER_MIN_DIGITS,
  type AdminWallet,
  type AdminWalletsPut,
} from '@storefront/contract/admin-payments';

/** One account as the form holds it; `key` tells rows apart before they have an id. */
export type AccountDraft = { key: string; guid: string | null; name: string; number: string };
export type WalletDraft = {
  key: string;
  guid: string | null;
  name: string;
  image: string | null;
  enabled: boolean;
  accounts: AccountDraft[];
};

let serial = 0;
export const newKey = () => `new-${++serial}`;

export function draftsOf(wallets: AdminWallet[]): WalletDraft[] {
  return wallets.map((w) => ({
    key: w.guid,
    guid: w.guid,
    name: w.name,
    image: w.image,
    enabled: w.enabled,
    accounts: w.accounts.map((a) => ({
      key: a.guid,
      guid: a.guid,
      name: a.name,
      number: a.number,
    })),
  }));
}

export function bodyOf(drafts: WalletDraft[]): AdminWalletsPut {
  return {
    wallets: drafts.map((w) => ({
      guid: w.guid,
      name: w.name,
      image: w.image,
      enabled: w.enabled,
      accounts: w.accounts.map((a) => ({ guid: a.guid, name: a.name, number: a.number })),
    })),
  };
}

/** What is wrong with a field, as a key of owner.payments.problems and its figures. */
export type WalletProblem = {
  key: 'nameMissing' | 'nameLong' | 'nameTwice' | 'numberForm' | 'numberTwice' | 'noAccount';
  values?: Record<string, unknown>;
};

const digitsOf = (text: string) => text.replace(/[\s-]/g, '');

/**
 * The server's rules (docs/decisions/0031-wallets-and-delivery-fees.md#wallets) checked before
 * saving, by field path (`wallets[0].accounts[1].number`, as the server names them).
 */
export function walletProblems(drafts: WalletDraft[]): Map<string, WalletProblem> {
  const problems = new Map<string, WalletProblem>();
  const names = new Set<string>();
  drafts.forEach((wallet, index) => {
    const at = `wallets[${index}]`;
    const name = wallet.name.trim().replace(/\s+/g, ' ');
    if (!name) problems.set(`${at}.name`, { key: 'nameMissing' });
    else if ([...name].length > WALLET_NAME_MAX)
      problems.set(`${at}.name`, { key: 'nameLong', values: { count: WALLET_NAME_MAX } });
    else if (names.has(name.toLowerCase())) problems.set(`${at}.name`, { key: 'nameTwice' });
    names.add(name.toLowerCase());
    const numbers = new Set<string>();
    wallet.accounts.forEach((account, accountIndex) => {
      const accountAt = `${at}.accounts[${accountIndex}]`;
      const accountName = account.name.trim();
      if (!accountName) problems.set(`${accountAt}.name`, { key: 'nameMissing' });
      else if ([...accountName].length > WALLET_NAME_MAX)
        problems.set(`${accountAt}.name`, { key: 'nameLong', values: { count: WALLET_NAME_MAX } });
      const digits = digitsOf(account.number);
      const pattern = new RegExp(`^\\d{${WALLET_NUMBER_MIN_DIGITS},${WALLET_NUMBER_MAX_DIGITS}}$`);
      if (!pattern.test(digits))
        problems.set(`${accountAt}.number`, {
          key: 'numberForm',
          values: { min: WALLET_NUMBER_MIN_DIGITS, max: WALLET_NUMBER_MAX_DIGITS },
        });
      else if (numbers.has(digits)) problems.set(`${accountAt}.number`, { key: 'numberTwice' });
      numbers.add(digits);
    });
    if (wallet.enabled && wallet.accounts.length === 0)
      problems.set(`${at}.accounts`, { key: 'noAccount' });
  });
  return problems;
}

/** The list with one entry moved by `step` places (−1 up, +1 down); unchanged at either end. */
export function moved<T>(list: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (target < 0 || target >= list.length) return [...list];
  const copy = [...list];
  [copy[index], copy[target]] = [copy[target]!, copy[index]!];
  return copy;
}
