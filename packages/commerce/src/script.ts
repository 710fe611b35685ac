/**
 * Myanmar script: the Myanmar block and its Extended-A and Extended-B blocks, the letters
 * Burmese (and Shan, Mon, Karen) is written in. What the Burmese font's unicode-range covers
 * (apps/web/src/index.css).
 */
export const MYANMAR_SCRIPT = /[\u1000-\u109F\uA9E0-\uA9FF\uAA60-\uAA7F]/;

/** Whether any letter of `text` is in Myanmar script. */
export function hasMyanmarScript(text: string): boolean {
  return MYANMAR_SCRIPT.test(text);
}
