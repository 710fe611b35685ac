import { z } from 'zod';
import { envelopeOf } from './envelope';

/**
 * `GET` and `PUT v1/admin/payments`: the mobile wallets shoppers pay into, run by the business's
 * owners (docs/decisions/0031-wallets-and-delivery-fees.md#wallets). The list is in the order
 * checkout shows it; each wallet's accounts too.
 */
export const WALLET_NAME_MAX = 40;
export const WALLET_NUMBER_MIN_DIGITS = 6;
export const WALLET_NUMBER_MAX_DIGITS = 20;
/** Wallet types in one list, and accounts in one wallet. */
export const MAX_WALLETS = 20;
export const MAX_WALLET_ACCOUNTS = 20;

export const AdminWalletAccountSchema = z.object({
  guid: z.uuid(),
  /** The account holder's name as shoppers see it. */
  name: z.string(),
  /** The wallet's account number: a phone number or an account number, digits only. */
  number: z.string(),
});
export type AdminWalletAccount = z.infer<typeof AdminWalletAccountSchema>;

export const AdminWalletSchema = z.object({
  guid: z.uuid(),
  name: z.string(),
  /** Logo image id (v1/image/download/{id}), or null. */
  image: z.string().nullable(),
  /** False: checkout does not offer it, and refuses an invoice paid with it. */
  enabled: z.boolean(),
  accounts: z.array(AdminWalletAccountSchema),
});
export type AdminWallet = z.infer<typeof AdminWalletSchema>;

export const AdminWalletsSchema = z.object({ items: z.array(AdminWalletSchema) });
export type AdminWallets = z.infer<typeof AdminWalletsSchema>;
export const AdminWalletsResponseSchema = envelopeOf(AdminWalletsSchema);

/** Text as sent; lengths and forms are checked by the server with messages naming the field. */
const sentText = z.string().max(500, { message: 'This text is too long.' });

export const AdminWalletAccountInputSchema = z.object({
  /** The account's id to keep it; absent or null for a new account. */
  guid: z.uuid().nullish(),
  name: sentText,
  number: sentText,
});
export type AdminWalletAccountInput = z.infer<typeof AdminWalletAccountInputSchema>;

export const AdminWalletInputSchema = z.object({
  /** The wallet's id to keep it; absent or null for a new wallet type. */
  guid: z.uuid().nullish(),
  name: sentText,
  /** An image uploaded through `POST v1/admin/images` (or the wallet's current logo); null for none. */
  image: z.uuid().nullable(),
  enabled: z.boolean(),
  accounts: z
    .array(AdminWalletAccountInputSchema)
    .max(MAX_WALLET_ACCOUNTS, { message: `At most ${MAX_WALLET_ACCOUNTS} accounts a wallet.` }),
});
export type AdminWalletInput = z.infer<typeof AdminWalletInputSchema>;

/** The whole list, in checkout order: what is missing from it is removed. */
export const AdminWalletsPutSchema = z.object({
  wallets: z
    .array(AdminWalletInputSchema)
    .max(MAX_WALLETS, { message: `At most ${MAX_WALLETS} wallet types.` }),
});
export type AdminWalletsPut = z.infer<typeof AdminWalletsPutSchema>;
