import { randomUUID } from 'node:crypto';
import { RegisterRequestSchema } from '@storefront/contract/auth';
import { OWNER_ROLE, SELLER_ROLE } from '@storefront/contract/seller';
import { z } from 'zod';
import type { Db } from '../../db/connection';
import { AppError, badRequest } from '../../lib/errors';
import { hashPassword, refuseWeakPassword } from '../../lib/password';
import { normalizeDisplayName } from '../../lib/text';
import { nowIso } from '../../lib/time';
import { findIdentityConflict, identityOfUniqueViolation } from '../account/account.repository';
import { INVALID_MOBILE } from '../account/account.service';
import { normalizeMyanmarMobile } from '@storefront/commerce/phone';
import { insertAccount } from '../auth/auth.repository';
import { findShopByHostOrSlug } from './seller.repository';

/**
 * Shop staff and owner accounts. Nobody registers as either (docs/decisions/0014, 0029): an
 * operator creates them with `npm run seller:add` / `npm run owner:add`, an owner adds staff in
 * the console.
 */
export const NewSellerSchema = z.object({
  shop: z
    .string({ message: 'Please name the shop: --shop <host or slug>.' })
    .trim()
    .min(1, 'Please name the shop: --shop <host or slug>.'),
  username: RegisterRequestSchema.shape.username,
  password: RegisterRequestSchema.shape.password,
  name: RegisterRequestSchema.shape.name,
  phone: z.string().trim().optional(),
});
export type NewSeller = z.input<typeof NewSellerSchema>;

export interface CreatedSeller {
  userGuid: string;
  username: string;
  name: string;
  phone: string | null;
  shop: { guid: string; name: string; slug: string; hostName: string };
}

/** 'http://little-star.localhost:8080/' and 'Little-Star' both name the shop 'little-star…'. */
function shopKeyOf(input: string): string {
  return input
    .trim()
    .toLowerCase()
    .replace(/^[a-z]+:\/\//, '')
    .replace(/\/.*$/, '')
    .replace(/:\d+$/, '');
}

/**
 * Creates a Seller of one shop: a person and a user with an argon2id hash. Refuses (AppError
 * with a one-line message) an unknown shop, a taken username or phone, or bad input.
 */
export async function addSeller(db: Db, input: NewSeller): Promise<CreatedSeller> {
  const parsed = NewSellerSchema.safeParse(input);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid input.');
  const shop = await findShopByHostOrSlug(db, shopKeyOf(parsed.data.shop));
  if (!shop)
    throw new AppError(404, `No shop is served at "${parsed.data.shop}" or has that slug.`, 'shop');
  const created = await createStaffAccount(db, parsed.data, {
    role: SELLER_ROLE,
    shopGuid: shop.guid,
    context: [shop.name, shop.slug, shop.hostName],
  });
  return { ...created, shop };
}

export const NewOwnerSchema = NewSellerSchema.omit({ shop: true });
export type NewOwner = z.input<typeof NewOwnerSchema>;
export type CreatedOwner = Omit<CreatedSeller, 'shop'>;

/**
 * Creates an Owner, the business's own account across every shop
 * (docs/decisions/0029-owners.md): `npm run owner:add`. The same refusals as `addSeller`.
 */
export async function addOwner(db: Db, input: NewOwner): Promise<CreatedOwner> {
  const parsed = NewOwnerSchema.safeParse(input);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid input.');
  return createStaffAccount(db, parsed.data, { role: OWNER_ROLE, shopGuid: null, context: [] });
}

/**
 * A person and a user of a role nobody registers for: checks the name, the phone, the
 * password's strength (against the account's own words) and that the username and phone are
 * free, then writes both rows together.
 */
export async function createStaffAccount(
  db: Db,
  input: { username: string; password: string; name: string; phone?: string | undefined },
  account: {
    role: string;
    shopGuid: string | null;
    context: string[];
    mustChangePassword?: boolean;
    /** Runs in the transaction that writes the account (an owner's audit entry). */
    alongside?: (trx: Db, created: CreatedOwner) => Promise<void>;
  },
): Promise<CreatedOwner> {
  const { username, password } = input;
  const name = normalizeDisplayName(input.name);
  if (!name) throw badRequest('Please give the staff member a name.', 'name');
  // Login names are looked up as a username before a phone: a numeric one would be ambiguous.
  if (normalizeMyanmarMobile(username)) {
    throw badRequest('A username cannot be a mobile number; please include a letter.', 'username');
  }
  let phone: string | null = null;
  if (input.phone) {
    phone = normalizeMyanmarMobile(input.phone);
    if (!phone) throw badRequest(INVALID_MOBILE, 'phone');
  }
  await refuseWeakPassword(password, 'password', [username, name, phone, ...account.context]);
  const usernameLower = username.toLowerCase();
  const taken = await findIdentityConflict(db, { usernameLower, phone: phone ?? undefined });
  if (taken) throw takenError(taken, username, phone);

  const now = nowIso();
  const personGuid = randomUUID();
  const userGuid = randomUUID();
  const { alongside } = account;
  try {
    await insertAccount(
      db,
      {
        guid: personGuid,
        name,
        // persons.phone is required and unique. Without a number, a value no normalised mobile
        // can equal keeps the account apart: signing in by phone never finds it.
        phone: phone ?? `staff:${usernameLower}`,
        email: null,
        emailLower: null,
        address: null,
        avatarImageGuid: null,
        createdAt: now,
        updatedAt: now,
      },
      {
        guid: userGuid,
        personGuid,
        username,
        usernameLower,
        passwordHash: await hashPassword(password),
        role: account.role,
        shopGuid: account.shopGuid,
        selfRegister: 0,
        mustChangePassword: account.mustChangePassword ? 1 : 0,
        createdAt: now,
        updatedAt: now,
      },
      alongside && ((trx) => alongside(trx, { userGuid, username, name, phone })),
    );
  } catch (error) {
    const field = identityOfUniqueViolation(error);
    if (field) throw takenError(field, username, phone);
    throw error;
  }
  return { userGuid, username, name, phone };
}

function takenError(field: 'username' | 'phone' | 'email', username: string, phone: string | null) {
  return field === 'username'
    ? new AppError(409, `The username "${username}" is already taken.`, 'username')
    : new AppError(409, `The mobile number ${phone ?? ''} belongs to another account.`, 'phone');
}
