/**
 * Whether two values read from JSON (storage, the page's state) hold the same data: same
 * primitives, arrays of equal items in the same order, objects with equal values under the same
 * keys in any order. A key whose value is undefined counts as absent, as JSON drops it.
 */
export function isSameJson(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, index) => isSameJson(item, b[index]));
  const left = definedEntries(a as Record<string, unknown>);
  const right = b as Record<string, unknown>;
  if (left.length !== definedEntries(right).length) return false;
  return left.every(([key, value]) => Object.hasOwn(right, key) && isSameJson(value, right[key]));
}

function definedEntries(record: Record<string, unknown>): [string, unknown][] {
  return Object.entries(record).filter(([, value]) => value !== undefined);
}
