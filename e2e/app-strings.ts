import fs from 'node:fs';
import path from 'node:path';
import type { Language } from './fixtures';

/*
 * The app's own words, read from its locale files (the shop's, the console's and the business
 * pages' under owner/), so a spec clicks what a person reads in either language.
 */
const LOCALES = path.resolve(import.meta.dirname, '../apps/web/src/locales');

type Strings = Record<string, unknown>;

function isTree(value: unknown): value is Strings {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function mergeInto(target: Strings, source: Strings): void {
  for (const [key, value] of Object.entries(source)) {
    const current = target[key];
    if (isTree(current) && isTree(value)) mergeInto(current, value);
    else target[key] = value;
  }
}

function jsonFilesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return jsonFilesUnder(full);
    return entry.name.endsWith('.json') ? [full] : [];
  });
}

function stringsOf(language: Language): Strings {
  const merged: Strings = {};
  for (const file of jsonFilesUnder(path.join(LOCALES, language))) {
    mergeInto(merged, JSON.parse(fs.readFileSync(file, 'utf8')) as Strings);
  }
  return merged;
}

export type Words = (key: string, values?: Record<string, string>) => string;

/** A string of the app in the language, with its `{{values}}` filled in. */
export function appWordsOf(language: Language): Words {
  const strings = stringsOf(language);
  return (key, values = {}) => {
    const text = key
      .split('.')
      .reduce<unknown>((node, part) => (node as Strings | undefined)?.[part], strings);
    if (typeof text !== 'string') throw new Error(`no string ${key} in ${language}`);
    return text.replace(/\{\{\s*(\w+)[^}]*\}\}/g, (_, name: string) => values[name] ?? '');
  };
}
