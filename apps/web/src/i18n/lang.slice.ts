import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { isObject, readStoredJson, STORAGE_KEYS } from '../lib/storage';
import { languageOfAddress, languageOfBrowser } from './language-address';
import { DEFAULT_LANGUAGE, isAppLanguage, LANGUAGE_FLAGS, type AppLanguage } from './languages';

/**
 * docs/product.md#languages "Language choice": name (en default, or mm) and its flag; stored under `lang`.
 * `source` says the language was not the shopper's choice but their address's (`/my/…`) or their
 * browser's (a first visit, docs/decisions/0035-language-addresses.md): such a language is shown
 * but never stored, so it neither replaces nor becomes the shopper's own choice.
 */
export type LangState = { name: AppLanguage; flag: string; source?: 'address' | 'browser' };

function isLangState(value: unknown): value is LangState {
  return isObject(value) && isAppLanguage(value.name);
}

/**
 * The language of a store started in the browser without a server's state: a language address
 * says it, else the stored choice, else the browser's languages.
 */
function initialLang(): LangState {
  const fromAddress =
    typeof window === 'undefined' ? null : languageOfAddress(window.location.pathname);
  if (fromAddress)
    return { name: fromAddress, flag: LANGUAGE_FLAGS[fromAddress], source: 'address' };
  const stored = readStoredJson(STORAGE_KEYS.lang, isLangState);
  // The flag is derived again so a stale stored path never shows a wrong flag.
  if (stored) return { name: stored.name, flag: LANGUAGE_FLAGS[stored.name] };
  const browser =
    (typeof navigator === 'undefined' ? null : languageOfBrowser(navigator.languages ?? [])) ??
    DEFAULT_LANGUAGE;
  return { name: browser, flag: LANGUAGE_FLAGS[browser], source: 'browser' };
}

export const langSlice = createSlice({
  name: 'lang',
  initialState: initialLang,
  reducers: {
    languageChosen: (_state, action: PayloadAction<AppLanguage>) => ({
      name: action.payload,
      flag: LANGUAGE_FLAGS[action.payload],
    }),
  },
});

export const { languageChosen } = langSlice.actions;

export const selectLanguage = (state: { lang: LangState }): AppLanguage => state.lang.name;

/** The shopper chose this language (tapped it, or it was stored): it is remembered. */
export const isChosenLanguage = (lang: LangState): boolean => lang.source === undefined;
