import { hash, verify } from '@node-rs/argon2';
import type { ZxcvbnFactory, ZxcvbnResult } from '@zxcvbn-ts/core';
import { PASSWORD_HINTS, type PasswordHint } from '@storefront/contract/constants';
import { AppError } from './errors';
import { MYANMAR_PASSWORD_WORDS } from './myanmar-words';

// argon2id (the library's default algorithm) with OWASP's minimum: 19 MiB, 2 passes, 1 lane.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

export const verifyPassword = (passwordHash: string, password: string): Promise<boolean> =>
  verify(passwordHash, password).catch(() => false);

/**
 * The least estimator score (0–4) a new password needs: 3 is "safely unguessable: moderate
 * protection from an offline slow-hash scenario", about 10^8 guesses
 * (docs/decisions/0028-account-abuse.md#passwords).
 */
export const PASSWORD_MIN_SCORE = 3;

/**
 * How much of a password the estimator reads. Its cost grows quickly with length (a 128
 * character password takes it a good part of a second), and it runs on the event loop; a
 * password whose first 64 characters are strong is strong.
 */
const ESTIMATED_LENGTH = 64;
/**
 * How many look-alike swaps ('@' for 'a') the estimator tries undoing. Its default, 100, lets a
 * crafted 64-character password hold the event loop for most of a second; a dozen still catches
 * 'p@ssw0rd' and its kind, at a tenth of the worst case.
 */
const LOOK_ALIKE_SWAPS = 12;

let estimator: Promise<ZxcvbnFactory> | undefined;

/**
 * zxcvbn-ts with its common and English word lists and our Myanmar list, built on first use:
 * the lists are a few megabytes of the server's memory, never sent to a browser. The packages
 * stay outside the esbuild bundle and load from node_modules (docs/decisions/0007).
 */
export function loadPasswordEstimator(): Promise<ZxcvbnFactory> {
  return (estimator ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(
    ([{ ZxcvbnFactory }, common, english]) =>
      new ZxcvbnFactory({
        dictionary: {
          ...common.dictionary,
          ...english.dictionary,
          myanmar: [...MYANMAR_PASSWORD_WORDS],
        },
        graphs: common.adjacencyGraphs,
        // Feedback stays as the estimator's keys: hintsOf turns them into our codes.
        maxLength: ESTIMATED_LENGTH,
        l33tMaxSubstitutions: LOOK_ALIKE_SWAPS,
      }),
  ));
}

/** The estimator's feedback keys, as the hints the web app words in both languages. */
const HINT_OF_FEEDBACK: Record<string, PasswordHint> = {
  straightRow: 'avoidKeyboardPatterns',
  keyPattern: 'avoidKeyboardPatterns',
  longerKeyboardPattern: 'avoidKeyboardPatterns',
  simpleRepeat: 'avoidRepeats',
  extendedRepeat: 'avoidRepeats',
  repeated: 'avoidRepeats',
  sequences: 'avoidSequences',
  recentYears: 'avoidDates',
  dates: 'avoidDates',
  associatedYears: 'avoidDates',
  topTen: 'avoidCommon',
  topHundred: 'avoidCommon',
  common: 'avoidCommon',
  similarToCommon: 'avoidCommon',
  pwned: 'avoidCommon',
  wordByItself: 'addWords',
  anotherWord: 'addWords',
  useWords: 'addWords',
  namesByThemselves: 'avoidNames',
  commonNames: 'avoidNames',
  userInputs: 'avoidOwnDetails',
  l33t: 'avoidSubstitutions',
  reverseWords: 'avoidReversed',
  allUppercase: 'capitalsHelpLittle',
  capitalization: 'capitalsHelpLittle',
};

/** The English of each hint, for the refusal's message (the web app has its own words). */
const HINT_TEXT: Record<PasswordHint, string> = {
  addWords: 'Add another word or two; uncommon words are better.',
  avoidOwnDetails: "Avoid your name, username, phone number, e-mail and the shop's name.",
  avoidLocalWords: 'Avoid place names and everyday words such as myanmar, yangon or mingalar.',
  avoidCommon: 'Avoid passwords many people use.',
  avoidNames: 'Avoid common names.',
  avoidRepeats: "Avoid repeated letters or words such as 'aaaa' or 'abcabc'.",
  avoidSequences: "Avoid sequences such as '1234' or 'abcd'.",
  avoidKeyboardPatterns: "Avoid rows and patterns of keys such as 'qwerty'.",
  avoidDates: 'Avoid dates and years that are linked to you.',
  avoidSubstitutions: "Swapping letters for look-alikes such as '@' for 'a' does not help much.",
  avoidReversed: 'Words spelled backwards are easy to guess.',
  capitalsHelpLittle: 'Capital letters help very little.',
};

/** What would make the password stronger, most telling first, each once. */
function hintsOf(result: ZxcvbnResult): PasswordHint[] {
  const hints = new Set<PasswordHint>();
  // The estimator's warnings say nothing of our own lists: the matches name them.
  for (const match of result.sequence) {
    if (match.pattern !== 'dictionary') continue;
    if (match.dictionaryName === 'userInputs') hints.add('avoidOwnDetails');
    if (match.dictionaryName === 'myanmar') hints.add('avoidLocalWords');
  }
  for (const key of [result.feedback.warning, ...result.feedback.suggestions]) {
    const hint = key ? HINT_OF_FEEDBACK[key] : undefined;
    if (hint) hints.add(hint);
  }
  if (hints.size === 0) hints.add('addWords');
  return PASSWORD_HINTS.filter((hint) => hints.has(hint));
}

/** The words of the account and its shop that a password may not lean on. */
export type PasswordContext = readonly (string | null | undefined)[];

/** Every word of the context, whole, run together and split: 'Aye Chan Moe' gives 'ayechanmoe' and 'chan'. */
function userInputsOf(context: PasswordContext): string[] {
  const inputs = new Set<string>();
  for (const value of context) {
    const text = value?.trim().toLowerCase();
    if (!text) continue;
    inputs.add(text).add(text.replace(/[\s@._+-]+/g, ''));
    for (const part of text.split(/[\s@._+-]+/)) if (part.length >= 3) inputs.add(part);
    // A mobile number is typed without its leading 0 or with the country code too.
    const digits = text.replace(/\D/g, '');
    if (digits.length >= 7) inputs.add(digits).add(digits.replace(/^(?:95|0)/, ''));
  }
  return [...inputs];
}

/**
 * Refuses a new password that is easy to guess (OWASP ASVS 6.2.4, 6.2.11): nothing but spaces,
 * or scored below PASSWORD_MIN_SCORE by the estimator given the account's own words. The 400
 * names the `field`, says `weakPassword`, and lists what would make it stronger as `hints`.
 */
export async function refuseWeakPassword(
  password: string,
  field: string,
  context: PasswordContext,
): Promise<void> {
  if (password.trim() === '') {
    throw new AppError(400, 'A password cannot be only spaces.', field, 'weakPassword', [
      'addWords',
    ]);
  }
  const zxcvbn = await loadPasswordEstimator();
  const result = zxcvbn.check(password, userInputsOf(context));
  if (result.score >= PASSWORD_MIN_SCORE) return;
  const hints = hintsOf(result);
  throw new AppError(
    400,
    ['This password is too easy to guess.', ...hints.map((hint) => HINT_TEXT[hint])].join(' '),
    field,
    'weakPassword',
    hints,
  );
}
