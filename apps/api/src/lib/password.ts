import { hash, verify } from '@node-rs/argon2';

// argon2id (the library's default algorithm) with OWASP's minimum: 19 MiB, 2 passes, 1 lane.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

export const verifyPassword = (passwordHash: string, password: string): Promise<boolean> =>
  verify(passwordHash, password).catch(() => false);

/** How many of the most used passwords are refused (OWASP ASVS 6.2.4 asks for the top 10,000). */
const COMMON_PASSWORDS_REFUSED = 10_000;
let commonPasswords: Promise<Set<string>> | undefined;

/** The most used passwords, most used first, from zxcvbn's ranked list; loaded on first use. */
function loadCommonPasswords(): Promise<Set<string>> {
  return (commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].slice(0, COMMON_PASSWORDS_REFUSED)),
  ));
}

/**
 * Why a new password would be easy to guess, or null when it is fine: one of the 10,000 most
 * used passwords (compared without case, so 'PassWord1' is 'password1'), or nothing but spaces.
 */
export async function weakPasswordReason(password: string): Promise<string | null> {
  if (password.trim() === '') return 'A password cannot be only spaces.';
  const common = await loadCommonPasswords();
  if (common.has(password.toLowerCase())) {
    return 'This password is one of the most used and easy to guess. Please choose another.';
  }
  return null;
}
