import { MYANMAR_SCRIPT } from './script';

/**
 * Free text that another person reads — a rejection reason, a review, a name, an order's or an
 * address's note — loses its invisible format characters (Unicode category Cf: zero-width
 * space, joiner and non-joiner, word joiner, byte order mark, soft hyphen, the bidi marks,
 * embeddings, overrides and isolates, tag characters) and must keep at least one visible
 * character. docs/product.md#visible-text says why each choice was made.
 */
const FORMAT_CHARACTERS = /\p{Cf}/gu;
const JOINER = /^[\u200c\u200d]$/;

/**
 * Fillers that are letters or symbols to Unicode but print as nothing (Hangul fillers, the
 * blank Braille pattern): a text of only these is as empty as one of spaces.
 */
const BLANK_LETTERS = /[\u115f\u1160\u3164\uffa0\u2800]/gu;
const VISIBLE = /[\p{L}\p{N}\p{P}\p{S}]/u;

export interface StripOptions {
  /**
   * Keep a zero-width joiner or non-joiner that stands between two characters of Myanmar
   * script, where a writer may have typed it to choose a letter's shape. Names keep none.
   */
  keepMyanmarJoiners: boolean;
}

/** `text` without its format characters (see above). */
export function stripFormatCharacters(
  text: string,
  { keepMyanmarJoiners }: StripOptions = { keepMyanmarJoiners: true },
): string {
  return text.replace(FORMAT_CHARACTERS, (character: string, at: number, whole: string) => {
    if (!keepMyanmarJoiners || !JOINER.test(character)) return '';
    const before = whole[at - 1] ?? '';
    const after = whole[at + character.length] ?? '';
    return MYANMAR_SCRIPT.test(before) && MYANMAR_SCRIPT.test(after) ? character : '';
  });
}

/** Whether `text` shows a reader anything: a letter, digit, punctuation mark or symbol. */
export function hasVisibleText(text: string): boolean {
  return VISIBLE.test(text.replace(BLANK_LETTERS, ''));
}

/**
 * Text another person will read, as it is kept: format characters stripped and outer
 * whitespace trimmed; '' when nothing visible is left, so a required field's own check
 * refuses it like an empty one.
 */
export function visibleTextOf(text: string, options?: StripOptions): string {
  const stripped = stripFormatCharacters(text, options).trim();
  return hasVisibleText(stripped) ? stripped : '';
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * How many characters a reader sees in `text`: user-perceived characters (grapheme clusters),
 * so a Burmese letter with its vowel signs and tone marks counts once, where `length` counts
 * each code unit ('ပစ္စည်း' is 7 units, 4 characters). Length limits on text that people type are
 * counted this way, on the page and on the server alike.
 */
export function countGraphemes(text: string): number {
  let count = 0;
  for (const _segment of graphemes.segment(text)) count += 1;
  return count;
}

/** `text` cut to its first `max` characters as a reader sees them (see countGraphemes). */
export function clipGraphemes(text: string, max: number): string {
  let count = 0;
  for (const { index } of graphemes.segment(text)) {
    if (count === max) return text.slice(0, index);
    count += 1;
  }
  return text;
}
