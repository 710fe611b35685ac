import { randomBytes, randomUUID } from 'node:crypto';
import type {
  ChangePasswordRequest,
  LoginResponse,
  RegisterRequest,
} from '@storefront/contract/auth';
import type { Db } from '../../db/connection';
import { AppError, badRequest } from '../../lib/errors';
import { hashPassword, refuseWeakPassword, verifyPassword } from '../../lib/password';
import { normalizeDisplayName } from '../../lib/text';
import { nowIso } from '../../lib/time';
import {
  findIdentityConflict,
  identityOfUniqueViolation,
  listShopNames,
} from '../account/account.repository';
import {
  conflict,
  emailFields,
  INVALID_MOBILE,
  refuseShopLikeName,
} from '../account/account.service';
import { normalizeMyanmarMobile } from '@storefront/commerce/phone';
import { ACCOUNT_SWITCHED_OFF, LOGIN_REQUIRED } from '../../plugins/auth';
import {
  findLoginCandidates,
  findPasswordAccount,
  insertAccount,
  raiseTokenVersion,
  replacePassword,
  type LoginCandidate,
} from './auth.repository';
import { TOKEN_LIFETIME_SECONDS, type AccessTokens, type TokenSubject } from './auth.tokens';

/** docs/product.md#error-messages: one answer for every failed login, so it never tells which accounts exist. */
export const LOGIN_FAILED = 'Login Failed!';

/** Where each identity sits in the register form, for the `field` of a 409. */
const REGISTER_FIELDS = {
  username: 'username',
  phone: 'contact.primaryPhone',
  email: 'contact.email',
} as const;

/**
 * docs/product.md#calls-account v1/person/create. Whatever role the client sends, the account is a self-registered
 * Customer (docs/product.md#registration). Text is normalised (Zawgyi → Unicode), the mobile number stored in its
 * national form, and username, phone and e-mail must be free (409 naming the one taken).
 */
export async function registerCustomer(db: Db, body: RegisterRequest): Promise<void> {
  const name = normalizeDisplayName(body.name);
  if (!name) throw badRequest('Please enter your full name.', 'name');
  await refuseShopLikeName(db, name, 'name');
  const phone = normalizeMyanmarMobile(body.contact.primaryPhone);
  if (!phone) throw badRequest(INVALID_MOBILE, 'contact.primaryPhone');
  // A login name is looked up as username, then phone: a username that is a mobile number
  // would make the two ambiguous.
  if (normalizeMyanmarMobile(body.username)) {
    throw badRequest('A username cannot be a mobile number; please include a letter.', 'username');
  }
  // Shop names are words every shopper here sees: a password built on one is easy to guess.
  await refuseWeakPassword(body.password, 'password', [
    body.username,
    name,
    phone,
    body.contact.email,
    ...(await listShopNames(db)),
  ]);
  const usernameLower = body.username.toLowerCase();
  const { email, emailLower } = emailFields(body.contact.email);

  const taken = await findIdentityConflict(db, { usernameLower, phone, emailLower });
  if (taken) throw conflict(taken, REGISTER_FIELDS[taken]);

  const now = nowIso();
  const personGuid = randomUUID();
  try {
    await insertAccount(
      db,
      {
        guid: personGuid,
        name,
        phone,
        email,
        emailLower,
        address: null,
        avatarImageGuid: null,
        createdAt: now,
        updatedAt: now,
      },
      {
        guid: randomUUID(),
        personGuid,
        username: body.username,
        usernameLower,
        passwordHash: await hashPassword(body.password),
        role: 'Customer',
        shopGuid: null,
        selfRegister: 1,
        createdAt: now,
        updatedAt: now,
      },
    );
  } catch (error) {
    const field = identityOfUniqueViolation(error);
    if (field) throw conflict(field, REGISTER_FIELDS[field]);
    throw error;
  }
}

// A login for an unknown account still verifies a password, against this hash of a random
// one, so that its answer takes as long as a wrong password's and reveals nothing.
let dummyHash: Promise<string> | undefined;
export const warmDummyHash = () =>
  (dummyHash ??= hashPassword(randomBytes(32).toString('base64url')));

/** The account a login name means: a username first, then a mobile number, then an e-mail. */
function pickCandidate(
  candidates: LoginCandidate[],
  login: { usernameLower: string; phone: string | null; emailLower: string | null },
): LoginCandidate | undefined {
  return (
    candidates.find((c) => c.usernameLower === login.usernameLower) ??
    candidates.find((c) => login.phone !== null && c.phone === login.phone) ??
    candidates.find((c) => login.emailLower !== null && c.emailLower === login.emailLower)
  );
}

