import { looksLikeEmail } from '@storefront/commerce/email';
import { isMyanmarMobile } from '@storefront/commerce/phone';
import {
  PASSWORD_HINTS,
  PASSWORD_MIN_LENGTH,
  USERNAME_PATTERN,
  type PasswordHint,
} from '@storefront/contract/constants';
import { serverErrorOf, type RequestError } from '../../lib/server-error';

/*
 * The checks the login and register forms make before anything is sent (docs/product.md#validation), and what a
 * refused request means for the shopper. Errors are codes; the screens word them in the
 * shopper's language.
 */

export type LoginValues = { identifier: string; password: string };
type LoginField = keyof LoginValues;
export type LoginFieldError = 'identifierRequired' | 'passwordRequired';

/** docs/product.md#login Login: both fields are required. */
export function validateLogin(values: LoginValues): Partial<Record<LoginField, LoginFieldError>> {
  const errors: Partial<Record<LoginField, LoginFieldError>> = {};
  if (!values.identifier.trim()) errors.identifier = 'identifierRequired';
  if (!values.password) errors.password = 'passwordRequired';
  return errors;
}

export type RegisterValues = {
  name: string;
  username: string;
  email: string;
  mobile: string;
  password: string;
  confirmPassword: string;
};
type RegisterField = keyof RegisterValues;
export type RegisterFieldError =
  | 'nameRequired'
  | 'usernameRequired'
  | 'usernameInvalid'
  | 'emailInvalid'
  | 'mobileRequired'
  | 'mobileInvalid'
  | 'passwordRequired'
  | 'passwordTooShort'
  | 'confirmRequired';

/**
 * docs/product.md#registration Registration: full name, username, mobile number, password and its confirmation are
 * required; the e-mail is optional but must be an address when given. Whether the two
 * passwords match is asked apart (`passwordsMatch`): a mismatch clears the form (docs/product.md#registration).
 */
export function validateRegistration(
  values: RegisterValues,
): Partial<Record<RegisterField, RegisterFieldError>> {
  const errors: Partial<Record<RegisterField, RegisterFieldError>> = {};
  if (!values.name.trim()) errors.name = 'nameRequired';
  const username = values.username.trim();
  if (!username) errors.username = 'usernameRequired';
  else if (!USERNAME_PATTERN.test(username)) errors.username = 'usernameInvalid';
  const email = values.email.trim();
  if (email && !looksLikeEmail(email)) errors.email = 'emailInvalid';
  if (!values.mobile.trim()) errors.mobile = 'mobileRequired';
  else if (!isMyanmarMobile(values.mobile)) errors.mobile = 'mobileInvalid';
  if (!values.password) errors.password = 'passwordRequired';
  else if (values.password.length < PASSWORD_MIN_LENGTH) errors.password = 'passwordTooShort';
  if (!values.confirmPassword) errors.confirmPassword = 'confirmRequired';
  return errors;
}

export function passwordsMatch(values: Pick<RegisterValues, 'password' | 'confirmPassword'>) {
  return values.password === values.confirmPassword;
}

export type ChangePasswordValues = {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
};
type ChangePasswordField = keyof ChangePasswordValues;
export type ChangePasswordFieldError =
  | 'currentRequired'
  | 'newRequired'
  | 'passwordTooShort'
  | 'sameAsCurrent'
  | 'confirmNewRequired'
  | 'newMismatch';

/**
 * Password change: the current password, and a new one that follows the registration rules,
 * differs from the current one and is typed the same twice. Unlike registration, a mismatch
 * is shown next to the confirmation and nothing is cleared: the shopper retypes one field.
 */
