/** Myanmar script, as the Burmese font's unicode-range covers it (index.css). */
const MYANMAR_SCRIPT = /[\u1000-\u109F\uA9E0-\uA9FF\uAA60-\uAA7F]/;

/**
 * The language selector's 'မြန်မာ': drawn by its own inlined font ('Myanmar Label', index.css),
 * never by the Burmese one, so it does not count as Burmese text of the page.
 */
const LANGUAGE_LABEL = /(<[a-z]+\s[^>]*\bclass="[^"]*\bfont-myanmar-label\b[^"]*"[^>]*>)[^<]*/g;

/**
 * Whether a rendered page (the markup inside #root) shows Burmese text that the Burmese font
 * would draw: any Myanmar letter in its text or attributes, the language label's aside. An
 * English page without any names that font at once (docs/architecture.md#first-screen).
 */
export function showsBurmeseText(markup: string): boolean {
  return MYANMAR_SCRIPT.test(markup.replace(LANGUAGE_LABEL, '$1'));
}