/**
 * The name a login attempt for an unknown account is counted against: its name as typed,
 * folded the way the login reads it (a mobile number in any usual form is one name, a name
 * has no case).
 */
export function loginKeyOf(username: string): string {
  const name = username.trim();
  return normalizeMyanmarMobile(name) ?? name.toLowerCase();
}

/** The account a login name means (username, then mobile number, then e-mail), if any. */
export async function findLoginAccount(
  db: Db,
  username: string,
): Promise<LoginCandidate | undefined> {
  const name = username.trim();
  const lookup = {
    usernameLower: name.toLowerCase(),
    phone: normalizeMyanmarMobile(name),
    emailLower: name.includes('@') ? name.toLowerCase() : null,
  };
  return pickCandidate(await findLoginCandidates(db, lookup), lookup);
}

/** What the right password of a switched-off account hears. */
export const ACCOUNT_DISABLED = ACCOUNT_SWITCHED_OFF;

/**
 * docs/product.md#calls-account v1/user/: a token for the right password of the account the
 * login name means, the same 401 'Login Failed!' for anything else.
 */
export async function login(
  tokens: AccessTokens,
  account: LoginCandidate | undefined,
  password: string,
): Promise<LoginResponse['data']> {
  const passwordHash = account?.passwordHash ?? (await warmDummyHash());
  const isValid = await verifyPassword(passwordHash, password);
  if (!account || !isValid) throw new AppError(401, LOGIN_FAILED);
  // Told only to whoever knows the password (docs/decisions/0029-owners.md#staff).
  if (account.disabledAt !== null)
    throw new AppError(403, ACCOUNT_DISABLED, undefined, 'accountDisabled');
  return tokenAnswer(tokens, {
    userGuid: account.guid,
    role: account.role,
    shopGuid: account.shopGuid,
    tokenVersion: account.tokenVersion,
  });
}

async function tokenAnswer(
  tokens: AccessTokens,
  subject: TokenSubject,
): Promise<LoginResponse['data']> {
  return {
    access_token: await tokens.sign(subject),
    token_type: 'Bearer',
    expires_in: TOKEN_LIFETIME_SECONDS,
  };
}

/** The signed-in account, and the token version of the token it came with. */
export interface Session {
  userGuid: string;
  tokenVersion: number;
}

/**
 * Logout (OWASP ASVS 7.4.1): raises the account's token version, so the token used here and
 * every other one issued to the account before it are refused from now on, on every instance
 * (docs/decisions/0016-token-revocation.md).
 */
export async function logout(db: Db, session: Session): Promise<void> {
  await raiseTokenVersion(db, session.userGuid);
}

/**
 * A new password for the signed-in account (OWASP ASVS 6.2.2): the current one must be given
 * and right, the new one follows the registration rules and differs from the current one.
 * Every earlier token is ended, this one included, and a fresh one is answered so the browser
 * that made the change stays signed in. A wrong current password is a 400, not a 401: the
 * session itself is fine, and the web app ends a session on any 401.
 */
export async function changePassword(
  db: Db,
  tokens: AccessTokens,
  session: Session,
  body: ChangePasswordRequest,
): Promise<LoginResponse['data']> {
  if (body.newPassword === body.currentPassword) {
    throw badRequest(
      'Your new password must be different from your current password.',
      'newPassword',
    );
  }
  const account = await findPasswordAccount(db, session.userGuid);
  if (!account) throw new AppError(401, LOGIN_REQUIRED);
  if (!(await verifyPassword(account.passwordHash, body.currentPassword))) {
    throw badRequest('Your current password is not correct.', 'currentPassword');
  }
  await refuseWeakPassword(body.newPassword, 'newPassword', [
    account.username,
    account.name,
    account.phone,
    account.email,
    ...(await listShopNames(db)),
  ]);
  const tokenVersion = await replacePassword(db, session.userGuid, {
    passwordHash: await hashPassword(body.newPassword),
    tokenVersion: session.tokenVersion,
    updatedAt: nowIso(),
  });
  // The token was ended (a logout, another change) while the password was being checked.
  if (tokenVersion === undefined) throw new AppError(401, LOGIN_REQUIRED);
  return tokenAnswer(tokens, {
    userGuid: session.userGuid,
    role: account.role,
    shopGuid: account.shopGuid,
    tokenVersion,
  });
}
