import { formatNumber } from '@storefront/commerce/money';
import type { en } from '../locales/en/index';

/**
 * The app's translator (docs/architecture.md#languages): nested strings per language, looked up
 * by dotted key, with `{{name}}` and `{{name, number}}` filled in and plural forms chosen by
 * `count` (`key_one`, `key_other`, as Intl.PluralRules names them). That is all the app's
 * strings use, in a few hundred bytes on every first load instead of a general library.
 */

/** Strings of one language: text, or more strings under a key. */
export type Strings = { readonly [key: string]: string | Strings };

type PluralSuffix = '_zero' | '_one' | '_two' | '_few' | '_many' | '_other';

/** 'a.b_one' and 'a.b_other' are both asked for as 'a.b' (with a `count`). */
export type WithoutPlural<K extends string> = K extends `${infer Base}${PluralSuffix}` ? Base : K;

/** Every string of a nested strings object as its dotted key. */
export type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string
    ? WithoutPlural<`${Prefix}${K}`>
    : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A key of the app's strings, typed from the English file: a misspelt key fails `tsc`. */
export type TranslationKey = Leaves<typeof en>;

/** The values a string is filled in with; `count` also picks the plural form. */
export type TranslateOptions = Readonly<Record<string, unknown>>;

/** Translates a key in one language; a key found nowhere comes back as it was given. */
export type TFunction = (key: TranslationKey, options?: TranslateOptions) => string;

type Listener = (language: string) => void;

/** The language strings fall back to when the current one lacks a key. */
const FALLBACK_LANGUAGE = 'en';

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*(?:,\s*(\w+)\s*)?\}\}/g;

export class Translator {
  #language: string;
  readonly #strings = new Map<string, Strings>();
  readonly #languageListeners = new Set<Listener>();
  readonly #stringsListeners = new Set<Listener>();
  readonly #pluralRules = new Map<string, Intl.PluralRules>();

  constructor(language: string, strings: Readonly<Record<string, Strings>>) {
    this.#language = language;
    for (const [tag, bundle] of Object.entries(strings)) this.#strings.set(tag, bundle);
  }

  /** The BCP 47 tag of the current language: 'en' or 'my'. */
  get language(): string {
    return this.#language;
  }

  changeLanguage(language: string): void {
    if (language === this.#language) return;
    this.#language = language;
    for (const listener of this.#languageListeners) listener(language);
  }

  hasStrings(language: string): boolean {
    return this.#strings.has(language);
  }

  /** The text or strings under a dotted key, in that language only. */
  lookUp(language: string, key: string): string | Strings | undefined {
    let node: string | Strings | undefined = this.#strings.get(language);
    for (const part of key.split('.')) {
      if (node === undefined || typeof node === 'string') return undefined;
      node = node[part];
    }
    return node;
  }

  /** Adds strings to a language, merged into what it has; a key already there is kept. */
  addStrings(language: string, strings: Strings): void {
    this.#strings.set(language, merge(this.#strings.get(language) ?? {}, strings));
    for (const listener of this.#stringsListeners) listener(language);
  }

  onLanguageChanged(listener: Listener): () => void {
    this.#languageListeners.add(listener);
    return () => this.#languageListeners.delete(listener);
  }

  onStringsAdded(listener: Listener): () => void {
    this.#stringsListeners.add(listener);
    return () => this.#stringsListeners.delete(listener);
  }

  /** The translation in the current language. */
  t: TFunction = (key, options) => this.translate(this.#language, key, options);

  /** A `t` for one language, whatever the current one becomes. */
  fixedT(language: string): TFunction {
    return (key, options) => this.translate(language, key, options);
  }

  translate(language: string, key: string, options?: TranslateOptions): string {
    const count = options?.count;
    for (const tag of language === FALLBACK_LANGUAGE ? [language] : [language, FALLBACK_LANGUAGE]) {
      const text =
        (typeof count === 'number'
          ? this.#text(tag, `${key}_${this.#plural(tag, count)}`)
          : null) ?? this.#text(tag, key);
      if (text !== null) return options ? fill(text, options, language) : text;
    }
    return key;
  }

  #text(language: string, key: string): string | null {
    const found = this.lookUp(language, key);
    return typeof found === 'string' ? found : null;
  }

  #plural(language: string, count: number): Intl.LDMLPluralRule {
    let rules = this.#pluralRules.get(language);
    if (!rules) {
      rules = new Intl.PluralRules(language);
      this.#pluralRules.set(language, rules);
    }
    return rules.select(count);
  }
}

/**
 * `{{name}}` prints the value as it is; `{{name, number}}` prints a number through commerce's
 * formatNumber, like every other number on the page (Myanmar digits in Burmese). A value that is
 * missing leaves its placeholder, so the gap shows instead of a silent hole.
 */
function fill(text: string, values: TranslateOptions, language: string): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string, format: string | undefined) => {
    const value = values[name];
    if (value === undefined || value === null) return placeholder;
    if (format === 'number' && typeof value === 'number') return formatNumber(value, language);
    return String(value as string | number | boolean);
  });
}

function merge(into: Strings, from: Strings): Strings {
  const merged: Record<string, string | Strings> = { ...into };
  for (const [key, value] of Object.entries(from)) {
    const existing = merged[key];
    if (existing === undefined) merged[key] = value;
    else if (typeof existing !== 'string' && typeof value !== 'string')
      merged[key] = merge(existing, value);
  }
  return merged;
}
