import type { UpdateProfileRequest, UserBrief } from '@storefront/contract/account';
import type { Db } from '../../db/connection';
import { AppError, badRequest } from '../../lib/errors';
import { imitatesShopName, normalizeDisplayName, normalizeUserText } from '../../lib/text';
import { nowIso } from '../../lib/time';
import { LOGIN_REQUIRED } from '../../plugins/auth';
import {
  findIdentityConflict,
  findImageOwnership,
  findUserBrief,
  identityOfUniqueViolation,
  listShopNames,
  updatePerson,
  type IdentityField,
  type PersonPatch,
} from './account.repository';
import { normalizeMyanmarMobile } from '@storefront/commerce/phone';

/** What a shopper reads when a value belongs to another account (409). */
export const TAKEN_MESSAGES: Record<IdentityField, string> = {
  username: 'This username is already taken.',
  phone: 'This mobile number is already registered to another account.',
  email: 'This e-mail is already registered to another account.',
};

export const conflict = (field: IdentityField, formField: string) =>
  new AppError(409, TAKEN_MESSAGES[field], formField);

export const INVALID_MOBILE = 'Please enter a valid Myanmar mobile number, such as 09 7xx xxx xxx.';

export const NAME_LIKE_A_SHOP =
  "This name looks like a shop's name. Please use your own name, so that shoppers are not misled.";

/**
 * Refuses (400) a display name that passes for a shop's, in English or Burmese: a review
 * signed with it would seem to come from the shop. `name` is already normalised with
 * `normalizeDisplayName` (docs/decisions/0015-abuse-limits.md#reviews).
 */
export async function refuseShopLikeName(db: Db, name: string, field: string): Promise<void> {
  if (imitatesShopName(name, await listShopNames(db))) {
    throw new AppError(400, NAME_LIKE_A_SHOP, field, 'nameLikeShop');
  }
}

/**
 * An avatar is shown to everyone beside the account's reviews, so it must be a public picture
 * the account uploaded itself: never a shop's logo, another shopper's picture or a receipt
 * (docs/decisions/0015-abuse-limits.md#reviews).
 */
async function checkAvatar(db: Db, imageGuid: string, userGuid: string): Promise<void> {
  const image = await findImageOwnership(db, imageGuid);
  if (!image) throw badRequest('That avatar image does not exist.', 'avatar');
  if (image.ownerGuid !== userGuid || image.isPublic !== 1) {
    throw badRequest('Please choose a picture you uploaded yourself as your avatar.', 'avatar');
  }
}

/** Empty, absent and null all mean "no e-mail"; addresses are compared in lower case. */
export function emailFields(email: string | null | undefined) {
  const trimmed = email?.trim() ?? '';
  return trimmed === ''
    ? { email: null, emailLower: null }
    : { email: trimmed, emailLower: trimmed.toLowerCase() };
}

/** The brief record of a signed-in user; a token whose account is gone is no login (401). */
export async function getUserBrief(db: Db, userGuid: string): Promise<UserBrief> {
  const user = await findUserBrief(db, userGuid);
  if (!user) throw new AppError(401, LOGIN_REQUIRED);
  const { personGuid: _personGuid, ...brief } = user;
  return brief;
}

/**
 * docs/product.md#calls-account updateProfile: only the owner may change a profile (403 otherwise). The same rules as
 * registration hold: a valid mobile number, stored normalised, and no phone or e-mail that
 * another account holds (409). A 409 tells whether a number or address has an account, so a
 * change of either is first counted by `countIdentityChange`, which refuses past the
 * registration limit (docs/decisions/0028-account-abuse.md#no-account-scan).
 */
export async function updateProfile(
  db: Db,
  userGuid: string,
  targetGuid: string,
  body: UpdateProfileRequest,
  countIdentityChange: () => Promise<void> = async () => {},
): Promise<UserBrief> {
  if (targetGuid !== userGuid) throw new AppError(403, 'You can only change your own profile.');
  const user = await findUserBrief(db, userGuid);
  if (!user) throw new AppError(401, LOGIN_REQUIRED);

  const patch: PersonPatch = { updatedAt: nowIso() };
  if (body.name !== undefined) {
    patch.name = normalizeDisplayName(body.name);
    if (!patch.name) throw badRequest('Please enter your name.', 'name');
    await refuseShopLikeName(db, patch.name, 'name');
  }
  if (body.phone !== undefined) {
    const phone = normalizeMyanmarMobile(body.phone);
    if (!phone) throw badRequest(INVALID_MOBILE, 'phone');
    patch.phone = phone;
  }
  if (body.email !== undefined) Object.assign(patch, emailFields(body.email));
  if (body.address !== undefined) patch.address = normalizeUserText(body.address ?? '') || null;
  if (body.avatar !== undefined) {
    const avatar = body.avatar || null;
    if (avatar) await checkAvatar(db, avatar, userGuid);
    patch.avatarImageGuid = avatar;
  }

  const isNewPhone = patch.phone !== undefined && patch.phone !== user.phone;
  const isNewEmail =
    patch.emailLower !== undefined && patch.emailLower !== (user.email?.toLowerCase() ?? null);
  if (isNewPhone || isNewEmail) await countIdentityChange();
  const taken = await findIdentityConflict(
    db,
    { phone: patch.phone, emailLower: patch.emailLower },
    user.personGuid,
  );
  if (taken) throw conflict(taken, taken);
  try {
    await updatePerson(db, user.personGuid, patch);
  } catch (error) {
    const field = identityOfUniqueViolation(error);
    if (field) throw conflict(field, field);
    throw error;
  }
  return getUserBrief(db, userGuid);
}
