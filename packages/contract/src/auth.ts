import { z } from 'zod';
import { MobileNumberSchema, OptionalEmailSchema } from './account';
import {
  IDENTIFIER_MAX_LENGTH,
  LOGIN_PASSWORD_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  USERNAME_PATTERN,
} from './constants';
import { envelopeOf, ignoredField } from './envelope';

/** A password being chosen, at registration or in a change: the same length rules both times. */
const newPasswordSchema = (required: string) =>
  z
    .string({ message: required })
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`)
    .max(PASSWORD_MAX_LENGTH, `Password cannot be longer than ${PASSWORD_MAX_LENGTH} characters.`);

/**
 * docs/product.md#calls-account v1/person/create, the docs/product.md#records-account registration payload. `role` and `selfRegister` are accepted for
 * the web app's sake and ignored: every account made here is a self-registered Customer (docs/product.md#registration).
 */
export const RegisterRequestSchema = z.object({
  name: z
    .string({ message: 'Please enter your full name.' })
    .trim()
    .min(1, 'Please enter your full name.')
    .max(NAME_MAX_LENGTH, `Name cannot be longer than ${NAME_MAX_LENGTH} characters.`),
  role: ignoredField('Ignored: always Customer.'),
  username: z
    .string({ message: 'Please enter a username.' })
    .trim()
    .regex(
      USERNAME_PATTERN,
      'Username must be 3 to 32 characters: letters, digits, dots, underscores or hyphens.',
    ),
  password: newPasswordSchema('Please enter a password.'),
  selfRegister: ignoredField('Ignored: always true.'),
  contact: z.object(
    {
      primaryPhone: MobileNumberSchema,
      email: OptionalEmailSchema,
      addressType: ignoredField('Ignored: always Customer.'),
    },
    { message: 'Please enter your mobile number.' },
  ),
});
export type RegisterRequest = z.input<typeof RegisterRequestSchema>;
/** docs/product.md#calls-account: "success only" — nothing about the new account is echoed back. */
export const RegisterResponseSchema = envelopeOf(z.null());

/** docs/product.md#calls-account v1/user/: `username` may be the username, the mobile number (any usual form) or the e-mail. */
export const LoginRequestSchema = z.object({
  username: z
    .string({ message: 'Please enter your username, mobile number or e-mail.' })
    .trim()
    .min(1, 'Please enter your username, mobile number or e-mail.')
    .max(IDENTIFIER_MAX_LENGTH, 'Username, mobile number or e-mail is too long.'),
  password: z
    .string({ message: 'Please enter your password.' })
    .min(1, 'Please enter your password.')
    .max(LOGIN_PASSWORD_MAX_LENGTH, 'Password is too long.'),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const LoginResponseSchema = envelopeOf(
  z.object({
    /** A JWT to send as `Authorization: Bearer …` (docs/product.md#roles). */
    access_token: z.string(),
    token_type: z.literal('Bearer'),
    /** Seconds until the token expires. */
    expires_in: z.number().int().positive(),
  }),
);
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** `POST v1/user/logout`: success only; every token of the account issued so far is ended. */
export const LogoutResponseSchema = envelopeOf(z.null());
export type LogoutResponse = z.infer<typeof LogoutResponseSchema>;

/**
 * `POST v1/user/password`. The current password is required; the new one follows the
 * registration rules (length here; the server also refuses the most used passwords and one
 * equal to the current).
 */
export const ChangePasswordRequestSchema = z.object({
  currentPassword: z
    .string({ message: 'Please enter your current password.' })
    .min(1, 'Please enter your current password.')
    .max(LOGIN_PASSWORD_MAX_LENGTH, 'Password is too long.'),
  newPassword: newPasswordSchema('Please enter a new password.'),
});
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;
/**
 * A fresh token, like login's: the change ends every earlier token, the one it was made with
 * included, and this one keeps the browser that made it signed in.
 */
export const ChangePasswordResponseSchema = LoginResponseSchema;
export type ChangePasswordResponse = LoginResponse;
