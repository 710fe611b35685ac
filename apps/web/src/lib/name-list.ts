/** The word Burmese writes between the last two names of a list: A၊ B နှင့် C. */
const AND_MM = 'နှင့်';

/**
 * Names as one phrase in the page's language (docs/ui.md#lists-of-names), written here rather
 * than by Intl.ListFormat, whose Burmese is missing from many browsers (they fall back to
 * English 'A, B, and C'): English 'A, B and C'; Burmese 'A၊ B နှင့် C', နှင့် joined to a
 * Burmese name and spaced after a Latin one.
 */
export function nameList(names: readonly string[], burmese: boolean): string {
  const parts = names.map((name) => name.trim()).filter(Boolean);
  if (parts.length <= 1) return parts[0] ?? '';
  const last = parts.at(-1)!;
  const rest = parts.slice(0, -1);
  if (!burmese) return `${rest.join(', ')} and ${last}`;
  const before = rest.join('၊ ');
  const and = /[\u1000-\u109f]$/.test(before) ? AND_MM : ` ${AND_MM}`;
  return `${before}${and} ${last}`;
}
