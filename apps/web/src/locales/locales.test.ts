import { describe, expect, it } from 'vitest';
import { en } from './en/index';
import { mm } from './mm/index';

type Tree = { [key: string]: string | Tree };

/** Every leaf as 'a.b.c' → value. */
function leaves(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'object' && value !== null) {
      for (const [leaf, leafValue] of leaves(value, path)) out.set(leaf, leafValue);
    } else out.set(path, value);
  }
  return out;
}

/** Each `{{name}}` or `{{name, format}}` as 'name' or 'name,format'. */
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*(?:,\s*(\w+)\s*)?\}\}/g)]
    .map(([, name = '', format]) => (format ? `${name},${format}` : name))
    .sort();

/** Values that are always numbers: printed through the `number` format (Myanmar digits in Burmese). */
const NUMERIC = new Set(['count', 'index', 'total', 'first', 'last', 'page', 'percent', 'rating']);

const english = leaves(en as Tree);
const burmese = leaves(mm as Tree);

describe('translations', () => {
  it('has every English key in Burmese', () => {
    expect([...english.keys()].filter((key) => !burmese.has(key))).toEqual([]);
  });

  it('has no Burmese key that English lacks', () => {
    expect([...burmese.keys()].filter((key) => !english.has(key))).toEqual([]);
  });

  it.each([
    ['en', english],
    ['mm', burmese],
  ] as const)('has only non-empty strings in %s', (_name, strings) => {
    const bad = [...strings].filter(([, value]) => typeof value !== 'string' || !value.trim());
    expect(bad.map(([key]) => key)).toEqual([]);
  });

  it('uses the same {{placeholders}} in both languages', () => {
    const mismatched = [...english].filter(
      ([key, value]) =>
        placeholders(String(value)).join() !== placeholders(String(burmese.get(key) ?? '')).join(),
    );
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });

  it('prints counts, positions and percentages through the number format', () => {
    const raw = [...english, ...burmese].filter(([, value]) =>
      placeholders(String(value)).some((placeholder) => NUMERIC.has(placeholder)),
    );
    expect(raw.map(([key]) => key)).toEqual([]);
  });

  it('writes Burmese in Myanmar script', () => {
    // Every Burmese string but the language switch's 'English' holds Myanmar letters (U+1000–U+109F).
    const latinOnly = [...burmese]
      .filter(([key]) => key !== 'header.languageEn')
      .filter(([, value]) => !/[\u1000-\u109f]/.test(String(value)));
    expect(latinOnly.map(([key]) => key)).toEqual([]);
  });

  it('keeps the product copy in English', () => {
    expect(en.header.searchPlaceholder).toBe('Type to search ... ');
    expect(en.region.title).toBe('Please Select Your Region');
    expect(en.errors.unexpected).toBe('Unexpected Application Error!');
    expect(en.nav.loginRegister).toBe('Login / Register');
  });
});