export function validatePasswordChange(
  values: ChangePasswordValues,
): Partial<Record<ChangePasswordField, ChangePasswordFieldError>> {
  const errors: Partial<Record<ChangePasswordField, ChangePasswordFieldError>> = {};
  if (!values.currentPassword) errors.currentPassword = 'currentRequired';
  if (!values.newPassword) errors.newPassword = 'newRequired';
  else if (values.newPassword.length < PASSWORD_MIN_LENGTH) errors.newPassword = 'passwordTooShort';
  else if (values.newPassword === values.currentPassword) errors.newPassword = 'sameAsCurrent';
  if (!values.confirmPassword) errors.confirmPassword = 'confirmNewRequired';
  else if (values.confirmPassword !== values.newPassword) errors.confirmPassword = 'newMismatch';
  return errors;
}

/** Why a request failed, in the terms both forms share. */
type CommonFailure = 'tooMany' | 'network' | 'server';

function commonFailureOf(status: unknown): CommonFailure {
  if (status === 429) return 'tooMany';
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return 'network';
  return 'server';
}

export type LoginFailure = 'credentials' | CommonFailure;

/** docs/product.md#error-messages 'Login Failed!', and the reason shown under it. */
export function loginFailureOf(error: RequestError | undefined): LoginFailure {
  const { status } = serverErrorOf(error);
  // 400 is a field the server would not take (too long, say): to the shopper it is the same.
  if (status === 401 || status === 400) return 'credentials';
  return commonFailureOf(status);
}

export type RegisterFailure =
  | 'usernameTaken'
  | 'phoneTaken'
  | 'emailTaken'
  | 'invalidMobile'
  | 'invalidUsername'
  | 'weakPassword'
  | 'nameLikeShop'
  | 'invalidDetails'
  | CommonFailure;

const TAKEN: Record<string, RegisterFailure> = {
  username: 'usernameTaken',
  'contact.primaryPhone': 'phoneTaken',
  'contact.email': 'emailTaken',
};

/** docs/product.md#error-messages 'Registration Failed!', and the reason shown under it (the server names the field). */
export function registerFailureOf(error: RequestError | undefined): RegisterFailure {
  const { status, field, code } = serverErrorOf(error);
  if (status === 409) return (field && TAKEN[field]) || 'invalidDetails';
  if (status === 400) {
    // A display name that passes for a shop's (docs/decisions/0015-abuse-limits.md#reviews).
    if (code === 'nameLikeShop') return 'nameLikeShop';
    if (field === 'contact.primaryPhone') return 'invalidMobile';
    if (field === 'username') return 'invalidUsername';
    // The form checks the length itself: a password the server refuses is one too easy to guess.
    if (field === 'password') return 'weakPassword';
    return 'invalidDetails';
  }
  return commonFailureOf(status);
}

/**
 * Why a password change was refused: next to a field when the server blamed one, above the
 * form otherwise. A 401 needs no words here: the session has ended (the auth slice signs the
 * shopper out and the page sends them to /login).
 */
export type PasswordChangeFailure =
  | { field: 'currentPassword'; reason: 'wrongCurrentPassword' }
  | { field: 'newPassword'; reason: 'weakPassword' }
  | { field: null; reason: 'invalidDetails' | CommonFailure };

export function passwordChangeFailureOf(error: RequestError | undefined): PasswordChangeFailure {
  const { status, field } = serverErrorOf(error);
  if (status === 400) {
    if (field === 'currentPassword') return { field, reason: 'wrongCurrentPassword' };
    // The form checks length and sameness itself: what the server still refuses is a new
    // password too easy to guess.
    if (field === 'newPassword') return { field, reason: 'weakPassword' };
    return { field: null, reason: 'invalidDetails' };
  }
  return { field: null, reason: commonFailureOf(status) };
}

/**
 * What the server said would make a refused password stronger (the `hints` of a `weakPassword`
 * refusal), in its order; hints this app has no words for are left out.
 */
export function passwordHintsOf(error: RequestError | undefined): PasswordHint[] {
  if (!error || !('status' in error)) return [];
  const data: unknown = error.data;
  if (typeof data !== 'object' || data === null) return [];
  const { hints } = data as { hints?: unknown };
  if (!Array.isArray(hints)) return [];
  return PASSWORD_HINTS.filter((hint) => hints.includes(hint));
}
