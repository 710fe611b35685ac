/**
 * The Myanmar block (U+1000–U+109F): the letters, marks and digits of Burmese, and the only code
 * points Zawgyi, the old font encoding, reuses (docs/architecture.md#text).
 */
const BLOCK_RANGE = '\\u1000-\\u109F';
export const MYANMAR_BLOCK = new RegExp(`[${BLOCK_RANGE}]`);

/**
 * Myanmar script: the Myanmar block and its Extended-A and Extended-B blocks, the letters
 * Burmese (and Shan, Mon, Karen) is written in. What the Burmese font's unicode-range covers
 * (apps/web/src/index.css).
 */
export const MYANMAR_SCRIPT = new RegExp(`[${BLOCK_RANGE}\\uA9E0-\\uA9FF\\uAA60-\\uAA7F]`);

/** Whether any letter of `text` is in Myanmar script. */
export function hasMyanmarScript(text: string): boolean {
  return MYANMAR_SCRIPT.test(text);
}

/**
 * Whether any character of `text` is in the Myanmar block itself: what Zawgyi-encoded text is
 * made of, so text without one is never Zawgyi.
 */
export function hasMyanmarBlock(text: string): boolean {
  return MYANMAR_BLOCK.test(text);
}
